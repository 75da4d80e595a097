import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@phc/ui/testing';
import { Component as RefereesPage } from './referees-page';

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', json: async () => body, text: async () => JSON.stringify(body) });
const referee = (id: number, firstName: string, lastName: string) => ({ id, firstName, lastName, registrationState: 'approved' as const });
let fetchMock: jest.Mock;

beforeEach(() => {
  // The server's order is not trusted blindly: the page sorts in Czech itself.
  fetchMock = jest.fn(async () => answer(200, { referees: [referee(1, 'Pavel', 'Chalupa'), referee(2, 'Petr', 'Čermák'), referee(3, 'Martin', 'Hruška'), referee(4, 'Jiří', 'Cibulka')] }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <RefereesPage />
    </QueryClientProvider>,
    { route: '/ucastnici/rozhodci' },
  );
}

const names = () => within(screen.getByRole('list', { name: 'Rozhodčí podle příjmení' })).getAllByRole('listitem').map((li) => li.textContent);

describe('referees list', () => {
  it('lists referees by last name in Czech order', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Rozhodčí podle příjmení' });
    expect(names()).toEqual(['Cibulka Jiří', 'Čermák Petr', 'Hruška Martin', 'Chalupa Pavel']);
    expect(screen.getByText('4 rozhodčí')).toBeInTheDocument();
  });

  it('narrows the list by name as the visitor types, and says when nobody matches', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Hledat rozhodčího podle jména' });
    await user.type(search, 'cermak');
    expect(names()).toEqual(['Čermák Petr']);
    expect(screen.getByText('Nalezeno: 1 z 4')).toBeInTheDocument();
    await user.type(search, 'ová');
    expect(await screen.findByRole('heading', { name: 'Nikdo neodpovídá hledání „cermaková“' })).toBeInTheDocument();
    // What the visitor typed stays in the box.
    expect(search).toHaveValue('cermaková');
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(answer(503, { error: { status: 503, code: 'unavailable', message: 'down' } }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('list', { name: 'Rozhodčí podle příjmení' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
