import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@phc/api-client';
import { adminConfigEndpoints, type AdminConfigEntry } from '@phc/api-contract';
import { AlertHost } from '@phc/ui';
import { renderWithTheme } from '@phc/ui/testing';
import { ConfigPage } from './config-page';

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

const entry = (key: string, over: Partial<AdminConfigEntry>): AdminConfigEntry => ({ key, dataType: 'string', format: null, value: null, default: null, group: 'web', ...over });
let entries: AdminConfigEntry[];
const saves: { key: string; value: string | null }[] = [];

function setup(options: { entries?: AdminConfigEntry[]; fail?: (key: string) => Error | undefined; list?: () => Promise<unknown> } = {}) {
  entries = options.entries ?? [
    entry('show_results', { dataType: 'boolean', value: 'true', default: 'false' }),
    entry('training_length', { dataType: 'integer', value: '45', default: '45', group: 'tournament' }),
    entry('roster_edit_till', { dataType: 'datetime', format: 'datetime', value: '2026-04-08T20:00:00Z', group: 'deadlines' }),
    entry('club_registration_till', { dataType: 'datetime', format: 'date', value: '2026-05-01T00:00:00Z', group: 'registration' }),
  ];
  saves.length = 0;
  api.mockReset();
  api.mockImplementation(async (endpoint: { name: string }, input: { params?: { key: string }; body?: { value: string | null } }) => {
    if (endpoint.name === adminConfigEndpoints.configList.name) return options.list ? options.list() : { entries };
    if (endpoint.name === adminConfigEndpoints.configUpdate.name && input.params && input.body) {
      const failure = options.fail?.(input.params.key);
      if (failure) throw failure;
      saves.push({ key: input.params.key, value: input.body.value });
      entries = entries.map((e) => (e.key === input.params?.key ? { ...e, value: input.body?.value ?? null } : e));
      return { entry: entries.find((e) => e.key === input.params?.key) };
    }
    throw new Error(`unexpected call ${endpoint.name}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <AlertHost />
      <ConfigPage />
    </QueryClientProvider>,
    { route: '/config' },
  );
}

describe('ConfigPage', () => {
  it('groups the keys as SPEC §9 does, each with the control of its type', async () => {
    setup();
    const web = await screen.findByRole('region', { name: 'Web' });
    expect(within(web).getByRole('checkbox', { name: 'Zobrazit na webu výsledky' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Délka tréninkové jednotky (minuty)' })).toHaveValue(45);
    // Stored in UTC, shown in Prague time (summer: two hours ahead).
    expect(screen.getByLabelText('Úpravy soupisek do')).toHaveValue('2026-04-08T22:00');
    expect(screen.getByLabelText('Úpravy soupisek do')).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByLabelText('Registrace klubů do')).toHaveValue('2026-05-01');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Registrace klubů', 'Termíny klubové zóny', 'Turnaj', 'Web']);
  });

  it('saves a boolean switched off and says so', async () => {
    setup();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Zobrazit na webu výsledky' }));
    await userEvent.click(screen.getByRole('button', { name: 'Uložit: Zobrazit na webu výsledky' }));
    expect(await screen.findByText('Uloženo: Zobrazit na webu výsledky')).toBeInTheDocument();
    expect(saves).toEqual([{ key: 'show_results', value: 'false' }]);
    expect(screen.getByRole('checkbox', { name: 'Zobrazit na webu výsledky' })).not.toBeChecked();
  });

  it('sends a Prague time as UTC', async () => {
    setup();
    const input = await screen.findByLabelText('Úpravy soupisek do');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-01-10T09:30');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit: Úpravy soupisek do' }));
    expect(await screen.findByText('Uloženo: Úpravy soupisek do')).toBeInTheDocument();
    expect(saves).toEqual([{ key: 'roster_edit_till', value: '2026-01-10T08:30:00Z' }]);
  });

  it('shows an invalid integer on its field and sends nothing', async () => {
    setup();
    const input = await screen.findByRole('spinbutton', { name: 'Délka tréninkové jednotky (minuty)' });
    await userEvent.clear(input);
    await userEvent.type(input, '4.5');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit: Délka tréninkové jednotky (minuty)' }));
    expect(await screen.findByText('Zadejte celé číslo.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toEqual([]);
  });

  it("shows the server's field code on the field", async () => {
    setup({ fail: () => new ApiError(400, 'validation', 'Invalid', { value: ['max'] }) });
    const input = await screen.findByRole('spinbutton', { name: 'Délka tréninkové jednotky (minuty)' });
    await userEvent.clear(input);
    await userEvent.type(input, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit: Délka tréninkové jednotky (minuty)' }));
    expect(await screen.findByText('Hodnota je příliš velká.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when nothing is configured', async () => {
    setup({ entries: [] });
    expect(await screen.findByRole('heading', { name: 'Žádné položky nastavení' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    setup({ list: () => Promise.reject(new ApiError(500, 'internal', 'down')) });
    expect(await screen.findByRole('button', { name: /Zkusit znovu|Try again/ })).toBeInTheDocument();
  });

  it('warns when the account number and the IBAN are two accounts, and stops once the IBAN is corrected', async () => {
    const payment = (key: string, value: string) => entry(key, { value, group: 'payment' });
    setup({ entries: [payment('payment_bank_account', '2000145399/0800'), payment('payment_iban', 'CZ6508000000192000145399')] });
    const section = await screen.findByRole('region', { name: 'Platební údaje' });
    expect(within(section).getByRole('status')).toHaveTextContent('Číslo účtu a IBAN patří k různým účtům');
    const iban = within(section).getByRole('textbox', { name: 'IBAN' });
    await userEvent.clear(iban);
    // The IBAN of 2000145399/0800 (the account without the prefix 19).
    await userEvent.type(iban, 'CZ7908000000002000145399');
    await userEvent.click(within(section).getByRole('button', { name: 'Uložit: IBAN' }));
    await screen.findByText('Uloženo: IBAN');
    expect(saves).toEqual([{ key: 'payment_iban', value: 'CZ7908000000002000145399' }]);
    expect(within(screen.getByRole('region', { name: 'Platební údaje' })).queryByText(/patří k různým účtům/)).not.toBeInTheDocument();
  });
});

