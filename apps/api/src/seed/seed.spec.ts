import { sql } from 'kysely';
import { createDb, type DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { demoAccounts, seedDemo, type SeedSummary } from './index';

// One PGlite per file: starting one takes seconds.
let handle: DbHandle;
let summary: SeedSummary;
const now = new Date('2026-04-06T11:05:00Z');

beforeAll(async () => {
  handle = await createDb({});
  await migrateToLatest(handle.db);
  summary = await seedDemo(handle.db, { tournament: 'phc', now });
});
afterAll(() => handle.close());

describe('demo tournament (phc)', () => {
  it('has at least 35 halls, 300 teams from 20 countries and 1,000 matches', () => {
    expect(summary.halls).toBeGreaterThanOrEqual(35);
    expect(summary.teams).toBeGreaterThanOrEqual(300);
    expect(summary.countries).toBeGreaterThanOrEqual(20);
    expect(summary.matches).toBeGreaterThanOrEqual(1000);
  });

  it('plays over four days and is on its second day: finished, live and scheduled matches at once', async () => {
    const days = await sql<{ day: string }>`select distinct to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD') as day from matches order by day`.execute(handle.db);
    expect(days.rows.map((r) => r.day)).toEqual(['2026-04-05', '2026-04-06', '2026-04-07', '2026-04-08']);
    const states = await handle.db.selectFrom('matches').select(['state', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('state').execute();
    const count = Object.fromEntries(states.map((s) => [s.state, Number(s.n)]));
    expect(count['finished']).toBeGreaterThan(0);
    expect(count['live']).toBeGreaterThan(0);
    expect(count['scheduled']).toBeGreaterThan(0);
    const today = await sql<{ state: string }>`select distinct state from matches where starts_at::date = '2026-04-06' and home_team_id is not null`.execute(handle.db);
    expect(today.rows.map((r) => r.state).sort()).toEqual(['finished', 'live', 'scheduled']);
  });

  it('records events that add up to the score of every finished match', async () => {
    const mismatches = await sql<{ id: number }>`
      select m.id from matches m
      where m.state = 'finished' and m.walkover is null
        and m.home_score <> (select count(*) from match_events e join event_types t on t.id = e.event_type_id where e.match_id = m.id and e.team_id = m.home_team_id and t.score_delta > 0)`.execute(handle.db);
    expect(mismatches.rows).toEqual([]);
  });

  it('links bracket matches to the groups that feed them, with one group feeding two matches', async () => {
    const bracket = await handle.db.selectFrom('matches').select(['home_competition_group_id', 'away_competition_group_id']).where('home_competition_group_id', 'is not', null).execute();
    expect(bracket.length).toBeGreaterThan(0);
    const feeds = new Map<number, number>();
    for (const m of bracket) for (const g of [m.home_competition_group_id, m.away_competition_group_id]) feeds.set(g as number, (feeds.get(g as number) ?? 0) + 1);
    expect([...feeds.values()].some((n) => n >= 2)).toBe(true);
  });

  it('creates the demo accounts, a hall reported by the demo reporter and a club administrator of two clubs', async () => {
    const users = await handle.db.selectFrom('users').select('email').execute();
    expect(users.map((u) => u.email).sort()).toEqual(demoAccounts.map((a) => a.email).sort());
    const reporter = await handle.db.selectFrom('users').select('id').where('email', '=', 'reporter@demo.test').executeTakeFirstOrThrow();
    const hall = await handle.db.selectFrom('places').select('data').where('place_type', '=', 'hall').where('data', 'like', `%"reporterUserId":${reporter.id}%`).execute();
    expect(hall).toHaveLength(1);
    const clubs = await handle.db.selectFrom('user_clubs').innerJoin('users', 'users.id', 'user_clubs.user_id').select('club_id').where('email', '=', 'club@demo.test').execute();
    expect(clubs).toHaveLength(2);
  });

  it('is the same on every run (deterministic)', async () => {
    const second = await createDb({});
    await migrateToLatest(second.db);
    await seedDemo(second.db, { tournament: 'phc', now });
    const fingerprint = (h: DbHandle) =>
      sql<{ f: string }>`select md5(string_agg(concat_ws(',', home_team_id, away_team_id, home_score, away_score, starts_at, place_id), ';' order by id)) as f from matches`.execute(h.db);
    expect((await fingerprint(second)).rows[0].f).toBe((await fingerprint(handle)).rows[0].f);
    await second.close();
  });
});
