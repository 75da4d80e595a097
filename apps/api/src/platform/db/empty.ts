import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** No user yet: a database nobody has used (the server's start asks it without loading the demo seed). */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}
