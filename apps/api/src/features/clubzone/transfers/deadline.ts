import { configKeys, configValue, type ConfigKey, type ConfigValue } from '@phc/api-contract';
import type { FastifyInstance } from 'fastify';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether `now` is on or before a "till" key: a date-only key includes its whole day in UTC, a key
 * that is not set is no deadline. The web's libs/auth applies the same rule to show or hide the forms.
 */
export function isBeforeDeadline(configurations: readonly ConfigValue[], key: ConfigKey, now: Date): boolean {
  const raw = configValue(configurations, key);
  const till = typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(till)) return true;
  const format = configurations.find((c) => c.key === key)?.format ?? configKeys.find((c) => c.key === key)?.format;
  const end = format === 'date' ? Math.floor(till / DAY_MS) * DAY_MS + DAY_MS : till + 1;
  return now.getTime() < end;
}

export async function readConfig(app: FastifyInstance, keys: readonly ConfigKey[]): Promise<ConfigValue[]> {
  const rows = await app.ctx.db.selectFrom('config_values').select(['key', 'data_type', 'value', 'format']).where('key', 'in', [...keys]).execute();
  return rows.map((r) => ({ key: r.key, dataType: r.data_type as ConfigValue['dataType'], value: r.value, format: r.format as ConfigValue['format'] }));
}
