import type { DrawMatch } from '../logic/draw';
import { printSections, subjectMatches } from './print-schedule';

const m = (id: number, day: string, time: string, placeId: number, home: number, away: number): DrawMatch => ({
  id,
  competitionGroupId: 1,
  homeTeamId: home,
  awayTeamId: away,
  day,
  time,
  startsAt: `${day}T${time}:00Z`,
  placeId,
  state: 'scheduled',
});

const matches = [m(1, '2026-06-02', '10:00', 2, 1, 2), m(2, '2026-06-01', '12:00', 1, 3, 1), m(3, '2026-06-01', '09:00', 2, 2, 3), m(4, '2026-06-02', '08:00', 1, 1, 3)];

describe('print schedule grouping', () => {
  it('gives a team its own matches, by day in time order', () => {
    const sections = printSections(matches, { kind: 'team', teamId: 1 }, [1, 2]);
    expect(sections.map((s) => [s.key, s.matches.map((x) => x.id)])).toEqual([
      ['2026-06-01', [2]],
      ['2026-06-02', [4, 1]],
    ]);
  });

  it('gives a hall its matches by day', () => {
    expect(printSections(matches, { kind: 'hall', placeId: 2 }, [1, 2]).map((s) => [s.key, s.matches.map((x) => x.id)])).toEqual([
      ['2026-06-01', [3]],
      ['2026-06-02', [1]],
    ]);
  });

  it('splits a day by hall in the static hall order', () => {
    expect(printSections(matches, { kind: 'day', day: '2026-06-02' }, [2, 1]).map((s) => [s.key, s.matches.map((x) => x.id)])).toEqual([
      ['2', [1]],
      ['1', [4]],
    ]);
  });

  it('has no sections when the subject has no matches', () => {
    expect(subjectMatches(matches, { kind: 'team', teamId: 99 })).toEqual([]);
    expect(printSections(matches, { kind: 'day', day: '2026-07-01' }, [1, 2])).toEqual([]);
  });
});
