// Samples of the competition builder's calls (admin-competition-endpoints.ts) for the contract's round-trip tests.
import type { Sample } from './fixtures';

const category = { id: 11, code: 'E', gender: 'X', name: { cs: 'E mix', en: 'E mixed' }, registeredTeams: 12, groups: 3, matches: 28, state: 'draft', publishedAt: null };
const breakSample = { constraint: 'sameClub', hard: true, groupId: 21, teamIds: [4] };
const detail = {
  category,
  teams: [{ id: 3, name: null, teamNumber: 2, clubId: 1, clubName: 'HC Praha', countryCode: 'CZ', pot: 1 }],
  roundLevels: [{ id: 1, systemName: 'group', isBracket: false, name: { cs: 'Základní skupiny', en: 'Group stage' }, order: 1, own: false }],
  groups: [{ id: 21, name: 'EX – A', roundLevelId: 1, playoffCategory: null, isBracket: false, teamIds: [3] }],
  reasons: [{ teamId: 3, groupId: 21, pot: 1, seedingPot: 1, rule: 'avoidClub', snakeGroupId: 22, fromGroupId: null, avoided: [breakSample], breaks: [] }],
  matches: [
    {
      id: 901,
      number: null,
      groupId: 21,
      homeTeamId: 3,
      awayTeamId: 4,
      homeSource: null,
      awaySource: { groupId: 22, position: 1 },
      startsAt: '2026-04-06T09:20:00.000Z',
      placeId: 5,
      state: 'scheduled',
      homeScore: null,
      awayScore: null,
    },
  ],
  halls: [{ id: 5, name: { cs: 'Hala Dukla', en: 'Dukla Hall' } }],
  report: {
    matches: 28,
    placed: 28,
    unplaced: 0,
    hardViolations: 0,
    softScore: 41.5,
    parts: { extraHalls: 3, lateMatches: 0, lateMinutes: 0, hallImbalanceMinutes: 120, idleMinutes: 90 },
    elapsedMs: 84,
    unplacedReasons: [],
  },
  schedule: { firstDay: '2026-04-05', days: 4, matchMinutes: 40, restMinutes: 60 },
};
const answer = { competition: detail };
const params = { categoryId: 11 };

export const adminCompetitionSamples: Record<string, Sample> = {
  'admin.competition.categories': { response: { categories: [category] } },
  'admin.competition.detail': { params, response: answer },
  'admin.competition.draw': { params, body: { groupSize: 4, seed: 7 }, response: answer },
  'admin.competition.addGroup': { params, body: { name: 'EX – D', roundLevelId: 1 }, response: answer },
  'admin.competition.deleteGroup': { params: { categoryId: 11, groupId: 22 }, response: answer },
  'admin.competition.addLevel': { params, body: { nameCs: 'Nadstavba', nameEn: 'Second stage', type: 'group', order: 2 }, response: answer },
  'admin.competition.editLevel': { params: { categoryId: 11, levelId: 7 }, body: { nameCs: 'Nadstavbové skupiny', nameEn: 'Second-stage groups', type: 'group', order: 3 }, response: answer },
  'admin.competition.deleteLevel': { params: { categoryId: 11, levelId: 7 }, response: answer },
  'admin.competition.pots': { params, body: { pots: [{ teamId: 3, pot: 1 }, { teamId: 4, pot: null }] }, response: answer },
  'admin.competition.checkMove': { params, body: { teamId: 3, groupId: 22 }, response: { breaks: [breakSample] } },
  'admin.competition.move': { params, body: { teamId: 3, groupId: 22 }, response: answer },
  'admin.competition.schedule': { params, body: { firstDay: '2026-04-05', days: 4, matchMinutes: 40, restMinutes: 60 }, response: answer },
  'admin.competition.playoffs': { params, body: { a: [1, 2], b: [3, 4] }, response: answer },
  'admin.competition.moveMatch': { params: { categoryId: 11, matchId: 901 }, body: { startsAt: '2026-04-06T21:00:00.000Z', placeId: 5 }, response: answer },
  'admin.competition.publish': { params, response: { competition: { ...detail, category: { ...category, state: 'published', publishedAt: '2026-04-05T20:00:00.000Z' } } } },
};
