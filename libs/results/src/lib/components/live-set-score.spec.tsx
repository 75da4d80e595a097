import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Match, MatchDetail, StaticData } from '@phc/api-contract';
import { queries } from '@phc/api-client';
import { getTournament } from '@phc/tournaments';
import { renderWithTheme } from '@phc/ui/testing';
import { MatchScore } from './match-list';

const at = '2026-04-06T10:00:00.000Z';
const match: Match = { id: 1, competitionGroupId: 2, homeTeamId: 3, awayTeamId: 4, homeTeamCompetitionGroupId: null, awayTeamCompetitionGroupId: null, homeSourcePosition: null, awaySourcePosition: null, day: '2026-04-06', time: '10:00', startsAt: at, placeId: 5, state: 'live', homeScore: 2, awayScore: 1, walkOver: null, stageId: 14, updatedAt: at };
const point = (id: number, teamId: number, stageId: number) => ({ id, matchId: 1, minute: id, second: 0, eventTypeId: 1, teamId, participantId: null, assistParticipantId: null, clientId: null, stageId, createdAt: at, updatedAt: at });

/** The query cache as the app holds it after reading the static data and the match detail. */
function renderScore(m: Match, sport: 'phc' | 'praguevolleyballgames') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queries.static().queryKey, {
    matchStages: [
      { id: 13, code: '3rd_set', name: { cs: '3. set', en: '3rd set' }, order: 3 },
      { id: 14, code: '4th_set', name: { cs: '4. set', en: '4th set' }, order: 4 },
    ],
    eventTypes: [{ id: 1, code: 'point', name: { cs: 'Bod', en: 'Point' }, scoreDelta: 1, penaltyMinutes: 0 }],
  } as unknown as StaticData);
  client.setQueryData(queries.match(1).queryKey, { match: m, events: [point(1, 3, 13), point(2, 3, 14), point(3, 4, 14), point(4, 3, 14)] } as unknown as MatchDetail);
  renderWithTheme(
    <QueryClientProvider client={client}>
      <MatchScore match={m} />
    </QueryClientProvider>,
    { tournament: getTournament(sport), route: '/' },
  );
}

describe('a live card score', () => {
  it('shows the running rally score of the set being played under a live volleyball set score', () => {
    renderScore(match, 'praguevolleyballgames');
    expect(screen.getByText('2:1')).toBeInTheDocument();
    expect(screen.getByTestId('live-set-score')).toHaveTextContent('4. set 2:1');
  });

  it('shows no set score once the match is over or in a sport scored by goals', () => {
    renderScore({ ...match, state: 'finished' }, 'praguevolleyballgames');
    renderScore(match, 'phc');
    expect(screen.queryByTestId('live-set-score')).not.toBeInTheDocument();
  });
});
