import type { StatisticsSort } from './sport-rules';

/** SPEC §9: the statistics table never shows more rows. */
export const statisticsRowLimit = 100;

/** The counters of a statistics row (SPEC §3) that ranking reads; a missing counter counts as 0. */
export interface StatisticsCounters {
  matchCount?: number | null;
  goalsCount?: number | null;
  pointsCount?: number | null;
  canadianPointsTotal?: number | null;
  penaltyMinutesTotal?: number | null;
  penalties2minCount?: number | null;
}

export interface StatisticsRowLike {
  stats: StatisticsCounters;
}

export type RankedStatisticsRow<T extends StatisticsRowLike> = Omit<T, 'position'> & {
  /** "3", or a shared range such as "3-4" for tied rows. */
  position: string;
};

const counter = (value: number | null | undefined) => value ?? 0;

const pad = (value: number) => String(Math.max(0, Math.min(9999, Math.trunc(value)))).padStart(4, '0');

/**
 * SPEC §9 tie key: canadian points, goals and 9999 minus matches played, each as 4 digits. Compared as
 * strings, a higher key ranks first, so fewer matches for the same output ranks higher.
 */
export function statisticsTieKey(row: StatisticsRowLike): string {
  const { stats } = row;
  return pad(counter(stats.canadianPointsTotal)) + pad(counter(stats.goalsCount)) + pad(9999 - counter(stats.matchCount));
}

const sortValue: Record<StatisticsSort, (stats: StatisticsCounters) => number> = {
  canadian: (s) => counter(s.canadianPointsTotal),
  goals: (s) => counter(s.goalsCount),
  points: (s) => counter(s.pointsCount),
  penaltyMinutes: (s) => counter(s.penaltyMinutesTotal),
  penalties2min: (s) => counter(s.penalties2minCount),
};

export function statisticsSortValue(row: StatisticsRowLike, sort: StatisticsSort): number {
  return sortValue[sort](row.stats);
}

/**
 * Orders rows by the chosen sort, then by the tie key, and keeps the first 100. Rows equal on both
 * share a position range ("3-4"); positions count over all rows, so a tie across the cut stays honest.
 */
export function rankStatistics<T extends StatisticsRowLike>(rows: readonly T[], sort: StatisticsSort, limit = statisticsRowLimit): RankedStatisticsRow<T>[] {
  const keyed = rows.map((row) => ({ row, value: statisticsSortValue(row, sort), key: statisticsTieKey(row) }));
  keyed.sort((a, b) => b.value - a.value || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
  const positions: string[] = [];
  for (let start = 0; start < keyed.length && start < limit; ) {
    let end = start;
    while (end + 1 < keyed.length && keyed[end + 1].value === keyed[start].value && keyed[end + 1].key === keyed[start].key) end++;
    const label = end === start ? String(start + 1) : `${start + 1}-${end + 1}`;
    for (let i = start; i <= end; i++) positions[i] = label;
    start = end + 1;
  }
  return keyed.slice(0, limit).map(({ row }, i) => ({ ...row, position: positions[i] }));
}
