import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Match } from '@phc/api-contract';
import { useAlertStore } from '@phc/ui';
import { renderWithTheme } from '@phc/ui/testing';
import { WalkoverSelect } from './walkover-select';

const match: Match = {
  id: 7,
  competitionGroupId: 3,
  homeTeamId: 11,
  awayTeamId: 12,
  homeTeamCompetitionGroupId: 1,
  awayTeamCompetitionGroupId: 2,
  homeSourcePosition: 1,
  awaySourcePosition: 2,
  day: '2026-04-06',
  time: '10:00',
  startsAt: '2026-04-06T10:00:00.000Z',
  placeId: 4,
  state: 'scheduled',
  homeScore: null,
  awayScore: null,
  walkOver: null,
  stageId: null,
  updatedAt: '2026-04-06T08:00:00.000Z',
};

// The network edge only: what fetch answers (jsdom has no Response).
const json = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, statusText: '', json: async () => body });

function renderSelect() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <WalkoverSelect match={match} homeLabel="Dukla" awayLabel="Sparta" />
    </QueryClientProvider>,
  );
  return { invalidate };
}

describe('WalkoverSelect', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    act(() => useAlertStore.setState({ alerts: [] }));
  });

  it('saves the chosen walkover in lower case and refreshes the live data', async () => {
    fetchMock.mockImplementation(() => json(200, { match: { ...match, walkOver: 'home', homeScore: 5, awayScore: 0, state: 'finished' } }));
    const { invalidate } = renderSelect();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kontumace' }), 'Ve prospěch Dukla');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['competition', 'live'] }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/competition/competition-match/7/walkover');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ _data: { walkOverType: 'home' } });
    expect(useAlertStore.getState().alerts.map((a) => a.type)).toEqual(['success']);
  });

  it('puts the previous choice back and says why when the server refuses', async () => {
    fetchMock.mockImplementation(() => json(403, { error: { status: 403, code: 'forbidden', message: 'You are not the reporter of this match' } }));
    renderSelect();
    const select = screen.getByRole('combobox', { name: 'Kontumace' });
    await userEvent.selectOptions(select, 'Proti oběma');
    await waitFor(() => expect(useAlertStore.getState().alerts).toHaveLength(1));
    expect(useAlertStore.getState().alerts[0]).toMatchObject({ type: 'danger', message: 'Kontumaci tohoto zápasu nemůžete nastavit.' });
    await waitFor(() => expect(select).toHaveValue(''));
  });
});
