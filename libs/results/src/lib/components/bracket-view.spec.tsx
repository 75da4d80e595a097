import { act, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LiveData, Match, StaticData } from '@phc/api-contract';
import { renderWithTheme } from '@phc/ui/testing';
import { buildCompetition } from '../data/use-competition';
import type { Bracket } from '../logic/bracket-tree';
import { BracketView } from './bracket-view';

const at = '2026-04-06T10:00:00.000Z';
const match = (id: number, placeId: number): Match => ({
  id,
  competitionGroupId: 3,
  homeTeamId: 11,
  awayTeamId: 12,
  homeTeamCompetitionGroupId: null,
  awayTeamCompetitionGroupId: null,
  homeSourcePosition: null,
  awaySourcePosition: null,
  day: '2026-04-06',
  time: '10:00',
  startsAt: at,
  placeId,
  state: 'scheduled',
  homeScore: null,
  awayScore: null,
  walkOver: null,
  stageId: null,
  updatedAt: at,
});
const team = (id: number, name: string) => ({ id, clubId: id, name: null, teamNumber: 1, teamCategoryId: 1, teamCategory: { code: 'A' }, club: { id, name, countryId: 1 }, uuid: `t${id}` });
// The public static data names no hall's reporter: who edits which match is the server's answer.
const hall = (id: number) => ({ id, translations: [{ locale: 'cs', name: `Hala ${id}`, description: '' }], address: 'Praha', lat: 50, lng: 14, files: [], placeType: { name: 'hall' as const }, data: null });
const staticData = {
  roundLevels: [
    { id: 1, systemName: 'final', isBracket: true, name: { cs: 'Finále', en: 'Final' }, order: 1 },
    { id: 2, systemName: 'semifinal', isBracket: true, name: { cs: 'Semifinále', en: 'Semi-final' }, order: 0 },
  ],
  groups: [{ id: 3, competitionRoundLevelId: 1, teamCategoryId: 1, playoffCategory: 1, name: 'F', teamIds: [11, 12] }],
  teamCategories: [],
  countries: [],
  configurations: [],
  teams: [team(11, 'Dukla'), team(12, 'Sparta')],
  halls: [hall(4), hall(5)],
  places: [],
  matchStages: [],
  eventTypes: [],
} as unknown as StaticData;
const matches = [match(7, 4), match(8, 5)];
const live: LiveData = { matches, groupTeams: [], generatedAt: at };
const node = (m: Match) => ({ key: m.id, matches: [m], roundLevelId: 1, roundOrder: 1, children: [] });
const bracket = { roots: matches.map(node), rounds: [{ roundLevelId: 1, order: 1, nodes: matches.map(node) }] } as unknown as Bracket<Match>;

const answer = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, statusText: '', headers: new Headers(), json: async () => body });

