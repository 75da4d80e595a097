import type { AdminCompetitionGroup, AdminCompetitionMatch } from '@phc/api-contract';
import { clubMatesElsewhere, groupsInLevel, largestGroup, matchesByDay, moveTargets, nextLevelOrder, playoffBody, potChoices, sideSource, teamName } from './competition-logic';

const group = (id: number, name: string, teamIds: number[], isBracket = false): AdminCompetitionGroup => ({ id, name, roundLevelId: isBracket ? 2 : 1, playoffCategory: isBracket ? 1 : null, isBracket, teamIds });
const match = (id: number, startsAt: string, placeId: number): AdminCompetitionMatch => ({
  id,
  number: null,
  groupId: 1,
  homeTeamId: 1,
  awayTeamId: 2,
  homeSource: null,
  awaySource: null,
  startsAt,
  placeId,
  state: 'scheduled',
  homeScore: null,
  awayScore: null,
});
const groups = [group(1, 'EX – A', [1, 2, 3, 4]), group(2, 'EX – B', [5, 6, 7]), group(3, 'EX A 1/1', [], true)];

describe('competition builder logic', () => {
  it('names a team by its own name, else by its club and Roman number', () => {
    expect(teamName({ name: 'Tygři', clubName: 'HC Praha', teamNumber: 2 })).toBe('Tygři');
    expect(teamName({ name: null, clubName: 'HC Praha', teamNumber: 2 })).toBe('HC Praha II');
    expect(teamName({ name: '  ', clubName: 'HC Praha', teamNumber: 1 })).toBe('HC Praha I');
  });

  it('offers playoff positions up to the largest group and gives A the first ones, B the next ones', () => {
    expect(largestGroup({ groups })).toBe(4);
    expect(largestGroup({ groups: [] })).toBe(0);
    expect(playoffBody(2, 2)).toEqual({ a: [1, 2], b: [3, 4] });
    expect(playoffBody(1, 0)).toEqual({ a: [1], b: [] });
  });

  it('groups the schedule by UTC day, each day in order of start, then hall', () => {
    const days = matchesByDay([match(3, '2026-04-06T09:00:00.000Z', 2), match(1, '2026-04-05T23:30:00.000Z', 1), match(2, '2026-04-06T09:00:00.000Z', 1)]);
    expect(days.map((d) => [d.day, d.matches.map((m) => m.id)])).toEqual([
      ['2026-04-05', [1]],
      ['2026-04-06', [2, 3]],
    ]);
  });

  it('says where a playoff side comes from: a group position, or the winner or loser of a bracket match', () => {
    expect(sideSource({ groupId: 2, position: 1 }, groups)).toEqual({ kind: 'position', group: 'EX – B', position: 1 });
    expect(sideSource({ groupId: 3, position: 1 }, groups)).toEqual({ kind: 'winner', group: 'EX A 1/1' });
    expect(sideSource({ groupId: 3, position: 2 }, groups)).toEqual({ kind: 'loser', group: 'EX A 1/1' });
    expect(sideSource(null, groups)).toBeNull();
    expect(sideSource({ groupId: 99, position: 1 }, groups)).toBeNull();
  });

  it('moves a team only to another group-stage group', () => {
    expect(moveTargets({ groups }, 5).map((g) => g.id)).toEqual([1]);
  });

  it('names a club’s other teams in other groups, not one in the same group', () => {
    const team = (id: number, clubId: number, teamNumber = 1) => ({ id, name: null, teamNumber, clubId, clubName: `Klub ${clubId}`, countryCode: 'CZ', pot: null });
    const teams = [team(1, 7), team(5, 7, 2), team(2, 8), team(3, 8, 2)];
    expect(clubMatesElsewhere({ groups, teams }, 1)).toEqual([{ team: teams[1], group: groups[1] }]);
    // Teams 2 and 3 share a club and group A: nothing to say.
    expect(clubMatesElsewhere({ groups, teams }, 2)).toEqual([]);
    expect(clubMatesElsewhere({ groups, teams }, 99)).toEqual([]);
  });

  it('counts a level’s groups, puts a new level after the last, and offers up to one pot per team', () => {
    expect(groupsInLevel({ groups }, 1)).toBe(2);
    expect(groupsInLevel({ groups }, 3)).toBe(0);
    const level = (id: number, order: number) => ({ id, systemName: `l${id}`, isBracket: false, name: { cs: '', en: '' }, order, own: false });
    expect(nextLevelOrder({ roundLevels: [level(1, 1), level(2, 10)] })).toBe(11);
    expect(nextLevelOrder({ roundLevels: [] })).toBe(1);
    expect(potChoices(3, 16)).toEqual([1, 2, 3]);
    expect(potChoices(40, 16)).toHaveLength(16);
  });
});
