import { createSlotResolver, type SlotMatch, type SlotStanding } from './bracket-slots';

const match = (id: number, groupId: number, over: Partial<SlotMatch> = {}): SlotMatch => ({
  id,
  competitionGroupId: groupId,
  homeTeamId: null,
  awayTeamId: null,
  homeTeamCompetitionGroupId: null,
  awayTeamCompetitionGroupId: null,
  homeSourcePosition: null,
  awaySourcePosition: null,
  state: 'scheduled',
  homeScore: null,
  awayScore: null,
  ...over,
});
const played = (id: number, groupId: number, home: number, away: number, homeScore: number, awayScore: number) =>
  match(id, groupId, { homeTeamId: home, awayTeamId: away, state: 'finished', homeScore, awayScore });

// Group 1 (teams 11, 12) and group 2 (teams 21, 22) feed the semi-final group 10 (winner of 1 v runner-up of 2)
// and group 11 (winner of 2 v runner-up of 1); the final (group 20) takes both winners, the 3rd place (21) both losers.
const semi1 = match(100, 10, { homeTeamCompetitionGroupId: 1, homeSourcePosition: 1, awayTeamCompetitionGroupId: 2, awaySourcePosition: 2 });
const semi2 = match(101, 11, { homeTeamCompetitionGroupId: 2, homeSourcePosition: 1, awayTeamCompetitionGroupId: 1, awaySourcePosition: 2 });
const final = match(102, 20, { homeTeamCompetitionGroupId: 10, homeSourcePosition: 1, awayTeamCompetitionGroupId: 11, awaySourcePosition: 1 });
const third = match(103, 21, { homeTeamCompetitionGroupId: 10, homeSourcePosition: 2, awayTeamCompetitionGroupId: 11, awaySourcePosition: 2 });
const table = (groupId: number, first: number, second: number, decidedBy: string | null = null): SlotStanding[] => [
  { competitionGroupId: groupId, teamId: first, position: 1, decidedBy },
  { competitionGroupId: groupId, teamId: second, position: 2, decidedBy },
];
const isBracket = (groupId: number) => groupId >= 10;

describe('createSlotResolver', () => {
  it('gives a finished group’s winner the semi-final its place leads to', () => {
    const resolver = createSlotResolver({ matches: [played(1, 1, 11, 12, 25, 20), semi1, semi2], standings: table(1, 11, 12), isBracket });
    expect(resolver.teamOf(semi1, 'home')).toBe(11);
    expect(resolver.teamOf(semi2, 'away')).toBe(12);
    expect(resolver.matchesOf(11).map((m) => m.id)).toEqual([1, 100]);
  });

  it('leaves the slot open while the group still has a match to play', () => {
    const resolver = createSlotResolver({ matches: [played(1, 1, 11, 12, 25, 20), match(2, 1, { homeTeamId: 12, awayTeamId: 11 }), semi1], standings: table(1, 11, 12), isBracket });
    expect(resolver.teamOf(semi1, 'home')).toBeNull();
    expect(resolver.matchesOf(11).map((m) => m.id)).toEqual([1, 2]);
  });

  it('leaves the slot open while lots still have to decide the place', () => {
    const resolver = createSlotResolver({ matches: [played(1, 1, 11, 12, 20, 20), semi1], standings: table(1, 11, 12, 'lots'), isBracket });
    expect(resolver.teamOf(semi1, 'home')).toBeNull();
  });

  it('follows winners and losers of played bracket matches into the final and the 3rd place match', () => {
    const resolver = createSlotResolver({
      matches: [played(1, 1, 11, 12, 25, 20), played(2, 2, 21, 22, 30, 10), { ...semi1, state: 'finished', homeScore: 18, awayScore: 19 }, { ...semi2, state: 'finished', homeScore: 22, awayScore: 21 }, final, third],
      standings: [...table(1, 11, 12), ...table(2, 21, 22)],
      isBracket,
    });
    expect([resolver.teamOf(final, 'home'), resolver.teamOf(final, 'away')]).toEqual([22, 21]);
    expect([resolver.teamOf(third, 'home'), resolver.teamOf(third, 'away')]).toEqual([11, 12]);
  });

  it('keeps a team the server already wrote into the match', () => {
    const resolver = createSlotResolver({ matches: [{ ...semi1, homeTeamId: 12 }], standings: table(1, 11, 12), isBracket });
    expect(resolver.teamOf({ ...semi1, homeTeamId: 12 }, 'home')).toBe(12);
  });

  it('does not decide a bracket match that is level or not yet played', () => {
    const resolver = createSlotResolver({ matches: [played(1, 1, 11, 12, 25, 20), played(2, 2, 21, 22, 30, 10), semi1, semi2, final], standings: [...table(1, 11, 12), ...table(2, 21, 22)], isBracket });
    expect(resolver.teamOf(final, 'home')).toBeNull();
  });
});
