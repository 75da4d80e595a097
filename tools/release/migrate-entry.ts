// server/migrate.js of a release: brings the database to this release's schema and exits, so an
// upgrade finds a failing migration before any instance is restarted (docs/operations.md, "Upgrade").
import { sql } from 'kysely';
import { enterRelease } from './read-release';

const info = enterRelease(import.meta.dirname);
const { readConfig } = await import('../../apps/api/src/config');
const { createDb } = await import('../../apps/api/src/platform/db/connection');
const { migrateToLatest } = await import('../../apps/api/src/platform/db/migrate');

const config = readConfig();
const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = async () => (await sql<{ name: string }>`select name from kysely_migration`.execute(handle.db).catch(() => ({ rows: [] }))).rows.map((row) => row.name);
  const before = new Set(await applied());
  await migrateToLatest(handle.db);
  const ran = (await applied()).filter((name) => !before.has(name)).sort();
  console.log(`${info.tournament}: schema at ${info.schema}${ran.length > 0 ? `; applied ${ran.join(', ')}` : '; nothing to apply'}.`);
} finally {
  await handle.close();
}
