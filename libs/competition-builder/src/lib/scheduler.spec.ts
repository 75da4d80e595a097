import { checkSchedule, scoreSchedule } from './check-schedule';
import type { Id } from './ids';
import type { HardConstraint, Placement, ScheduleCategory, ScheduleHall, ScheduleInput, ScheduleMatch } from './schedule-types';
import { roundRobinMatches } from './round-robin';
import { schedule } from './scheduler';

const at = (hours: number, minutes = 0) => hours * 60 + minutes;
const hall = (id: Id, ...windows: [day: number, from: number, to: number][]): ScheduleHall => ({ id, open: windows.map(([day, from, to]) => ({ day, from, to })) });
const allDay = (id: Id, days = 1) => hall(id, ...Array.from({ length: days }, (_, d): [number, number, number] => [d, at(8), at(20)]));
const category: ScheduleCategory = { id: 'c', matchMinutes: 60, restMinutes: 30 };
const match = (key: string, home: Id | null, away: Id | null, extra: Partial<ScheduleMatch> = {}): ScheduleMatch => ({ key, categoryId: 'c', groupId: 'g', home, away, round: 1, ...extra });

function input(partial: Partial<ScheduleInput> & Pick<ScheduleInput, 'halls' | 'matches'>): ScheduleInput {
  return { days: 1, categories: [category], ...partial };
}

const startOf = (placements: Placement[], key: string) => placements.find((p) => p.matchKey === key);
const constraints = (i: ScheduleInput, placements: Placement[]): HardConstraint[] => checkSchedule(i, placements).map((v) => v.constraint);

describe('hard constraint: opening hours', () => {
  const i = input({ halls: [hall('H', [0, at(10), at(12)])], matches: [match('a', 1, 2), match('b', 3, 4), match('c', 5, 6)] });

  it('the scheduler places inside the window and reports the match that does not fit', () => {
    const result = schedule(i);
    expect(result.placements).toHaveLength(2);
    expect(result.placements.every((p) => p.start >= at(10) && p.start + 60 <= at(12))).toBe(true);
    expect(result.unplaced).toEqual([{ matchKey: 'c', reason: 'noHallTime' }]);
    expect(checkSchedule(i, result.placements)).toEqual([]);
  });

  it('the validator catches a match before opening and one running past closing', () => {
    expect(constraints(i, [{ matchKey: 'a', hallId: 'H', day: 0, start: at(9, 30) }])).toEqual(['hallClosed']);
    expect(constraints(i, [{ matchKey: 'a', hallId: 'H', day: 0, start: at(11, 30) }])).toEqual(['hallClosed']);
  });
});

describe('hard constraint: one match on a court at a time', () => {
  const i = input({ halls: [allDay('H')], matches: [match('a', 1, 2), match('b', 3, 4)] });

  it('the scheduler puts two matches of different teams one after the other', () => {
    const { placements } = schedule(i);
    expect(placements.map((p) => p.start).sort((x, y) => x - y)).toEqual([at(8), at(9)]);
  });

  it('the validator catches two matches at once or overlapping', () => {
    expect(constraints(i, [{ matchKey: 'a', hallId: 'H', day: 0, start: at(8) }, { matchKey: 'b', hallId: 'H', day: 0, start: at(8) }])).toEqual(['hallOverlap']);
    expect(constraints(i, [{ matchKey: 'a', hallId: 'H', day: 0, start: at(8) }, { matchKey: 'b', hallId: 'H', day: 0, start: at(8, 30) }])).toEqual(['hallOverlap']);
  });
});

describe('hard constraint: no team in two places at once, rest between its matches', () => {
  const i = input({ halls: [allDay('H1'), allDay('H2')], matches: [match('a', 1, 2), match('b', 1, 3)] });

  it('the scheduler does not use the second free hall for the same team at the same time; it waits the rest', () => {
    const { placements } = schedule(i);
    const [a, b] = [startOf(placements, 'a'), startOf(placements, 'b')];
    expect(a?.start).toBe(at(8));
    expect(b?.start).toBe(at(9, 30));
    expect(checkSchedule(i, placements)).toEqual([]);
  });

  it('the validator catches the same team in two halls at once', () => {
    expect(constraints(i, [{ matchKey: 'a', hallId: 'H1', day: 0, start: at(8) }, { matchKey: 'b', hallId: 'H2', day: 0, start: at(8, 30) }])).toEqual(['teamOverlap']);
  });

  it('the validator catches a rest shorter than the category’s', () => {
    expect(constraints(i, [{ matchKey: 'a', hallId: 'H1', day: 0, start: at(8) }, { matchKey: 'b', hallId: 'H1', day: 0, start: at(9, 20) }])).toEqual(['rest']);
  });
});

