import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { i18n } from '@lingui/core';
import { getTournament } from '@phc/tournaments';
import { AlertHost, ConfirmHost, useAlertStore } from '@phc/ui';
import { renderWithTheme } from '@phc/ui/testing';
import { polyfillDialog } from './dialog-polyfill.testing';
import { Component as ProtocolRoute } from './protocol-route';

type Json = Record<string, unknown>;
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', headers: new Headers(), json: async () => body, text: async () => JSON.stringify(body) });
const failure = (status: number, code: string) => answer(status, { error: { status, code, message: code, fields: {} } });

const at = '2026-04-03T08:00:00.000Z';
const team = (id: number, clubName: string) => ({ id, clubId: id, name: null, teamNumber: 1, teamCategoryId: 1, teamCategory: { code: 'B' }, club: { id, name: clubName, countryId: 1 }, uuid: `t${id}` });
const stage = (id: number, code: string, cs: string, order: number) => ({ id, code, name: { cs, en: code }, order });
const eventType = (id: number, code: string, cs: string, scoreDelta = 0) => ({ id, code, name: { cs, en: code }, scoreDelta, penaltyMinutes: 0 });
const staticData = {
  roundLevels: [],
  groups: [],
  teamCategories: [],
  countries: [],
  configurations: [{ key: 'offline_match_protocol', dataType: 'boolean', value: 'false', format: null }],
  teams: [team(10, 'HC Praha'), team(20, 'SG Dresden')],
  halls: [{ id: 5, translations: [{ locale: 'cs', name: 'Hala Dukla', description: '' }], address: 'Praha', lat: 50, lng: 14, files: [], placeType: { name: 'hall' }, data: null }],
  places: [],
  matchStages: [stage(1, '1st_half', '1. poločas', 1), stage(2, '2nd_half', '2. poločas', 2), stage(3, 'shootout', 'Nájezdy', 3), stage(4, 'end', 'Konec', 4)],
  eventTypes: [eventType(31, 'goal', 'Gól', 1), eventType(32, '2min', 'Vyloučení na 2 minuty'), eventType(33, 'timeout', 'Oddechový čas')],
};
const match = { id: 7, competitionGroupId: 1, homeTeamId: 10, awayTeamId: 20, homeTeamCompetitionGroupId: null, awayTeamCompetitionGroupId: null, homeSourcePosition: null, awaySourcePosition: null, day: '2026-04-03', time: '10:00', startsAt: at, placeId: 5, state: 'live', homeScore: 0, awayScore: 0, walkOver: null, stageId: 1, updatedAt: at };
const entry = (participantId: number, lastName: string, jerseyNumber: number) => ({ participantId, firstName: 'Jan', lastName, jerseyNumber, isLeader: false, isCaptain: false, isGoalkeeper: false });
const protocol = { homeConfirmedAt: null, awayConfirmedAt: null, sealedAt: null, sealedByRefereeId: null };
const detail = (over: Json = {}) => ({ match, events: [], roster: { homeTeamRoster: [entry(1, 'Novák', 7)], awayTeamRoster: [entry(2, 'Schmidt', 9)] }, referees: [], protocol, ...over });

let server: { userId: number; roles: string[]; detail: Json; mine: Json[]; staticData: Json };
let fetchMock: jest.Mock;
let heldReads: (() => void)[] | null;
const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT').map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init.body)) }));

beforeAll(polyfillDialog);

beforeEach(() => {
  // Each test starts on a fresh device: no events, stopwatch or stage change left by the one before.
  localStorage.clear();
  useAlertStore.setState({ alerts: [] });
  i18n.load('cs', {});
  i18n.activate('cs');
  heldReads = null;
  server = { userId: 1, roles: ['ROLE_COMPETITION_REPORTER'], detail: detail(), mine: [{ matchId: 7, teamIds: null }], staticData };
  fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/v1/web/auth/me') return answer(200, { user: { id: server.userId, username: 'r@demo.test', firstName: 'R', lastName: 'R', roles: server.roles, administratedClubs: [] } });
    if (path === '/api/v1/competition/static') return answer(200, server.staticData);
    if (path === '/api/v1/competition/live') return answer(200, { matches: [match, { ...match, id: 8, homeTeamId: 20, awayTeamId: 10, state: 'scheduled', homeScore: null, awayScore: null }], groupTeams: [], generatedAt: at });
    if (path === '/api/v1/competition/my-matches') return answer(200, { matches: server.mine });
    if (path === '/api/v1/competition/competition-match/7') {
      const read = answer(200, server.detail);
      if (!heldReads) return read;
      // Held: the answer is what the server held when asked, given only when the test lets it go.
      return new Promise((resolve) => heldReads?.push(() => resolve(read)));
    }
    if (path === '/api/v1/competition/competition-match/7/stage' && init?.method === 'PUT') {
      const { stage_id } = JSON.parse(String(init.body)) as { stage_id: number };
      const moved = { ...(server.detail['match'] as Json), stageId: stage_id, state: 'live' };
      server.detail = { ...server.detail, match: moved };
      return answer(200, { match: moved });
    }
    if (path === '/api/v1/competition/competition-match/7/event' && init?.method === 'POST') {
      const input = (JSON.parse(String(init.body)) as { _data: Json })._data;
      const events = (server.detail['events'] as Json[]) ?? [];
      const event = { id: 100 + events.length, matchId: 7, participantId: null, assistParticipantId: null, ...input, createdAt: at, updatedAt: at };
      // The server keeps it: the next sync pass reads the match's events back.
      server.detail = { ...server.detail, events: [...events, event] };
      return answer(200, { event, match });
    }
    return failure(404, 'notFound');
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function renderRoute(path = '/zapasovy-protokol/7', tournament = getTournament('phc')) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <ConfirmHost />
      <AlertHost />
      <Routes>
        <Route path="/zapasovy-protokol/:matchId?" element={<ProtocolRoute />} />
      </Routes>
    </QueryClientProvider>,
    { route: path, tournament },
  );
}

