import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminClubRow } from '@phc/api-contract';
import { renderWithTheme } from '@phc/ui/testing';
import { nextSort, visibleClubs, type ClubSort } from '../logic/club-list';
import { ClubTable } from './club-table';

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
  createdAt: '2026-01-05T00:00:00.000Z',
  payment: null,
  ...over,
});
const clubs = [club(1, 'Zlín', { teams: 3, registrationState: 'new', invoiceTotals: { czk: 12400, eur: 0 } }), club(2, 'Čakovice', { teams: 1 }), club(3, 'Brno', { teams: 2, countryCode: 'SK' })];

/** The table as the page uses it: sorting and selection held by the parent. */
function Harness({ onSelection }: { onSelection?: (ids: number[]) => void }) {
  const [sort, setSort] = useState<ClubSort>({ key: 'name', direction: 'asc' });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  return (
    <ClubTable
      clubs={visibleClubs(clubs, {}, sort)}
      sort={sort}
      onSort={(key) => setSort(nextSort(sort, key))}
      selected={selected}
      onSelect={(ids, on) => {
        const next = new Set(selected);
        ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
        setSelected(next);
        onSelection?.([...next].sort());
      }}
    />
  );
}

const rowNames = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent);

describe('ClubTable', () => {
  it('shows each club with its state, country, counts and invoice total, linked to its detail', () => {
    renderWithTheme(<Harness />, { route: '/' });
    const row = screen.getByRole('row', { name: /Zlín/ });
    expect(within(row).getByText('Nová')).toBeInTheDocument();
    expect(within(row).getByText('12 400,- Kč')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Zlín' })).toHaveAttribute('href', '/clubs/1');
    expect(within(screen.getByRole('row', { name: /Brno/ })).getByText('SK')).toBeInTheDocument();
  });

  it('sorts by a column on click, the other way on a second click, and tells screen readers', async () => {
    renderWithTheme(<Harness />, { route: '/' });
    expect(rowNames()).toEqual(['Brno', 'Čakovice', 'Zlín']);
    const teams = screen.getByRole('button', { name: /Týmy/ });
    await userEvent.click(teams);
    expect(rowNames()).toEqual(['Čakovice', 'Brno', 'Zlín']);
    expect(screen.getByRole('columnheader', { name: /Týmy/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(teams);
    expect(rowNames()).toEqual(['Zlín', 'Brno', 'Čakovice']);
    expect(screen.getByRole('columnheader', { name: /Týmy/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('selects rows one by one or all shown at once', async () => {
    const onSelection = jest.fn();
    renderWithTheme(<Harness onSelection={onSelection} />, { route: '/' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vybrat Zlín' }));
    expect(onSelection).toHaveBeenLastCalledWith([1]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vybrat všechny zobrazené' }));
    expect(onSelection).toHaveBeenLastCalledWith([1, 2, 3]);
    expect(screen.getByRole('checkbox', { name: 'Vybrat všechny zobrazené' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vybrat všechny zobrazené' }));
    expect(onSelection).toHaveBeenLastCalledWith([]);
  });
});
