import { ageFit, canJoinCategory, canLead, isTrainingDuration, minimumLeaderAge, overlaps, rosterErrors, type CategoryRules, type RosterCandidateFacts } from './rules';

/** Boys born 2010–2011, up to two a year older, no girls. */
const boys: CategoryRules = { gender: 'M', birthYearFrom: 2010, birthYearTo: 2011, maxOtherGenderPlayers: 0, maxOlderPlayers: 2 };
const limits = { minPlayers: 3, maxPlayers: 5, minLeaders: 1, maxLeaders: 2, maxExceptionPlayers: 1 };

describe('leaders (SPEC §4)', () => {
  it('needs 18 years unless a higher minimum is configured', () => {
    expect(minimumLeaderAge(null)).toBe(18);
    expect(minimumLeaderAge(0)).toBe(18);
    expect(minimumLeaderAge(21)).toBe(21);
    expect(canLead(2008, 2026, 18)).toBe(true);
    expect(canLead(2009, 2026, 18)).toBe(false);
  });
});

describe('which teams a participant may join', () => {
  it('places birth years in the category: regular, one year older, too old, too young', () => {
    expect(ageFit(2010, boys)).toBe('regular');
    expect(ageFit(2011, boys)).toBe('regular');
    expect(ageFit(2009, boys)).toBe('older');
    expect(ageFit(2008, boys)).toBe('tooOld');
    expect(ageFit(2013, boys)).toBe('regular');
    expect(ageFit(2014, boys)).toBe('tooYoung');
    expect(ageFit(1970, { ...boys, birthYearFrom: null, birthYearTo: null })).toBe('regular');
  });

  it('lets leaders join any team and players only where gender and age allow', () => {
    expect(canJoinCategory({ birthYear: 1980, gender: 'F', isLeader: true }, boys)).toBe(true);
    expect(canJoinCategory({ birthYear: 2010, gender: 'M', isLeader: false }, boys)).toBe(true);
    expect(canJoinCategory({ birthYear: 2010, gender: 'F', isLeader: false }, boys)).toBe(false);
    expect(canJoinCategory({ birthYear: 2010, gender: 'F', isLeader: false }, { ...boys, maxOtherGenderPlayers: 3 })).toBe(true);
    expect(canJoinCategory({ birthYear: 2010, gender: 'F', isLeader: false }, { ...boys, gender: 'X' })).toBe(true);
    expect(canJoinCategory({ birthYear: 2009, gender: 'M', isLeader: false }, boys)).toBe(true);
    expect(canJoinCategory({ birthYear: 2009, gender: 'M', isLeader: false }, { ...boys, maxOlderPlayers: 0 })).toBe(false);
    expect(canJoinCategory({ birthYear: 2005, gender: 'M', isLeader: false }, boys)).toBe(false);
  });
});

