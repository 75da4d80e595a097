import { i18n } from '@lingui/core';
import type { PlayerLimits, RosterCandidate } from '@phc/api-contract';
import {
  checkRoster,
  initialDraft,
  issuesFromFields,
  issuesOf,
  minimumLeaderAge,
  parseJersey,
  rosterBody,
  rosterCounts,
  serverRosterIssues,
  type RosterContext,
  type RosterDraftLine,
} from './roster-checks';
import { playerIssueText, rosterIssueText } from './roster-messages';

const limits: PlayerLimits = { teamCategoryId: 3, minPlayers: 2, maxPlayers: 4, minLeaders: 1, maxLeaders: 2, playersCountWarningFrom: 3, maxExceptionPlayers: 1 };

const candidate = (id: number, over: Partial<RosterCandidate> = {}): RosterCandidate => ({
  participantId: id,
  firstName: `F${id}`,
  lastName: `L${id}`,
  birthYear: 2012,
  gender: 'M',
  jerseyNumber: id,
  isLeader: false,
  isCaptain: false,
  isGoalkeeper: false,
  onException: false,
  selected: false,
  ...over,
});

// 1–5 players (5 on exception, 6 too on exception), 10 an adult leader, 11 a leader of 17.
const candidates = [
  candidate(1),
  candidate(2),
  candidate(3, { gender: 'F' }),
  candidate(4, { birthYear: 2010 }),
  candidate(5, { birthYear: 2016, onException: true }),
  candidate(6, { onException: true }),
  candidate(7, { birthYear: 2016 }),
  candidate(10, { isLeader: true, birthYear: 1980, jerseyNumber: null }),
  candidate(11, { isLeader: true, birthYear: 2009, jerseyNumber: null }),
];

const context: RosterContext = { candidates, limits, category: { gender: 'M', birthYearFrom: 2011 }, year: 2026, minimumLeaderAge: 18 };

function draftWith(selected: Record<number, Partial<RosterDraftLine>>) {
  const draft = initialDraft(candidates);
  for (const [id, patch] of Object.entries(selected)) {
    const line = draft.get(Number(id)) as RosterDraftLine;
    draft.set(Number(id), { ...line, selected: true, ...patch });
  }
  return draft;
}

const codes = (result: { errors: { code: string }[] }) => result.errors.map((e) => e.code);

beforeAll(() => {
  i18n.load('cs', {});
  i18n.activate('cs');
});

describe('jersey numbers as typed', () => {
  it('reads empty as missing and anything but a whole number 0–999 as invalid', () => {
    expect(parseJersey(' ')).toBeNull();
    expect(parseJersey('07')).toBe(7);
    expect(parseJersey('999')).toBe(999);
    expect(parseJersey('1000')).toBeNaN();
    expect(parseJersey('7a')).toBeNaN();
    expect(parseJersey('-1')).toBeNaN();
  });
});

