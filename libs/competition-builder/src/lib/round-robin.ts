import { type Id, idKey } from './ids';
import type { ScheduleMatch } from './schedule-types';

export interface RoundRobinGroup {
  id: Id;
  categoryId: Id;
  /** In seed order: the first teams meet last, when the group is decided. */
  teamIds: readonly Id[];
}

/** Pairs per round by the circle method: every team plays at most once a round, all meet once. */
export function roundRobinPairs<T>(teams: readonly T[]): [T, T][][] {
  const list: (T | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const rounds: [T, T][][] = [];
  for (let r = 0; r < list.length - 1; r++) {
    const round: [T, T][] = [];
    for (let i = 0; i < list.length / 2; i++) {
      const a = list[i];
      const b = list[list.length - 1 - i];
      if (a !== null && b !== null) round.push([a, b]);
    }
    rounds.push(round);
    list.splice(1, 0, list.pop() as T | null);
  }
  return rounds;
}

/**
 * The group's matches, round by round. Home and away follow the parity rule (of seeds i < j, i is
 * home when i + j is odd), which gives every team as many home as away matches, or one more of
 * either with an even number of teams. The round in which the top two seeds meet is played last,
 * when the group is decided.
 */
export function roundRobinMatches(group: RoundRobinGroup): ScheduleMatch[] {
  const seedOf = new Map(group.teamIds.map((id, i) => [idKey(id), i]));
  const rounds = roundRobinPairs(group.teamIds);
  const [first, second] = group.teamIds;
  const topRound = rounds.findIndex((pairs) => pairs.some(([a, b]) => (a === first && b === second) || (a === second && b === first)));
  if (topRound >= 0) rounds.push(...rounds.splice(topRound, 1));
  return rounds.flatMap((pairs, r) =>
    pairs.map(([a, b], i) => {
      const [sa, sb] = [seedOf.get(idKey(a)) ?? 0, seedOf.get(idKey(b)) ?? 0];
      const lower = sa < sb ? a : b;
      const higher = sa < sb ? b : a;
      const [home, away] = (sa + sb) % 2 === 1 ? [lower, higher] : [higher, lower];
      return { key: `${String(group.id)}:r${r + 1}:${i + 1}`, categoryId: group.categoryId, groupId: group.id, home, away, round: r + 1 };
    }),
  );
}
