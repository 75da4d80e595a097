import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiRequest } from '@phc/api-client';
import { adminEndpoints, type AdminClubRow } from '@phc/api-contract';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { RegistrationsPage } from './registrations-page';

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

// jsdom has no modal <dialog>.
beforeAll(mockModalDialogs);

const club = (id: number, name: string, over: Partial<AdminClubRow> = {}): AdminClubRow => ({
  id,
  name,
  countryId: 1,
  countryCode: 'CZ',
  city: null,
  registrationState: 'new',
  teams: 1,
  persons: 10,
  invoiceTotals: { czk: 0, eur: 0 },
  createdAt: '2026-01-05T00:00:00.000Z',
  payment: null,
  ...over,
});
let clubs: AdminClubRow[];

function setup() {
  clubs = [club(1, 'HC Plzeň', { city: 'Plzeň' }), club(2, 'Sokol Brno'), club(3, 'Dukla Praha', { registrationState: 'approved' })];
  api.mockReset();
  api.mockImplementation(async (endpoint: { name: string }, input: { body?: { ids: number[]; state: AdminClubRow['registrationState'] } }) => {
    if (endpoint.name === adminEndpoints.clubs.name) return { clubs };
    if (endpoint.name === adminEndpoints.clubsState.name && input.body) {
      const { ids, state } = input.body;
      clubs = clubs.map((c) => (ids.includes(c.id) ? { ...c, registrationState: state } : c));
      return { clubs: ids.map((id) => ({ id, registrationState: state })) };
    }
    throw new Error(`unexpected call ${endpoint.name}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <RegistrationsPage />
    </QueryClientProvider>,
    { route: '/' },
  );
}

const actions = () => screen.getByRole('group', { name: 'Akce s vybranými' });

describe('RegistrationsPage', () => {
  it('loads the clubs and finds one by its city without accents', async () => {
    setup();
    expect(await screen.findByRole('row', { name: /HC Plzeň/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Hledat klub nebo město' }), 'plzen');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Sokol Brno/ })).not.toBeInTheDocument());
    expect(screen.getByText('Zobrazeno 1 z 3, vybráno 0')).toBeInTheDocument();
  });

  it('keeps the actions off until a row is chosen', async () => {
    setup();
    await screen.findByRole('row', { name: /HC Plzeň/ });
    expect(within(actions()).getByRole('button', { name: 'Schválit' })).toBeDisabled();
  });

  it('approves the chosen rows still shown, never those the filter hides, and shows the new state', async () => {
    setup();
    await screen.findByRole('row', { name: /HC Plzeň/ });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vybrat HC Plzeň' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vybrat Dukla Praha' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stav' }), 'new');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Dukla Praha/ })).not.toBeInTheDocument());
    await userEvent.click(within(actions()).getByRole('button', { name: 'Schválit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Schválit – vybráno: 1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schválit' }));
    await waitFor(() => expect(api).toHaveBeenCalledWith(adminEndpoints.clubsState, { body: { ids: [1], state: 'approved', message: null } }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stav' }), '');
    expect(await within(await screen.findByRole('row', { name: /HC Plzeň/ })).findByText('Schválená')).toBeInTheDocument();
  });
});
