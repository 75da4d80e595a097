import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MatchDetail } from '@phc/api-contract';
import { renderWithTheme } from '@phc/ui/testing';
import type { Competition } from '../data/use-competition';
import { SetEvents } from './set-events';

const at = '2026-04-06T10:00:00.000Z';
const match = { id: 1, competitionGroupId: 2, homeTeamId: 3, awayTeamId: 4, homeTeamCompetitionGroupId: null, awayTeamCompetitionGroupId: null, homeSourcePosition: null, awaySourcePosition: null, day: '2026-04-06', time: '10:00', startsAt: at, placeId: 5, state: 'live', homeScore: 1, awayScore: 0, walkOver: null, stageId: 11, updatedAt: at } as const;
let nextId = 1;
const event = (minute: number, eventTypeId: number, teamId: number, stageId: number, participantId: number | null = null) => ({ id: nextId++, matchId: 1, minute, second: 0, eventTypeId, teamId, participantId, assistParticipantId: null, clientId: null, stageId, createdAt: at, updatedAt: at });

// Only what the component reads of the competition: the static lists and team names.
const competition = {
  staticData: {
    matchStages: [
      { id: 10, code: '1st_set', name: { cs: '1. set', en: '1st set' }, order: 1 },
      { id: 11, code: '2nd_set', name: { cs: '2. set', en: '2nd set' }, order: 2 },
    ],
    eventTypes: [
      { id: 1, code: 'point', name: { cs: 'Bod', en: 'Point' }, scoreDelta: 1, penaltyMinutes: 0 },
      { id: 2, code: 'timeout', name: { cs: 'Oddechový čas', en: 'Timeout' }, scoreDelta: 0, penaltyMinutes: 0 },
    ],
  },
  teamName: (id: number | null) => (id === 3 ? 'Dukla' : 'Sparta'),
} as unknown as Competition;

function detail(events: MatchDetail['events'], extra: Partial<MatchDetail['match']> = {}): MatchDetail {
  return {
    match: { ...match, ...extra },
    events,
    roster: { homeTeamRoster: [{ participantId: 9, firstName: 'Jana', lastName: 'Nováková', jerseyNumber: 7, isLeader: false, isCaptain: false, isGoalkeeper: false }], awayTeamRoster: [] },
    referees: [],
    protocol: { homeConfirmedAt: null, awayConfirmedAt: null, sealedAt: null, sealedByRefereeId: null },
  } as unknown as MatchDetail;
}

describe('SetEvents', () => {
  it('lists the sets in order with their rally score and opens a set to its rallies', async () => {
    const events = [event(30, 1, 3, 11), event(1, 1, 3, 10, 9), event(2, 1, 4, 10), event(3, 2, 4, 10), event(4, 1, 3, 10)];
    renderWithTheme(<SetEvents detail={detail(events)} competition={competition} />, { route: '/' });
    const sets = screen.getAllByTestId('set');
    expect(sets.map((s) => s.querySelector('summary')?.textContent)).toEqual(['1. set2:1', '2. set1:0']);
    expect(screen.queryByText('Bod')).not.toBeInTheDocument();
    const first = within(sets[0]).getByText('1. set');
    expect(within(sets[0]).getByRole('list', { name: 'Průběh: 1. set', hidden: true })).not.toBeVisible();
    await userEvent.click(first);
    const rallies = within(sets[0]).getByRole('list', { name: 'Průběh: 1. set' });
    expect(within(rallies).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1:0Bod – Dukla, 7 Jana Nováková', '1:1Bod – Sparta', '1:1Oddechový čas – Sparta', '2:1Bod – Dukla']);
  });

  it('says the match ended by walkover when it has no events', () => {
    renderWithTheme(<SetEvents detail={detail([], { walkOver: 'home', state: 'finished' })} competition={competition} />, { route: '/' });
    expect(screen.getByRole('heading', { name: 'Zápas skončil kontumací' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('set')).toHaveLength(0);
  });
});
