/**
 * The club-zone rules of SPEC §4 and §5 as pure functions: who may lead, which teams a participant may
 * join, and what makes a match roster invalid. The routes feed them rows; the specs test them directly.
 */

/** A team category's limits (migration 002/003: team_categories). */
export interface CategoryRules {
  /** M | F | X (mixed). */
  gender: string;
  /** The oldest regular players' birth year; null in adult tournaments (no age limit). */
  birthYearFrom: number | null;
  birthYearTo: number | null;
  maxOtherGenderPlayers: number;
  maxOlderPlayers: number;
}

export interface PersonFacts {
  birthYear: number;
  gender: string;
  isLeader: boolean;
}

/** SPEC §4: participants under 18 cannot lead; a configured minimum above 0 replaces the 18. */
export function minimumLeaderAge(configured: number | null): number {
  return configured !== null && configured > 0 ? configured : 18;
}

/** Age in whole years in the tournament's year (only the birth year is known). */
export function canLead(birthYear: number, tournamentYear: number, minimumAge: number): boolean {
  return tournamentYear - birthYear >= minimumAge;
}

export type AgeFit = 'regular' | 'older' | 'tooOld' | 'tooYoung';

/**
 * Where a player's birth year puts them in a category: regular inside its years; "older" one year
 * above them (a few are allowed, maxOlderPlayers); more is too old. Younger players may play up by
 * one category (two birth years); younger still is too young. Adult categories have no age rule.
 */
export function ageFit(birthYear: number, category: CategoryRules): AgeFit {
  const from = category.birthYearFrom;
  if (from === null) return 'regular';
  const to = category.birthYearTo ?? from + 1;
  if (birthYear < from - 1) return 'tooOld';
  if (birthYear < from) return 'older';
  if (birthYear > to + 2) return 'tooYoung';
  return 'regular';
}

/** Whether a player of this gender counts against the category's "other gender" allowance. */
export function isOtherGender(gender: string, category: CategoryRules): boolean {
  return category.gender !== 'X' && gender !== category.gender;
}

/**
 * Whether a participant may be put on a team of the category (availableTeamIds): leaders always (they
 * do not play); players when gender and age allow it, counting on the category's allowances.
 */
export function canJoinCategory(person: PersonFacts, category: CategoryRules): boolean {
  if (person.isLeader) return true;
  if (isOtherGender(person.gender, category) && category.maxOtherGenderPlayers <= 0) return false;
  const fit = ageFit(person.birthYear, category);
  if (fit === 'tooOld' || fit === 'tooYoung') return false;
  return fit === 'regular' || category.maxOlderPlayers > 0;
}

export interface PlayerLimitsRule {
  minPlayers: number;
  maxPlayers: number;
  minLeaders: number;
  maxLeaders: number;
  maxExceptionPlayers: number;
}

export interface RosterLine {
  participantId: number;
  jerseyNumber: number | null;
  isLeader: boolean;
}

export interface RosterCandidateFacts extends PersonFacts {
  /** Old enough to lead (canLead). */
  mayLead: boolean;
  /** Plays for this team on an approved exception request. */
  onException: boolean;
}

/** SPEC §5 roster save error codes (contract messageCodes), in the order the web shows them. */
export type RosterErrorCode =
  | 'invalidParticipant'
  | 'invalidLeader'
  | 'tooFewPlayers'
  | 'tooManyPlayers'
  | 'tooFewLeaders'
  | 'tooManyLeaders'
  | 'jerseyNumberMissing'
  | 'jerseyNumbersNotUnique'
  | 'tooManyOtherGender'
  | 'tooManyOlderPlayers'
  | 'playerTooYoung'
  | 'tooManyExceptionPlayers';

/**
 * Every reason a match roster cannot be saved (empty: it can). `candidates` are the team's
 * participants; anyone else is an invalid participant. The exception-player maximum is checked only
 * when confirming (SPEC §5).
 */
export function rosterErrors(lines: readonly RosterLine[], candidates: ReadonlyMap<number, RosterCandidateFacts>, category: CategoryRules, limits: PlayerLimitsRule, confirm: boolean): RosterErrorCode[] {
  const errors = new Set<RosterErrorCode>();
  const ids = new Set<number>();
  const players: { line: RosterLine; facts: RosterCandidateFacts }[] = [];
  let leaders = 0;
  for (const line of lines) {
    const facts = candidates.get(line.participantId);
    if (!facts || ids.has(line.participantId)) {
      errors.add('invalidParticipant');
      continue;
    }
    ids.add(line.participantId);
    if (line.isLeader) {
      if (!facts.isLeader || !facts.mayLead) errors.add('invalidLeader');
      leaders++;
    } else players.push({ line, facts });
  }
  if (players.length < limits.minPlayers) errors.add('tooFewPlayers');
  if (players.length > limits.maxPlayers) errors.add('tooManyPlayers');
  if (leaders < limits.minLeaders) errors.add('tooFewLeaders');
  if (leaders > limits.maxLeaders) errors.add('tooManyLeaders');
  if (players.some(({ line }) => line.jerseyNumber === null)) errors.add('jerseyNumberMissing');
  const numbers = players.map(({ line }) => line.jerseyNumber).filter((n): n is number => n !== null);
  if (new Set(numbers).size !== numbers.length) errors.add('jerseyNumbersNotUnique');
  // Players on an approved exception request are the organiser's decision: the category's rules do not count them.
  const regular = players.filter(({ facts }) => !facts.onException);
  if (regular.filter(({ facts }) => isOtherGender(facts.gender, category)).length > category.maxOtherGenderPlayers) errors.add('tooManyOtherGender');
  const fits = regular.map(({ facts }) => ageFit(facts.birthYear, category));
  if (fits.filter((fit) => fit === 'older' || fit === 'tooOld').length > category.maxOlderPlayers || fits.includes('tooOld')) errors.add('tooManyOlderPlayers');
  if (fits.includes('tooYoung')) errors.add('playerTooYoung');
  if (confirm && players.filter(({ facts }) => facts.onException).length > limits.maxExceptionPlayers) errors.add('tooManyExceptionPlayers');
  return [...errors];
}

/** Minutes since midnight of `HH:MM`. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether two half-open time ranges [start, end) of the same day overlap. */
export function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** SPEC §5/§9: the contract's rule, which the training form offers its durations by. */
export { isTrainingDuration } from '@phc/api-contract';
