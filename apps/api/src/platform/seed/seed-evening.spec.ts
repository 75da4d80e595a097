import { sql } from 'kysely';
import { createDb, type DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from './index';

// The demo seeded in the evening of its second day (20:30 in Prague, summer time): its matches follow the
// tournament's clock, so the day is played and nothing is still live (issue 24: 13:20 kick-offs live at 20:30).
let handle: DbHandle;
const now = new Date('2026-06-20T18:30:00Z');

beforeAll(async () => {
  handle = await createDb({});
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, { tournament: 'praguevolleyballgames', now });
});
afterAll(() => handle.close());

describe('demo tournament seeded in the evening', () => {
  it('has played the whole of its second day and has no match live', async () => {
    const states = await sql<{ day: string; state: string }>`
      select distinct to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD') as day, state from matches order by day, state`.execute(handle.db);
    expect(states.rows.filter((r) => r.day === '2026-06-20').map((r) => r.state)).toEqual(['finished']);
    expect(states.rows.filter((r) => r.state === 'live')).toEqual([]);
  });
});
