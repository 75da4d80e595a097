import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMatchStage } from './protocol-api';

const at = '2026-04-03T08:00:00.000Z';
const match = { id: 7, competitionGroupId: 1, homeTeamId: 10, awayTeamId: 20, homeTeamCompetitionGroupId: null, awayTeamCompetitionGroupId: null, homeSourcePosition: null, awaySourcePosition: null, day: '2026-04-03', time: '10:00', startsAt: at, placeId: 5, state: 'live', homeScore: 0, awayScore: 0, walkOver: null, stageId: 2, updatedAt: at };
const json = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, statusText: '', headers: new Headers(), json: async () => body, text: async () => JSON.stringify(body) });

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('useMatchStage', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('sends the stage through the dedicated call', async () => {
    fetchMock.mockImplementation(() => json(200, { match }));
    const { result } = renderHook(() => useMatchStage(7, 1), { wrapper });
    await act(() => result.current.change(2));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/competition/competition-match/7/stage');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ stage_id: 2 });
    expect(result.current.pending).toBe(false);
  });

  it('offline keeps the new stage on the device and sends it when the screen is back', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const first = renderHook(() => useMatchStage(7, 1), { wrapper });
    await act(() => first.result.current.change(2));
    expect(first.result.current).toMatchObject({ stageId: 2, pending: true, error: null });
    first.unmount();
    fetchMock.mockImplementation(() => json(200, { match }));
    const second = renderHook(() => useMatchStage(7, 1), { wrapper });
    expect(second.result.current.stageId).toBe(2);
    await waitFor(() => expect(second.result.current.pending).toBe(false));
    expect(localStorage.getItem('match-protocol:stage:7')).toBeNull();
  });

  it('a refusal is final: the stage stays the server one and the error is kept', async () => {
    fetchMock.mockImplementation(() => json(403, { error: { status: 403, code: 'forbidden', message: 'no', fields: {} } }));
    const { result } = renderHook(() => useMatchStage(7, 1), { wrapper });
    await act(() => result.current.change(2));
    expect(result.current).toMatchObject({ stageId: 1, pending: false });
    expect(result.current.error).not.toBeNull();
  });
});