describe('hard constraint: travel between halls', () => {
  // Hall 1 is open for one match only, so the team's second match must be in hall 2, 45 minutes away.
  const i = input({
    halls: [hall('H1', [0, at(8), at(9)]), hall('H2', [0, at(9), at(20)])],
    travel: [{ from: 'H1', to: 'H2', minutes: 45 }],
    matches: [match('a', 1, 2), match('b', 1, 3)],
  });

  it('the scheduler adds the travel to the rest', () => {
    // The first match is fixed in hall 1 (the scheduler alone would keep the team in hall 2).
    const { placements } = schedule({ ...i, locked: [{ matchKey: 'a', hallId: 'H1', day: 0, start: at(8) }] });
    expect(startOf(placements, 'a')).toMatchObject({ hallId: 'H1', start: at(8) });
    expect(startOf(placements, 'b')).toMatchObject({ hallId: 'H2', start: at(10, 15) });
  });

  it('the validator catches a gap shorter than the travel, then one shorter than travel and rest', () => {
    const a: Placement = { matchKey: 'a', hallId: 'H1', day: 0, start: at(8) };
    expect(constraints(i, [a, { matchKey: 'b', hallId: 'H2', day: 0, start: at(9, 30) }])).toEqual(['travel']);
    expect(constraints(i, [a, { matchKey: 'b', hallId: 'H2', day: 0, start: at(10) }])).toEqual(['rest']);
  });

  it('reads a travel time given one way for both ways', () => {
    const back = { ...i, matches: [match('a', 1, 2), match('b', 1, 3)] };
    const placements: Placement[] = [
      { matchKey: 'a', hallId: 'H2', day: 0, start: at(9) },
      { matchKey: 'b', hallId: 'H1', day: 0, start: at(10, 30) },
    ];
    expect(constraints(back, placements)).toContain('travel');
  });
});

describe('hard constraint: matches of a team a day', () => {
  const limited: ScheduleCategory = { ...category, maxMatchesPerDay: 1 };

  it('the scheduler spreads a team’s matches over days', () => {
    const i = input({ days: 2, categories: [limited], halls: [allDay('H', 2)], matches: [match('a', 1, 2), match('b', 1, 3)] });
    const { placements } = schedule(i);
    expect(new Set(placements.map((p) => p.day)).size).toBe(2);
    expect(constraints(i, placements.map((p) => ({ ...p, day: 0, start: p.matchKey === 'a' ? at(8) : at(12) })))).toEqual(['dailyLimit']);
  });

  it('a match that fits on no day is reported with the limit as the reason', () => {
    const i = input({ categories: [limited], halls: [allDay('H')], matches: [match('a', 1, 2), match('b', 1, 3)] });
    expect(schedule(i).unplaced).toEqual([{ matchKey: 'b', reason: 'dailyLimit' }]);
  });
});

describe('hard constraint: playoffs after their feeding groups', () => {
  const i = input({
    halls: [allDay('H1'), allDay('H2')],
    travel: [{ from: 'H1', to: 'H2', minutes: 20 }],
    matches: [match('a', 1, 2), match('b', 3, 4), match('final', null, null, { groupId: 'f', after: { groups: ['g'] } })],
  });

  it('the scheduler starts the playoff match after the last feeding match, its rest and the travel', () => {
    const { placements } = schedule(i);
    const lastEnd = Math.max(...placements.filter((p) => p.matchKey !== 'final').map((p) => p.start + 60));
    const final = startOf(placements, 'final');
    expect(final?.start).toBeGreaterThanOrEqual(lastEnd + 30);
    expect(checkSchedule(i, placements)).toEqual([]);
  });

  it('the validator catches a playoff match before its group is over', () => {
    const placements: Placement[] = [
      { matchKey: 'a', hallId: 'H1', day: 0, start: at(8) },
      { matchKey: 'b', hallId: 'H2', day: 0, start: at(8) },
      { matchKey: 'final', hallId: 'H1', day: 0, start: at(9, 40) },
    ];
    // H2's match ended at 9:00: 30 minutes of rest and 20 of travel make 9:50 the earliest.
    expect(constraints(i, placements)).toEqual(['dependency']);
    expect(constraints(i, [...placements.slice(0, 2), { matchKey: 'final', hallId: 'H1', day: 0, start: at(9, 50) }])).toEqual([]);
  });

  it('a playoff match whose feeder could not be placed is not placed, with the reason', () => {
    const limited = input({
      categories: [{ ...category, maxMatchesPerDay: 1 }],
      halls: [allDay('H1')],
      matches: [match('a', 1, 2), match('b', 1, 3), match('final', null, null, { groupId: 'f', after: { groups: ['g'] } })],
    });
    expect(schedule(limited).unplaced).toEqual([
      { matchKey: 'b', reason: 'dailyLimit' },
      { matchKey: 'final', reason: 'dependency', blockedBy: ['b'] },
    ]);
  });
});

