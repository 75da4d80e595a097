import { roundRobinPairs } from '@phc/competition-builder';

/** Round-robin rounds by the circle method (the builder's), home and away swapped every other round. */
export function roundRobin<T>(teams: readonly T[]): [T, T][][] {
  return roundRobinPairs(teams).map((round, r) => round.map(([a, b]): [T, T] => (r % 2 === 0 ? [a, b] : [b, a])));
}
