import { comparePeopleCzech, matchesSearch, type Referee } from '@phc/api-contract';

/** By last name, then first name, in Czech order; a new array. */
export function sortRefereesCzech<R extends Pick<Referee, 'firstName' | 'lastName'>>(referees: readonly R[]): R[] {
  return [...referees].sort(comparePeopleCzech);
}

/** Only approved referees are public (SPEC §2), found by any part of the name. */
export function publicReferees<R extends Pick<Referee, 'firstName' | 'lastName' | 'registrationState'>>(referees: readonly R[], query = ''): R[] {
  return sortRefereesCzech(referees.filter((r) => r.registrationState === 'approved' && matchesSearch(query, r.firstName, r.lastName)));
}
