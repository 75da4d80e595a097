import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AlertHost } from '@phc/ui';
import { renderWithTheme } from '@phc/ui/testing';
import { ImportExportPage } from './import-export-page';

/** What fetch answers (jsdom has no Response): only what the client reads. */
const json = (status: number, body: unknown) => Promise.resolve({ ok: status >= 200 && status < 300, status, statusText: '', json: async () => body } as Response);
const csv = (name: string) => new File(['key;name\r\n'], name, { type: 'text/csv' });

let fetchMock: jest.Mock;
function setup(answer: () => Promise<Response>) {
  fetchMock = jest.fn(answer);
  global.fetch = fetchMock as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <AlertHost />
      <ImportExportPage />
    </QueryClientProvider>,
    { route: '/import-export' },
  );
}

describe('ImportExportPage', () => {
  it('offers the whole tournament as JSON and each table as CSV with the chosen delimiter', async () => {
    setup(() => json(200, {}));
    expect(screen.getByRole('link', { name: 'Stáhnout celý turnaj (JSON)' })).toHaveAttribute('href', '/api/v1/admin/export?format=json');
    const events = screen.getByRole('link', { name: 'Stáhnout Události zápasů jako CSV' });
    expect(events).toHaveAttribute('href', '/api/v1/admin/export?format=csv&table=matchEvents&delimiter=semicolon');
    expect(events).toHaveTextContent('match-events.csv');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Oddělovač v souborech CSV' }), 'comma');
    expect(screen.getByRole('link', { name: 'Stáhnout Kluby jako CSV' })).toHaveAttribute('href', '/api/v1/admin/export?format=csv&table=clubs&delimiter=comma');
  });

  it('sends every chosen file in one upload and lists each refused row with its file, line, column and message', async () => {
    setup(() =>
      json(400, {
        error: {
          status: 400,
          code: 'validation',
          message: 'x',
          truncated: false,
          rows: [
            { file: 'clubs.csv', table: 'clubs', line: 3, field: 'name', code: 'required' },
            { file: 'teams.csv', table: 'teams', line: 7, field: 'homeTeam', code: 'unknownKey' },
            { file: 'budget.csv', table: null, line: 0, field: '_', code: 'unknownFile' },
          ],
        },
      }),
    );
    const import_ = screen.getByRole('button', { name: 'Importovat' });
    expect(import_).toBeDisabled();
    await userEvent.upload(screen.getByLabelText('Soubory k importu'), [csv('clubs.csv'), csv('teams.csv'), csv('budget.csv')]);
    await userEvent.click(import_);
    expect(await screen.findByText('Import byl odmítnut, nic se neuložilo. Chyb: 3.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/admin/import');
    expect((init.body as FormData).getAll('files')).toHaveLength(3);
    const table = screen.getByRole('table', { name: 'Chyby importu' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows[0].slice(0, 3)).toEqual(['clubs.csv', '3', 'name']);
    expect(rows[1].slice(0, 3)).toEqual(['teams.csv', '7', 'home team']);
    expect(rows[1][3]).toBe('Odkazuje na klíč, který v nahraných souborech ani v databázi není.');
    expect(rows[2].slice(0, 3)).toEqual(['budget.csv', '–', '–']);
  });

  it('counts a stored import, and explains a tournament that is not empty', async () => {
    setup(() => json(200, { counts: { teams: 12, matches: 30, clubs: 4 } }));
    await userEvent.upload(screen.getByLabelText('Soubory k importu'), csv('tournament.json'));
    await userEvent.click(screen.getByRole('button', { name: 'Importovat' }));
    expect(await screen.findByText('Turnaj byl naimportován (týmy: 12, zápasy: 30).')).toBeInTheDocument();
    expect(screen.getByText('Uloženo řádků ze všech tabulek: 46.')).toBeInTheDocument();

    fetchMock.mockImplementation(() => json(409, { error: { status: 409, code: 'conflict', message: 'not empty' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Importovat' }));
    expect(await screen.findByText('Turnaj už obsahuje kluby, týmy nebo zápasy. Import je možný jen do prázdného turnaje.')).toBeInTheDocument();
  });

  it('offers a retry when the upload does not reach the server, keeping the chosen files', async () => {
    setup(() => Promise.reject(new TypeError('offline')));
    await userEvent.upload(screen.getByLabelText('Soubory k importu'), csv('clubs.csv'));
    await userEvent.click(screen.getByRole('button', { name: 'Importovat' }));
    fetchMock.mockImplementation(() => json(200, { counts: { clubs: 1 } }));
    await userEvent.click(await screen.findByRole('button', { name: /zkusit znovu/i }));
    expect(await screen.findByText('Uloženo řádků ze všech tabulek: 1.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
