import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiRequest, webQueries } from '@phc/api-client';
import type { Club, ConfigValue, Endpoint, LoggedUser } from '@phc/api-contract';
import { activateLocale, loadCatalog, validationCatalog } from '@phc/i18n';
import { renderWithTheme } from '@phc/ui/testing';
import { clubzoneKeys } from '../account/club-queries';
import { Dashboard } from './dashboard-page';

// Issue 13 item 7: the dashboard summarises the club's work with links that lead to real screens,
// each only when its SPEC §2 condition holds; the show_transfers and show_trainings flags hide their parts.

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

const club = {
  id: 1,
  name: 'HK Demo',
  countryId: 1,
  city: null,
  logo: null,
  registrationState: 'approved',
  teams: [
    { id: 3, clubId: 1, name: null, teamNumber: 1, teamCategoryId: 10, teamCategory: { code: 'C', name: { cs: 'C chlapci', en: 'C boys' } }, uuid: 'a' },
    { id: 4, clubId: 1, name: null, teamNumber: 2, teamCategoryId: 10, teamCategory: { code: 'C', name: { cs: 'C chlapci', en: 'C boys' } }, uuid: 'b' },
  ],
} as unknown as Club;

const manager = { id: 7, username: 'club@demo.test', firstName: 'K', lastName: 'M', roles: [], administratedClubs: [{ id: 1, name: 'HK Demo' }] } as unknown as LoggedUser;
const allOn = { roster_edit_till: '2099-01-01', participant_team_request_enabled: '1', paperless_team_leader_allowed: '1', show_trainings: '1', show_transfers: '1' };
const config = (values: Record<string, string | null>): ConfigValue[] => Object.entries(values).map(([key, value]) => ({ key, dataType: 'string' as const, value, format: null }));

const answers: Record<string, unknown> = {
  'web.participants': {
    participants: [
      { id: 1, teamIds: [3], isLeader: false, gender: 'M', birthYear: 2012, onException: false },
      { id: 2, teamIds: [], isLeader: false, gender: 'M', birthYear: 2012, onException: false },
    ],
  },
  'competition.teamRequests': { data: [{ data: { state: 'pending' } }] },
  'competition.teamLeaders': { data: [{ data: { id: 2, userId: null, teams: [3] } }] },
  'competition.trainingJoinRequests.received': { trainingJoinRequests: [{ state: 'pending' }] },
  'competition.trainingJoinRequests.created': { trainingJoinRequests: [] },
  'competition.trainings': { trainings: [] },
  'competition.ledTeams': { teams: [] },
  'web.transfers': { transfers: [] },
};

function renderDashboard(values: Record<string, string | null>) {
  api.mockImplementation(async (endpoint: Endpoint) => answers[endpoint.name] ?? {});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(clubzoneKeys.club(1), club);
  client.setQueryData(webQueries.enums().queryKey, { configurations: config(values), teamCategories: [{ id: 10, code: 'C', gender: 'M', birthYearFrom: 2011, birthYearTo: 2012, maxOtherGenderPlayers: 0, maxOlderPlayers: 2 }] } as never);
  client.setQueryData(clubzoneKeys.transfers(1), []);
  client.setQueryData(['competition', 'protocol-pins', 1], []);
  renderWithTheme(
    <QueryClientProvider client={client}>
      <Dashboard clubId={1} user={manager} />
    </QueryClientProvider>,
    { route: '/dashboard/1' },
  );
}

beforeAll(async () => {
  await activateLocale('cs');
  await loadCatalog(validationCatalog);
});

describe('Dashboard', () => {
  it('summarises roster, exception requests, leaders and friendly matches, each linking to its screen', async () => {
    renderDashboard(allOn);
    const roster = await screen.findByRole('region', { name: 'Soupiska' });
    expect(await within(roster).findByRole('row', { name: 'HK Demo C chlapci I 1 0' })).toBeInTheDocument();
    // The table may scroll sideways on a phone and holds nothing focusable: its box is reachable by keyboard.
    expect(within(roster).getByRole('region', { name: 'Hráči a vedoucí po týmech' })).toHaveAttribute('tabindex', '0');
    expect(within(roster).getByText('Hráči bez týmu: 1')).toBeInTheDocument();
    expect(within(roster).getByRole('link', { name: 'Otevřít soupisku' })).toHaveAttribute('href', '/soupiska');
    const requests = screen.getByRole('region', { name: 'Žádosti o výjimky' });
    expect(await within(requests).findByText(/Čekající: 1/)).toBeInTheDocument();
    expect(within(requests).getByRole('link')).toHaveAttribute('href', '/zadosti/1/tym');
    const leaders = screen.getByRole('region', { name: 'Vedoucí týmů' });
    expect(await within(leaders).findByText(/Týmy bez vedoucího: 1/)).toBeInTheDocument();
    expect(within(leaders).getByRole('link')).toHaveAttribute('href', '/team-leaders/1');
    const friendly = screen.getByRole('region', { name: 'Přátelská utkání' });
    expect(await within(friendly).findByText(/K vyřízení: 1/)).toBeInTheDocument();
    expect(within(friendly).getByRole('link')).toHaveAttribute('href', '/training-join-requests/1/received');
    expect(screen.getByRole('link', { name: 'Kalendář tréninků' })).toHaveAttribute('href', '/clubzone/trainings');
  });

  it('shows a summary only where its screen opens: no exception requests, leaders or trainings when switched off', () => {
    renderDashboard({ roster_edit_till: '2099-01-01', participant_team_request_enabled: '0', paperless_team_leader_allowed: '0', show_trainings: '0', show_transfers: '1' });
    expect(screen.queryByRole('region', { name: 'Žádosti o výjimky' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Vedoucí týmů' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Přátelská utkání' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tréninky' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /tréninků|přátelská/i })).not.toBeInTheDocument();
  });

  it('shows transfers when show_transfers is on', async () => {
    renderDashboard(allOn);
    expect(await screen.findByRole('heading', { name: 'Transfery' })).toBeInTheDocument();
  });

  it('shows no transfers section with show_transfers off', () => {
    renderDashboard({ ...allOn, show_transfers: '0' });
    expect(screen.queryByRole('heading', { name: 'Transfery' })).not.toBeInTheDocument();
  });

  it('leaves the roster summary out when the roster cannot be edited (SPEC §2 roster link)', () => {
    renderDashboard({ ...allOn, roster_edit_till: '2000-01-01' });
    expect(screen.queryByRole('region', { name: 'Soupiska' })).not.toBeInTheDocument();
  });
});