describe('checks before sending (SPEC §5)', () => {
  it('passes a roster within every limit', () => {
    const result = checkRoster(draftWith({ 1: {}, 2: {}, 10: {} }), limits, candidates, { confirm: false });
    expect(result).toEqual({ errors: [], countWarning: null });
  });

  it('counts leaders apart from players', () => {
    expect(rosterCounts(draftWith({ 1: {}, 2: {}, 6: {}, 10: {} }), candidates)).toEqual({ players: 3, leaders: 1, exceptionPlayers: 1 });
  });

  it('stops too few players with the minimum and the count', () => {
    const result = checkRoster(draftWith({ 1: {}, 10: {} }), limits, candidates, { confirm: false });
    expect(result.errors).toEqual([{ code: 'tooFewPlayers', participantIds: [], limit: 2, selected: 1 }]);
    expect(rosterIssueText(result.errors[0], i18n)).toBe('Příliš málo hráčů (minimum 2, vybráno 1).');
  });

  it('stops too many players with the maximum and the count', () => {
    const result = checkRoster(draftWith({ 1: {}, 2: {}, 3: {}, 4: {}, 7: {}, 10: {} }), limits, candidates, { confirm: false });
    expect(result.errors).toEqual([{ code: 'tooManyPlayers', participantIds: [], limit: 4, selected: 5 }]);
    expect(rosterIssueText(result.errors[0], i18n)).toBe('Příliš mnoho hráčů (maximum 4, vybráno 5).');
  });

  it('stops too few and too many leaders', () => {
    expect(codes(checkRoster(draftWith({ 1: {}, 2: {} }), limits, candidates, { confirm: false }))).toEqual(['tooFewLeaders']);
    const many = checkRoster(draftWith({ 1: {}, 2: {}, 10: {}, 11: {}, 3: { isLeader: true } }), limits, candidates, { confirm: false });
    expect(many.errors).toEqual([{ code: 'tooManyLeaders', participantIds: [], limit: 2, selected: 3 }]);
  });

  it('puts a missing jersey number on the player, never on a leader', () => {
    const result = checkRoster(draftWith({ 1: { jerseyNumber: '' }, 2: {}, 10: {} }), limits, candidates, { confirm: false });
    expect(result.errors).toEqual([{ code: 'jerseyNumberMissing', participantIds: [1] }]);
  });

  it('puts a repeated jersey number on every player who has it', () => {
    const result = checkRoster(draftWith({ 1: { jerseyNumber: '9' }, 2: { jerseyNumber: '09' }, 3: {}, 10: {} }), limits, candidates, { confirm: false });
    expect(result.errors).toEqual([{ code: 'jerseyNumbersNotUnique', participantIds: [1, 2] }]);
  });

  it('refuses a number that is not a whole number 0–999', () => {
    expect(checkRoster(draftWith({ 1: { jerseyNumber: '1a' }, 2: {}, 10: {} }), limits, candidates, { confirm: false }).errors).toEqual([{ code: 'jerseyNumberInvalid', participantIds: [1] }]);
  });

  it('warns above playersCountWarningFrom and asks to continue, without blocking', () => {
    expect(checkRoster(draftWith({ 1: {}, 2: {}, 3: {}, 10: {} }), limits, candidates, { confirm: false }).countWarning).toBeNull();
    const result = checkRoster(draftWith({ 1: {}, 2: {}, 3: {}, 4: {}, 10: {} }), limits, candidates, { confirm: false });
    expect(result).toEqual({ errors: [], countWarning: { selected: 4, from: 3 } });
  });

  it('checks the maximum of exception players only on confirm', () => {
    const draft = draftWith({ 5: {}, 6: {}, 10: {} });
    expect(codes(checkRoster(draft, limits, candidates, { confirm: false }))).toEqual([]);
    const confirm = checkRoster(draft, limits, candidates, { confirm: true });
    expect(confirm.errors).toEqual([{ code: 'tooManyExceptionPlayers', participantIds: [5, 6], limit: 1, selected: 2 }]);
    expect(rosterIssueText(confirm.errors[0], i18n)).toBe('Překročen maximální počet hráčů na výjimku (maximum 1, vybráno 2).');
  });
});

describe('the body sent', () => {
  it('sends selected lines with parsed numbers; captain and goalkeeper only where the sport has them', () => {
    const draft = draftWith({ 1: { isCaptain: true, isGoalkeeper: true }, 10: {} });
    expect(rosterBody(draft, { confirm: true, captainAndGoalkeeper: true })._data).toEqual({
      players: [
        { participantId: 1, jerseyNumber: 1, isLeader: false, isCaptain: true, isGoalkeeper: true },
        { participantId: 10, jerseyNumber: null, isLeader: true, isCaptain: false, isGoalkeeper: false },
      ],
      confirm: true,
    });
    expect(rosterBody(draft, { confirm: false, captainAndGoalkeeper: false })._data.players[0]).toMatchObject({ isCaptain: false, isGoalkeeper: false });
  });
});

