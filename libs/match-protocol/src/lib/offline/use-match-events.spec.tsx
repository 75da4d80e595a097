import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, queryKeys } from '@phc/api-client';
import type { StaticData } from '@phc/api-contract';
import { createMemoryStore } from './event-store';
import { fakeEventServer, type Fault } from './fake-event-server';
import { useMatchEvents } from './use-match-events';

const matchId = 7;

function staticData(offline: boolean): StaticData {
  return {
    roundLevels: [],
    groups: [],
    teamCategories: [],
    countries: [],
    configurations: [{ key: 'offline_match_protocol', dataType: 'boolean', value: String(offline), format: null }],
    teams: [],
    halls: [],
    places: [],
    matchStages: [
      { id: 1, code: '1st_half', name: { cs: '1. poločas', en: '1st half' }, order: 1 },
      { id: 2, code: '2nd_half', name: { cs: '2. poločas', en: '2nd half' }, order: 2 },
    ],
    eventTypes: [],
  };
}

function setup(options: { offline?: boolean; fault?: () => Fault } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.static, staticData(options.offline ?? true));
  const server = fakeEventServer(options.fault);
  const store = createMemoryStore();
  const save = jest.spyOn(store, 'save');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useMatchEvents(matchId, { api: server.api, store }), { wrapper });
  return { ...hook, server, store, save, queryClient };
}

const goal = (minute: number, stageId = 1) => ({ minute, second: 0, eventTypeId: 1, teamId: 10, participantId: 101, assistParticipantId: null, stageId });

describe('useMatchEvents', () => {
  it('shows an added event at once, stores it and sends it', async () => {
    const { result, server, save } = setup();
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      await result.current.add(goal(5));
    });
    expect(result.current.events).toEqual([expect.objectContaining({ minute: 5 })]);
    expect(save).toHaveBeenCalled();
    await waitFor(() => expect(result.current.status.pending).toBe(0));
    expect(server.events.size).toBe(1);
    expect(result.current.status).toEqual(expect.objectContaining({ online: true, offlineSince: null, persistent: true }));
  });

  it('lists events by stage, then time', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      await result.current.add(goal(2, 2));
      await result.current.add(goal(20, 1));
      await result.current.add(goal(3, 1));
    });
    expect(result.current.events.map((e) => [e.stageId, e.minute])).toEqual([
      [1, 3],
      [1, 20],
      [2, 2],
    ]);
  });

  it('counts waiting changes and says since when the device is offline', async () => {
    const { result } = setup({ fault: () => 'before' });
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      await result.current.add(goal(5));
      await result.current.add(goal(6));
      await result.current.syncNow();
    });
    expect(result.current.status).toEqual(expect.objectContaining({ pending: 2, online: false }));
    expect(result.current.status.offlineSince).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('sends what waited when the browser is back online', async () => {
    let down = true;
    const { result, server } = setup({ fault: () => (down ? 'before' : null) });
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      await result.current.add(goal(5));
      await result.current.syncNow();
    });
    expect(result.current.status.pending).toBe(1);
    down = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.status.pending).toBe(0));
    expect(server.events.size).toBe(1);
    expect(result.current.status.online).toBe(true);
  });

  it('sends nothing while the device says it is offline, and everything once it is back', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { result, server } = setup();
      await waitFor(() => expect(result.current.ready).toBe(true));
      await act(async () => {
        await result.current.add(goal(5));
        await result.current.add(goal(6));
      });
      expect(server.calls).toEqual([]);
      expect(result.current.status).toEqual(expect.objectContaining({ pending: 2, online: false }));
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(result.current.status.pending).toBe(0));
      expect(server.events.size).toBe(2);
    } finally {
      onLine.mockRestore();
    }
  });

  it("merges another reporter's event when the live stream says the match changed", async () => {
    const { result, server, queryClient } = setup();
    await waitFor(() => expect(result.current.ready).toBe(true));
    // The protocol screen holds the match detail in the query cache, as the live stream expects.
    queryClient.setQueryData(queryKeys.match(matchId), { events: [] });
    await server.api.createEvent(matchId, { ...goal(9), clientId: 'other-device-1' });
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.match(matchId) });
    });
    await waitFor(() => expect(result.current.events.map((e) => e.clientId)).toEqual(['other-device-1']));
  });

  it('undoes the last added event', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      await result.current.add(goal(1));
      await result.current.add(goal(2));
    });
    await act(async () => {
      await result.current.undoLast();
    });
    expect(result.current.events.map((e) => e.minute)).toEqual([1]);
  });

  it('with the offline protocol off keeps nothing on the device but still sends at once', async () => {
    const { result, server } = setup({ offline: false });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.status.persistent).toBe(false);
    await act(async () => {
      await result.current.add(goal(5));
    });
    await waitFor(() => expect(server.events.size).toBe(1));
  });

  it('never says all saved while the server refuses a change', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(queryKeys.static, staticData(true));
    const server = fakeEventServer();
    const api = { ...server.api, createEvent: async () => Promise.reject(new ApiError(400, 'validation', 'Invalid event time')) };
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useMatchEvents(matchId, { api, store: createMemoryStore() }), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      await result.current.add(goal(5));
      await result.current.syncNow();
    });
    expect(result.current.status).toEqual(expect.objectContaining({ pending: 1, failed: 1, lastError: 'Invalid event time' }));
    expect(result.current.events[0].error).toBe('Invalid event time');
  });
});
