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
 * The group's matches, round by round, with home and away balanced: the home side is the team that
 * has been home less often so far (then the one that was away last), so no team is home more than
 * once more than it is away. The round order is reversed so that the top seeds (who meet in the
 * circle method's first round) meet in the last round.
 */
export function roundRobinMatches(group: RoundRobinGroup): ScheduleMatch[] {
  const homes = new Map<string, number>();
  const lastHome = new Map<string, boolean>();
  const rounds = roundRobinPairs(group.teamIds).reverse();
  return rounds.flatMap((pairs, r) =>
    pairs.map(([a, b], i) => {
      const [ka, kb] = [idKey(a), idKey(b)];
      const ha = homes.get(ka) ?? 0;
      const hb = homes.get(kb) ?? 0;
      const aHome = ha !== hb ? ha < hb : lastHome.get(ka) === lastHome.get(kb) ? (r + i) % 2 === 0 : lastHome.get(ka) !== true;
      const [home, away] = aHome ? [a, b] : [b, a];
      homes.set(idKey(home), (homes.get(idKey(home)) ?? 0) + 1);
      lastHome.set(idKey(home), true);
      lastHome.set(idKey(away), false);
      return { key: `${idKey(group.id)}-r${r + 1}-${i + 1}`, categoryId: group.categoryId, groupId: group.id, home, away, round: r + 1 };
    }),
  );
}
