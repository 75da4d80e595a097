import { sql } from 'kysely';
import { createDb, type DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { seedDemo, type SeedSummary } from './index';
import { storedScoreMismatches } from './score-check';

// A sister tournament of another sport: smaller, complete, with that sport's rules.
let handle: DbHandle;
let summary: SeedSummary;
// 11:05 in Prague (summer time), the demo's second day in play: its matches follow the tournament's wall clock.
const now = new Date('2026-06-20T09:05:00Z');

beforeAll(async () => {
  handle = await createDb({});
  await migrateToLatest(handle.db);
  summary = await seedDemo(handle.db, { tournament: 'praguevolleyballgames', now });
});
afterAll(() => handle.close());

describe('demo tournament (volleyball)', () => {
  it('has at least 8 halls and 60 teams, on its second day', async () => {
    expect(summary.halls).toBeGreaterThanOrEqual(8);
    expect(summary.teams).toBeGreaterThanOrEqual(60);
    expect(summary.firstDay).toBe('2026-06-19');
    const states = await sql<{ state: string }>`select distinct state from matches where starts_at::date = '2026-06-20' order by 1`.execute(handle.db);
    expect(states.rows.map((r) => r.state)).toEqual(['finished', 'live', 'scheduled']);
  });

  it('stores the score the server derives from the events: sets won, the set in play not yet', async () => {
    expect(await storedScoreMismatches(handle.db, 'volleyball')).toEqual([]);
  });

  it('uses the volleyball stages and event types', async () => {
    const stages = await handle.db.selectFrom('match_stages').select('code').orderBy('sort_order').execute();
    expect(stages.map((s) => s.code)).toEqual(['1st_set', '2nd_set', '3rd_set', '4th_set', '5th_set', 'end']);
    const types = await handle.db.selectFrom('event_types').select('code').execute();
    expect(types.map((t) => t.code).sort()).toEqual(['point', 'timeout']);
  });

  it('scores played matches in sets won, each set told by the rally points recorded in it', async () => {
    const finished = await handle.db.selectFrom('matches').select(['id', 'home_score', 'away_score']).where('state', '=', 'finished').execute();
    expect(finished.length).toBeGreaterThan(50);
    for (const m of finished) {
      expect(Math.max(m.home_score ?? 0, m.away_score ?? 0)).toBe(2);
      expect(Math.min(m.home_score ?? 0, m.away_score ?? 0)).toBeLessThanOrEqual(1);
    }
    // Sets a team won per match: stages where it scored more rally points (the set in play of a live match excluded).
    const mismatches = await sql<{ id: number }>`
      with points as (
        select e.match_id, e.stage_id,
               count(*) filter (where e.team_id = m.home_team_id) as home, count(*) filter (where e.team_id = m.away_team_id) as away
        from match_events e join matches m on m.id = e.match_id group by e.match_id, e.stage_id)
      select m.id from matches m
      where m.state in ('finished', 'live') and m.walkover is null and (
        m.home_score <> (select count(*) from points p where p.match_id = m.id and p.home > p.away and (m.state = 'finished' or p.stage_id <> m.stage_id))
        or m.away_score <> (select count(*) from points p where p.match_id = m.id and p.away > p.home and (m.state = 'finished' or p.stage_id <> m.stage_id)))`.execute(handle.db);
    expect(mismatches.rows).toEqual([]);
    const sets = await sql<{ max: number }>`select max(n)::int as max from (select count(*) as n from match_events where event_type_id is not null group by match_id, stage_id, team_id) x`.execute(handle.db);
    expect(sets.rows[0].max).toBe(25);
    const live = await handle.db.selectFrom('matches').innerJoin('match_stages', 'match_stages.id', 'matches.stage_id').select('match_stages.code').where('state', '=', 'live').execute();
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((m) => m.code.endsWith('_set'))).toBe(true);
  });

  it('names its clubs as volleyball clubs', async () => {
    const clubs = await handle.db.selectFrom('clubs').select('name').execute();
    expect(clubs.some((c) => /^(VK|TJ Sokol|SK|VO) /.test(c.name))).toBe(true);
    expect(clubs.some((c) => /^(HC|HSG|DHK) /.test(c.name))).toBe(false);
  });
});
