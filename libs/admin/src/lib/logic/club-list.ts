import type { AdminClubRow, OrderPaymentState, RegistrationState } from '@phc/api-contract';
import { compareCzech } from '@phc/api-contract';

/** The registrations table's columns an organiser sorts by. */
export type ClubSortKey = 'name' | 'country' | 'state' | 'teams' | 'persons' | 'total' | 'payment' | 'createdAt';
export type SortDirection = 'asc' | 'desc';

export interface ClubFilter {
  state?: RegistrationState | '';
  /** Issue 24: the order's payment; `open` is unpaid or overdue (what still waits for money). */
  payment?: OrderPaymentState | 'open' | '';
  countryCode?: string;
  /** Matches the club's name or city, without regard to accents or case ("plzen" finds "Plzeň"). */
  text?: string;
}

export interface ClubSort {
  key: ClubSortKey;
  direction: SortDirection;
}

/** Czech order: "Č" after "C", "Ch" after "H"; accents and case do not split equal names. */

/** A text as the search compares it: no accents, lower case, single spaces. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('cs').replace(/\s+/g, ' ').trim();
}

/** The workflow order of states: what still waits for a decision first. */
const stateOrder: Record<RegistrationState, number> = { new: 0, processed: 1, approved: 2 };

/** What waits first: overdue, then unpaid, paid, and new registrations (no order yet) last. */
const paymentOrder = (club: AdminClubRow) => (club.payment ? { overdue: 0, unpaid: 1, paid: 2 }[club.payment.state] : 3);

const paymentMatches = (club: AdminClubRow, wanted: ClubFilter['payment']) =>
  !wanted || (wanted === 'open' ? club.payment?.state === 'unpaid' || club.payment?.state === 'overdue' : club.payment?.state === wanted);

/** Invoices in two currencies sort by their CZK sum, then EUR. */
const totalOf = (club: AdminClubRow) => club.invoiceTotals.czk * 1_000_000 + club.invoiceTotals.eur;

function compare(a: AdminClubRow, b: AdminClubRow, key: ClubSortKey): number {
  switch (key) {
    case 'name':
      return compareCzech(a.name, b.name);
    case 'country':
      return a.countryCode.localeCompare(b.countryCode);
    case 'state':
      return stateOrder[a.registrationState] - stateOrder[b.registrationState];
    case 'teams':
      return a.teams - b.teams;
    case 'persons':
      return a.persons - b.persons;
    case 'total':
      return totalOf(a) - totalOf(b);
    case 'payment':
      return paymentOrder(a) - paymentOrder(b);
    case 'createdAt':
      return a.createdAt.localeCompare(b.createdAt);
  }
}

/**
 * The clubs the table shows: filtered by state, country and text, sorted by one column (ties by name,
 * then id, so the order never jumps between renders). Search keys are computed once per call.
 */
export function visibleClubs(clubs: readonly AdminClubRow[], filter: ClubFilter, sort: ClubSort): AdminClubRow[] {
  const needle = filter.text ? searchKey(filter.text) : '';
  const shown = clubs.filter(
    (club) =>
      (!filter.state || club.registrationState === filter.state) &&
      paymentMatches(club, filter.payment) &&
      (!filter.countryCode || club.countryCode === filter.countryCode) &&
      (!needle || searchKey(`${club.name} ${club.city ?? ''}`).includes(needle)),
  );
  const sign = sort.direction === 'asc' ? 1 : -1;
  return shown.sort((a, b) => sign * compare(a, b, sort.key) || compareCzech(a.name, b.name) || a.id - b.id);
}

/** Clicking a column: the same column turns the direction round, another starts ascending. */
export function nextSort(current: ClubSort, key: ClubSortKey): ClubSort {
  return current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };
}

/** The countries present in the list, for the filter's options. */
export function countriesOf(clubs: readonly AdminClubRow[]): string[] {
  return [...new Set(clubs.map((c) => c.countryCode))].sort();
}

/** Selected ids still visible: a selection never acts on rows the filter hides. */
export function selectedVisible(selected: ReadonlySet<number>, visible: readonly AdminClubRow[]): number[] {
  return visible.filter((club) => selected.has(club.id)).map((club) => club.id);
}
