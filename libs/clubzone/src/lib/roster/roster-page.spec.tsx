import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiRequest, webQueries } from '@phc/api-client';
import { webEndpoints, type Club, type ConfigValue, type LoggedUser, type Participant } from '@phc/api-contract';
import { activateLocale, loadCatalog, validationCatalog } from '@phc/i18n';
import { getTournament } from '@phc/tournaments';
import { ConfirmHost, useAlertStore } from '@phc/ui';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { clubzoneKeys } from '../account/club-queries';
import { clubzoneCatalog } from '../catalog';
import { Roster } from './roster-page';
import { rosterKeys } from './roster-queries';

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

// jsdom has no modal <dialog>.
beforeAll(mockModalDialogs);

const club = (over: Partial<Club> = {}): Club =>
  ({
    id: 1,
    name: 'HK Demo',
    countryId: 1,
    city: null,
    logo: null,
    registrationState: 'approved',
    teams: [
      { id: 3, clubId: 1, name: null, teamNumber: 1, teamCategoryId: 10, teamCategory: { code: 'C', name: { cs: 'C chlapci', en: 'C boys' } }, uuid: 'a' },
      { id: 4, clubId: 1, name: null, teamNumber: 2, teamCategoryId: 10, teamCategory: { code: 'C', name: { cs: 'C chlapci', en: 'C boys' } }, uuid: 'b' },
      { id: 5, clubId: 1, name: null, teamNumber: 1, teamCategoryId: 11, teamCategory: { code: 'D', name: { cs: 'D chlapci', en: 'D boys' } }, uuid: 'c' },
    ],
    ...over,
  }) as Club;

const categories = [
  { id: 10, code: 'C', name: { cs: 'C', en: 'C' }, gender: 'M', birthYearFrom: 2011, birthYearTo: 2012, maxOtherGenderPlayers: 0, maxOlderPlayers: 2 },
  { id: 11, code: 'D', name: { cs: 'D', en: 'D' }, gender: 'F', birthYearFrom: 2011, birthYearTo: 2012, maxOtherGenderPlayers: 0, maxOlderPlayers: 0 },
];

const config = (over: Record<string, string | null> = {}): ConfigValue[] =>
  Object.entries({ tournament_start_date: '2026-07-01', roster_edit_till: '2099-01-01T00:00:00Z', participant_team_request_enabled: '1', participant_team_request_till: '2099-01-01', download_roster_visible: '1', ...over }).map(([key, value]) => ({
    key,
    dataType: 'string' as const,
    value,
    format: null,
  }));

const participant = (id: number, over: Partial<Participant> = {}): Participant => ({
  id,
  clubId: 1,
  firstName: `Hráč${id}`,
  lastName: `Příjmení${String(id).padStart(3, '0')}`,
  birthYear: 2011,
  gender: 'M',
  isLeader: false,
  onException: false,
  jerseyNumber: id,
  tournamentSpecificAttributes: { captain: false, goalkeeper: false },
  teamIds: [],
  availableTeamIds: [3, 4],
  ...over,
});

const manager = { id: 7, username: 'club@demo.test', firstName: 'K', lastName: 'M', roles: [], administratedClubs: [{ id: 1, name: 'HK Demo' }] } as unknown as LoggedUser;
const otherManager = { ...manager, id: 8, username: 'other@demo.test', administratedClubs: [{ id: 2, name: 'Jiný klub' }] } as LoggedUser;

function renderRoster({ user = manager, participants = [participant(1, { firstName: 'Jan', lastName: 'Novák', teamIds: [3, 4] }), participant(2, { firstName: 'Eva', lastName: 'Malá', gender: 'F', availableTeamIds: [5] })], clubOver = {}, configOver = {}, route = '/soupiska', tournament = getTournament('phc') } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(clubzoneKeys.club(1), club(clubOver));
  client.setQueryData(webQueries.enums().queryKey, { configurations: config(configOver), teamCategories: categories } as never);
  client.setQueryData(rosterKeys.participants(1), participants);
  const view = renderWithTheme(
    <QueryClientProvider client={client}>
      <Roster clubId={1} user={user} />
      <ConfirmHost />
    </QueryClientProvider>,
    { route, tournament },
  );
  return { client, view };
}

beforeAll(async () => {
  await activateLocale('cs');
  await loadCatalog(validationCatalog);
});
beforeEach(() => api.mockReset());

