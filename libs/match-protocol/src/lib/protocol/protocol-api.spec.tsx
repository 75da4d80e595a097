import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { connectLiveUpdates, queries, queryKeys } from '@phc/api-client';
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

describe('a protocol write and the live data', () => {
  const fetchMock = jest.fn();
  const live = { matches: [{ ...match, stageId: 1 }], groupTeams: [], generatedAt: at };

  /** A query client whose `live` is shown on the page (an observer), and the stream in the state given. */
  function setup(streamOpen: boolean) {
    const client = new QueryClient();
    client.setQueryData(queryKeys.live, live);
    client.setQueryData(queryKeys.match(7), { match: { ...match, stageId: 1 }, events: [] });
    const listeners: Record<string, (() => void)[]> = {};
    const source = { readyState: 1, addEventListener: (type: string, fn: () => void) => (listeners[type] ??= []).push(fn), close: jest.fn() };
    const stop = connectLiveUpdates(client, { createEventSource: () => source as unknown as EventSource });
    if (streamOpen) listeners['open']?.forEach((fn) => fn());
    const wrap = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return { client, stop, wrap };
  }
  /** The stage hook on a page that shows `live` (so a stale `live` is read again at once). */
  const useStageOnLivePage = () => {
    useQuery(queries.live());
    return useMatchStage(7, 1);
  };
  const liveReads = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/v1/competition/live')).length;

  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    fetchMock.mockImplementation((url: string) => (String(url).startsWith('/api/v1/competition/live') ? json(200, live) : json(200, { match })));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('does not read the whole live data again while the stream is connected, and shows the answer\'s match', async () => {
    const { client, stop, wrap } = setup(true);
    const { result } = renderHook(() => useStageOnLivePage(), { wrapper: wrap });
    await act(() => result.current.change(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(liveReads()).toBe(0);
    expect(client.getQueryData<{ match: { stageId: number } }>(queryKeys.match(7))?.match.stageId).toBe(2);
    stop();
  });

  it('reads the live data again when the stream is not connected', async () => {
    const { stop, wrap } = setup(false);
    const { result } = renderHook(() => useStageOnLivePage(), { wrapper: wrap });
    await act(() => result.current.change(2));
    expect(liveReads()).toBe(1);
    stop();
  });
});
