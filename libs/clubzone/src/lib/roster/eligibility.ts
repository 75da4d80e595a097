import type { Club, Participant, TeamCategory } from '@phc/api-contract';
import { teamLabel } from '@phc/tournaments';

/**
 * Why a participant may not play for a team, or counts against a team's allowance: the server's rules
 * (apps/api/src/features/clubzone/rules.ts) explained with their limit values. The server decides
 * `availableTeamIds`; this module only names the reason, so the two cannot disagree on who may play.
 */

export interface CategoryLimits {
  code: string;
  gender: 'M' | 'F' | 'X';
  birthYearFrom: number | null;
  birthYearTo: number | null;
  maxOtherGenderPlayers: number;
  maxOlderPlayers: number;
}

export interface RosterTeam {
  id: number;
  label: string;
  categoryId: number;
  category: CategoryLimits;
}

export const categoryLimits = (category: TeamCategory): CategoryLimits => ({
  code: category.code,
  gender: category.gender,
  birthYearFrom: category.birthYearFrom,
  birthYearTo: category.birthYearTo ?? null,
  maxOtherGenderPlayers: category.maxOtherGenderPlayers ?? 0,
  maxOlderPlayers: category.maxOlderPlayers ?? 0,
});

/**
 * The club's teams with their category limits. Boys' and girls' categories share a code, so two teams
 * could both read "A I": those are labelled by the category's name ("A dívky I") instead.
 */
export function buildRosterTeams(teams: Club['teams'], categories: readonly TeamCategory[], locale: 'cs' | 'en'): RosterTeam[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const plain = (team: Club['teams'][number]) => teamLabel({ name: team.name, categoryCode: team.teamCategory.code, teamNumber: team.teamNumber });
  const counts = new Map<string, number>();
  for (const team of teams) counts.set(plain(team), (counts.get(plain(team)) ?? 0) + 1);
  return teams.flatMap((team) => {
    const category = byId.get(team.teamCategoryId);
    if (!category) return [];
    const label = (counts.get(plain(team)) ?? 0) > 1 ? teamLabel({ name: team.name, categoryCode: category.name[locale], teamNumber: team.teamNumber }) : plain(team);
    return [{ id: team.id, categoryId: category.id, category: categoryLimits(category), label }];
  });
}

/** Both limits of the birth-year window: from the oldest regular year to the youngest one may play up to. */
function window(category: CategoryLimits): { from: number; to: number } | null {
  if (category.birthYearFrom === null) return null;
  return { from: category.birthYearFrom, to: category.birthYearTo ?? category.birthYearFrom + 1 };
}

export type Blocker =
  /** The other gender in a category that allows none of it. */
  | { code: 'gender'; categoryGender: 'M' | 'F' }
  /** Born before the one older year the category tolerates. */
  | { code: 'tooOld'; oldestYear: number }
  /** One year older, and the category takes no older players. */
  | { code: 'olderNotAllowed'; birthYearFrom: number }
  /** Younger than one category up allows. */
  | { code: 'tooYoung'; youngestYear: number }
  /** Refused for a reason these rules do not name. */
  | { code: 'notAllowed' };

export type Note =
  /** Plays as one of the category's few older players. */
  | { code: 'olderPlayer'; maxOlderPlayers: number }
  /** Counts against the other-gender allowance. */
  | { code: 'otherGender'; maxOtherGenderPlayers: number }
  /** A younger player one category up: allowed. */
  | { code: 'playsUp' }
  /** Two teams of one category. */
  | { code: 'sameCategory'; categoryCode: string };

const isOtherGender = (gender: Participant['gender'], category: CategoryLimits) => category.gender !== 'X' && gender !== category.gender;