describe('protocol screen', () => {
  it('gives a reporter of another hall a clear "no access" and no editing UI', async () => {
    server.userId = 99;
    server.mine = [{ matchId: 8, teamIds: null }];
    renderRoute();
    expect(await screen.findByRole('heading', { name: 'K zápisu tohoto zápasu nemáte přístup' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Přidat událost' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('records a goal: the score changes at once and the event goes to the server with its stage', async () => {
    const user = userEvent.setup();
    renderRoute();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zápasový protokol' })).toBeInTheDocument();
    expect(screen.getByText('Část zápasu:').parentElement).toHaveTextContent('1. poločas');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Přidat událost' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Přidat událost' }));
    const dialog = screen.getByRole('dialog', { name: 'Nová událost' });
    expect(within(dialog).getByRole('combobox', { name: /Typ události/ })).toHaveValue('31');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Hráč/ }), '#7 Novák Jan');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit událost' }));
    expect(await screen.findByText('Skóre HC Praha B I 1, SG Dresden B I 0')).toBeInTheDocument();
    const log = screen.getByRole('list', { name: 'Události zápasu' });
    expect(within(log).getByText('Gól · HC Praha B I')).toBeInTheDocument();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      url: '/api/v1/competition/competition-match/7/event',
      body: { _data: expect.objectContaining({ minute: 0, second: 0, eventTypeId: 31, teamId: 10, participantId: 1, stageId: 1, clientId: expect.any(String) }) },
    });
    expect(await screen.findByText('Vše uloženo')).toBeInTheDocument();
  });

  it('shows a sealed protocol read-only', async () => {
    server.detail = detail({ protocol: { ...protocol, sealedAt: '2026-04-03T11:00:00.000Z', sealedByRefereeId: 3 } });
    renderRoute();
    expect(await screen.findByText(/Protokol je zapečetěn rozhodčím/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Přidat událost' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Znovu otevřít' })).not.toBeInTheDocument();
  });

  it('offers the super admin to reopen a sealed protocol', async () => {
    server.roles = ['ROLE_SUPER_ADMIN'];
    server.detail = detail({ protocol: { ...protocol, sealedAt: '2026-04-03T11:00:00.000Z', sealedByRefereeId: 3 } });
    renderRoute();
    expect(await screen.findByRole('button', { name: 'Znovu otevřít' })).toBeInTheDocument();
  });
});

