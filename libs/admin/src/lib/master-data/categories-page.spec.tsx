import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@phc/api-client';
import { adminCategoriesEndpoints as e, type AdminPlayerLimits, type AdminTeamCategory } from '@phc/api-contract';
import { AlertHost, ConfirmHost } from '@phc/ui';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { CategoriesPage } from './categories-page';

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

// jsdom has no modal <dialog>.
beforeAll(mockModalDialogs);

const defaults: AdminPlayerLimits = { minPlayers: 7, maxPlayers: 14, minLeaders: 1, maxLeaders: 4, playersCountWarningFrom: 13, maxExceptionPlayers: 2 };
const category = (id: number, code: string, over: Partial<AdminTeamCategory> = {}): AdminTeamCategory => ({
  id,
  code,
  nameCs: `${code} chlapci`,
  nameEn: `${code} boys`,
  gender: 'M',
  birthYearFrom: 2009,
  birthYearTo: 2010,
  maxOtherGenderPlayers: 0,
  maxOlderPlayers: 2,
  smallCourt: false,
  sortOrder: id,
  teams: 0,
  limits: null,
  ...over,
});

function setup(answer: (endpoint: { name: string }, input: { params?: { id: number } }) => unknown) {
  api.mockReset();
  api.mockImplementation(async (endpoint: { name: string }, input: { params?: { id: number } }) => answer(endpoint, input));
  renderWithTheme(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AlertHost />
      <ConfirmHost />
      <CategoriesPage />
    </QueryClientProvider>,
    { route: '/categories' },
  );
}

describe('CategoriesPage', () => {
  it('lists each category with its birth years and its own or the default roster limits', async () => {
    const list = [category(1, 'A', { teams: 12 }), category(2, 'E', { limits: { ...defaults, maxPlayers: 16 }, birthYearFrom: null, birthYearTo: null })];
    setup((endpoint) => (endpoint.name === e.categories.name ? { categories: list, defaultLimits: defaults } : undefined));
    const a = await screen.findByRole('row', { name: /A chlapci/ });
    expect(a).toHaveTextContent('2009–2010');
    expect(a).toHaveTextContent('7–14 hráčů, 1–4 vedoucí (výchozí)');
    expect(within(a).getByRole('button', { name: 'Smazat kategorii A chlapci' })).toBeDisabled();
    const youngest = screen.getByRole('row', { name: /E chlapci/ });
    expect(youngest).toHaveTextContent('bez omezení');
    expect(youngest).toHaveTextContent('7–16 hráčů');
    expect(youngest).not.toHaveTextContent('(výchozí)');
    expect(screen.getByText('7–14 hráčů, 1–4 vedoucí')).toBeInTheDocument();
  });

  it('shows an empty state without categories and a retry after a failed load', async () => {
    setup(() => ({ categories: [], defaultLimits: null }));
    expect(await screen.findByRole('heading', { name: 'Žádné kategorie' })).toBeInTheDocument();
    expect(screen.getByText('Nenastaveny: soupiska není omezena.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    setup(() => {
      calls++;
      if (calls === 1) throw new ApiError(0, 'network', 'offline');
      return { categories: [category(1, 'A')], defaultLimits: defaults };
    });
    await userEvent.click(await screen.findByRole('button', { name: /Zkusit znovu/ }));
    expect(await screen.findByRole('row', { name: /A chlapci/ })).toBeInTheDocument();
  });

  it('deletes an unused category after a question, and explains a refusal (409)', async () => {
    let list = [category(1, 'A'), category(2, 'B')];
    setup((endpoint, input) => {
      if (endpoint.name === e.categories.name) return { categories: list, defaultLimits: defaults };
      if (endpoint.name === e.categoryDelete.name) {
        if (input.params?.id === 2) throw new ApiError(409, 'category_in_use', 'in use');
        list = list.filter((c) => c.id !== input.params?.id);
        return { ok: true };
      }
      throw new Error(`unexpected ${endpoint.name}`);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Smazat kategorii A chlapci' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Smazat' }));
    expect(await screen.findByText('Kategorie A chlapci je smazaná.')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /A chlapci/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Smazat kategorii B chlapci' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Smazat' }));
    expect(await screen.findByText('Kategorii B chlapci používají týmy, skupiny nebo žádosti o výjimku; smazat ji nelze.')).toBeInTheDocument();
  });
});
