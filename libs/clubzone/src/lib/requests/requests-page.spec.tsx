import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiRequest, webQueries } from '@phc/api-client';
import { webEndpoints, type Club, type ConfigValue, type LoggedUser, type TeamRequest } from '@phc/api-contract';
import { activateLocale, loadCatalog, validationCatalog } from '@phc/i18n';
import { ConfirmHost } from '@phc/ui';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { clubzoneKeys } from '../account/club-queries';
import { clubzoneCatalog } from '../catalog';
import { rosterKeys } from '../roster/roster-queries';
import { Requests } from './requests-page';

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

beforeAll(async () => {
  // jsdom has no modal <dialog>.
  mockModalDialogs();
  await activateLocale('cs');
  await loadCatalog(validationCatalog);
});
beforeEach(() => api.mockReset());

const team = { id: 3, name: null, teamNumber: 1, categoryCode: 'C', categoryName: { cs: 'C chlapci', en: 'C boys' }, clubId: 1, clubName: 'HK Demo' };
const request = (id: number, over: Partial<TeamRequest> = {}): TeamRequest => ({
  id,
  clubId: 1,
  competitionParticipant: { id: 9, firstName: 'Jan', lastName: 'Novák', birthYear: 2009, gender: 'M' },
  team,
  teamCategoryId: 10,
  requestReason: 'Hraje s bratrem.',
  resolutionReason: null,
  state: 'pending',
  waiveFee: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

const manager = { id: 7, username: 'club@demo.test', firstName: 'K', lastName: 'M', roles: [], administratedClubs: [{ id: 1, name: 'HK Demo' }] } as unknown as LoggedUser;
const config = (enabled: string, till = '2099-01-01'): ConfigValue[] => [
  { key: 'participant_team_request_enabled', dataType: 'boolean', value: enabled, format: null },
  { key: 'participant_team_request_till', dataType: 'datetime', value: till, format: 'date' },
];

function renderRequests({ user = manager, requests = [request(2), request(1, { state: 'rejected', resolutionReason: 'Příliš starý.' })], configurations = config('1') } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(clubzoneKeys.club(1), { id: 1, name: 'HK Demo', registrationState: 'approved', teams: [{ id: 3, name: null, teamNumber: 1, teamCategoryId: 10, teamCategory: { code: 'C', name: { cs: 'C chlapci', en: 'C boys' } } }] } as unknown as Club);
  client.setQueryData(webQueries.enums().queryKey, { configurations, teamCategories: [{ id: 10, code: 'C', name: { cs: 'C chlapci', en: 'C boys' }, gender: 'M', birthYearFrom: 2011 }] } as never);
  client.setQueryData(rosterKeys.teamRequests(1), requests);
  client.setQueryData(rosterKeys.participants(1), [{ id: 9, firstName: 'Jan', lastName: 'Novák', birthYear: 2009 }] as never);
  renderWithTheme(
    <QueryClientProvider client={client}>
      <Requests clubId={1} user={user} />
      <ConfirmHost />
    </QueryClientProvider>,
    { route: '/zadosti/tym' },
  );
  return client;
}

describe('exception requests (cs)', () => {
  it('lists requests with their state, reason and the organiser’s answer', () => {
    renderRequests();
    const rejected = screen.getAllByRole('listitem', { name: 'Jan Novák – C I' })[1];
    expect(within(rejected).getByText('Zamítnuto')).toBeInTheDocument();
    expect(within(rejected).getByText('Příliš starý.')).toBeInTheDocument();
    expect(within(rejected).queryByRole('button', { name: 'Zrušit žádost' })).not.toBeInTheDocument();
    expect(within(screen.getAllByRole('listitem', { name: 'Jan Novák – C I' })[0]).getByText('Zatím bez odpovědi')).toBeInTheDocument();
  });

  it('cancels a pending request after confirmation', async () => {
    api.mockResolvedValue({ teamRequest: request(2, { state: 'canceled' }) });
    renderRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Zrušit žádost' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Zrušit žádost?' });
    expect(api).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Zrušit žádost' }));
    await waitFor(() => expect(api).toHaveBeenCalledWith(webEndpoints.exceptionRequestCancel, { params: { id: 2 } }));
  });

  it('files a new request and shows the server’s reasons when it is refused', async () => {
    api.mockRejectedValueOnce(new ApiError(409, 'conflict', 'Open'));
    renderRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Nová žádost o výjimku' }));
    const dialog = await screen.findByRole('dialog', { name: 'Žádost o výjimku' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Účastník/ }), '9');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Tým/ }), '3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Důvod žádosti/ }), 'Hraje s bratrem.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odeslat žádost' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Pro tohoto účastníka a tým už žádost existuje, nebo už za tým hraje.');
    expect(api).toHaveBeenCalledWith(webEndpoints.exceptionRequestCreate, { body: { competitionParticipant: { id: 9 }, team: { id: 3 }, requestReason: 'Hraje s bratrem.' } });
  });

  it('says submissions are closed after the date or switched off, and offers no new request', () => {
    renderRequests({ configurations: config('1', '2020-01-01') });
    expect(screen.getByText('Podávání žádostí o výjimky je uzavřeno.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nová žádost o výjimku' })).not.toBeInTheDocument();
  });

  it('says when the feature is switched off', () => {
    renderRequests({ configurations: config('0') });
    expect(screen.getByText('Podávání žádostí o výjimky je vypnuto.')).toBeInTheDocument();
  });

  it("shows another club's manager no new-request or cancel buttons", () => {
    renderRequests({ user: { ...manager, administratedClubs: [{ id: 2, name: 'Jiný' }] } });
    expect(screen.queryByRole('button', { name: 'Nová žádost o výjimku' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zrušit žádost' })).not.toBeInTheDocument();
  });

  it('shows an empty state', () => {
    renderRequests({ requests: [] });
    expect(screen.getByRole('heading', { name: 'Zatím žádné žádosti' })).toBeInTheDocument();
  });
});

describe('exception requests (en)', () => {
  beforeAll(async () => {
    await act(async () => {
      await activateLocale('en');
      await loadCatalog(validationCatalog);
      await loadCatalog(clubzoneCatalog);
    });
  });
  afterAll(() => activateLocale('cs'));

  it('speaks English', () => {
    renderRequests({ configurations: config('1', '2020-01-01') });
    expect(screen.getByRole('heading', { name: 'Exception requests – HK Demo' })).toBeInTheDocument();
    expect(screen.getByText('Exception submissions are closed.')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getAllByText("Organiser's answer")).toHaveLength(2);
  });
});
