import { planLiveBlock, type LiveBlockMatch } from './live-block';

let nextId = 1;
function match(homeTeamId: number, awayTeamId: number, startsAt: string, state: LiveBlockMatch['state'] = 'scheduled'): LiveBlockMatch {
  return { id: nextId++, homeTeamId, awayTeamId, startsAt: `2026-04-02T${startsAt}:00Z`, placeId: 1, state };
}

describe('planLiveBlock', () => {
  it('shows a few live matches, the followed teams first, and counts all of them', () => {
    const matches = [match(1, 2, '08:00', 'live'), match(3, 4, '08:10', 'live'), match(5, 6, '08:20', 'live'), match(7, 8, '08:30', 'live'), match(9, 10, '08:40', 'live'), match(11, 12, '08:00', 'finished')];
    const plan = planLiveBlock(matches, [10], 3);
    expect(plan.liveCount).toBe(5);
    expect(plan.live.map((m) => m.homeTeamId)).toEqual([9, 1, 3]);
  });

  it("gives each followed team its next match still to start, never one being played or finished", () => {
    const finished = match(1, 2, '07:00', 'finished');
    const playing = match(1, 3, '08:00', 'live');
    const later = match(4, 1, '12:00');
    const earlier = match(1, 5, '10:00');
    const plan = planLiveBlock([finished, playing, later, earlier], [1]);
    expect(plan.next).toEqual([{ teamId: 1, match: earlier }]);
    expect(plan.done).toEqual([]);
  });

  it('keeps the order the teams were followed and shows a match between two followed teams once', () => {
    const derby = match(1, 2, '10:00');
    const other = match(3, 4, '09:00');
    const plan = planLiveBlock([derby, other], [2, 3, 1]);
    expect(plan.next.map((entry) => [entry.teamId, entry.match.id])).toEqual([
      [2, derby.id],
      [3, other.id],
    ]);
  });

  it('says which followed teams have nothing left to play, but not one playing now', () => {
    const plan = planLiveBlock([match(1, 2, '07:00', 'finished'), match(3, 4, '08:00', 'live')], [1, 3]);
    expect(plan.next).toEqual([]);
    expect(plan.done).toEqual([1]);
  });

  it('gives a followed group winner the play-off match it reached, though the match names no team yet', () => {
    const group = match(1, 2, '07:00', 'finished');
    const slot: LiveBlockMatch = { id: nextId++, homeTeamId: null, awayTeamId: null, startsAt: '2026-04-03T09:00:00Z', placeId: 1, state: 'scheduled' };
    const reached = (m: LiveBlockMatch, teamId: number) => (m.id === slot.id ? teamId === 1 : m.homeTeamId === teamId || m.awayTeamId === teamId);
    expect(planLiveBlock([group, slot], [1], 4, reached)).toEqual({ live: [], liveCount: 0, next: [{ teamId: 1, match: slot }], done: [] });
    expect(planLiveBlock([group, slot], [1]).done).toEqual([1]);
  });

  it('is empty without live matches or followed teams', () => {
    expect(planLiveBlock([match(1, 2, '07:00')], [])).toEqual({ live: [], liveCount: 0, next: [], done: [] });
  });
});
