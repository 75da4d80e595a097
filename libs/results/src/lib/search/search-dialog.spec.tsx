import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { samples } from '@phc/api-contract/testing';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { SearchDialog } from './search-dialog';

// The network edge only: the static data answer of the contract's sample (one team: HC Praha A II).
// jsdom has no fetch Response: the few members the API client reads.
const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, statusText: '', headers: new Headers(), json: async () => body, text: async () => JSON.stringify(body) }) as unknown as Response;
const serve = (status: number, body: unknown) => {
  global.fetch = jest.fn(async () => answer(status, body)) as typeof fetch;
};

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = jest.fn();
  renderWithTheme(
    <QueryClientProvider client={client}>
      <SearchDialog open onClose={onClose} />
    </QueryClientProvider>,
    { route: '/' },
  );
  return { onClose };
}

describe('SearchDialog', () => {
  // jsdom has no <dialog> methods.
  beforeAll(mockModalDialogs);

  it('finds a team typed without accents and closes when its link is taken', async () => {
    serve(200, samples['competition.static']?.response);
    const { onClose } = renderDialog();
    const field = screen.getByRole('searchbox', { name: 'Tým, klub, hala nebo kategorie' });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'praha a');
    const link = await screen.findByRole('link', { name: /HC Praha A II/ });
    expect(link).toHaveAttribute('href', '/vysledky/tym/3');
    expect(screen.getByRole('status')).toHaveTextContent('Nalezeno: 1');
    // The arrow key moves from the field to the first result, as in a list of suggestions.
    await userEvent.keyboard('{ArrowDown}');
    expect(link).toHaveFocus();
    await userEvent.click(link);
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when nothing matches, keeping what was typed', async () => {
    serve(200, samples['competition.static']?.response);
    renderDialog();
    const field = screen.getByRole('searchbox');
    await userEvent.type(field, 'zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Pro „zzz“ jsme nic nenašli.'));
    expect(field).toHaveValue('zzz');
  });

  it('offers a retry when the data cannot be loaded', async () => {
    serve(503, { error: { status: 503, code: 'unavailable', message: 'down' } });
    renderDialog();
    expect(await screen.findByRole('button', { name: /Zkusit znovu/ })).toBeInTheDocument();
  });
});
