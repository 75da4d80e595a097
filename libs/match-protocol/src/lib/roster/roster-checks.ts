import type { PlayerLimits, RosterCandidate, RosterUpdateBody } from '@phc/api-contract';

/**
 * The match roster's rules as the reporter's screen applies them before sending (SPEC §5), and the
 * mapping of the server's roster error codes back onto the players they concern. No React here.
 */

/** One candidate's line as the screen edits it; the jersey number stays the text typed, so nothing typed is lost. */
export interface RosterDraftLine {
  participantId: number;
  selected: boolean;
  jerseyNumber: string;
  isLeader: boolean;
  isCaptain: boolean;
  isGoalkeeper: boolean;
}

export type RosterDraft = ReadonlyMap<number, RosterDraftLine>;

/** SPEC §5 roster save errors (the server's `_data.players` codes), plus the screen's own ones. */
export type RosterIssueCode =
  | 'tooFewPlayers'
  | 'tooManyPlayers'
  | 'tooFewLeaders'
  | 'tooManyLeaders'
  | 'jerseyNumberMissing'
  | 'jerseyNumbersNotUnique'
  | 'jerseyNumberInvalid'
  | 'tooManyOtherGender'
  | 'invalidLeader'
  | 'invalidParticipant'
  | 'tooManyOlderPlayers'
  | 'playerTooYoung'
  | 'tooManyExceptionPlayers'
  | 'unknown';

export interface RosterIssue {
  code: RosterIssueCode;
  /** The players it concerns; empty when it is about the roster as a whole. */
  participantIds: number[];
  /** The limit broken and the count selected, for the counting errors. */
  limit?: number;
  selected?: number;
}

/** What the category allows (static data's team category); enough to point at the players a server error concerns. */
export interface RosterCategoryFacts {
  gender: 'M' | 'F' | 'X';
  birthYearFrom: number | null;
}

export interface RosterContext {
  candidates: readonly RosterCandidate[];
  limits: PlayerLimits;
  category: RosterCategoryFacts | null;
  /** The match's year: leaders' age is counted in it. */
  year: number;
  /** SPEC §4: 18 unless a higher minimum is configured. */
  minimumLeaderAge: number;
}

export const JERSEY_MAX = 999;

/** SPEC §4 `leader_min_age_years`: a configured value above 0 replaces the 18 (as the server does). */
export const minimumLeaderAge = (configured: number | null | undefined): number => (configured != null && configured > 0 ? configured : 18);

export function initialDraft(candidates: readonly RosterCandidate[]): Map<number, RosterDraftLine> {
  return new Map(
    candidates.map((c) => [
      c.participantId,
      {
        participantId: c.participantId,
        selected: c.selected,
        jerseyNumber: c.jerseyNumber === null ? '' : String(c.jerseyNumber),
        isLeader: c.isLeader,
        isCaptain: c.isCaptain,
        isGoalkeeper: c.isGoalkeeper,
      },
    ]),
  );
}

/** The typed jersey number: null when empty, NaN when it is not a whole number 0–999. */
export function parseJersey(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed)) return Number.NaN;
  const n = Number(trimmed);
  return n <= JERSEY_MAX ? n : Number.NaN;
}

export const selectedLines = (draft: RosterDraft): RosterDraftLine[] => [...draft.values()].filter((l) => l.selected);

export interface RosterCounts {
  players: number;
  leaders: number;
  exceptionPlayers: number;
}

export function rosterCounts(draft: RosterDraft, candidates: readonly RosterCandidate[]): RosterCounts {
  const onException = new Set(candidates.filter((c) => c.onException).map((c) => c.participantId));
  const lines = selectedLines(draft);
  const players = lines.filter((l) => !l.isLeader);
  return { players: players.length, leaders: lines.length - players.length, exceptionPlayers: players.filter((l) => onException.has(l.participantId)).length };
}

/** Players (not leaders) sharing a jersey number with another player. */
function duplicateNumbers(players: readonly RosterDraftLine[]): number[] {
  const byNumber = new Map<number, number[]>();
  for (const line of players) {
    const n = parseJersey(line.jerseyNumber);
    if (n === null || Number.isNaN(n)) continue;
    byNumber.set(n, [...(byNumber.get(n) ?? []), line.participantId]);
  }
  return [...byNumber.values()].filter((ids) => ids.length > 1).flat();
}