describe('on the day (issue 24)', () => {
  const smallCourt = { ...staticData, groups: [{ id: 1, competitionRoundLevelId: 1, teamCategoryId: 1, playoffCategory: null, name: 'E – A', teamIds: [10, 20] }], teamCategories: [{ id: 1, code: 'E', name: { cs: 'E chlapci', en: 'E boys' }, gender: 'M', birthYearFrom: 2016, smallCourt: true }] };
  const timer = () => screen.getByRole('timer');

  it("continues the clock at the second half's start (10:00 in E's 2 × 10), prefills a time inside it and names the valid range", async () => {
    const user = userEvent.setup();
    server.staticData = smallCourt;
    renderRoute();
    expect(await screen.findByText('Hrací doba kategorie: 2 × 10 min')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Další: 2. poločas' })).toBeEnabled());
    expect(timer()).toHaveAccessibleName('Čas zápasu 00:00');
    await user.click(screen.getByRole('button', { name: 'Další: 2. poločas' }));
    expect(timer()).toHaveAccessibleName('Čas zápasu 10:00');
    await user.click(screen.getByRole('button', { name: 'Přidat událost' }));
    const dialog = screen.getByRole('dialog', { name: 'Nová událost' });
    const minute = within(dialog).getByRole('spinbutton', { name: /Minuta/ });
    expect(minute).toHaveValue(10);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Typ události/ }), 'Oddechový čas');
    await user.clear(minute);
    await user.type(minute, '0');
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Sekunda/ }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Sekunda/ }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit událost' }));
    expect(within(dialog).getByText('Neplatný čas události: v této části zápasu platí 10:00–20:00')).toBeInTheDocument();
    // Thirty seconds into the second half is a valid timeout.
    await user.clear(minute);
    await user.type(minute, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit událost' }));
    await waitFor(() => expect(posted().filter((p) => p.url.endsWith('/event'))).toHaveLength(1));
    expect(posted().find((p) => p.url.endsWith('/event'))?.body).toEqual({ _data: expect.objectContaining({ minute: 10, second: 30, eventTypeId: 33, stageId: 2 }) });
  });

  it("edits a first-half event during the second half against the first half's window", async () => {
    const user = userEvent.setup();
    const goal = { id: 101, matchId: 7, minute: 5, second: 0, eventTypeId: 31, teamId: 10, participantId: 1, assistParticipantId: null, clientId: 'c1', stageId: 1, createdAt: at, updatedAt: at };
    server.detail = detail({ match: { ...match, stageId: 2 }, events: [goal] });
    renderRoute();
    const edit = await screen.findByRole('button', { name: /^Upravit událost / }, { timeout: 15_000 });
    await waitFor(() => expect(edit).toBeEnabled());
    await user.click(edit);
    const dialog = screen.getByRole('dialog', { name: 'Upravit událost' });
    const minute = within(dialog).getByRole('spinbutton', { name: /Minuta/ });
    await user.clear(minute);
    await user.type(minute, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit událost' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upravit událost' })).not.toBeInTheDocument());
  });

  it("records a goal in two taps: the team's goal button, then the scorer", async () => {
    const user = userEvent.setup();
    renderRoute();
    const button = await screen.findByRole('button', { name: 'Gól HC Praha B I' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await user.click(within(screen.getByRole('dialog', { name: 'Gól – HC Praha B I' })).getByRole('button', { name: '#7 Novák Jan' }));
    expect(await screen.findByText('Skóre HC Praha B I 1, SG Dresden B I 0')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toEqual({ _data: expect.objectContaining({ eventTypeId: 31, teamId: 10, participantId: 1, stageId: 1 }) });
  });

  /** A match not started yet, opened and its start pressed; `today` the server's day, `home` its roster's state. */
  async function pressStart(today: string, home: 'confirmed' | 'unconfirmed') {
    const user = userEvent.setup();
    server.detail = detail({ match: { ...match, state: 'scheduled', stageId: null }, today, protocol: { ...protocol, homeRosterState: home, awayRosterState: 'confirmed' } });
    renderRoute();
    const start = await screen.findByRole('button', { name: 'Zahájit: 1. poločas' });
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);
    return { user, start };
  }

  it("asks before starting another day's match with unconfirmed rosters, and starts nothing when cancelled", async () => {
    const { user, start } = await pressStart('2026-04-02', 'unconfirmed');
    const ask = await screen.findByRole('alertdialog', { name: 'Opravdu zahájit zápas?' });
    expect(ask).toHaveTextContent('Zápas není dnes: podle rozpisu začíná 3. 4. 2026 08:00.');
    expect(ask).toHaveTextContent('Soupiska není potvrzená: HC Praha B I.');
    await user.click(within(ask).getByRole('button', { name: 'Zrušit' }));
    expect(posted()).toEqual([]);
    await user.click(start);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Opravdu zahájit zápas?' })).getByRole('button', { name: 'Přesto zahájit' }));
    await waitFor(() => expect(posted().map((p) => p.url)).toEqual(['/api/v1/competition/competition-match/7/stage']));
  });

  it("starts today's match with confirmed rosters without asking", async () => {
    await pressStart('2026-04-03', 'confirmed');
    await waitFor(() => expect(posted().map((p) => p.url)).toEqual(['/api/v1/competition/competition-match/7/stage']));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a sealed protocol links to the printable report and counts down no suspension after the end', async () => {
    const suspension = { id: 101, matchId: 7, minute: 0, second: 0, eventTypeId: 32, teamId: 10, participantId: 1, assistParticipantId: null, clientId: 'c1', stageId: 1, createdAt: at, updatedAt: at };
    server.detail = detail({ match: { ...match, state: 'finished', stageId: 4 }, events: [suspension], protocol: { ...protocol, sealedAt: '2026-04-03T11:00:00.000Z', sealedByRefereeId: 3 } });
    renderRoute();
    expect(await screen.findByRole('link', { name: 'Vytisknout zápis o utkání' })).toHaveAttribute('href', '/zapis-o-utkani/7');
    expect(screen.getByRole('list', { name: 'Události zápasu' })).toHaveTextContent('Vyloučení na 2 minuty');
    expect(screen.queryByText('02:00')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vyloučení' })).not.toBeInTheDocument();
  });
});

describe('volleyball protocol', () => {
  it('records rally points set by set with the big buttons, no clock', async () => {
    const user = userEvent.setup();
    server.staticData = {
      ...staticData,
      matchStages: [stage(11, '1st_set', '1. set', 1), stage(12, '2nd_set', '2. set', 2), stage(13, '3rd_set', '3. set', 3), stage(16, 'end', 'Konec', 6)],
      eventTypes: [eventType(41, 'point', 'Bod', 1), eventType(42, 'timeout', 'Oddechový čas')],
    };
    server.detail = detail({ match: { ...match, stageId: 11 } });
    renderRoute('/zapasovy-protokol/7', getTournament('praguevolleyballgames'));
    const point = await screen.findByRole('button', { name: '+1 HC Praha B I' });
    await waitFor(() => expect(point).toBeEnabled());
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await user.click(point);
    await user.click(point);
    await user.click(screen.getByRole('button', { name: '+1 SG Dresden B I' }));
    expect(await screen.findByRole('heading', { name: 'Skóre setu 2:1' })).toBeInTheDocument();
    // Sets won: none complete yet.
    expect(screen.getByText('Skóre HC Praha B I 0, SG Dresden B I 0')).toBeInTheDocument();
    await waitFor(() => expect(posted()).toHaveLength(3));
    expect(posted()[0]?.body).toEqual({ _data: expect.objectContaining({ eventTypeId: 41, teamId: 10, participantId: null, stageId: 11 }) });
  });

  it('puts a point tapped after the next set began in that set, even when a read asked before the change answers after it', async () => {
    const user = userEvent.setup();
    server.staticData = { ...staticData, matchStages: [stage(11, '1st_set', '1. set', 1), stage(12, '2nd_set', '2. set', 2), stage(16, 'end', 'Konec', 6)], eventTypes: [eventType(41, 'point', 'Bod', 1)] };
    server.detail = detail({ match: { ...match, stageId: 11 } });
    renderRoute('/zapasovy-protokol/7', getTournament('praguevolleyballgames'));
    const home = await screen.findByRole('button', { name: '+1 HC Praha B I' });
    await waitFor(() => expect(home).toBeEnabled());
    const held: (() => void)[] = [];
    heldReads = held;
    await user.click(home);
    // The sync's read after the point is on its way, with the first set, when the set changes.
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: /Další: 2\. set/ }));
    const currentStage = () => screen.getByText('Část zápasu:').querySelector('strong') ?? screen.getByText('Část zápasu:').parentElement?.querySelector('strong');
    await waitFor(() => expect(currentStage()).toHaveTextContent(/^2\. set$/));
    await waitFor(() => expect(screen.queryByText('Čeká na odeslání')).not.toBeInTheDocument());
    heldReads = null;
    for (const release of held) release();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/competition-match/7?')).length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: '+1 SG Dresden B I' }));
    await waitFor(() => expect(posted().filter((p) => p.url.endsWith('/event'))).toHaveLength(2));
    expect(posted().filter((p) => p.url.endsWith('/event'))[1]?.body).toEqual({ _data: expect.objectContaining({ teamId: 20, stageId: 12 }) });
    expect(currentStage()).toHaveTextContent(/^2\. set$/);
  });
});

