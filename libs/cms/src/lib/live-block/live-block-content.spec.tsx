import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFavouriteTeams } from '@phc/api-client';
import { getTournament } from '@phc/tournaments';
import { mockFetch, renderWithClient } from '../testing';
import { LiveBlockContent } from './live-block-content';

const at = '2026-04-02T08:00:00.000Z';
const team = (id: number, club: string) => ({ id, clubId: id, name: null, teamNumber: 1, teamCategoryId: 1, teamCategory: { code: 'A' }, club: { id, name: club, countryId: 1 }, uuid: `t${id}` });
const match = (id: number, homeTeamId: number, awayTeamId: number, startsAt: string, state: 'scheduled' | 'live' | 'finished', score: [number, number] | null = null) => ({
  id,
  competitionGroupId: 1,
  homeTeamId,
  awayTeamId,
  homeTeamCompetitionGroupId: null,
  awayTeamCompetitionGroupId: null,
  homeSourcePosition: null,
  awaySourcePosition: null,
  day: startsAt.slice(0, 10),
  time: startsAt.slice(11, 16),
  startsAt,
  placeId: 5,
  state,
  homeScore: score?.[0] ?? null,
  awayScore: score?.[1] ?? null,
  walkOver: null,
  stageId: null as number | null,
  updatedAt: at,
});
const competition = { roundLevels: [], groups: [], teamCategories: [], countries: [], configurations: [], teams: [team(1, 'Dukla Praha'), team(2, 'SG Dresden'), team(3, 'HC Praha'), team(4, 'IK Sävehof')], halls: [], places: [], matchStages: [], eventTypes: [] };
const liveData = (matches: ReturnType<typeof match>[]) => ({ matches, groupTeams: [], generatedAt: at });

function serve(matches: ReturnType<typeof match>[], liveStatus = 200) {
  return mockFetch({
    'GET /api/v1/competition/static': () => ({ body: competition }),
    'GET /api/v1/competition/live': () => (liveStatus === 200 ? { body: liveData(matches) } : { status: liveStatus, body: { error: { status: liveStatus, code: 'unavailable', message: 'Down' } } }),
  });
}

beforeEach(() => act(() => useFavouriteTeams.setState({ teamIds: [] })));

/** A volleyball match in its 4th set, 2:1 in sets; the set's rally points so far, home first. */
function serveVolleyball(rally: { home: number; away: number }) {
  const live = { ...match(20, 1, 2, '2026-04-02T08:00:00.000Z', 'live', [2, 1]), stageId: 14 };
  const point = (id: number, teamId: number, stageId: number) => ({ id, matchId: 20, minute: id, second: 0, eventTypeId: 1, teamId, participantId: null, assistParticipantId: null, clientId: null, stageId, createdAt: at, updatedAt: at });
  // A point of the 3rd set, then the 4th set's rally.
  const events = [point(1, 2, 13), ...Array.from({ length: rally.home + rally.away }, (_, i) => point(i + 2, i < rally.home ? 1 : 2, 14))];
  return mockFetch({
    'GET /api/v1/competition/static': () => ({
      body: {
        ...competition,
        matchStages: [
          { id: 13, code: '3rd_set', name: { cs: '3. set', en: '3rd set' }, order: 3 },
          { id: 14, code: '4th_set', name: { cs: '4. set', en: '4th set' }, order: 4 },
        ],
        eventTypes: [{ id: 1, code: 'point', name: { cs: 'Bod', en: 'Point' }, scoreDelta: 1, penaltyMinutes: 0 }],
      },
    }),
    'GET /api/v1/competition/live': () => ({ body: liveData([live]) }),
    'GET /api/v1/competition/competition-match/20': () => ({
      body: { match: live, events, roster: { homeTeamRoster: [], awayTeamRoster: [] }, referees: [], protocol: { homeConfirmedAt: null, awayConfirmedAt: null, sealedAt: null, sealedByRefereeId: null } },
    }),
  });
}

describe('LiveBlockContent', () => {
  it('shows the matches being played with their running score, each a link to the match', async () => {
    serve([match(10, 1, 2, '2026-04-02T08:00:00.000Z', 'live', [3, 2]), match(11, 3, 4, '2026-04-02T10:00:00.000Z', 'scheduled')]);
    renderWithClient(<LiveBlockContent headingId="live" />);
    const link = await screen.findByRole('link', { name: /Dukla Praha A I – SG Dresden A I\s*3:2/ });
    expect(link).toHaveAttribute('href', '/vysledky/zapas/10');
    expect(screen.queryByRole('link', { name: /HC Praha/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Všechny výsledky' })).toHaveAttribute('href', '/vysledky');
  });

  it('shows a live volleyball match with its set score and the running set, as the schedule does', async () => {
    serveVolleyball({ home: 14, away: 12 });
    renderWithClient(<LiveBlockContent headingId="live" />, '/', getTournament('praguevolleyballgames'));
    const link = await screen.findByRole('link', { name: /Dukla Praha A I – SG Dresden A I\s*2:1/ });
    expect(await within(link).findByTestId('live-set-score')).toHaveTextContent('4. set 14:12');
  });

  it('shows no running set for a live match of a sport scored by goals', async () => {
    const { calls } = serveVolleyball({ home: 3, away: 0 });
    renderWithClient(<LiveBlockContent headingId="live" />);
    const link = await screen.findByRole('link', { name: /Dukla Praha A I – SG Dresden A I\s*2:1/ });
    expect(within(link).queryByTestId('live-set-score')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/v1/competition/competition-match/20');
  });

  it("shows a followed team's next match still to start", async () => {
    act(() => useFavouriteTeams.setState({ teamIds: [4] }));
    serve([match(11, 3, 4, '2026-04-02T10:00:00.000Z', 'scheduled'), match(12, 4, 1, '2026-04-02T14:00:00.000Z', 'scheduled')]);
    renderWithClient(<LiveBlockContent headingId="live" />);
    const list = await screen.findByRole('list', { name: 'Příští zápasy vašich týmů' });
    const next = within(list).getByRole('link');
    expect(next).toHaveAttribute('href', '/vysledky/zapas/11');
    expect(next).toHaveTextContent('IK Sävehof A I: příští zápas čtvrtek 10:00');
  });

  it('says when nothing is being played and no team is followed', async () => {
    serve([match(11, 3, 4, '2026-04-02T10:00:00.000Z', 'scheduled')]);
    renderWithClient(<LiveBlockContent headingId="live" />);
    expect(await screen.findByText('Teď se nehraje žádný zápas.')).toBeInTheDocument();
    expect(screen.getByText(/Zatím nesledujete žádný tým/)).toBeInTheDocument();
  });

  it('offers a retry when the matches cannot be read, and shows them once they can', async () => {
    const { fetchMock } = serve([], 503);
    renderWithClient(<LiveBlockContent headingId="live" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Zápasy se nepodařilo načíst');
    serve([match(10, 1, 2, '2026-04-02T08:00:00.000Z', 'live', [1, 0])]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('link', { name: /Dukla Praha A I – SG Dresden A I\s*1:0/ })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });
});
