import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@phc/api-client';
import { adminPlacesEndpoints, type AdminPlace, type AdminReporter } from '@phc/api-contract';
import { AlertHost } from '@phc/ui';
import { renderWithTheme } from '@phc/ui/testing';
import { HallsPage } from './halls-page';

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

const radek: AdminReporter = { id: 4, email: 'reporter@demo.test', firstName: 'Radek', lastName: 'Reportér' };
const hana: AdminReporter = { id: 9, email: 'reporter2@demo.test', firstName: 'Hana', lastName: 'Halová' };
const place = (id: number, cs: string, over: Partial<AdminPlace> = {}): AdminPlace => ({ id, placeType: 'hall', name: { cs, en: cs }, address: `Adresa ${id}`, reporter: null, ...over });
let places: AdminPlace[];

function setup(answer?: (body: { reporterUserId: number | null }) => AdminPlace) {
  places = [place(1, 'Hala Děkanka', { reporter: radek }), place(2, 'Hala Slavia'), place(3, 'Hotel Duo', { placeType: 'accommodation' })];
  api.mockReset();
  api.mockImplementation(async (endpoint: { name: string }, input: { params?: { id: number }; body?: { reporterUserId: number | null } }) => {
    if (endpoint.name === adminPlacesEndpoints.places.name) return { places, days: [] };
    if (endpoint.name === adminPlacesEndpoints.reporters.name) return { reporters: [radek, hana] };
    if (endpoint.name === adminPlacesEndpoints.placeReporter.name && input.body && input.params) {
      const { reporterUserId } = input.body;
      const id = input.params.id;
      const saved = answer ? answer(input.body) : { ...(places.find((p) => p.id === id) as AdminPlace), reporter: [radek, hana].find((r) => r.id === reporterUserId) ?? null };
      places = places.map((p) => (p.id === id ? saved : p));
      return { place: saved };
    }
    throw new Error(`unexpected call ${endpoint.name}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <AlertHost />
      <HallsPage />
    </QueryClientProvider>,
    { route: '/halls' },
  );
}

const rowOf = async (name: string) => screen.findByRole('row', { name: new RegExp(name) });

describe('HallsPage', () => {
  it('lists the halls, not the other places, with their address and current reporter, each linking to its form', async () => {
    setup();
    const row = await rowOf('Hala Děkanka');
    expect(row).toHaveTextContent('Adresa 1');
    expect(within(row).getByRole('link', { name: 'Hala Děkanka' })).toHaveAttribute('href', '/places/1');
    expect(within(row).getByRole('combobox', { name: 'Zapisovatel haly Hala Děkanka' })).toHaveDisplayValue('Radek Reportér (reporter@demo.test)');
    expect(within(await rowOf('Hala Slavia')).getByRole('combobox')).toHaveDisplayValue('Bez zapisovatele');
    expect(screen.queryByRole('row', { name: /Hotel Duo/ })).not.toBeInTheDocument();
  });

  it('saves a reporter chosen for a hall and says so', async () => {
    setup();
    const row = await rowOf('Hala Slavia');
    const save = within(row).getByRole('button', { name: 'Uložit zapisovatele haly Hala Slavia' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(within(row).getByRole('combobox'), 'Hana Halová (reporter2@demo.test)');
    await userEvent.click(save);
    expect(await screen.findByText('Zapisovatelem haly Hala Slavia je Hana Halová.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(adminPlacesEndpoints.placeReporter, { params: { id: 2 }, body: { reporterUserId: 9 } });
    expect(within(await rowOf('Hala Slavia')).getByRole('button', { name: /Uložit/ })).toBeDisabled();
  });

  it('clears a hall’s reporter', async () => {
    setup();
    const row = await rowOf('Hala Děkanka');
    await userEvent.selectOptions(within(row).getByRole('combobox'), 'Bez zapisovatele');
    await userEvent.click(within(row).getByRole('button', { name: /Uložit/ }));
    expect(await screen.findByText('Hala Hala Děkanka nemá zapisovatele.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(adminPlacesEndpoints.placeReporter, { params: { id: 1 }, body: { reporterUserId: null } });
  });

  it('explains a refusal when the chosen user is no longer a reporter', async () => {
    setup(() => {
      throw new ApiError(400, 'validation', 'not a reporter');
    });
    const row = await rowOf('Hala Slavia');
    await userEvent.selectOptions(within(row).getByRole('combobox'), 'Radek Reportér (reporter@demo.test)');
    await userEvent.click(within(row).getByRole('button', { name: /Uložit/ }));
    expect(await screen.findByText('Vybraný uživatel nemá roli zapisovatele.')).toBeInTheDocument();
  });

  function renderWith(answer: (endpoint: { name: string }) => Promise<unknown>) {
    api.mockReset();
    api.mockImplementation(answer);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithTheme(
      <QueryClientProvider client={client}>
        <HallsPage />
      </QueryClientProvider>,
      { route: '/halls' },
    );
  }

  it('says when there are no halls', async () => {
    renderWith(async (endpoint) => (endpoint.name === adminPlacesEndpoints.reporters.name ? { reporters: [] } : { places: [place(3, 'Hotel Duo', { placeType: 'accommodation' })], days: [] }));
    expect(await screen.findByText('Žádné haly')).toBeInTheDocument();
  });

  it('offers a retry when the list fails, and shows the halls after it', async () => {
    let fail = true;
    renderWith(async (endpoint) => {
      if (endpoint.name === adminPlacesEndpoints.reporters.name) return { reporters: [radek] };
      if (fail) throw new ApiError(500, 'internal', 'down');
      return { places: [place(2, 'Hala Slavia')], days: [] };
    });
    const retry = await screen.findByRole('button', { name: /Zkusit znovu/ });
    fail = false;
    await userEvent.click(retry);
    expect(await rowOf('Hala Slavia')).toBeInTheDocument();
  });
});