describe('match roster rules (SPEC §5)', () => {
  const player = (birthYear = 2010, over: Partial<RosterCandidateFacts> = {}): RosterCandidateFacts => ({ birthYear, gender: 'M', isLeader: false, mayLead: false, onException: false, ...over });
  const leader: RosterCandidateFacts = { birthYear: 1980, gender: 'F', isLeader: true, mayLead: true, onException: false };
  const team = new Map<number, RosterCandidateFacts>([
    [1, player()],
    [2, player()],
    [3, player()],
    [4, player()],
    [5, player()],
    [6, player()],
    [7, player(2009)],
    [8, player(2009)],
    [9, player(2009)],
    [10, player(2010, { gender: 'F' })],
    [11, player(2014)],
    [12, player(2004, { onException: true })],
    [13, player(2004, { onException: true })],
    [20, leader],
    [21, leader],
    [22, leader],
    [23, { ...leader, mayLead: false, birthYear: 2010 }],
  ]);
  const lines = (ids: number[], leaders: number[] = [20]) => [...ids.map((id) => ({ participantId: id, jerseyNumber: id, isLeader: false })), ...leaders.map((id) => ({ participantId: id, jerseyNumber: null, isLeader: true }))];

  it('accepts a roster within every limit', () => {
    expect(rosterErrors(lines([1, 2, 3]), team, boys, limits, true)).toEqual([]);
  });

  it('counts players and leaders against the limits', () => {
    expect(rosterErrors(lines([1, 2]), team, boys, limits, false)).toEqual(['tooFewPlayers']);
    expect(rosterErrors(lines([1, 2, 3, 4, 5, 6]), team, boys, limits, false)).toEqual(['tooManyPlayers']);
    expect(rosterErrors(lines([1, 2, 3], []), team, boys, limits, false)).toEqual(['tooFewLeaders']);
    expect(rosterErrors(lines([1, 2, 3], [20, 21, 22]), team, boys, limits, false)).toEqual(['tooManyLeaders']);
  });

  it('requires unique jersey numbers of players, not of leaders', () => {
    const missing = lines([1, 2, 3]).map((l) => (l.participantId === 2 ? { ...l, jerseyNumber: null } : l));
    expect(rosterErrors(missing, team, boys, limits, false)).toEqual(['jerseyNumberMissing']);
    const twice = lines([1, 2, 3]).map((l) => (l.participantId === 2 ? { ...l, jerseyNumber: 1 } : l));
    expect(rosterErrors(twice, team, boys, limits, false)).toEqual(['jerseyNumbersNotUnique']);
  });

  it('rejects strangers, repeated participants and leaders who may not lead', () => {
    expect(rosterErrors(lines([1, 2, 3, 99]), team, boys, limits, false)).toEqual(['invalidParticipant']);
    expect(rosterErrors(lines([1, 2, 3, 3]), team, boys, limits, false)).toContain('invalidParticipant');
    expect(rosterErrors(lines([1, 2, 3], [23]), team, boys, limits, false)).toEqual(['invalidLeader']);
    expect(rosterErrors(lines([1, 2], [20, 3]), team, boys, limits, false)).toEqual(['invalidLeader', 'tooFewPlayers']);
  });

  it('holds the category to its gender, older and too-young allowances', () => {
    expect(rosterErrors(lines([1, 2, 10]), team, boys, limits, false)).toEqual(['tooManyOtherGender']);
    expect(rosterErrors(lines([7, 8, 1]), team, boys, limits, false)).toEqual([]);
    expect(rosterErrors(lines([7, 8, 9]), team, boys, limits, false)).toEqual(['tooManyOlderPlayers']);
    expect(rosterErrors(lines([1, 2, 11]), team, boys, limits, false)).toEqual(['playerTooYoung']);
  });

  it('lets exception players past the category rules but counts them when confirming', () => {
    expect(rosterErrors(lines([1, 2, 12]), team, boys, limits, true)).toEqual([]);
    expect(rosterErrors(lines([1, 12, 13]), team, boys, limits, false)).toEqual([]);
    expect(rosterErrors(lines([1, 12, 13]), team, boys, limits, true)).toEqual(['tooManyExceptionPlayers']);
  });
});

describe('training times', () => {
  it('allows 1 to 4 whole units of the configured length', () => {
    expect([45, 90, 135, 180].every((m) => isTrainingDuration(m, 45))).toBe(true);
    expect([0, 30, 60, 225].some((m) => isTrainingDuration(m, 45))).toBe(false);
    expect(isTrainingDuration(120, 60)).toBe(true);
  });

  it('sees touching slots as free and overlapping ones as booked', () => {
    expect(overlaps({ start: 540, end: 630 }, { start: 630, end: 675 })).toBe(false);
    expect(overlaps({ start: 540, end: 630 }, { start: 600, end: 645 })).toBe(true);
    expect(overlaps({ start: 540, end: 630 }, { start: 500, end: 700 })).toBe(true);
  });
});