function exceptionPlayerIds(draft: RosterDraft, candidates: readonly RosterCandidate[]): number[] {
  const onException = new Set(candidates.filter((c) => c.onException).map((c) => c.participantId));
  return selectedLines(draft)
    .filter((l) => !l.isLeader && onException.has(l.participantId))
    .map((l) => l.participantId);
}

export interface RosterCheckResult {
  /** Block sending. */
  errors: RosterIssue[];
  /** SPEC §5: more players than `playersCountWarningFrom`: ask whether to continue. */
  countWarning: { selected: number; from: number } | null;
}

/**
 * The checks before "Save" (and "Save and confirm"): counts against the limits, jersey numbers
 * present, valid and unique among players (leaders need none); on confirm, the exception maximum.
 */
export function checkRoster(draft: RosterDraft, limits: PlayerLimits, candidates: readonly RosterCandidate[], options: { confirm: boolean }): RosterCheckResult {
  const errors: RosterIssue[] = [];
  const lines = selectedLines(draft);
  const players = lines.filter((l) => !l.isLeader);
  const leaders = lines.length - players.length;
  if (players.length < limits.minPlayers) errors.push({ code: 'tooFewPlayers', participantIds: [], limit: limits.minPlayers, selected: players.length });
  if (players.length > limits.maxPlayers) errors.push({ code: 'tooManyPlayers', participantIds: [], limit: limits.maxPlayers, selected: players.length });
  if (leaders < limits.minLeaders) errors.push({ code: 'tooFewLeaders', participantIds: [], limit: limits.minLeaders, selected: leaders });
  if (leaders > limits.maxLeaders) errors.push({ code: 'tooManyLeaders', participantIds: [], limit: limits.maxLeaders, selected: leaders });
  const missing = players.filter((l) => parseJersey(l.jerseyNumber) === null).map((l) => l.participantId);
  if (missing.length > 0) errors.push({ code: 'jerseyNumberMissing', participantIds: missing });
  // A leader's number is optional, but if one is typed it must still be a number.
  const invalid = lines.filter((l) => Number.isNaN(parseJersey(l.jerseyNumber))).map((l) => l.participantId);
  if (invalid.length > 0) errors.push({ code: 'jerseyNumberInvalid', participantIds: invalid });
  const duplicates = duplicateNumbers(players);
  if (duplicates.length > 0) errors.push({ code: 'jerseyNumbersNotUnique', participantIds: duplicates });
  if (options.confirm) {
    const exceptions = exceptionPlayerIds(draft, candidates);
    if (exceptions.length > limits.maxExceptionPlayers) errors.push({ code: 'tooManyExceptionPlayers', participantIds: exceptions, limit: limits.maxExceptionPlayers, selected: exceptions.length });
  }
  const from = limits.playersCountWarningFrom;
  return { errors, countWarning: from !== null && players.length > from ? { selected: players.length, from } : null };
}

/** The body of "Update match roster": the selected lines, numbers parsed (run checkRoster first). */
export function rosterBody(draft: RosterDraft, options: { confirm: boolean; captainAndGoalkeeper: boolean }): RosterUpdateBody {
  return {
    _data: {
      players: selectedLines(draft).map((l) => {
        const n = parseJersey(l.jerseyNumber);
        return {
          participantId: l.participantId,
          jerseyNumber: n === null || Number.isNaN(n) ? null : n,
          isLeader: l.isLeader,
          isCaptain: options.captainAndGoalkeeper && l.isCaptain,
          isGoalkeeper: options.captainAndGoalkeeper && l.isGoalkeeper,
        };
      }),
      confirm: options.confirm,
    },
  };
}

const knownServerCodes = new Set<RosterIssueCode>([
  'tooFewPlayers',
  'tooManyPlayers',
  'tooFewLeaders',
  'tooManyLeaders',
  'jerseyNumberMissing',
  'jerseyNumbersNotUnique',
  'tooManyOtherGender',
  'invalidLeader',
  'invalidParticipant',
  'tooManyOlderPlayers',
  'playerTooYoung',
  'tooManyExceptionPlayers',
]);

/**
 * The players a server code concerns, from what the screen knows: the server names only the rule
 * broken. Age and gender use the category's first birth year and gender (the server's default span
 * of two regular years; a younger player may play up two more).
 */
