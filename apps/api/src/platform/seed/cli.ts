/**
 * `npm run seed [-- --reset] [--tournament=<id>]`: fills the database the server uses (DATABASE_URL
 * or DATA_DIR, as the server reads them) with the demo tournament; --reset drops everything first.
 */
import fs from 'node:fs';
import { readConfig } from '../../config';
import { createDb } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { isDatabaseEmpty, resetDatabase, seedDemo } from './index';

async function main(): Promise<void> {
  const arg = process.argv.find((a) => a.startsWith('--tournament='));
  const config = readConfig({ ...process.env, ...(arg ? { TOURNAMENT: arg.split('=')[1] } : {}) });
  if (config.dataDir) fs.mkdirSync(config.dataDir, { recursive: true });
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (process.argv.includes('--reset')) await resetDatabase(handle.db);
    else await migrateToLatest(handle.db);
    if (!(await isDatabaseEmpty(handle.db))) {
      console.log('The database already has data: use --reset to start over.');
      return;
    }
    const started = Date.now();
    const summary = await seedDemo(handle.db, { tournament: config.tournament });
    console.log(`Seeded ${summary.tournament} in ${Date.now() - started} ms:`, summary);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
