// The builder screen's pure logic: names, grouping and the playoff form's body; no React.
import type { AdminCompetitionDetail, AdminCompetitionGroup, AdminCompetitionMatch, AdminCompetitionTeam, PlayoffsBody } from '@phc/api-contract';
import { toRoman } from '@phc/tournaments';

/** A team as organisers know it: its own name, else its club with the Roman team number ("HC Praha II"). */
export function teamName(team: Pick<AdminCompetitionTeam, 'name' | 'clubName' | 'teamNumber'>): string {
  return team.name?.trim() || `${team.clubName} ${toRoman(Math.min(3999, Math.max(1, team.teamNumber)))}`;
}

export const stageGroups = (detail: Pick<AdminCompetitionDetail, 'groups'>) => detail.groups.filter((g) => !g.isBracket);
export const bracketGroups = (detail: Pick<AdminCompetitionDetail, 'groups'>) => detail.groups.filter((g) => g.isBracket);

/** Positions a playoff tree can take: up to the largest group. */
export function largestGroup(detail: Pick<AdminCompetitionDetail, 'groups'>): number {
  return Math.max(0, ...stageGroups(detail).map((g) => g.teamIds.length));
}

/** Playoff A takes the first `aCount` of every group, playoff B the next `bCount`. */
export function playoffBody(aCount: number, bCount: number): PlayoffsBody {
  const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
  return { a: range(1, aCount), b: range(aCount + 1, bCount) };
}

/** The schedule by day (UTC dates, as the public draw shows them), each in order of start and hall. */
export function matchesByDay(matches: readonly AdminCompetitionMatch[]): { day: string; matches: AdminCompetitionMatch[] }[] {
  const days = new Map<string, AdminCompetitionMatch[]>();
  const sorted = [...matches].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.placeId - b.placeId || a.id - b.id);
  for (const m of sorted) days.set(m.startsAt.slice(0, 10), [...(days.get(m.startsAt.slice(0, 10)) ?? []), m]);
  return [...days].map(([day, list]) => ({ day, matches: list }));
}

/**
 * Where a playoff side comes from: a position in a group-stage group, or the winner (1) or loser (2)
 * of an earlier bracket match (each bracket match is a group of its own, SPEC §4).
 */
export type SideSource = { kind: 'position'; group: string; position: number } | { kind: 'winner' | 'loser'; group: string };

export function sideSource(source: AdminCompetitionMatch['homeSource'], groups: readonly AdminCompetitionGroup[]): SideSource | null {
  if (!source) return null;
  const group = groups.find((g) => g.id === source.groupId);
  if (!group) return null;
  if (!group.isBracket) return { kind: 'position', group: group.name, position: source.position };
  return { kind: source.position === 1 ? 'winner' : 'loser', group: group.name };
}

/** The groups a team could move to: the other group-stage groups. */
export function moveTargets(detail: Pick<AdminCompetitionDetail, 'groups'>, teamId: number): AdminCompetitionGroup[] {
  return stageGroups(detail).filter((g) => !g.teamIds.includes(teamId));
}

/** How many of the category's groups a round level holds (a level with groups is not deleted). */
export function groupsInLevel(detail: Pick<AdminCompetitionDetail, 'groups'>, levelId: number): number {
  return detail.groups.filter((g) => g.roundLevelId === levelId).length;
}

/** The order a new level gets by default: after the last one. */
export function nextLevelOrder(detail: Pick<AdminCompetitionDetail, 'roundLevels'>): number {
  return Math.min(99, Math.max(0, ...detail.roundLevels.map((l) => l.order)) + 1);
}

/** The group-stage levels a group can be made in. */
export const stageLevels = (detail: Pick<AdminCompetitionDetail, 'roundLevels'>) => detail.roundLevels.filter((l) => !l.isBracket);

/**
 * The other teams of a team's club and the group-stage group each is in ("club X's other team is
 * in B"): the second half of "why is this team in this group".
 */
export function clubMatesElsewhere(detail: Pick<AdminCompetitionDetail, 'groups' | 'teams'>, teamId: number): { team: AdminCompetitionTeam; group: AdminCompetitionGroup }[] {
  const team = detail.teams.find((t) => t.id === teamId);
  if (!team) return [];
  return detail.teams
    .filter((other) => other.id !== teamId && other.clubId === team.clubId)
    .flatMap((other) => {
      const group = stageGroups(detail).find((g) => g.teamIds.includes(other.id));
      return group && !group.teamIds.includes(teamId) ? [{ team: other, group }] : [];
    });
}

/** The pot choices of the pots form: up to one pot per team, at most the contract's limit. */
export function potChoices(teamCount: number, limit: number): number[] {
  return Array.from({ length: Math.max(1, Math.min(limit, teamCount)) }, (_, i) => i + 1);
}