/** Why the server keeps a participant off a team (null: nothing in the category rules, e.g. a leader). */
export function blockerFor(person: Pick<Participant, 'birthYear' | 'gender' | 'isLeader'>, category: CategoryLimits): Blocker | null {
  if (person.isLeader) return null;
  if (isOtherGender(person.gender, category) && category.maxOtherGenderPlayers <= 0 && category.gender !== 'X') return { code: 'gender', categoryGender: category.gender };
  const years = window(category);
  if (!years) return null;
  if (person.birthYear < years.from - 1) return { code: 'tooOld', oldestYear: years.from - 1 };
  if (person.birthYear < years.from && category.maxOlderPlayers <= 0) return { code: 'olderNotAllowed', birthYearFrom: years.from };
  if (person.birthYear > years.to + 2) return { code: 'tooYoung', youngestYear: years.to + 2 };
  return null;
}

/** What is worth knowing about a team the participant plays for. */
export function notesFor(person: Pick<Participant, 'birthYear' | 'gender' | 'isLeader' | 'onException'>, team: RosterTeam, otherTeams: readonly RosterTeam[]): Note[] {
  const notes: Note[] = [];
  if (!person.isLeader) {
    const years = window(team.category);
    if (years && person.birthYear < years.from) notes.push({ code: 'olderPlayer', maxOlderPlayers: team.category.maxOlderPlayers });
    if (years && person.birthYear > years.to) notes.push({ code: 'playsUp' });
    if (isOtherGender(person.gender, team.category)) notes.push({ code: 'otherGender', maxOtherGenderPlayers: team.category.maxOtherGenderPlayers });
  }
  if (otherTeams.some((other) => other.id !== team.id && other.categoryId === team.categoryId)) notes.push({ code: 'sameCategory', categoryCode: team.category.code });
  return notes;
}

export interface ParticipantEligibility {
  /** Teams of the club the participant is kept off, with the reason (teams opened by an approved exception are not here). */
  blocked: { team: RosterTeam; blocker: Blocker }[];
  /** Teams the participant plays for, each with its notes. */
  playing: { team: RosterTeam; notes: Note[] }[];
}

export function participantEligibility(participant: Participant, teams: readonly RosterTeam[]): ParticipantEligibility {
  const joined = teams.filter((team) => participant.teamIds.includes(team.id));
  const blocked: ParticipantEligibility['blocked'] = [];
  for (const team of teams) {
    if (participant.availableTeamIds.includes(team.id)) continue;
    // The server may refuse for a reason these rules do not name: still say the team is closed.
    blocked.push({ team, blocker: blockerFor(participant, team.category) ?? { code: 'notAllowed' } });
  }
  return { blocked, playing: joined.map((team) => ({ team, notes: notesFor(participant, team, joined) })) };
}

export type TeamProblem = { code: 'genderQuota'; count: number; max: number } | { code: 'olderQuota'; count: number; max: number } | { code: 'sameCategory'; count: number };

export interface TeamSummary {
  team: RosterTeam;
  players: number;
  leaders: number;
  problems: TeamProblem[];
}

/**
 * Per team: players, leaders and the allowances the team exceeds (the roster errors a match roster
 * would later hit). Players on an approved exception do not count, as on the server.
 */
export function teamSummaries(participants: readonly Participant[], teams: readonly RosterTeam[]): TeamSummary[] {
  return teams.map((team) => {
    const members = participants.filter((p) => p.teamIds.includes(team.id));
    const players = members.filter((p) => !p.isLeader);
    const regular = players.filter((p) => !p.onException);
    const years = window(team.category);
    const otherGender = regular.filter((p) => isOtherGender(p.gender, team.category)).length;
    const older = years ? regular.filter((p) => p.birthYear < years.from).length : 0;
    const sameCategory = teams.filter((t) => t.id !== team.id && t.categoryId === team.categoryId).map((t) => t.id);
    const twice = players.filter((p) => p.teamIds.some((id) => sameCategory.includes(id))).length;
    const problems: TeamProblem[] = [];
    if (otherGender > team.category.maxOtherGenderPlayers) problems.push({ code: 'genderQuota', count: otherGender, max: team.category.maxOtherGenderPlayers });
    if (older > team.category.maxOlderPlayers) problems.push({ code: 'olderQuota', count: older, max: team.category.maxOlderPlayers });
    if (twice > 0) problems.push({ code: 'sameCategory', count: twice });
    return { team, players: players.length, leaders: members.length - players.length, problems };
  });
}
