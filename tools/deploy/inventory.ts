import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { tournamentIds, type TournamentId } from '@phc/tournaments';

export const inventoryFile = path.resolve(import.meta.dirname, 'inventory.json');

const hostName = v.pipe(v.string(), v.regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/, 'a lower-case host name'));

const SiteSchema = v.object({
  /** nginx's server_name: the first is the canonical one (PUBLIC_URL). */
  serverNames: v.pipe(v.array(hostName), v.minLength(1)),
  /** Instance n (1, 2, …) listens on port + n - 1. */
  port: v.pipe(v.number(), v.integer(), v.minValue(1024), v.maxValue(32767)),
});

const MachineSchema = v.object({
  tournaments: v.pipe(v.array(v.picklist(tournamentIds)), v.minLength(1)),
  /** API instances per tournament, behind that machine's nginx; two survive one's restart. */
  instances: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)),
});

export const InventorySchema = v.pipe(
  v.object({
    $comment: v.optional(v.string()),
    sites: v.record(v.picklist(tournamentIds), SiteSchema),
    machines: v.record(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)), MachineSchema),
  }),
  v.check((inventory) => tournamentIds.every((id) => id in inventory.sites), `every tournament of libs/tournaments needs a site: ${tournamentIds.join(', ')}`),
  // Ten ports per tournament: room for up to ten instances without touching the next one's.
  v.check((inventory) => {
    const starts = Object.values(inventory.sites).map((site) => site.port).sort((a, b) => a - b);
    return starts.every((port, i) => i === 0 || port - starts[i - 1] >= 10);
  }, 'sites need ports at least 10 apart'),
);

export type Inventory = v.InferOutput<typeof InventorySchema>;
export type Site = v.InferOutput<typeof SiteSchema> & { id: TournamentId };

export function parseInventory(value: unknown): Inventory {
  const result = v.safeParse(InventorySchema, value);
  if (!result.success) throw new Error(`Invalid inventory:\n  ${result.issues.map((issue) => `${v.getDotPath(issue) ?? '(whole)'}: ${issue.message}`).join('\n  ')}`);
  return result.output;
}

export function readInventory(file = inventoryFile): Inventory {
  return parseInventory(JSON.parse(fs.readFileSync(file, 'utf8')));
}

export function siteOf(inventory: Inventory, id: TournamentId): Site {
  const site = inventory.sites[id];
  if (!site) throw new Error(`No site for ${id} in the inventory`);
  return { id, ...site };
}

/** The ports of a site's instances on a machine that runs `instances` of them. */
export const instancePorts = (site: Site, instances: number): number[] => Array.from({ length: instances }, (_, i) => site.port + i);

/** Placeholder host names (`.invalid`, RFC 2606) that a deployment must not go live with. */
export const placeholderNames = (site: Site): string[] => site.serverNames.filter((name) => name.endsWith('.invalid'));
