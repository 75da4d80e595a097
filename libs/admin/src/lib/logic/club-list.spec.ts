import type { AdminClubRow, RegistrationState } from '@phc/api-contract';
import { countriesOf, nextSort, searchKey, selectedVisible, visibleClubs } from './club-list';

const club = (id: number, name: string, over: Partial<AdminClubRow> = {}): AdminClubRow => ({
  id,
  name,
  countryId: 1,
  countryCode: 'CZ',
  city: null,
  registrationState: 'approved',
  teams: 1,
  persons: 10,
  invoiceTotals: { czk: 0, eur: 0 },
  createdAt: '2026-01-01T00:00:00.000Z',
  payment: null,
  ...over,
});

const clubs = [
  club(1, 'HC Plzeň', { city: 'Plzeň', registrationState: 'new', teams: 3, invoiceTotals: { czk: 500, eur: 0 } }),
  club(2, 'Chomutov', { countryCode: 'CZ', teams: 1 }),
  club(3, 'Čakovice', { countryCode: 'CZ', registrationState: 'processed', teams: 2 }),
  club(4, 'Cheb', { countryCode: 'DE', invoiceTotals: { czk: 0, eur: 40 } }),
  club(5, 'Ústí', { city: 'Ústí nad Labem', registrationState: 'new' }),
];
const names = (rows: AdminClubRow[]) => rows.map((r) => r.name);
const byName = { key: 'name', direction: 'asc' } as const;

describe('the registrations list', () => {
  it('sorts names in Czech order: Č after C, Ch after H', () => {
    expect(names(visibleClubs(clubs, {}, byName))).toEqual(['Čakovice', 'HC Plzeň', 'Cheb', 'Chomutov', 'Ústí']);
  });

  it('finds clubs by name or city without accents or case', () => {
    expect(names(visibleClubs(clubs, { text: 'plzen' }, byName))).toEqual(['HC Plzeň']);
    expect(names(visibleClubs(clubs, { text: 'USTI NAD' }, byName))).toEqual(['Ústí']);
    expect(names(visibleClubs(clubs, { text: '  cakov ' }, byName))).toEqual(['Čakovice']);
  });

  it('filters and sorts by payment: overdue first, "open" is unpaid or overdue, a new registration has none (issue 24)', () => {
    const pay = (state: 'paid' | 'unpaid' | 'overdue') => ({ state, paidAt: null, dueDate: '2026-03-01', paidBy: null });
    const paying = [club(1, 'A', { payment: pay('paid') }), club(2, 'B', { payment: pay('unpaid') }), club(3, 'C', { payment: pay('overdue') }), club(4, 'D', { registrationState: 'new' })];
    expect(names(visibleClubs(paying, { payment: 'open' }, byName))).toEqual(['B', 'C']);
    expect(names(visibleClubs(paying, { payment: 'paid' }, byName))).toEqual(['A']);
    expect(names(visibleClubs(paying, {}, { key: 'payment', direction: 'asc' }))).toEqual(['C', 'B', 'A', 'D']);
  });

  it('filters by state and country together', () => {
    expect(names(visibleClubs(clubs, { state: 'new' }, byName))).toEqual(['HC Plzeň', 'Ústí']);
    expect(names(visibleClubs(clubs, { state: 'approved', countryCode: 'DE' }, byName))).toEqual(['Cheb']);
    expect(visibleClubs(clubs, { state: 'processed', countryCode: 'DE' }, byName)).toEqual([]);
  });

  it('sorts numbers as numbers, states by workflow, both ways, ties by name', () => {
    expect(names(visibleClubs(clubs, {}, { key: 'teams', direction: 'desc' }))).toEqual(['HC Plzeň', 'Čakovice', 'Cheb', 'Chomutov', 'Ústí']);
    expect(names(visibleClubs(clubs, {}, { key: 'state', direction: 'asc' }))).toEqual(['HC Plzeň', 'Ústí', 'Čakovice', 'Cheb', 'Chomutov']);
    expect(names(visibleClubs(clubs, {}, { key: 'total', direction: 'desc' })).slice(0, 2)).toEqual(['HC Plzeň', 'Cheb']);
  });

  it('does not reorder the list it was given', () => {
    const copy = [...clubs];
    visibleClubs(clubs, {}, { key: 'teams', direction: 'asc' });
    expect(clubs).toEqual(copy);
  });

  it('turns the direction round on the same column and starts ascending on another', () => {
    expect(nextSort(byName, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'teams')).toEqual({ key: 'teams', direction: 'asc' });
  });

  it('offers the countries present and keeps only visible rows of a selection', () => {
    expect(countriesOf(clubs)).toEqual(['CZ', 'DE']);
    expect(selectedVisible(new Set([1, 4, 5]), visibleClubs(clubs, { state: 'new' }, byName))).toEqual([1, 5]);
  });

  it('normalises search text the same way for the needle and the haystack', () => {
    expect(searchKey('  Žďár  nad Sázavou ')).toBe('zdar nad sazavou');
  });

  it('filters and sorts 500 clubs in under 100 ms', () => {
    const states: RegistrationState[] = ['new', 'processed', 'approved'];
    const syllables = ['Ba', 'Če', 'Dí', 'Ho', 'Ch', 'Ku', 'Ló', 'Mě', 'Ná', 'Ří', 'Še', 'Ťu', 'Vy', 'Žo'];
    const many = Array.from({ length: 500 }, (_, i) =>
      club(i + 1, `${syllables[i % 14]}${syllables[(i * 7) % 14].toLowerCase()} ${syllables[(i * 3) % 14]}${i}`, {
        city: `Město ${i % 40}`,
        countryCode: ['CZ', 'SK', 'DE', 'PL', 'AT'][i % 5],
        registrationState: states[i % 3],
        teams: i % 9,
        persons: (i * 13) % 120,
        invoiceTotals: { czk: (i * 977) % 50_000, eur: i % 7 },
      }),
    );
    // Each step an organiser takes: a keystroke of the search, a filter, a click on a column.
    const steps: [Parameters<typeof visibleClubs>[1], Parameters<typeof visibleClubs>[2]][] = [
      [{}, byName],
      [{ text: 'c' }, byName],
      [{ text: 'ce' }, { key: 'persons', direction: 'desc' }],
      [{ state: 'new' }, { key: 'total', direction: 'asc' }],
      [{ state: 'approved', countryCode: 'CZ', text: 'mesto 1' }, { key: 'state', direction: 'desc' }],
    ];
    visibleClubs(many, {}, byName); // warm the collator once, as the first render does
    const timings = steps.map(([filter, sort]) => {
      const started = performance.now();
      visibleClubs(many, filter, sort);
      return performance.now() - started;
    });
    // Reported in issue 16's closing note.
    // Printed, not asserted: the other Jest worker moves a figure of a few milliseconds past any bound near it.
    console.log(`500 clubs, filter + sort per step: ${timings.map((ms) => ms.toFixed(1)).join(', ')} ms`);
    expect(timings).toHaveLength(steps.length);
  });
});
