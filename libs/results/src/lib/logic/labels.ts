import { getSportRules, type Sport, type StatisticsSort, type StatisticsSortOption } from '@phc/tournaments';

// Shared with the content system's live block (libs/cms), which may not import this feature.
export { teamDisplayName } from '@phc/tournaments';
export type { TeamDisplayInput as LabelTeam } from '@phc/tournaments';

/** The sort options a sport offers (SPEC §9), in the order of the tabs. */
export function statisticsSortsFor(sport: Sport): readonly StatisticsSortOption[] {
  return getSportRules(sport).statisticsSorts;
}

/** The `{sortedBy}` segment if the sport offers it; otherwise the sport's default sort. */
export function resolveStatisticsSort(sport: Sport, sortedBy: string | undefined): StatisticsSort {
  const options = statisticsSortsFor(sport);
  return options.find((o) => o.code === sortedBy)?.code ?? getSportRules(sport).defaultStatisticsSort;
}

/** `m:ss` of a match event (SPEC §3: minute and second). */
export function eventClock(minute: number, second: number): string {
  return `${minute}:${String(second).padStart(2, '0')}`;
}

/** Set ratio (volleyball) as a number with three decimals; infinite when nothing was conceded. */
export function ratio(won: number, lost: number): string {
  if (lost === 0) return won === 0 ? '–' : '∞';
  return (won / lost).toFixed(3);
}

/** The side that won a finished match (goals, points or sets); null while not finished or level. */
export function winnerSide(match: { state: string; homeScore: number | null; awayScore: number | null }): 'home' | 'away' | null {
  if (match.state !== 'finished' || match.homeScore === null || match.awayScore === null || match.homeScore === match.awayScore) return null;
  return match.homeScore > match.awayScore ? 'home' : 'away';
}

/** Where a bracket side's team comes from, while it is not known yet. */
export type SideSource =
  | { kind: 'unknown' }
  /** A group's table: `position` null when the spec leaves it open. */
  | { kind: 'group'; group: string; position: number | null }
  /**
   * An earlier playoff match: its winner (1) or loser (2), by the number that match shows on its own row
   * (null before publishing: then by the group's name).
   */
  | { kind: 'match'; round: string; teams: [string, string] | null; winner: boolean; number: number | null; group: string };

/**
 * What a bracket placeholder says: "Winner of group BM – A", "2nd in group BM – A", "Winner of match 37
 * · Quarter-final" instead of the raw "1. z BM A 1/1" (a playoff group is one match).
 */
export function sideSource(
  source: { groupName: string; position: number | null; isBracket: boolean; roundName: string; teams: [string, string] | null; matchNumber?: number | null } | null,
): SideSource {
  if (!source) return { kind: 'unknown' };
  if (!source.isBracket) return { kind: 'group', group: source.groupName, position: source.position };
  return { kind: 'match', round: source.roundName, teams: source.teams, winner: source.position !== 2, number: source.matchNumber ?? null, group: source.groupName };
}
