import { getTournament } from '@phc/tournaments';
import { buildApp } from '../../app';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../seed';
import { freshDatabase, type TestApp } from '../test-utils/test-app';

/**
 * An app on a fresh migrated database, empty unless `seed` (the demo tournament); built directly
 * rather than through the shared test app so these tests depend on nothing but the server.
 */
export async function createBareApp(options: { seed?: boolean; trustProxy?: false | number | string[] } = {}): Promise<TestApp> {
  const { handle, drop } = await freshDatabase();
  await migrateToLatest(handle.db);
  const clock = { now: new Date('2026-04-06T10:15:00Z') };
  if (options.seed) await seedDemo(handle.db, { tournament: 'phc', now: clock.now });
  const app = await buildApp({ db: handle, tournament: getTournament('phc'), now: () => clock.now, trustProxy: options.trustProxy });
  await app.ready();
  return {
    app,
    handle,
    clock,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
