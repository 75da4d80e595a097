import type { StatisticsSortKey } from '@phc/api-contract';

/** Hierarchical query keys: invalidating `['competition']` refreshes every competition read. */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  competition: ['competition'] as const,
  live: ['competition', 'live'] as const,
  static: ['competition', 'static'] as const,
  match: (id: number) => ['competition', 'match', id] as const,
  statistics: ['competition', 'statistics'] as const,
  categoryStatistics: (categoryId: number, sort: StatisticsSortKey) => ['competition', 'statistics', categoryId, sort] as const,
};
