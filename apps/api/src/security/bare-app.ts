import { getTournament } from '@phc/tournaments';
import { buildApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import { freshDatabase, type TestApp } from '../test-utils/test-app';

/** An app on a migrated, empty database (no demo seed): the security tests create the users they need. */
export async function createBareApp(): Promise<TestApp> {
  const { handle, drop } = await freshDatabase();
  await migrateToLatest(handle.db);
  const clock = { now: new Date('2026-04-06T10:15:00Z') };
  const app = await buildApp({ db: handle, tournament: getTournament('phc'), now: () => clock.now });
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
