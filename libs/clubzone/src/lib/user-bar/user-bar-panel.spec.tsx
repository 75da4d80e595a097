import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ConfigValue, LoggedUser } from '@phc/api-contract';
import { useUserBarStore } from '@phc/auth';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import UserBarPanel from './user-bar-panel';

// jsdom has no modal <dialog>.
beforeAll(mockModalDialogs);

const clubAdmin: LoggedUser = {
  id: 3,
  username: 'club@demo.test',
  firstName: 'Klára',
  lastName: 'Klubová',
  roles: [],
  administratedClubs: [
    { id: 4, name: 'HC Dukla Praha' },
    { id: 9, name: 'TJ Sokol Kladno' },
  ],
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00Z';
const configurations: ConfigValue[] = [
  { key: 'club_registration_from', dataType: 'datetime', value: day(-10), format: 'date' },
  { key: 'club_registration_till', dataType: 'datetime', value: day(10), format: 'date' },
  { key: 'referee_registration_enabled', dataType: 'boolean', value: 'false', format: null },
  { key: 'registration_edit_till', dataType: 'datetime', value: day(-1), format: 'date' },
  { key: 'roster_edit_till', dataType: 'datetime', value: day(5), format: 'datetime' },
  { key: 'show_trainings', dataType: 'boolean', value: 'false', format: null },
  { key: 'paperless_team_leader_allowed', dataType: 'boolean', value: 'true', format: null },
];
const countries = [{ id: 1, countryCode: 'CZ', translations: [{ locale: 'cs', name: 'Česko' }, { locale: 'en', name: 'Czechia' }] }];
const enums = { configurations, tshirtSizes: [], countries, regions: [], teamCategories: [], pricelistItems: [], serviceLevels: [], trainingTypes: [] };
const club = (id: number, registrationState: string) => ({ club: { id, name: id === 4 ? 'HC Dukla Praha' : 'TJ Sokol Kladno', countryId: 1, city: null, logo: null, registrationState, teams: [] } });

// jsdom has no fetch Response: the few members the API client reads.
const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, statusText: '', json: async () => body, text: async () => JSON.stringify(body) }) as unknown as Response;

/** The network edge: the real client code runs, only the server's answers are canned. */
function mockServer(loginAnswer: () => Response) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/api/v1/web/auth/login') return loginAnswer();
    if (url === '/api/v1/web/auth/me') return json(200, { user: null });
    if (url === '/api/v1/web/enums') return json(200, enums);
    // The public list has the approved club only; the new one (9) is not in it yet.
    if (url === '/api/v1/web/clubs') return json(200, { clubs: [club(4, 'approved').club] });
    if (url === '/api/v1/web/clubs/4') return json(200, club(4, 'approved'));
    if (url === '/api/v1/web/clubs/9') return json(200, club(9, 'new'));
    if (url === '/logout') return json(200, { ok: true });
    return json(404, { error: { status: 404, code: 'not_found', message: 'No route' } });
  }) as typeof fetch;
  return calls;
}

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <UserBarPanel />
    </QueryClientProvider>,
    { route: '/ucastnici' },
  );
  return queryClient;
}

beforeEach(() => {
  localStorage.clear();
  act(() => {
    useUserBarStore.setState({ open: true, mode: 'login', reason: null, selectedClubId: null });
  });
});

describe('UserBarPanel', () => {
  it('logs in, then shows the profile box with exactly the links that apply to the first club', async () => {
    const calls = mockServer(() => json(200, { user: clubAdmin }));
    renderPanel();
    const panel = screen.getByRole('dialog', { name: 'Přihlášení' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'E-mail' }), 'club@demo.test');
    await userEvent.type(within(panel).getByLabelText(/^Heslo/), 'demo1234');
    await userEvent.click(within(panel).getByRole('button', { name: 'Přihlásit se' }));

    const box = await screen.findByRole('navigation', { name: 'Můj účet' });
    expect(calls).toContain('POST /api/v1/web/auth/login');
    expect(localStorage.getItem('phc:probably-logged-in')).toBe('1');
    // The first administered club (sorted by name on the server): HC Dukla Praha, approved.
    await within(box).findByRole('link', { name: /Souhrn objednávky/ });
    const links = within(box)
      .getAllByRole('link')
      .map((a) => a.textContent?.replace(' ↗', ''));
    expect(links).toEqual(['Registrovat klub', 'Klubová zóna', 'Souhrn objednávky', 'Soupiska', 'Vedoucí týmů', 'Upravit profil']);
    expect(within(box).getByRole('link', { name: /Souhrn objednávky/ })).toHaveAttribute('target', '_blank');
  });

  it('switches clubs in a dropdown sorted by name showing names and countries, not ids, and the links follow the club', async () => {
    mockServer(() => json(200, { user: clubAdmin }));
    const queryClient = renderPanel();
    act(() => {
      queryClient.setQueryData(['auth', 'me'], clubAdmin);
    });
    const switcher = await screen.findByRole('combobox', { name: 'Klub' });
    await within(switcher).findByRole('option', { name: 'HC Dukla Praha (Česko)' });
    const options = within(switcher)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Vyberte klub', 'HC Dukla Praha (Česko)', 'TJ Sokol Kladno']);
    await userEvent.selectOptions(switcher, '9');
    expect(useUserBarStore.getState().selectedClubId).toBe(9);
    const box = screen.getByRole('navigation', { name: 'Můj účet' });
    expect(within(box).getByRole('link', { name: 'Klubová zóna' })).toHaveAttribute('href', '/dashboard/9');
    // A new registration: no order summary, and registration editing has closed yesterday.
    await screen.findByRole('combobox', { name: 'Klub' });
    expect(within(box).queryByRole('link', { name: /Souhrn objednávky/ })).not.toBeInTheDocument();
    expect(within(box).queryByRole('link', { name: 'Moje registrace' })).not.toBeInTheDocument();
  });

  it('keeps the login form and says why when the server refuses the password', async () => {
    mockServer(() => json(400, { error: { status: 400, code: 'validation', message: 'Invalid password', fields: { password: ['invalidPassword'] } } }));
    renderPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'club@demo.test');
    await userEvent.type(screen.getByLabelText(/^Heslo/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findByText('Nesprávné heslo.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Přihlášení' })).toBeInTheDocument();
  });

  it('switches to the reset mode and back', async () => {
    mockServer(() => json(200, { user: clubAdmin }));
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Zapomenuté heslo?' }));
    expect(screen.getByRole('dialog', { name: 'Zapomenuté heslo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zpět na přihlášení' }));
    expect(screen.getByRole('dialog', { name: 'Přihlášení' })).toBeInTheDocument();
  });

  it('closes on Escape and on the close button', async () => {
    mockServer(() => json(200, { user: clubAdmin }));
    renderPanel();
    await userEvent.keyboard('{Escape}');
    expect(useUserBarStore.getState().open).toBe(false);
    act(() => useUserBarStore.getState().show('login'));
    await userEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
    expect(useUserBarStore.getState().open).toBe(false);
  });
});