describe('Roster (cs)', () => {
  it('lists participants with a checkbox per available team and sends a ticked team to the server', async () => {
    api.mockResolvedValue({ id: 2, teamIds: [5], availableTeamIds: [5] });
    renderRoster();
    const eva = screen.getByRole('listitem', { name: 'Eva Malá' });
    const box = within(eva).getByRole('checkbox', { name: 'D I' });
    expect(within(eva).queryByRole('checkbox', { name: 'C I' })).not.toBeInTheDocument();
    await userEvent.click(box);
    expect(api).toHaveBeenCalledWith(webEndpoints.participantAddToTeam, { params: { clubId: 1, id: 2, teamId: 5 } });
    expect(box).toBeChecked();
  });

  it('names why a team is closed, with the limit, and offers an exception request for it', async () => {
    renderRoster();
    const eva = screen.getByRole('listitem', { name: 'Eva Malá' });
    expect(within(eva).getAllByText('Kategorie je jen pro chlapce.')).toHaveLength(2);
    await userEvent.click(within(eva).getByRole('button', { name: 'Požádat o výjimku: Eva Malá, C I' }));
    const dialog = await screen.findByRole('dialog', { name: 'Žádost o výjimku' });
    expect(within(dialog).getByRole('combobox', { name: /^Účastník/ })).toHaveValue('2');
    expect(within(dialog).getByRole('combobox', { name: /^Tým/ })).toHaveValue('3');
  });

  it('assigns a participant dropped on a team (desktop drag), and refuses a team the rules close', async () => {
    api.mockResolvedValue({ id: 2, teamIds: [5], availableTeamIds: [5] });
    renderRoster();
    const store = new Map<string, string>();
    const dataTransfer = { setData: (type: string, value: string) => store.set(type, value), getData: (type: string) => store.get(type) ?? '', get types() { return [...store.keys()]; } };
    fireEvent.dragStart(screen.getByRole('listitem', { name: 'Eva Malá' }), { dataTransfer });
    fireEvent.drop(screen.getByRole('listitem', { name: 'Tým D I' }), { dataTransfer });
    await waitFor(() => expect(api).toHaveBeenCalledWith(webEndpoints.participantAddToTeam, { params: { clubId: 1, id: 2, teamId: 5 } }));
    api.mockClear();
    fireEvent.drop(screen.getByRole('listitem', { name: 'Tým C I' }), { dataTransfer });
    expect(api).not.toHaveBeenCalled();
  });

  it('shows the team allowances a team exceeds and players twice in one category', () => {
    renderRoster();
    const team = screen.getByRole('listitem', { name: 'Tým C I' });
    expect(within(team).getByText('Hráčů: 1, vedoucích: 0')).toBeInTheDocument();
    expect(within(team).getByText('Hráčů i v jiném týmu stejné kategorie: 1.')).toBeInTheDocument();
  });

  it('warns that a new birth year takes the participant out of the teams it names, and shows them leaving', async () => {
    const { client } = renderRoster();
    api.mockImplementation(async (endpoint) => (endpoint === webEndpoints.participantUpdate ? { id: 1, teamIds: [], availableTeamIds: [3, 4] } : undefined));
    const jan = screen.getByRole('listitem', { name: 'Jan Novák' });
    await userEvent.click(within(jan).getByRole('button', { name: 'Upravit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upravit účastníka' });
    const year = within(dialog).getByRole('spinbutton', { name: /^Rok narození/ });
    await userEvent.clear(year);
    await userEvent.type(year, '2012');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit účastníka' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Účastník opustí týmy' });
    expect(warning).toHaveTextContent('Změnou roku narození nebo pohlaví bude Jan Novák odebrán(a) ze všech týmů: C I, C II.');
    await userEvent.click(within(warning).getByRole('button', { name: 'Uložit a odebrat z týmů' }));
    await waitFor(() => expect(api).toHaveBeenCalledWith(webEndpoints.participantUpdate, expect.objectContaining({ params: { clubId: 1, id: 1 }, body: expect.objectContaining({ birthYear: 2012 }) })));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Jan Novák' })).getByRole('checkbox', { name: 'C I' })).not.toBeChecked());
    expect(client.getQueryData<Participant[]>(rosterKeys.participants(1))?.[0].teamIds).toEqual([]);
  });

  it('sends nothing when the warning is declined', async () => {
    renderRoster();
    await userEvent.click(within(screen.getByRole('listitem', { name: 'Jan Novák' })).getByRole('button', { name: 'Upravit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upravit účastníka' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Žena' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit účastníka' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Zrušit' }));
    expect(api).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Upravit účastníka' })).toBeInTheDocument();
  });

  it("shows another club's manager no edit, remove or add buttons and disabled team boxes", () => {
    renderRoster({ user: otherManager });
    expect(screen.getByText('Soupisku tohoto klubu si můžete jen prohlédnout.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Přidat účastníka' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upravit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odstranit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Požádat o výjimku/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Jan Novák' })).getByRole('checkbox', { name: 'C I' })).toBeDisabled();
  });

  it('closes editing after the deadline and before approval, saying why', () => {
    renderRoster({ configOver: { roster_edit_till: '2020-01-01T00:00:00Z' } });
    expect(screen.getByText('Termín pro úpravy soupisky uplynul, soupisku už nelze měnit.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Přidat účastníka' })).not.toBeInTheDocument();
  });

  it('closes editing before the club is approved', () => {
    renderRoster({ clubOver: { registrationState: 'new' } });
    expect(screen.getByText('Soupisku lze upravovat až po schválení registrace klubu.')).toBeInTheDocument();
  });

  it('offers the download and the printable roster only when configured', async () => {
    renderRoster({ configOver: { download_roster_visible: '0' } });
    expect(screen.queryByRole('button', { name: 'Stáhnout soupisku (CSV)' })).not.toBeInTheDocument();
  });

  it('shows the printable roster as a table of everyone', async () => {
    renderRoster();
    await userEvent.click(screen.getByRole('button', { name: 'Verze pro tisk' }));
    const table = screen.getByRole('table', { name: 'Účastníci (2)' });
    expect(within(table).getByRole('rowheader', { name: 'Novák Jan' })).toBeInTheDocument();
    expect(within(table).getByText('C I, C II')).toBeInTheDocument();
  });

  it('adds a participant and reports a failure as "Couldn\'t save participant", once: in the form, not also as a page alert', async () => {
    useAlertStore.setState({ alerts: [] });
    api.mockRejectedValueOnce(new Error('down'));
    renderRoster();
    await userEvent.click(screen.getByRole('button', { name: 'Přidat účastníka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nový účastník' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Jméno/ }), 'Petr');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Příjmení/ }), 'Nový');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /^Rok narození/ }), '2011');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Muž' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit účastníka' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Účastníka se nepodařilo uložit.');
    expect(useAlertStore.getState().alerts).toEqual([]);
    expect(within(dialog).getByRole('textbox', { name: /^Jméno/ })).toHaveValue('Petr');
    expect(api).toHaveBeenCalledWith(webEndpoints.participantCreate, { params: { clubId: 1 }, body: expect.objectContaining({ firstName: 'Petr', birthYear: 2011, gender: 'M' }) });
  });

  it('has captain and goalkeeper in floorball only', () => {
    renderRoster({ participants: [participant(1, { tournamentSpecificAttributes: { captain: true, goalkeeper: false } })], tournament: getTournament('praguegames') });
    expect(screen.getByText('Kapitán')).toBeInTheDocument();
  });

  it('renders 150 participants twenty a page', async () => {
    const many = Array.from({ length: 150 }, (_, i) => participant(i + 1, { teamIds: i % 2 ? [3] : [4] }));
    const started = performance.now();
    renderRoster({ participants: many });
    const elapsed = performance.now() - started;
    // The figure for the report; twenty list items, not 150, is what catches rendering everyone at once.
    console.info(`roster: first render of 150 participants (20 shown) took ${elapsed.toFixed(0)} ms`);
    expect(screen.getByRole('heading', { name: 'Účastníci (150)' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: /^Hráč/ })).toHaveLength(20);
    expect(screen.getByText('Strana 1 z 8')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Další' }));
    expect(screen.getByText('Strana 2 z 8')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Hledat podle jména' }), 'prijmeni150');
    expect(screen.getAllByRole('listitem', { name: /^Hráč/ })).toHaveLength(1);
  });
});

describe('Roster (en)', () => {
  beforeAll(async () => {
    await act(async () => {
      await activateLocale('en');
      await loadCatalog(validationCatalog);
      await loadCatalog(clubzoneCatalog);
    });
  });
  afterAll(() => activateLocale('cs'));

  it('speaks English', async () => {
    renderRoster({ route: '/en/soupiska' });
    expect(screen.getByRole('heading', { name: 'Roster – HK Demo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add participant' })).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Eva Malá' })).getAllByText('The category is for boys only.')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Add participant' }));
    const dialog = await screen.findByRole('dialog', { name: 'New participant' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save participant' }));
    expect(await within(dialog).findByText('First name is mandatory.')).toBeInTheDocument();
  });
});
