import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFavouriteTeams } from '@phc/api-client';
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
  stageId: null,
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

describe('LiveBlockContent', () => {
  it('shows the matches being played with their running score, each a link to the match', async () => {
    serve([match(10, 1, 2, '2026-04-02T08:00:00.000Z', 'live', [3, 2]), match(11, 3, 4, '2026-04-02T10:00:00.000Z', 'scheduled')]);
    renderWithClient(<LiveBlockContent headingId="live" />);
    const link = await screen.findByRole('link', { name: /Dukla Praha A I – SG Dresden A I\s*3:2/ });
    expect(link).toHaveAttribute('href', '/vysledky/zapas/10');
    expect(screen.queryByRole('link', { name: /HC Praha/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Všechny výsledky' })).toHaveAttribute('href', '/vysledky');
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
