import type { EventType, MatchStage, StatisticsSort, StatisticsSortOption } from './types';

export const stage = (code: string, cs: string, en: string): MatchStage => ({ code, label: { cs, en } });

// Scoring events (and a missed 7 m) name their player; everything else with no score is a sanction.
const recordedForOf = (code: string, scoreDelta: number): EventType['recordedFor'] =>
  code === 'timeout' ? 'team' : scoreDelta > 0 || /goal|miss/.test(code) ? 'scorer' : 'player';

export const eventType = (code: string, cs: string, en: string, scoreDelta = 0, extra: Partial<EventType> = {}): EventType => ({
  code,
  label: { cs, en },
  scoreDelta,
  recordedFor: recordedForOf(code, scoreDelta),
  ...extra,
});

export const endStage = stage('end', 'Konec', 'End');

export const goalsWalkover = { home: [5, 0], away: [0, 5], both: [0, 0] } as const;

const sortLabels: Record<StatisticsSort, StatisticsSortOption['label']> = {
  canadian: { cs: 'Kanadské bodování', en: 'Canadian scoring' },
  goals: { cs: 'Nejlepší střelci', en: 'Top scorers' },
  points: { cs: 'Nejlepší střelci', en: 'Top scorers' },
  penaltyMinutes: { cs: 'Nejtrestanější hráči', en: 'Most penalised players' },
  penalties2min: { cs: 'Nejvíce vyloučení', en: 'Most 2-minute suspensions' },
};

export const statisticsSortOptions = (...codes: StatisticsSort[]): StatisticsSortOption[] => codes.map((code) => ({ code, label: sortLabels[code] }));

/** A sort under the words its sport uses (football says "goals and assists", not "canadian scoring"). */
export const statisticsSortOption = (code: StatisticsSort, cs: string, en: string): StatisticsSortOption => ({ code, label: { cs, en } });

/** SPEC §9: every sport but handball and basketball. */
export const defaultStatisticsSorts = statisticsSortOptions('canadian', 'goals', 'penaltyMinutes');
