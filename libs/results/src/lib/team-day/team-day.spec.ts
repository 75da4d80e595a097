import { travelFromCoordinates } from '@phc/competition-builder';
import type { DrawMatch } from '../logic/draw';
import { hallTravel, teamDays } from './team-day';

const match = (id: number, startsAt: string, placeId: number): DrawMatch => ({
  id,
  competitionGroupId: 1,
  homeTeamId: 5,
  awayTeamId: id + 10,
  day: startsAt.slice(0, 10),
  time: startsAt.slice(11, 16),
  startsAt: `${startsAt}:00.000Z`,
  placeId,
  state: 'scheduled',
});

// Two halls about 3 km apart in Prague and a third next to the first.
const halls = [
  { id: 1, lat: 50.1, lng: 14.4 },
  { id: 2, lat: 50.1, lng: 14.44 },
  { id: 3, lat: 50.1005, lng: 14.4 },
];

describe("a team's day", () => {
  it('groups the matches by day in order of kick-off, whatever order they come in', () => {
    const days = teamDays([match(3, '2026-04-03T09:00', 1), match(2, '2026-04-02T15:20', 1), match(1, '2026-04-02T08:40', 1)], () => 0);
    expect(days.map((d) => [d.day, d.entries.map((e) => e.match.id)])).toEqual([
      ['2026-04-02', [1, 2]],
      ['2026-04-03', [3]],
    ]);
  });

  it("gives the way from the previous match's hall when the hall changes, never across days or in the same hall", () => {
    const travel = hallTravel(halls);
    const days = teamDays([match(1, '2026-04-02T08:40', 1), match(2, '2026-04-02T11:00', 1), match(3, '2026-04-02T14:00', 2), match(4, '2026-04-03T09:00', 1)], travel);
    const [first, second] = days;
    expect(first.entries.map((e) => e.travel)).toEqual([null, null, { fromPlaceId: 1, minutes: travel(1, 2) }]);
    // The next morning starts from wherever the team slept, not from the last hall.
    expect(second.entries[0].travel).toBeNull();
  });

  it("takes the scheduler's own minutes for a pair of halls, either way", () => {
    const travel = hallTravel(halls);
    const scheduler = travelFromCoordinates(halls);
    for (const { from, to, minutes } of scheduler) {
      expect(travel(from as number, to as number)).toBe(minutes);
      expect(travel(to as number, from as number)).toBe(minutes);
    }
    // Near halls still take the scheduler's overhead (packing, the walk): more than zero, less than across town.
    expect(travel(1, 3)).toBeGreaterThan(0);
    expect(travel(1, 3)).toBeLessThan(travel(1, 2) as number);
    expect(travel(1, 1)).toBe(0);
  });

  it('says nothing about the way to or from a hall it does not know', () => {
    const days = teamDays([match(1, '2026-04-02T08:40', 1), match(2, '2026-04-02T11:00', 99)], hallTravel(halls));
    expect(days[0].entries[1].travel).toBeNull();
  });

  it('has no days for a team without matches', () => {
    expect(teamDays([], hallTravel(halls))).toEqual([]);
  });
});