describe('unplaceable because of rest', () => {
  it('reports the rest when the hall has time but the team may not play yet', () => {
    const i = input({ halls: [hall('H', [0, at(8), at(10)])], categories: [{ ...category, matchMinutes: 50, restMinutes: 60 }], matches: [match('a', 1, 2), match('b', 1, 3)] });
    expect(schedule(i).unplaced).toEqual([{ matchKey: 'b', reason: 'teamRest' }]);
  });
});

describe('checkSchedule bookkeeping', () => {
  const i = input({ halls: [allDay('H')], matches: [match('a', 1, 2)] });

  it('catches unknown matches, a match placed twice and a day outside the tournament', () => {
    expect(constraints(i, [{ matchKey: 'zzz', hallId: 'H', day: 0, start: at(8) }])).toEqual(['unknownMatch']);
    expect(constraints(i, [{ matchKey: 'a', hallId: 'H', day: 0, start: at(8) }, { matchKey: 'a', hallId: 'H', day: 0, start: at(12) }])).toEqual(['duplicate']);
    expect(constraints(i, [{ matchKey: 'a', hallId: 'H', day: 3, start: at(8) }])).toEqual(expect.arrayContaining(['dayOutOfRange', 'hallClosed']));
  });
});

describe('locked matches', () => {
  it('keeps a locked match where it is and plans around it', () => {
    const i = input({ halls: [allDay('H')], matches: [match('a', 1, 2), match('b', 1, 3)], locked: [{ matchKey: 'a', hallId: 'H', day: 0, start: at(12) }] });
    const { placements } = schedule(i);
    expect(startOf(placements, 'a')?.start).toBe(at(12));
    expect(startOf(placements, 'b')?.start).toBe(at(8));
    expect(checkSchedule(i, placements)).toEqual([]);
  });
});

describe('locked matches off the grid or clashing', () => {
  it('keeps a match locked at 8:02 clear of the next one', () => {
    const i = input({ halls: [allDay('H')], matches: [match('a', 1, 2), match('b', 3, 4)], locked: [{ matchKey: 'a', hallId: 'H', day: 0, start: at(8, 2) }] });
    const { placements } = schedule(i);
    expect(startOf(placements, 'b')?.start).toBe(at(9, 5));
    expect(checkSchedule(i, placements)).toEqual([]);
  });

  it('does not count what two locked matches break between themselves as the run’s violation', () => {
    const locked: Placement[] = [
      { matchKey: 'a', hallId: 'H', day: 0, start: at(8) },
      { matchKey: 'b', hallId: 'H', day: 0, start: at(8) },
    ];
    const i = input({ halls: [allDay('H')], matches: [match('a', 1, 2), match('b', 3, 4), match('c', 5, 6)], locked });
    const result = schedule(i);
    expect(constraints(i, result.placements)).toEqual(['hallOverlap']);
    expect(result.report.hardViolations).toBe(0);
    expect(startOf(result.placements, 'c')?.start).toBe(at(9));
  });
});

describe('soft constraints', () => {
  it('keeps a young category out of the evening when the morning has room', () => {
    const young: ScheduleCategory = { ...category, preferredLatestEnd: at(12) };
    const matches = [match('a', 1, 2), match('b', 3, 4), match('c', 1, 3), match('d', 2, 4)];
    const i = input({ days: 2, categories: [young], halls: [allDay('H1', 2), allDay('H2', 2)], matches });
    const result = schedule(i);
    expect(result.report.soft.parts.lateMatches).toBe(0);
    expect(result.placements.every((p) => p.start + 60 <= at(12))).toBe(true);
  });

  it('scores a team in two halls, a late match and the halls’ imbalance', () => {
    const i = input({ halls: [allDay('H1'), allDay('H2')], categories: [{ ...category, preferredLatestEnd: at(18) }], matches: [match('a', 1, 2), match('b', 1, 3)] });
    const score = scoreSchedule(i, [
      { matchKey: 'a', hallId: 'H1', day: 0, start: at(8) },
      { matchKey: 'b', hallId: 'H2', day: 0, start: at(18) },
    ]);
    expect(score.parts).toMatchObject({ extraHalls: 1, lateMatches: 1, lateMinutes: 60, hallImbalanceMinutes: 0 });
    expect(score.total).toBeGreaterThan(0);
  });

  it('plays a group in one hall when it can', () => {
    const matches = roundRobinMatches({ id: 'g', categoryId: 'c', teamIds: [1, 2, 3, 4] });
    const result = schedule(input({ halls: [allDay('H1'), allDay('H2'), allDay('H3')], matches }));
    expect(result.report.soft.parts.extraHalls).toBe(0);
    expect(result.report.hardViolations).toBe(0);
  });
});
