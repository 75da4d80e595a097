import { seededRandom, shuffled } from '@phc/competition-builder';

/** The demo's generator: seeded (mulberry32, shared with the draw), so the demo tournament is the same on every machine. */
export function createRandom(seed: number) {
  const next = seededRandom(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
    shuffle: <T>(items: readonly T[]): T[] => shuffled(items, next),
  };
}
export type Random = ReturnType<typeof createRandom>;
