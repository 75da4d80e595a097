import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { i18n } from '@lingui/core';
import { getTournament } from '@phc/tournaments';
import { AlertHost, ConfirmHost, useAlertStore } from '@phc/ui';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { Component as RosterPage } from './roster-page';

type Json = Record<string, unknown>;
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', headers: new Headers(), json: async () => body, text: async () => JSON.stringify(body) });
const failure = (status: number, code: string, fields: Record<string, string[]> = {}) => answer(status, { error: { status, code, message: code, fields } });

const at = '2026-04-03T08:00:00.000Z';
const limits = { teamCategoryId: 1, minPlayers: 2, maxPlayers: 4, minLeaders: 1, maxLeaders: 2, playersCountWarningFrom: 3, maxExceptionPlayers: 1 };
const candidate = (participantId: number, lastName: string, firstName: string, over: Json = {}) => ({
  participantId,
  firstName,
  lastName,
  birthYear: 2012,
  gender: 'M',
  jerseyNumber: participantId,
  isLeader: false,
  isCaptain: false,
  isGoalkeeper: false,
  onException: false,
  selected: false,
  ...over,
});
const homeCandidates = () => [
  candidate(1, 'Novák', 'Jan'),
  candidate(2, 'Dvořák', 'Petr'),
  candidate(3, 'Svoboda', 'Karel'),
  candidate(4, 'Černý', 'Adam'),
  candidate(5, 'Veselý', 'Ota', { onException: true }),
  candidate(9, 'Malá', 'Eva', { isLeader: true, birthYear: 1980, jerseyNumber: null }),
];
const side = (teamId: number, candidates: Json[], state = 'unconfirmed') => ({ teamId, state, candidates, limits });
const team = (id: number, clubName: string) => ({ id, clubId: id, name: null, teamNumber: 1, teamCategoryId: 1, teamCategory: { code: 'B' }, club: { id, name: clubName, countryId: 1 }, uuid: `t${id}` });
const staticData = {
  roundLevels: [],
  groups: [],
  teamCategories: [{ id: 1, code: 'B', name: { cs: 'B', en: 'B' }, gender: 'M', birthYearFrom: 2011 }],
  countries: [],
  configurations: [],
  teams: [team(10, 'HC Praha'), team(20, 'SG Dresden')],
  halls: [{ id: 5, translations: [{ locale: 'cs', name: 'Hala Dukla', description: '' }], address: 'Praha', lat: 50, lng: 14, files: [], placeType: { name: 'hall' }, data: null }],
  places: [],
  matchStages: [],
  eventTypes: [],
};
const match = { id: 7, competitionGroupId: 1, homeTeamId: 10, awayTeamId: 20, homeTeamCompetitionGroupId: null, awayTeamCompetitionGroupId: null, homeSourcePosition: null, awaySourcePosition: null, day: '2026-04-03', time: '10:00', startsAt: at, placeId: 5, state: 'scheduled', homeScore: null, awayScore: null, walkOver: null, stageId: null, updatedAt: at };
const detail = (referees: Json[] = []) => ({ match, events: [], roster: { homeTeamRoster: [], awayTeamRoster: [] }, referees, protocol: { homeConfirmedAt: null, awayConfirmedAt: null, sealedAt: null, sealedByRefereeId: null } });
const user = (roles: string[]) => ({ id: 1, username: 'u@demo.test', firstName: 'U', lastName: 'U', roles, administratedClubs: [] });

interface Server {
  roles: string[];
  candidates: { home: Json | null; away: Json | null } | 'forbidden';
  referees: Json[];
  save: (body: Json) => ReturnType<typeof answer>;
}
let server: Server;
let fetchMock: jest.Mock;
const sent = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init.body)) }));

// jsdom has no modal <dialog>.
beforeAll(mockModalDialogs);

