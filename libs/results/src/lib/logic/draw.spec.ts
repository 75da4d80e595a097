import { currentDay, favouritesFirst, filterMatches, groupByDay, groupByHall, listWindow, nextMatch, todaysMatches, upcomingMatch, type DrawMatch } from './draw';

const m = (id: number, startsAt: string, placeId: number, state: DrawMatch['state'], home = 1, away = 2, group = 10): DrawMatch => ({
  id,
  competitionGroupId: group,
  homeTeamId: home,
  awayTeamId: away,
  day: startsAt.slice(0, 10),
  time: startsAt.slice(11, 16),
  startsAt,
  placeId,
  state,
});

const list = [
  m(3, '2026-04-06T09:00:00.000Z', 2, 'live', 3, 4, 11),
  m(1, '2026-04-05T08:00:00.000Z', 1, 'finished'),
  m(4, '2026-04-06T10:00:00.000Z', 1, 'scheduled', 1, 3),
  m(2, '2026-04-06T09:00:00.000Z', 1, 'finished', 5, 6),
];
const now = new Date('2026-04-06T09:20:00Z');

describe('draw', () => {
  it('groups matches by day in time and hall order', () => {
    expect(groupByDay(list).map((d) => [d.day, d.matches.map((x) => x.id)])).toEqual([
      ['2026-04-05', [1]],
      ['2026-04-06', [2, 3, 4]],
    ]);
  });

  it('groups matches by hall in the halls order', () => {
    expect(groupByHall(list, [2, 1]).map((h) => [h.hallId, h.matches.map((x) => x.id)])).toEqual([
      [2, [3]],
      [1, [1, 2, 4]],
    ]);
  });

  it('filters by category (through the group) and by team', () => {
    const categoryOf = (g: number) => (g === 11 ? 2 : 1);
    expect(filterMatches(list, { categoryId: 2 }, categoryOf).map((x) => x.id)).toEqual([3]);
    expect(filterMatches(list, { teamId: 3 }, categoryOf).map((x) => x.id)).toEqual([3, 4]);
    expect(filterMatches(list, {}, categoryOf)).toHaveLength(4);
  });

  it('opens on today, else the next playing day, else the last', () => {
    expect(currentDay(['2026-04-05', '2026-04-06'], now)).toBe('2026-04-06');
    expect(currentDay(['2026-04-07', '2026-04-08'], now)).toBe('2026-04-07');
    expect(currentDay(['2026-04-01', '2026-04-02'], now)).toBe('2026-04-02');
    expect(currentDay([], now)).toBeNull();
  });

  it("opens on Prague's day, not the UTC one: at 00:30 in Prague yesterday is over", () => {
    // 22:30 UTC on 5 April is 00:30 on 6 April in Prague (summer time); the schedule's days are Prague's.
    const afterMidnight = new Date('2026-04-05T22:30:00Z');
    expect(currentDay(['2026-04-05', '2026-04-06'], afterMidnight)).toBe('2026-04-06');
    expect(todaysMatches(list, afterMidnight).today.map((x) => x.id)).toEqual([2, 3, 4]);
  });

  it('brings a live match into view first, else the next scheduled one', () => {
    expect(nextMatch(list, now)?.id).toBe(3);
    expect(nextMatch(list.filter((x) => x.state !== 'live'), now)?.id).toBe(4);
    expect(nextMatch([list[1]], now)).toBeNull();
    // A team's "next match" is one still to start: the one being played is shown as such.
    expect(upcomingMatch(list, now)?.id).toBe(4);
  });

  it("tells today's and live matches", () => {
    const { live, today } = todaysMatches(list, now);
    expect(live.map((x) => x.id)).toEqual([3]);
    expect(today.map((x) => x.id)).toEqual([2, 3, 4]);
  });

  it('puts followed teams first, keeping the order otherwise', () => {
    const sorted = favouritesFirst(list, (x) => [x.homeTeamId, x.awayTeamId], [6, 3]);
    expect(sorted.map((x) => x.id)).toEqual([2, 3, 4, 1]);
  });
});

describe('list window', () => {
  it('starts a few rows before the next match and shows a page after it', () => {
    expect(listWindow(400, 100, 0, 0)).toEqual({ start: 96, end: 130 });
  });
  it('grows by pages in both directions and stays inside the list', () => {
    expect(listWindow(400, 100, 1, 1)).toEqual({ start: 66, end: 160 });
    expect(listWindow(400, 100, 5, 20)).toEqual({ start: 0, end: 400 });
  });
  it('starts at the top when there is no next match', () => {
    expect(listWindow(30, null, 0, 0)).toEqual({ start: 0, end: 30 });
  });
});
