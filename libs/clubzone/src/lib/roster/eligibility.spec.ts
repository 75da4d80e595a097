import type { Participant } from '@phc/api-contract';
import type { Club, TeamCategory } from '@phc/api-contract';
import { blockerFor, buildRosterTeams, participantEligibility, teamSummaries, type CategoryLimits, type RosterTeam } from './eligibility';

const boys: CategoryLimits = { code: 'C', gender: 'M', birthYearFrom: 2012, birthYearTo: 2013, maxOtherGenderPlayers: 0, maxOlderPlayers: 2 };
const girls: CategoryLimits = { code: 'D', gender: 'F', birthYearFrom: 2012, birthYearTo: null, maxOtherGenderPlayers: 0, maxOlderPlayers: 0 };
const mixed: CategoryLimits = { code: 'E', gender: 'X', birthYearFrom: null, birthYearTo: null, maxOtherGenderPlayers: 0, maxOlderPlayers: 0 };
const team = (id: number, category: CategoryLimits, categoryId = id): RosterTeam => ({ id, label: `${category.code} ${id}`, categoryId, category });

const person = (over: Partial<Participant> = {}): Participant => ({
  id: 1,
  clubId: 1,
  firstName: 'Eva',
  lastName: 'Malá',
  birthYear: 2012,
  gender: 'M',
  isLeader: false,
  onException: false,
  jerseyNumber: null,
  tournamentSpecificAttributes: { captain: false, goalkeeper: false },
  teamIds: [],
  availableTeamIds: [],
  ...over,
});

describe('blockerFor: why the server keeps a player off a team', () => {
  it('names the gender of a category that takes no other gender', () => {
    expect(blockerFor(person({ gender: 'F' }), boys)).toEqual({ code: 'gender', categoryGender: 'M' });
    expect(blockerFor(person({ gender: 'I' }), girls)).toEqual({ code: 'gender', categoryGender: 'F' });
  });

  it('gives the oldest birth year for a player born too early', () => {
    expect(blockerFor(person({ birthYear: 2010 }), boys)).toEqual({ code: 'tooOld', oldestYear: 2011 });
  });

  it('says a category with no older players takes none, one year older included', () => {
    expect(blockerFor(person({ birthYear: 2011, gender: 'F' }), girls)).toEqual({ code: 'olderNotAllowed', birthYearFrom: 2012 });
    expect(blockerFor(person({ birthYear: 2011 }), boys)).toBeNull();
  });

  it('allows one category up (two years) and no further', () => {
    expect(blockerFor(person({ birthYear: 2015 }), boys)).toBeNull();
    expect(blockerFor(person({ birthYear: 2016 }), boys)).toEqual({ code: 'tooYoung', youngestYear: 2015 });
    // Without the youngest year the category spans two years.
    expect(blockerFor(person({ birthYear: 2016, gender: 'F' }), girls)).toEqual({ code: 'tooYoung', youngestYear: 2015 });
  });

  it('has nothing against leaders or adult mixed categories', () => {
    expect(blockerFor(person({ isLeader: true, birthYear: 1980, gender: 'F' }), boys)).toBeNull();
    expect(blockerFor(person({ birthYear: 1950, gender: 'F' }), mixed)).toBeNull();
  });
});

describe('participantEligibility', () => {
  const teams = [team(1, boys, 5), team(2, boys, 5), team(3, girls)];

  it('lists the teams the server did not make available, with the reason, and notes on the teams played for', () => {
    const result = participantEligibility(person({ birthYear: 2011, teamIds: [1, 2], availableTeamIds: [1, 2] }), teams);
    expect(result.blocked).toEqual([{ team: teams[2], blocker: { code: 'gender', categoryGender: 'F' } }]);
    expect(result.playing[0].notes).toEqual([{ code: 'olderPlayer', maxOlderPlayers: 2 }, { code: 'sameCategory', categoryCode: 'C' }]);
  });

  it('trusts the server: a team opened by an approved exception is not blocked', () => {
    expect(participantEligibility(person({ gender: 'F', availableTeamIds: [1, 2, 3] }), teams).blocked).toEqual([]);
  });

  it('notes a younger player one category up', () => {
    expect(participantEligibility(person({ birthYear: 2015, teamIds: [1], availableTeamIds: [1, 2] }), teams).playing[0].notes).toEqual([{ code: 'playsUp' }]);
  });
});

describe('teamSummaries', () => {
  it('counts players and leaders and flags the allowances a team exceeds, not counting exception players', () => {
    const teams = [team(1, { ...boys, maxOlderPlayers: 1 }, 5), team(2, boys, 5)];
    const members = [
      person({ id: 1, teamIds: [1], birthYear: 2011 }),
      person({ id: 2, teamIds: [1], birthYear: 2011 }),
      person({ id: 3, teamIds: [1], birthYear: 2011, onException: true }),
      person({ id: 4, teamIds: [1], gender: 'F' }),
      person({ id: 5, teamIds: [1, 2] }),
      person({ id: 6, teamIds: [1], isLeader: true, birthYear: 1980 }),
    ];
    const [first] = teamSummaries(members, teams);
    expect(first.players).toBe(5);
    expect(first.leaders).toBe(1);
    expect(first.problems).toEqual([
      { code: 'genderQuota', count: 1, max: 0 },
      { code: 'olderQuota', count: 2, max: 1 },
      { code: 'sameCategory', count: 1 },
    ]);
  });
});

describe('buildRosterTeams', () => {
  it('labels teams by category code and number, by the category name when boys and girls would read the same', () => {
    const categories = [
      { id: 1, code: 'A', name: { cs: 'A chlapci', en: 'A boys' }, gender: 'M', birthYearFrom: 2007, birthYearTo: 2008, maxOtherGenderPlayers: 0, maxOlderPlayers: 0 },
      { id: 2, code: 'A', name: { cs: 'A dívky', en: 'A girls' }, gender: 'F', birthYearFrom: 2007 },
      { id: 3, code: 'B', name: { cs: 'B chlapci', en: 'B boys' }, gender: 'M', birthYearFrom: 2009 },
    ] as TeamCategory[];
    const teams = [
      { id: 10, name: null, teamNumber: 1, teamCategoryId: 1, teamCategory: { code: 'A', name: { cs: 'A chlapci', en: 'A boys' } } },
      { id: 11, name: null, teamNumber: 1, teamCategoryId: 2, teamCategory: { code: 'A', name: { cs: 'A chlapci', en: 'A boys' } } },
      { id: 12, name: null, teamNumber: 2, teamCategoryId: 3, teamCategory: { code: 'B', name: { cs: 'B chlapci', en: 'B boys' } } },
      { id: 13, name: 'HC Praha', teamNumber: 1, teamCategoryId: 3, teamCategory: { code: 'B', name: { cs: 'B chlapci', en: 'B boys' } } },
    ] as Club['teams'];
    const built = buildRosterTeams(teams, categories, 'en');
    expect(built.map((t) => t.label)).toEqual(['A boys I', 'A girls I', 'B II', 'HC Praha']);
    expect(built[1].category).toEqual({ code: 'A', gender: 'F', birthYearFrom: 2007, birthYearTo: null, maxOtherGenderPlayers: 0, maxOlderPlayers: 0 });
  });
});