beforeEach(() => {
  // Alerts live in a store shared by the whole run: one test's "saved" must not answer for the next.
  useAlertStore.setState({ alerts: [] });
  i18n.load('cs', {});
  i18n.activate('cs');
  server = {
    roles: ['ROLE_COMPETITION_REPORTER'],
    candidates: { home: side(10, homeCandidates()), away: side(20, [candidate(21, 'Schmidt', 'Max')]) },
    referees: [],
    save: (body) => answer(200, { teamId: 10, state: (body['_data'] as Json)['confirm'] ? 'confirmed' : 'unconfirmed', roster: [] }),
  };
  fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    if (path === '/api/v1/web/auth/me') return answer(200, { user: user(server.roles) });
    if (path === '/api/v1/competition/static') return answer(200, staticData);
    if (path === '/api/v1/competition/competition-match/7') return answer(200, detail(server.referees));
    if (path === '/api/v1/competition/match/7/roster-candidates') return server.candidates === 'forbidden' ? failure(403, 'forbidden') : answer(200, server.candidates);
    if (path === '/api/v1/competition/referees') return answer(200, { referees: [{ id: 1, firstName: 'Petr', lastName: 'Čermák' }, { id: 2, firstName: 'Jiří', lastName: 'Cibulka' }] });
    if (path === '/api/v1/competition/hall/5/referees') return answer(200, { _data: { refereeIds: [2] } });
    if (path.startsWith('/api/v1/competition/match/7/roster/') && init?.method === 'PUT') return server.save(JSON.parse(String(init.body)));
    return failure(404, 'notFound');
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function renderPage(path = '/zapasova-soupiska/7', tournament = getTournament('phc')) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <ConfirmHost />
      <AlertHost />
      <Routes>
        <Route path="/zapasova-soupiska/:matchId?" element={<RosterPage />} />
        <Route path="/en/zapasova-soupiska/:matchId?" element={<RosterPage />} />
        <Route path="/zapasovy-protokol" element={<p>Moje zápasy</p>} />
        <Route path="/en/zapasovy-protokol" element={<p>My matches</p>} />
      </Routes>
    </QueryClientProvider>,
    { route: path, tournament },
  );
}

const homeSection = () => screen.findByRole('region', { name: /HC Praha/ });

async function choose(user: ReturnType<typeof userEvent.setup>, region: HTMLElement, ...names: string[]) {
  for (const name of names) await user.click(within(region).getByRole('checkbox', { name }));
}