function renderBracket(user: { id: number; roles: string[] } | null, myMatches: { matchId: number; teamIds: number[] | null }[] = [], shown: Bracket<Match> = bracket) {
  const fetchMock = jest.fn((input: string) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/v1/web/auth/me') return user ? answer(200, { user: { ...user, username: 'u@demo.test', firstName: 'U', lastName: 'U', administratedClubs: [] } }) : answer(401, { error: { status: 401, code: 'unauthenticated', message: '' } });
    if (path === '/api/v1/competition/my-matches') return answer(200, { matches: myMatches });
    return answer(404, { error: { status: 404, code: 'not_found', message: '' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <BracketView bracket={shown} competition={buildCompetition(staticData, live)} label="A" />
    </QueryClientProvider>,
    { route: '/' },
  );
  const asked = () => fetchMock.mock.calls.some(([url]) => String(url).includes('/my-matches'));
  const userAsked = () => fetchMock.mock.calls.some(([url]) => String(url).includes('/auth/me'));
  return { asked, userAsked };
}

const walkoverOf = (matchId: number) => {
  const item = screen.getAllByRole('listitem').find((li) => li.querySelector(`[data-match-id="${matchId}"]`));
  return within(item as HTMLElement).queryByRole('combobox', { name: 'Kontumace' });
};

describe('bracket walkover dropdown', () => {
  it("offers a reporter the walkover only on the matches the server lists as theirs", async () => {
    renderBracket({ id: 5, roles: ['ROLE_COMPETITION_REPORTER'] }, [
      { matchId: 7, teamIds: null },
      { matchId: 8, teamIds: [11] },
    ]);
    expect(await screen.findByRole('combobox', { name: 'Kontumace' })).toBeInTheDocument();
    expect(walkoverOf(7)).toBeInTheDocument();
    expect(walkoverOf(8)).not.toBeInTheDocument();
  });

  it('offers a super admin every walkover without asking for a list', async () => {
    const { asked } = renderBracket({ id: 1, roles: ['ROLE_SUPER_ADMIN'] });
    expect(await screen.findAllByRole('combobox', { name: 'Kontumace' })).toHaveLength(2);
    expect(asked()).toBe(false);
  });

  it('offers visitors and other roles nothing and asks nothing', async () => {
    const { asked, userAsked } = renderBracket({ id: 2, roles: ['ROLE_ADMIN'] });
    expect(await screen.findByRole('region', { name: 'Pavouk: A' })).toBeInTheDocument();
    await waitFor(() => expect(userAsked()).toBe(true));
    // Let the answer about the user reach the component before looking for what it would offer.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('combobox', { name: 'Kontumace' })).not.toBeInTheDocument();
    expect(asked()).toBe(false);
  });
});

describe('bracket connectors', () => {
  it('draws a line from each match to the one its winner plays next on the first render', async () => {
    // Two semi-finals feeding a final: two lines. The first version read the scroller's ref, which React
    // had not attached yet when the lines were measured, and drew none until the data changed.
    const [semi1, semi2] = matches.map(node);
    const final = { ...node(match(9, 4)), roundOrder: 2, children: [semi1, semi2] };
    const tree = { roots: [final], rounds: [{ roundLevelId: 2, order: 1, nodes: [semi1, semi2] }, { roundLevelId: 1, order: 2, nodes: [final] }] } as unknown as Bracket<Match>;
    renderBracket(null, [], tree);
    const region = await screen.findByRole('region', { name: 'Pavouk: A' });
    expect(region.querySelectorAll('svg path')).toHaveLength(2);
  });
});

describe('bracket slots (issue 24)', () => {
  it('names a slot by the number its match shows on its own row, with the round or the teams', async () => {
    // Two semi-finals (groups 20 and 21, matches 37 and 38) feed the final: its home is the winner of
    // the first, its away the loser of the second, whose teams are already known.
    const semiOpen = { ...match(5, 4), competitionGroupId: 20, homeTeamId: null, awayTeamId: null, number: 37 };
    const semiKnown = { ...match(6, 5), competitionGroupId: 21, number: 38 };
    const final = { ...match(9, 4), competitionGroupId: 3, homeTeamId: null, awayTeamId: null, homeTeamCompetitionGroupId: 20, homeSourcePosition: 1, awayTeamCompetitionGroupId: 21, awaySourcePosition: 2, number: 40 };
    const data = {
      ...staticData,
      groups: [
        ...staticData.groups,
        { id: 20, competitionRoundLevelId: 2, teamCategoryId: 1, playoffCategory: 1, name: 'CM A 1/1', teamIds: [] },
        { id: 21, competitionRoundLevelId: 2, teamCategoryId: 1, playoffCategory: 1, name: 'CM A 1/2', teamIds: [11, 12] },
      ],
    } as unknown as StaticData;
    const all = [semiOpen, semiKnown, final];
    const [n1, n2] = [semiOpen, semiKnown].map((m) => ({ ...node(m), roundLevelId: 2 }));
    const root = { ...node(final), roundOrder: 2, children: [n1, n2] };
    const tree = { roots: [root], rounds: [{ roundLevelId: 2, order: 1, nodes: [n1, n2] }, { roundLevelId: 1, order: 2, nodes: [root] }] } as unknown as Bracket<Match>;
    globalThis.fetch = jest.fn(() => Promise.resolve({ ok: false, status: 401, statusText: '', headers: new Headers(), json: async () => ({ error: { status: 401, code: 'unauthenticated', message: '' } }) })) as unknown as typeof fetch;
    renderWithTheme(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BracketView bracket={tree} competition={buildCompetition(data, { matches: all, groupTeams: [], generatedAt: at })} label="A" />
      </QueryClientProvider>,
      { route: '/' },
    );
    const row = (id: number) => drawn(screen.getByRole('region', { name: 'Pavouk: A' }).querySelector<HTMLElement>(`[data-match-id="${id}"]`));
    await screen.findByRole('region', { name: 'Pavouk: A' });
    expect(row(9)).toHaveTextContent('Vítěz zápasu 37 · Semifinále');
    expect(row(9)).toHaveTextContent('Poražený zápasu 38: Dukla A I – Sparta A I');
    expect(row(9)).not.toHaveTextContent('CM A');
    expect(row(5)).toHaveTextContent(/^Zápas 37 · /);
    expect(row(6)).toHaveTextContent(/^Zápas 38 · /);
  });
});

function drawn(element: HTMLElement | null): HTMLElement {
  if (element === null) throw new Error('the match is not drawn');
  return element;
}