describe('server roster errors on the players they concern (SPEC §5)', () => {
  const issue = (code: string, draft = draftWith({ 1: {}, 2: {}, 10: {} })) => serverRosterIssues([code], draft, context)[0];

  it('too few or too many players and leaders concern the whole roster, with the numbers', () => {
    expect(issue('tooFewPlayers')).toEqual({ code: 'tooFewPlayers', participantIds: [], limit: 2, selected: 2 });
    expect(issue('tooManyPlayers')).toMatchObject({ participantIds: [], limit: 4 });
    expect(issue('tooFewLeaders')).toMatchObject({ participantIds: [], limit: 1, selected: 1 });
    expect(issue('tooManyLeaders')).toMatchObject({ participantIds: [], limit: 2 });
  });

  it('a missing jersey number lands on the player without one', () => {
    expect(issue('jerseyNumberMissing', draftWith({ 1: {}, 2: { jerseyNumber: '' }, 10: {} })).participantIds).toEqual([2]);
  });

  it('numbers not unique land on the players sharing one', () => {
    expect(issue('jerseyNumbersNotUnique', draftWith({ 1: { jerseyNumber: '5' }, 2: { jerseyNumber: '5' }, 3: {}, 10: {} })).participantIds).toEqual([1, 2]);
  });

  it('the gender quota lands on the players of the other gender', () => {
    const found = issue('tooManyOtherGender', draftWith({ 1: {}, 3: {}, 10: {} }));
    expect(found.participantIds).toEqual([3]);
    expect(playerIssueText(found, i18n)).toBe('Jiné pohlaví, než kategorie dovoluje.');
  });

  it('an invalid leader lands on a leader who is not one or is under the minimum age', () => {
    expect(issue('invalidLeader', draftWith({ 1: {}, 2: { isLeader: true }, 10: {}, 11: {} })).participantIds).toEqual([2, 11]);
    expect(minimumLeaderAge(0)).toBe(18);
    expect(minimumLeaderAge(21)).toBe(21);
  });

  it('an invalid or unavailable participant is named when the screen knows them, else concerns the roster', () => {
    expect(issue('invalidParticipant')).toEqual({ code: 'invalidParticipant', participantIds: [] });
    const draft = draftWith({ 1: {}, 10: {} });
    draft.set(99, { participantId: 99, selected: true, jerseyNumber: '5', isLeader: false, isCaptain: false, isGoalkeeper: false });
    expect(serverRosterIssues(['invalidParticipant'], draft, context)[0].participantIds).toEqual([99]);
  });

  it('too many older players lands on the players born before the category, exception players aside', () => {
    expect(issue('tooManyOlderPlayers', draftWith({ 1: {}, 4: {}, 10: {} })).participantIds).toEqual([4]);
  });

  it('a player too young lands on the players born after the span, exception players aside', () => {
    expect(issue('playerTooYoung', draftWith({ 1: {}, 5: {}, 7: {}, 10: {} })).participantIds).toEqual([7]);
  });

  it('an unknown code is the unknown error of the roster', () => {
    const found = issue('somethingNew');
    expect(found).toEqual({ code: 'unknown', participantIds: [] });
    expect(rosterIssueText(found, i18n)).toBe('Soupisku se nepodařilo uložit z neznámého důvodu.');
  });

  it('the confirm error lands on the exception players', () => {
    expect(issue('tooManyExceptionPlayers', draftWith({ 5: {}, 6: {}, 10: {} }))).toEqual({ code: 'tooManyExceptionPlayers', participantIds: [5, 6], limit: 1, selected: 2 });
  });

  it('a schema error of one line lands on the player sent at that index', () => {
    const draft = draftWith({ 1: {}, 2: {}, 10: {} });
    const sent = rosterBody(draft, { confirm: false, captainAndGoalkeeper: false });
    const issues = issuesFromFields({ '_data.players': ['tooManyOtherGender'], '_data.players.1.jerseyNumber': ['max'] }, sent, draft, context);
    expect(issuesOf(issues, 2).map((i) => i.code)).toEqual(['jerseyNumberInvalid']);
    expect(issues.map((i) => i.code)).toEqual(['tooManyOtherGender', 'jerseyNumberInvalid']);
  });

  it('each code is reported once', () => {
    expect(serverRosterIssues(['tooFewPlayers', 'tooFewPlayers', 'x', 'y'], draftWith({ 1: {} }), context).map((i) => i.code)).toEqual(['tooFewPlayers', 'unknown']);
  });
});
