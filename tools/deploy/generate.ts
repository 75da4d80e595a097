import type { TournamentId } from '@phc/tournaments';
import { instancePorts, siteOf, type Inventory } from './inventory';
import { nginxSiteConfig } from './nginx';
import { productionPaths, units, type DeployPaths } from './paths';
import { backupTimer, backupUnit, instanceUnit, machineTarget, migrateUnit, tournamentTarget } from './systemd';

export interface GenerateOptions {
  paths?: DeployPaths;
  node: string;
  user?: string;
  brotli: boolean;
}

export interface GeneratedFile {
  /** Absolute path on the machine. */
  path: string;
  content: string;
}

/** The nginx sites and systemd units of one machine of the inventory. */
export function generateMachine(inventory: Inventory, machine: string, options: GenerateOptions): GeneratedFile[] {
  const host = inventory.machines[machine];
  if (!host) throw new Error(`No machine ${machine} in the inventory (there: ${Object.keys(inventory.machines).join(', ')})`);
  const paths = options.paths ?? productionPaths;
  const unitOptions = { paths, node: options.node, user: options.user ?? 'phc' };
  const files: GeneratedFile[] = [];
  for (const id of host.tournaments as TournamentId[]) {
    const site = siteOf(inventory, id);
    const ports = instancePorts(site, host.instances);
    files.push({ path: paths.nginxSite(id), content: nginxSiteConfig(site, { paths, ports, brotli: options.brotli }) });
    ports.forEach((port, i) => files.push({ path: `${paths.systemd}/${units.instance(id, i + 1)}`, content: instanceUnit(site, i + 1, port, unitOptions) }));
    files.push({ path: `${paths.systemd}/${units.migrate(id)}`, content: migrateUnit(site, unitOptions) });
    files.push({ path: `${paths.systemd}/${units.backup(id)}`, content: backupUnit(site, unitOptions) });
    files.push({ path: `${paths.systemd}/${units.backupTimer(id)}`, content: backupTimer(site) });
    files.push({ path: `${paths.systemd}/${units.tournament(id)}`, content: tournamentTarget(site, host.instances) });
  }
  files.push({ path: `${paths.systemd}/${units.all}`, content: machineTarget(host.tournaments) });
  return files;
}
