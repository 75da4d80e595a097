import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@phc/api-client';
import { adminTrainingsEndpoints, type AdminTraining, type AdminTrainingList } from '@phc/api-contract';
import { AlertHost } from '@phc/ui';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { TrainingsPage } from './trainings-page';

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

// jsdom has no modal <dialog>.
beforeAll(mockModalDialogs);

const team = (clubName: string) => ({ id: 3, name: null, teamNumber: 1, categoryCode: 'A', categoryName: { cs: 'A chlapci', en: 'A boys' }, clubId: 1, clubName });
const training = (over: Partial<AdminTraining>): AdminTraining => ({
  id: 1,
  teamId: 3,
  team: team('HC Praha'),
  day: 0,
  date: '2027-03-25',
  preferredTime: '09:00',
  startTime: null,
  endTime: null,
  trainingTypeId: 1,
  durationInMinutes: 90,
  placeId: null,
  seekingRival: false,
  rivalName: null,
  rivalTeamId: null,
  note: null,
  state: 'pending',
  price: 1200,
  currency: 'CZK',
  refereeRequested: false,
  refereeId: null,
  resolutionReason: null,
  ...over,
});
const lookups = { halls: [{ id: 21, name: { cs: 'Hala Strahov', en: 'Strahov Hall' } }], trainingTypes: [{ id: 1, name: { cs: 'Hala', en: 'Hall' } }], referees: [{ id: 31, firstName: 'Petr', lastName: 'Píšťalka' }] };

function setup(list: (state?: string) => Promise<AdminTrainingList>) {
  api.mockReset();
  api.mockImplementation(async (endpoint: { name: string }, input: { query?: { state?: string }; params?: { id: number }; body?: unknown }) => {
    if (endpoint.name === adminTrainingsEndpoints.trainings.name) return list(input.query?.state);
    if (endpoint.name === adminTrainingsEndpoints.trainingDecision.name) return { training: training({ id: input.params?.id, state: 'approved' }) };
    throw new Error(`unexpected call ${endpoint.name}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <AlertHost />
      <TrainingsPage />
    </QueryClientProvider>,
    { route: '/trainings' },
  );
}

describe('TrainingsPage', () => {
  it('asks for the pending trainings first, sorts and finds by club, and approves one', async () => {
    const rows = [training({ id: 1, team: team('Žatec') }), training({ id: 2, team: team('Cheb'), preferredTime: '12:00', note: 'Blízko' })];
    setup(async () => ({ trainings: rows, ...lookups }));
    expect(await screen.findByRole('row', { name: /Cheb A chlapci I/ })).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(adminTrainingsEndpoints.trainings, expect.objectContaining({ query: { state: 'pending' } }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Řadit podle' }), 'Klubu');
    expect(screen.getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Cheb A chlapci I', 'Žatec A chlapci I']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Hledat klub nebo tým' }), 'zatec');
    expect(await screen.findByRole('row', { name: /Žatec/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Cheb/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Schválit trénink: Žatec A chlapci I' }));
    const dialog = screen.getByRole('dialog', { name: 'Schválit trénink: Žatec A chlapci I' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Hala/ }), 'Hala Strahov');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schválit' }));
    expect(await screen.findByText('Trénink byl schválen.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(adminTrainingsEndpoints.trainingDecision, { params: { id: 1 }, body: expect.objectContaining({ state: 'approved', placeId: 21, startTime: '09:00', endTime: '10:30' }) });
  });

  it('says when there is nothing to decide, and when the search finds nothing', async () => {
    setup(async (state) => ({ trainings: state ? [] : [training({})], ...lookups }));
    expect(await screen.findByRole('heading', { name: 'Žádné tréninky' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stav' }), 'Všechny stavy');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Hledat klub nebo tým' }), 'nikdo');
    expect(await screen.findByRole('heading', { name: 'Hledání nic nenašlo' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    setup(async () => {
      if (fail) throw new ApiError(500, 'internal', 'down');
      return { trainings: [training({ state: 'approved', startTime: '10:00', endTime: '11:30', placeId: 21, refereeId: 31 })], ...lookups };
    });
    const retry = await screen.findByRole('button', { name: /Zkusit znovu/ });
    fail = false;
    await userEvent.click(retry);
    const row = await screen.findByRole('row', { name: /HC Praha A chlapci I/ });
    expect(row).toHaveTextContent('10:00–11:30');
    expect(row).toHaveTextContent('Hala Strahov');
    expect(row).toHaveTextContent('Píšťalka Petr');
    expect(within(row).getByRole('button', { name: 'Změnit schválení: HC Praha A chlapci I' })).toBeInTheDocument();
  });
});
