import * as v from 'valibot';
import { competitionEndpoints as e, LiveDataSchema, MatchDetailSchema } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../platform/test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ tournament: 'praguevolleyballgames', now: new Date('2026-06-20T16:30:00Z') });
}, 120_000);
afterAll(() => t.close());

describe('volleyball tables', () => {
  it('carry the rally points of every team, which balance within a group', async () => {
    const live = v.parse(LiveDataSchema, (await call(t.app, e.live)).json());
    const played = live.groupTeams.filter((row) => row.played > 0);
    expect(played.length).toBeGreaterThan(0);
    for (const row of played) expect(row.pointsFor).toBeGreaterThan(0);
    const groups = new Set(live.groupTeams.map((row) => row.competitionGroupId));
    for (const groupId of groups) {
      const rows = live.groupTeams.filter((row) => row.competitionGroupId === groupId);
      expect(rows.reduce((sum, row) => sum + (row.pointsFor ?? 0), 0)).toBe(rows.reduce((sum, row) => sum + (row.pointsAgainst ?? 0), 0));
    }
  });

  it("count a team's rally points from the events of its finished matches", async () => {
    const live = v.parse(LiveDataSchema, (await call(t.app, e.live)).json());
    const row = live.groupTeams.find((r) => r.played > 0 && r.played === r.won + r.lost) as (typeof live.groupTeams)[number];
    const finished = live.matches.filter((m) => m.competitionGroupId === row.competitionGroupId && m.state === 'finished' && !m.walkOver && (m.homeTeamId === row.teamId || m.awayTeamId === row.teamId));
    let total = 0;
    for (const match of finished) {
      const detail = v.parse(MatchDetailSchema, (await call(t.app, e.matchDetail, { params: { id: match.id } })).json());
      total += detail.events.filter((event) => event.teamId === row.teamId && event.stageId != null).length;
    }
    expect(row.pointsFor).toBe(total);
  });
});