function concernedBy(code: RosterIssueCode, draft: RosterDraft, context: RosterContext): number[] {
  const byId = new Map(context.candidates.map((c) => [c.participantId, c]));
  const lines = selectedLines(draft);
  const players = lines.filter((l) => !l.isLeader);
  const regular = players.map((l) => byId.get(l.participantId)).filter((c): c is RosterCandidate => !!c && !c.onException);
  const from = context.category?.birthYearFrom ?? null;
  switch (code) {
    case 'jerseyNumberMissing':
      return players.filter((l) => parseJersey(l.jerseyNumber) === null).map((l) => l.participantId);
    case 'jerseyNumbersNotUnique':
      return duplicateNumbers(players);
    case 'invalidLeader':
      return lines
        .filter((l) => l.isLeader)
        .filter((l) => {
          const c = byId.get(l.participantId);
          return !c || !c.isLeader || context.year - c.birthYear < context.minimumLeaderAge;
        })
        .map((l) => l.participantId);
    case 'invalidParticipant':
      return lines.filter((l) => !byId.has(l.participantId)).map((l) => l.participantId);
    case 'tooManyOtherGender': {
      const gender = context.category?.gender;
      return gender && gender !== 'X' ? regular.filter((c) => c.gender !== gender).map((c) => c.participantId) : [];
    }
    case 'tooManyOlderPlayers':
      return from === null ? [] : regular.filter((c) => c.birthYear < from).map((c) => c.participantId);
    case 'playerTooYoung':
      return from === null ? [] : regular.filter((c) => c.birthYear > from + 3).map((c) => c.participantId);
    case 'tooManyExceptionPlayers':
      return exceptionPlayerIds(draft, context.candidates);
    default:
      return [];
  }
}

/** The server's `_data.players` codes as issues on the players they concern (or on the roster as a whole). */
export function serverRosterIssues(codes: readonly string[], draft: RosterDraft, context: RosterContext): RosterIssue[] {
  const counts = rosterCounts(draft, context.candidates);
  const issues: RosterIssue[] = [];
  for (const raw of codes) {
    const code: RosterIssueCode = knownServerCodes.has(raw as RosterIssueCode) ? (raw as RosterIssueCode) : 'unknown';
    if (issues.some((i) => i.code === code)) continue;
    const issue: RosterIssue = { code, participantIds: concernedBy(code, draft, context) };
    const { limits } = context;
    if (code === 'tooFewPlayers') Object.assign(issue, { limit: limits.minPlayers, selected: counts.players });
    if (code === 'tooManyPlayers') Object.assign(issue, { limit: limits.maxPlayers, selected: counts.players });
    if (code === 'tooFewLeaders') Object.assign(issue, { limit: limits.minLeaders, selected: counts.leaders });
    if (code === 'tooManyLeaders') Object.assign(issue, { limit: limits.maxLeaders, selected: counts.leaders });
    if (code === 'tooManyExceptionPlayers') Object.assign(issue, { limit: limits.maxExceptionPlayers, selected: counts.exceptionPlayers });
    issues.push(issue);
  }
  return issues;
}

/**
 * Field errors of a 400 on the roster save: `_data.players` holds the rule codes; a schema error of
 * one line (`_data.players.3.jerseyNumber`) concerns the player sent at that index.
 */
export function issuesFromFields(fields: Record<string, string[]>, sent: RosterUpdateBody, draft: RosterDraft, context: RosterContext): RosterIssue[] {
  const issues = serverRosterIssues(fields['_data.players'] ?? [], draft, context);
  for (const [path, codes] of Object.entries(fields)) {
    const match = /^_data\.players\.(\d+)\.(\w+)/.exec(path);
    if (!match) {
      if (path !== '_data.players' && codes.length > 0 && !issues.some((i) => i.code === 'unknown')) issues.push({ code: 'unknown', participantIds: [] });
      continue;
    }
    const participantId = sent._data.players[Number(match[1])]?.participantId;
    const code: RosterIssueCode = match[2] === 'jerseyNumber' ? 'jerseyNumberInvalid' : 'invalidParticipant';
    const existing = issues.find((i) => i.code === code);
    if (existing) {
      if (participantId !== undefined && !existing.participantIds.includes(participantId)) existing.participantIds.push(participantId);
    } else issues.push({ code, participantIds: participantId === undefined ? [] : [participantId] });
  }
  return issues;
}

const noIssues: readonly RosterIssue[] = [];

/** The issues of one player, for the row that shows them; the same empty list when none, so an untouched row need not re-render. */
export function issuesOf(issues: readonly RosterIssue[], participantId: number): readonly RosterIssue[] {
  const own = issues.filter((i) => i.participantIds.includes(participantId));
  return own.length > 0 ? own : noIssues;
}
