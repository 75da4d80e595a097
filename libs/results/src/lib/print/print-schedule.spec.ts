import type { DrawMatch } from '../logic/draw';
import { printPagePath } from '../components/print-link';
import { livePagePath, printSections, printSubject, subjectMatches } from './print-schedule';

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

describe('print addresses', () => {
  it('reads a team, a hall or a day from the address and refuses a malformed one', () => {
    expect(printSubject({ teamId: '12' })).toEqual({ kind: 'team', teamId: 12 });
    expect(printSubject({ placeId: '3' })).toEqual({ kind: 'hall', placeId: 3 });
    expect(printSubject({ day: '2026-04-06' })).toEqual({ kind: 'day', day: '2026-04-06' });
    for (const params of [{ teamId: '0' }, { teamId: 'x' }, { placeId: '-1' }, { day: '2026-13-45' }, { day: 'dnes' }, {}]) expect(printSubject(params)).toBeNull();
  });

  it('links each paper to its live page and back', () => {
    expect(livePagePath({ kind: 'team', teamId: 12 })).toBe('/vysledky/tym/12');
    expect(livePagePath({ kind: 'hall', placeId: 3 })).toBe('/vysledky/podle-hal?hala=3');
    expect(livePagePath({ kind: 'day', day: '2026-04-06' })).toBe('/vysledky/podle-dni?den=2026-04-06');
    expect(printPagePath({ kind: 'team', teamId: 12 })).toBe('/tisk/tym/12');
    expect(printPagePath({ kind: 'hall', placeId: 3 })).toBe('/tisk/hala/3');
    expect(printPagePath({ kind: 'day', day: '2026-04-06' })).toBe('/tisk/den/2026-04-06');
  });
});
