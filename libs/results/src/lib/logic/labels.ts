import { getSportRules, teamLabel, type Sport, type StatisticsSort, type StatisticsSortOption } from '@phc/tournaments';

export interface LabelTeam {
  name: string | null;
  teamNumber: number;
  teamCategory: { code: string };
  club: { name: string };
}

/**
 * SPEC §3 team label: its own name, else the club with the category and the Roman team number
 * ("Dukla Praha B II"), so two teams of one club in one category are told apart.
 */
export function teamDisplayName(team: LabelTeam | undefined): string {
  if (!team) return '';
  const own = team.name?.trim();
  if (own) return own;
  return `${team.club.name} ${teamLabel({ categoryCode: team.teamCategory.code, teamNumber: team.teamNumber })}`.trim();
}

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
