import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@phc/api-client';
import { adminLotsEndpoints, type AdminLotsGroup, type AdminLotsOverview } from '@phc/api-contract';
import { AlertHost, ConfirmHost } from '@phc/ui';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { LotsPage } from './lots-page';

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

beforeAll(mockModalDialogs);

const openGroup: AdminLotsGroup = { groupId: 7, groupName: 'A', categoryId: 1, ties: [[11, 12, 13]], drawn: null };
const base = (): AdminLotsOverview => ({
  categories: [{ id: 1, name: { cs: 'Starší žáci', en: 'Older boys' }, procedure: null, defaultProcedure: 'ihf' }],
  groups: [openGroup],
  teams: [
    { id: 11, name: 'Sokol Brno (B I)' },
    { id: 12, name: 'Dukla Praha (B I)' },
    { id: 13, name: 'HC Zlín (B I)' },
  ],
});

function setup(overview: AdminLotsOverview, record?: (body: { teamIds: number[] }) => AdminLotsGroup) {
  api.mockReset();
  api.mockImplementation(async (endpoint: { name: string }, input: { body?: { teamIds: number[]; procedure?: string | null } }) => {
    if (endpoint.name === adminLotsEndpoints.adminLotsOverview.name) return overview;
    if (endpoint.name === adminLotsEndpoints.adminRecordLots.name && input.body) return record ? record(input.body) : { ...openGroup, ties: [], drawn: { teamIds: input.body.teamIds, drawnBy: 'admin@demo.test', drawnAt: '2026-04-02T10:00:00Z' } };
    if (endpoint.name === adminLotsEndpoints.adminCategoryTieBreak.name && input.body) return { ...overview.categories[0], procedure: input.body.procedure };
    if (endpoint.name === adminLotsEndpoints.adminClearLots.name) return { ...openGroup };
    throw new Error(`unexpected call ${endpoint.name}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <AlertHost />
      <ConfirmHost />
      <LotsPage />
    </QueryClientProvider>,
    { route: '/lots' },
  );
}

const recorded = () => api.mock.calls.filter(([endpoint]) => endpoint.name === adminLotsEndpoints.adminRecordLots.name).map(([, input]) => input);

describe('LotsPage', () => {
  it('records the order the organiser set with the buttons, for the right group', async () => {
    setup(base());
    const order = await screen.findByRole('list', { name: 'Pořadí podle losu ve skupině A' });
    expect(within(order).getAllByRole('listitem').map((li) => li.textContent?.replace(/[↑↓]/g, ''))).toEqual(['Sokol Brno (B I)', 'Dukla Praha (B I)', 'HC Zlín (B I)']);
    expect(screen.getByRole('button', { name: 'Posunout Sokol Brno (B I) výš' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Posunout HC Zlín (B I) výš' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapsat los' }));
    expect(recorded()).toEqual([expect.objectContaining({ params: { groupId: 7 }, body: { teamIds: [11, 13, 12] } })]);
    expect(await screen.findByText('Los skupiny A je zapsán.')).toBeInTheDocument();
  });

  it('keeps the order on the screen and explains a 409 (the teams are no longer level)', async () => {
    setup(base(), () => {
      throw new ApiError(409, 'conflict', 'not level');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Posunout Dukla Praha (B I) výš' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapsat los' }));
    expect(await screen.findByText(/už nejsou vyrovnané po všech kritériích/)).toBeInTheDocument();
    const order = screen.getByRole('list', { name: 'Pořadí podle losu ve skupině A' });
    expect(within(order).getAllByRole('listitem')[0]).toHaveTextContent('Dukla Praha (B I)');
  });

  it('shows a recorded draw with who and when, and clears it after confirmation', async () => {
    setup({ ...base(), groups: [{ ...openGroup, ties: [], drawn: { teamIds: [13, 11, 12], drawnBy: 'matchmaker@demo.test', drawnAt: '2026-04-02T10:00:00Z' } }] });
    const drawn = await screen.findByRole('list', { name: 'Zapsané pořadí podle losu' });
    expect(within(drawn).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['HC Zlín (B I)', 'Sokol Brno (B I)', 'Dukla Praha (B I)']);
    expect(screen.getByText(/Los zapsal matchmaker@demo.test/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zrušit los' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Zrušit los' }));
    expect(await screen.findByText('Los skupiny A je zrušen.')).toBeInTheDocument();
  });

  it('saves a category’s procedure chosen instead of the sport default', async () => {
    setup(base());
    const select = await screen.findByRole('combobox', { name: 'Postup kategorie Starší žáci' });
    expect(select).toHaveDisplayValue('Výchozí pro sport (IHF)');
    await userEvent.selectOptions(select, 'UEFA');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit postup kategorie Starší žáci' }));
    expect(await screen.findByText('Kategorie Starší žáci se řídí postupem UEFA.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: adminLotsEndpoints.adminCategoryTieBreak.name }), expect.objectContaining({ params: { categoryId: 1 }, body: { procedure: 'uefa' } }));
  });

  it('says when no group waits for a draw, and offers a retry when the list fails', async () => {
    setup({ ...base(), groups: [] });
    expect(await screen.findByRole('heading', { name: 'Žádná skupina nečeká na los' })).toBeInTheDocument();
    api.mockReset();
    api.mockRejectedValue(new Error('offline'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithTheme(
      <QueryClientProvider client={client}>
        <LotsPage />
      </QueryClientProvider>,
      { route: '/lots' },
    );
    expect(await screen.findByRole('button', { name: /Zkusit znovu/ })).toBeInTheDocument();
  });
});
