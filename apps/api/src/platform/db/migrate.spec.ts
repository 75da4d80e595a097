import { sql } from 'kysely';
import { freshDatabase } from '../test-utils/test-app';
import type { DbHandle } from './connection';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

let handle: DbHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await freshDatabase());
});
afterAll(async () => {
  await handle.close();
  await drop();
});

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('apply every migration in order on an empty database', async () => {
    await migrateToLatest(handle.db);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
  });

  it('are a no-op the second time', async () => {
    await expect(migrateToLatest(handle.db)).resolves.toBeUndefined();
  });

  it('refuse a database that ran a migration this build does not have (a newer release)', async () => {
    const fewer = Object.fromEntries(Object.entries(migrations).slice(0, -1));
    await expect(migrateToLatest(handle.db, fewer)).rejects.toThrow(new RegExp(Object.keys(migrations).at(-1) as string));
  });

  it('keep e-mails unique and roles an array', async () => {
    const user = { email: 'a@test.cz', password_hash: 'x', first_name: 'A', last_name: 'B' };
    const row = await handle.db.insertInto('users').values(user).returning(['id', 'roles']).executeTakeFirstOrThrow();
    expect(row.roles).toEqual([]);
    await expect(handle.db.insertInto('users').values(user).execute()).rejects.toThrow();
  });

  it('count as numbers on both databases', async () => {
    const { n } = await handle.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(n).toBe(1);
  });

  it('take a migration merged later than a higher-numbered one that already ran (016 after 017)', async () => {
    const older = await freshDatabase();
    try {
      // A database migrated by a build that had 017 but not yet 016 (they were written in parallel).
      const names = Object.keys(migrations);
      const olderBuild = Object.fromEntries(names.filter((name) => name < '018' && name !== '016_place_days').map((name) => [name, migrations[name]]));
      await migrateToLatest(older.handle.db, olderBuild);
      await migrateToLatest(older.handle.db);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(older.handle.db);
      expect(applied.rows.map((r) => r.name)).toEqual(names);
      await expect(sql`select count(*) from place_opening_days`.execute(older.handle.db)).resolves.toBeDefined();
    } finally {
      await older.handle.close();
      await older.drop();
    }
  });
});
