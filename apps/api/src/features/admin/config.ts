import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { adminConfigEndpoints, configGroupOf, configKeys, normalizeConfigValue, type AdminConfigEntry, type ConfigDataType, type ConfigKeyDefinition } from '@phc/api-contract';
import { configChanged } from '../../platform/live/config-changes';
import type { Database } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/http/errors';
import { requireUser } from '../../platform/auth/guards';
import { route } from '../../platform/http/route';
import { writeAudit } from '../../platform/audit/write-audit';

type Row = Database['config_values'];

const definitions = new Map<string, ConfigKeyDefinition>(configKeys.map((c) => [c.key, c]));

function toEntry(key: string, row: Row | undefined): AdminConfigEntry {
  const definition = definitions.get(key);
  return {
    key,
    // The SPEC §9 table fixes the type of its keys; a stored row of another key keeps its own.
    dataType: (definition?.dataType ?? row?.data_type ?? 'string') as ConfigDataType,
    format: (definition ? definition.format : (row?.format ?? null)) as AdminConfigEntry['format'],
    value: row ? row.value : null,
    default: definition?.default ?? null,
    group: configGroupOf(key),
  };
}

/** Every SPEC §9 key in the table's order (stored or not), then any other stored key by name. */
async function listEntries(db: Kysely<Database>): Promise<AdminConfigEntry[]> {
  const rows = await db.selectFrom('config_values').selectAll().orderBy('key').execute();
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return [...configKeys.map((c) => toEntry(c.key, byKey.get(c.key))), ...rows.filter((r) => !definitions.has(r.key)).map((r) => toEntry(r.key, r))];
}

/**
 * The configuration (issue 16 item 4): each write is one transaction with its audit record; after it
 * commits the caches holding configuration values forget them, so the next request reads the change.
 */
export function registerAdminConfigRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, adminConfigEndpoints.configList, async () => ({ entries: await listEntries(db) }));

  route(app, adminConfigEndpoints.configUpdate, async ({ params, body, request }) => {
    const user = requireUser(request);
    const entry = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('config_values').selectAll().where('key', '=', params.key).forUpdate().executeTakeFirst();
      if (!row && !definitions.has(params.key)) throw notFound(`No configuration key ${params.key}`);
      const before = toEntry(params.key, row);
      const normalized = normalizeConfigValue(before.dataType, before.format, body.value, params.key);
      if ('issue' in normalized) throw badRequest(`Invalid value of ${params.key}`, { value: [normalized.issue] });
      if (row && row.value === normalized.value) return before;
      if (row) await trx.updateTable('config_values').set({ value: normalized.value }).where('key', '=', params.key).execute();
      else await trx.insertInto('config_values').values({ key: params.key, data_type: before.dataType, format: before.format, value: normalized.value }).execute();
      // The audit's entity id is numeric: a key is named by its position in the list, and by name in before/after.
      const keyIndex = [...definitions.keys()].indexOf(params.key) + 1;
      await writeAudit(trx, user, [{ entity: 'config', entityId: keyIndex, action: 'configValue', before: { key: params.key, value: row?.value ?? null }, after: { key: params.key, value: normalized.value } }]);
      return { ...before, value: normalized.value };
    });
    configChanged(app.ctx);
    return { entry };
  });
}
