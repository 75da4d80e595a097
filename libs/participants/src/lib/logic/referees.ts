import type { Referee } from '@phc/api-contract';
import { matchesSearch } from './search';

/**
 * Czech alphabetical order (SPEC §3): Č after C, Ř after R, Š after S, Ž after Z, and the digraph Ch
 * after H. Intl's Czech collation knows all of it; a plain `<` or `localeCompare` without the locale does not.
 */
const czech = new Intl.Collator('cs', { sensitivity: 'base' });

export function compareCzech(a: string, b: string): number {
  return czech.compare(a, b);
}

/** By last name, then first name, in Czech order; a new array. */
export function sortRefereesCzech<R extends Pick<Referee, 'firstName' | 'lastName'>>(referees: readonly R[]): R[] {
  return [...referees].sort((a, b) => czech.compare(a.lastName, b.lastName) || czech.compare(a.firstName, b.firstName));
}

/** Only approved referees are public (SPEC §2), found by any part of the name. */
export function publicReferees<R extends Pick<Referee, 'firstName' | 'lastName' | 'registrationState'>>(referees: readonly R[], query = ''): R[] {
  return sortRefereesCzech(referees.filter((r) => r.registrationState === 'approved' && matchesSearch(query, r.firstName, r.lastName)));
}
