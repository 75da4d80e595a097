/**
 * The youth age groups of Czech handball (and the sister sports), by the age the category's oldest
 * regular players reach in the tournament's year: what a visitor calls a category ("mladší žáci")
 * besides its letter.
 */
export type AgeGroup = 'mini' | 'youngerPupils' | 'olderPupils' | 'youngerJuniors' | 'olderJuniors' | 'juniors';

const groupsByOldestAge: readonly [maxAge: number, group: AgeGroup][] = [
  [10, 'mini'],
  [12, 'youngerPupils'],
  [14, 'olderPupils'],
  [16, 'youngerJuniors'],
  [18, 'olderJuniors'],
  [20, 'juniors'],
];

export interface AgeGroupCategory {
  birthYearFrom: number | null;
  birthYearTo?: number | null;
}

/** The category's age group in `tournamentYear`; null for adults (no birth years or older than juniors). */
export function ageGroupOf(category: AgeGroupCategory, tournamentYear: number): AgeGroup | null {
  if (category.birthYearFrom === null) return null;
  const oldest = tournamentYear - category.birthYearFrom;
  if (oldest < 0) return null;
  return groupsByOldestAge.find(([maxAge]) => oldest <= maxAge)?.[1] ?? null;
}

/** The birth years a category's regular players come from, oldest first: [2014, 2015]; null for adults. */
export function categoryBirthYears(category: AgeGroupCategory): [number, number] | null {
  if (category.birthYearFrom === null) return null;
  const to = category.birthYearTo ?? category.birthYearFrom + 1;
  return [Math.min(category.birthYearFrom, to), Math.max(category.birthYearFrom, to)];
}