describe('match roster screen', () => {
  it('without a match goes to the list of the reporter’s matches', async () => {
    renderPage('/zapasova-soupiska');
    expect(await screen.findByText('Moje zápasy')).toBeInTheDocument();
  });

  it('shows the match and lets the reporter choose players, counting them against the limits', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Soupiska zápasu' })).toBeInTheDocument();
    expect(await screen.findByText('HC Praha B I – SG Dresden B I')).toBeInTheDocument();
    expect(screen.getByText('3. 4. 2026 10:00 · Hala Dukla')).toBeInTheDocument();
    const home = await homeSection();
    await choose(user, home, 'Novák Jan', 'Dvořák Petr', 'Malá Eva');
    // Only the club roster's leaders can lead: they come marked, a player has no such switch.
    expect(within(home).getByRole('checkbox', { name: 'Vedoucí – Malá Eva' })).toBeChecked();
    expect(within(home).queryByRole('checkbox', { name: 'Vedoucí – Novák Jan' })).toBeNull();
    expect(within(home).getByText('Hráči 2/4 (min. 2)')).toBeInTheDocument();
    expect(within(home).getByText('Vedoucí 1/2 (min. 1)')).toBeInTheDocument();
    await user.clear(within(home).getByRole('textbox', { name: 'Číslo dresu – Novák Jan' }));
    await user.type(within(home).getByRole('textbox', { name: 'Číslo dresu – Novák Jan' }), '17');
    await user.click(within(home).getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Soupiska je uložená.')).toBeInTheDocument();
    expect(sent()).toEqual([
      {
        url: expect.stringContaining('/api/v1/competition/match/7/roster/10'),
        body: {
          _data: {
            players: [
              { participantId: 1, jerseyNumber: 17, isLeader: false, isCaptain: false, isGoalkeeper: false },
              { participantId: 2, jerseyNumber: 2, isLeader: false, isCaptain: false, isGoalkeeper: false },
              { participantId: 9, jerseyNumber: null, isLeader: true, isCaptain: false, isGoalkeeper: false },
            ],
            confirm: false,
          },
        },
      },
    ]);
  });

  it('stops too few players and a missing jersey number before sending, on the player concerned', async () => {
    const user = userEvent.setup();
    renderPage();
    const home = await homeSection();
    await choose(user, home, 'Novák Jan', 'Malá Eva');
    await user.clear(within(home).getByRole('textbox', { name: 'Číslo dresu – Novák Jan' }));
    await user.click(within(home).getByRole('button', { name: 'Uložit' }));
    const summary = within(home).getByRole('alert');
    expect(summary).toHaveTextContent('Příliš málo hráčů (minimum 2, vybráno 1).');
    expect(within(home).getByRole('textbox', { name: 'Číslo dresu – Novák Jan' })).toHaveAccessibleDescription('Chybí číslo dresu.');
    expect(sent()).toEqual([]);
  });

  it('asks before saving more players than the warning count, and sends nothing when declined', async () => {
    const user = userEvent.setup();
    renderPage();
    const home = await homeSection();
    await choose(user, home, 'Novák Jan', 'Dvořák Petr', 'Svoboda Karel', 'Černý Adam', 'Malá Eva');
    await user.click(within(home).getByRole('button', { name: 'Uložit' }));
    const question = await screen.findByRole('alertdialog', { name: 'Hodně hráčů na soupisce' });
    expect(question).toHaveTextContent('Na soupisce jsou 4 hráči, víc než 3. Chcete pokračovat?');
    await user.click(within(question).getByRole('button', { name: 'Zpět' }));
    expect(sent()).toEqual([]);
    await user.click(within(home).getByRole('button', { name: 'Uložit' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Hodně hráčů na soupisce' })).getByRole('button', { name: 'Pokračovat' }));
    expect(await screen.findByText('Soupiska je uložená.')).toBeInTheDocument();
    expect(sent()).toHaveLength(1);
  });

  it('asks before taking a player on exception, and checks their maximum on confirm', async () => {
    const user = userEvent.setup();
    server.candidates = { home: side(10, homeCandidates().map((c) => (c.participantId === 1 ? { ...c, onException: true } : c))), away: null };
    renderPage();
    const home = await homeSection();
    await user.click(within(home).getByRole('checkbox', { name: 'Veselý Ota' }));
    const question = await screen.findByRole('alertdialog', { name: 'Hráč na výjimku' });
    await user.click(within(question).getByRole('button', { name: 'Nezařazovat' }));
    expect(within(home).getByRole('checkbox', { name: 'Veselý Ota' })).not.toBeChecked();
    await user.click(within(home).getByRole('checkbox', { name: 'Veselý Ota' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Hráč na výjimku' })).getByRole('button', { name: 'Zařadit' }));
    expect(within(home).getByRole('checkbox', { name: 'Veselý Ota' })).toBeChecked();
    await user.click(within(home).getByRole('checkbox', { name: 'Novák Jan' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Hráč na výjimku' })).getByRole('button', { name: 'Zařadit' }));
    await choose(user, home, 'Malá Eva');
    await user.click(within(home).getByRole('button', { name: 'Uložit a potvrdit soupisku' }));
    expect(within(home).getByRole('alert')).toHaveTextContent('Překročen maximální počet hráčů na výjimku (maximum 1, vybráno 2).');
    expect(within(home).getByRole('checkbox', { name: 'Veselý Ota' })).toHaveAccessibleDescription('Hráč na výjimku nad povolený počet.');
    expect(sent()).toEqual([]);
  });

  it('puts the server’s roster errors on the players they concern and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.save = () => failure(400, 'validation', { '_data.players': ['tooManyOtherGender', 'invalidParticipant'] });
    server.candidates = { home: side(10, homeCandidates().map((c) => (c.participantId === 2 ? { ...c, gender: 'F' } : c))), away: null };
    renderPage();
    const home = await homeSection();
    await choose(user, home, 'Novák Jan', 'Dvořák Petr', 'Malá Eva');
    await user.clear(within(home).getByRole('textbox', { name: 'Číslo dresu – Novák Jan' }));
    await user.type(within(home).getByRole('textbox', { name: 'Číslo dresu – Novák Jan' }), '44');
    await user.click(within(home).getByRole('button', { name: 'Uložit' }));
    const summary = await within(home).findByRole('alert');
    expect(summary).toHaveTextContent('Příliš mnoho hráčů jiného pohlaví, než kategorie dovoluje.');
    expect(summary).toHaveTextContent('Neplatný nebo nedostupný účastník');
    expect(within(home).getByRole('checkbox', { name: 'Dvořák Petr' })).toHaveAccessibleDescription('Jiné pohlaví, než kategorie dovoluje.');
    expect(within(home).getByRole('checkbox', { name: 'Novák Jan' })).not.toHaveAccessibleDescription();
    expect(within(home).getByRole('textbox', { name: 'Číslo dresu – Novák Jan' })).toHaveValue('44');
  });

  it('says why a save failed (no network, a sealed protocol) and keeps everything typed', async () => {
    const user = userEvent.setup();
    server.save = () => {
      throw new TypeError('Failed to fetch');
    };
    server.candidates = { home: side(10, homeCandidates()), away: null };
    renderPage();
    const home = await homeSection();
    await choose(user, home, 'Novák Jan', 'Dvořák Petr', 'Malá Eva');
    await user.type(within(home).getByRole('textbox', { name: 'Číslo dresu – Dvořák Petr' }), '1');
    await user.click(within(home).getByRole('button', { name: 'Uložit' }));
    expect(await within(home).findByRole('alert')).toHaveTextContent('Soupisku se nepodařilo odeslat, zkontrolujte připojení. Nic z vyplněného se neztratilo.');
    expect(within(home).getByRole('textbox', { name: 'Číslo dresu – Dvořák Petr' })).toHaveValue('21');
    server.save = () => failure(409, 'sealed');
    await user.click(within(home).getByRole('button', { name: 'Uložit' }));
    expect(await within(home).findByText('Protokol zápasu je uzavřený, soupisku už nelze měnit.')).toBeInTheDocument();
    expect(within(home).getByRole('checkbox', { name: 'Novák Jan' })).toBeChecked();
  });

  it('shows a confirmed roster after "save and confirm", and warns when the match has no referees', async () => {
    const user = userEvent.setup();
    server.candidates = { home: side(10, homeCandidates()), away: null };
    renderPage();
    const home = await homeSection();
    await choose(user, home, 'Novák Jan', 'Dvořák Petr', 'Malá Eva');
    await user.click(within(home).getByRole('button', { name: 'Uložit a potvrdit soupisku' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Zápas nemá rozhodčí' })).getByRole('button', { name: 'Potvrdit bez rozhodčích' }));
    expect(await screen.findByText('Soupiska je uložená a potvrzená.')).toBeInTheDocument();
    expect(within(home).getByText('Potvrzená')).toBeInTheDocument();
    // The reporter may still correct it.
    expect(within(home).getByText('Soupiska je potvrzená. Jako zapisovatel ji můžete ještě opravit.')).toBeInTheDocument();
    expect(sent()[0].body._data.confirm).toBe(true);
  });

  it('shows a team leader only their team, and their confirmed roster read only', async () => {
    server.roles = [];
    server.candidates = { home: side(10, homeCandidates().map((c) => ({ ...c, selected: c.participantId === 1 })), 'confirmed'), away: null };
    renderPage();
    const home = await homeSection();
    expect(screen.queryByRole('region', { name: /SG Dresden/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Rozhodčí' })).toBeNull();
    expect(within(home).getByText('Soupiska je potvrzená. Změnit ji může už jen zapisovatel zápasu.')).toBeInTheDocument();
    expect(within(home).queryByRole('checkbox')).toBeNull();
    expect(within(home).getByRole('cell', { name: 'Novák Jan' })).toBeInTheDocument();
  });

  it('says clearly that a user who may not edit the roster has no access', async () => {
    server.roles = [];
    server.candidates = 'forbidden';
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'K této soupisce nemáte přístup' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Soupiska zápasu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Uložit' })).toBeNull();
  });

  it('offers captain and goalkeeper in floorball and sends them', async () => {
    const user = userEvent.setup();
    renderPage('/zapasova-soupiska/7', getTournament('praguegames'));
    const home = await homeSection();
    await choose(user, home, 'Novák Jan', 'Dvořák Petr', 'Malá Eva');
    await user.click(within(home).getByRole('checkbox', { name: 'Kapitán – Novák Jan' }));
    await user.click(within(home).getByRole('checkbox', { name: 'Brankář – Dvořák Petr' }));
    await user.click(within(home).getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Soupiska je uložená.')).toBeInTheDocument();
    expect(sent()[0].body._data.players.slice(0, 2)).toEqual([
      { participantId: 1, jerseyNumber: 1, isLeader: false, isCaptain: true, isGoalkeeper: false },
      { participantId: 2, jerseyNumber: 2, isLeader: false, isCaptain: false, isGoalkeeper: true },
    ]);
  });

  it('offers no captain or goalkeeper in handball', async () => {
    const user = userEvent.setup();
    renderPage('/zapasova-soupiska/7', getTournament('phc'));
    const home = await homeSection();
    await choose(user, home, 'Novák Jan');
    expect(within(home).queryByRole('checkbox', { name: 'Kapitán – Novák Jan' })).toBeNull();
    expect(within(home).queryByRole('checkbox', { name: 'Brankář – Novák Jan' })).toBeNull();
  });

  it('offers the hall’s referees of the day first, then the rest', async () => {
    renderPage();
    const referees = await screen.findByRole('region', { name: 'Rozhodčí' });
    expect(within(referees).getByText('Zápas zatím nemá žádného rozhodčího.')).toBeInTheDocument();
    const hall = await within(referees).findByRole('list', { name: 'V této hale dnes' });
    expect(within(hall).getByRole('checkbox', { name: 'Cibulka Jiří' })).toBeInTheDocument();
    expect(within(within(referees).getByRole('list', { name: 'Ostatní rozhodčí' })).getByRole('checkbox', { name: 'Čermák Petr' })).toBeInTheDocument();
  });

  it('speaks English on /en', async () => {
    const { messages } = await import('../../locales/en/messages');
    await act(async () => {
      i18n.load('en', messages);
      i18n.activate('en');
    });
    renderPage('/en/zapasova-soupiska/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Match roster' })).toBeInTheDocument();
    const home = await homeSection();
    expect(within(home).getByRole('button', { name: 'Save and confirm roster' })).toBeInTheDocument();
  });
});
