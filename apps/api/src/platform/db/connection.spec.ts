import { sql } from 'kysely';
import pg from 'pg';
import { createDb } from './connection';

const pgUrl = process.env.TEST_DATABASE_URL;

(pgUrl ? describe : describe.skip)('the PostgreSQL pool when the server ends a connection', () => {
  it('rejects a transaction whose connection is ended between its statements, and the process goes on', async () => {
    const name = `phc-conn-${process.pid}-${Date.now()}`;
    const url = new URL(pgUrl as string);
    url.searchParams.set('application_name', name);
    const handle = await createDb({ databaseUrl: url.toString() });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    // Jest turns an uncaught error into this test's failure too; the listener makes the reason explicit.
    process.on('uncaughtException', onUncaught);
    try {
      let inside!: () => void;
      const begun = new Promise<void>((resolve) => (inside = resolve));
      let resume!: () => void;
      const paused = new Promise<void>((resolve) => (resume = resolve));
      const transaction = handle.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        inside();
        await paused;
        await sql`select 2`.execute(trx);
      });
      const outcome = transaction.then(() => 'committed', () => 'rejected');
      await begun;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      try {
        const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);
        expect(rowCount).toBe(1);
      } finally {
        await admin.end();
      }
      // The server's goodbye arrives while the transaction's code waits between its statements.
      await new Promise((resolve) => setTimeout(resolve, 200));
      resume();
      expect(await outcome).toBe('rejected');
      expect(uncaught).toEqual([]);
      // The pool opens a new connection for the next query.
      expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await handle.close();
    }
  });
});