describe('my matches', () => {
  it('lists the matches to record with links to the protocol and the roster; a leader gets the roster only', async () => {
    server.mine = [
      { matchId: 7, teamIds: null },
      { matchId: 8, teamIds: [10] },
    ];
    renderRoute('/zapasovy-protokol');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje zápasy' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]).getByRole('heading', { name: 'HC Praha B I – SG Dresden B I' })).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: 'Protokol zápasu HC Praha B I – SG Dresden B I' })).toHaveAttribute('href', '/zapasovy-protokol/7');
    expect(within(items[0]).getByRole('link', { name: 'Soupiska zápasu HC Praha B I – SG Dresden B I' })).toHaveAttribute('href', '/zapasova-soupiska/7');
    expect(within(items[0]).getByText('Hraje se 0:0')).toBeInTheDocument();
    expect(within(items[1]).queryByRole('link', { name: /Protokol/ })).not.toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: /Soupiska/ })).toHaveAttribute('href', '/zapasova-soupiska/8');
  });

  it('says when there is nothing to record', async () => {
    server.mine = [];
    renderRoute('/zapasovy-protokol');
    expect(await screen.findByRole('heading', { name: 'Nemáte žádné zápasy k zapisování' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const ok = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) => (String(input).includes('my-matches') ? failure(500, 'server') : ok?.(input, init)));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/zapasovy-protokol');
    expect(await screen.findByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });
});
