/**
 * @jest-environment node
 */
import { QueryClient } from '@tanstack/react-query';
import type { LiveData, LiveDelta, Match } from '@phc/api-contract';
import { connectLiveUpdates, isLiveStreamOpen, liveStaleTime, refreshAfterMatchWrite } from './live-updates';
import { queryKeys } from './query-keys';

const at = '2026-04-06T10:00:00.000Z';
const match = (id: number, homeScore: number | null): Match => ({
  id,
  competitionGroupId: 10,
  homeTeamId: 1,
  awayTeamId: 2,
  homeTeamCompetitionGroupId: null,
  awayTeamCompetitionGroupId: null,
  homeSourcePosition: null,
  awaySourcePosition: null,
  day: '2026-04-06',
  time: '10:00',
  startsAt: at,
  placeId: 1,
  state: 'live',
  homeScore,
  awayScore: 0,
  walkOver: null,
  stageId: null,
  updatedAt: at,
});
const liveData = (...scores: number[]): LiveData => ({ matches: scores.map((s, i) => match(i + 1, s)), groupTeams: [], generatedAt: at });

/** An EventSource the test drives: it delivers messages as the server would send them. */
function fakeSource() {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const urls: string[] = [];
  const source = {
    readyState: 1,
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] ??= []).push(fn),
    close: jest.fn(),
  };
  const emit = (type: string, event: unknown = {}) => (listeners[type] ?? []).forEach((fn) => fn(event));
  return {
    create: (url: string) => {
      urls.push(url);
      return source as unknown as EventSource;
    },
    urls,
    source,
    emit,
    send: (type: string, id: string, data: unknown) => emit(type, { data: JSON.stringify(data), lastEventId: id }),
  };
}

function setup(cached?: LiveData) {
  const client = new QueryClient();
  if (cached) client.setQueryData(queryKeys.live, cached);
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  const es = fakeSource();
  const stop = connectLiveUpdates(client, { createEventSource: es.create });
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { client, es, stop, invalidate, invalidated };
}

const goal = (matchId: number, homeScore: number): LiveDelta => ({ type: 'event', matchId, groupId: 10, at, match: match(matchId, homeScore) });

describe('live updates while connected', () => {
  it('patch the cached live data with a change, keep the other matches identical, and refetch only the match and statistics', () => {
    const { client, es, invalidated, stop } = setup(liveData(0, 0));
    const before = client.getQueryData<LiveData>(queryKeys.live) as LiveData;
    es.emit('open');
    es.send('ready', 'e-1', { generatedAt: at });
    es.send('change', 'e-2', goal(2, 1));
    const after = client.getQueryData<LiveData>(queryKeys.live) as LiveData;
    expect(after.matches[1].homeScore).toBe(1);
    expect(after.matches[0]).toBe(before.matches[0]);
    expect(invalidated()).toEqual([queryKeys.match(2), queryKeys.statistics]);
    stop();
  });

  it('ignore a change that comes before the live data is cached', () => {
    const { client, es, stop } = setup();
    es.send('change', 'e-2', goal(2, 1));
    expect(client.getQueryData(queryKeys.live)).toBeUndefined();
    stop();
  });

  it('apply a change again to a live read that was under way when it came', async () => {
    const { client, es, stop } = setup();
    let answer: (data: LiveData) => void = () => undefined;
    const read = client.fetchQuery({ queryKey: queryKeys.live, queryFn: () => new Promise<LiveData>((resolve) => (answer = resolve)) });
    es.send('change', 'e-2', goal(1, 5));
    answer(liveData(0, 0)); // made before the change
    await read;
    expect((client.getQueryData<LiveData>(queryKeys.live) as LiveData).matches[0].homeScore).toBe(5);
    stop();
  });

  it('read live again once after a reset, and when the stream opens on other live data than the cached one', () => {
    const { es, invalidated, invalidate, stop } = setup(liveData(0));
    es.send('ready', 'e-1', { generatedAt: '2026-04-06T10:00:01.000Z' });
    expect(invalidated()).toEqual([queryKeys.live]);
    invalidate.mockClear();
    es.send('ready', 'e-1', { generatedAt: at });
    expect(invalidated()).toEqual([]);
    es.send('reset', 'e-9', {});
    expect(invalidated()).toContainEqual(queryKeys.live);
    expect(invalidated().filter((k) => k === queryKeys.live)).toHaveLength(1);
    stop();
  });

  it('does not refetch live when the stream opens again (the server replays what was missed), nor count it stale meanwhile', () => {
    const { es, invalidated, stop } = setup(liveData(0));
    expect(liveStaleTime()).toBe(10_000);
    es.emit('open');
    es.emit('error');
    // Back online or back to the tab, React Query refetches stale data: `live` is not, while followed.
    expect(liveStaleTime()).toBe(Infinity);
    es.emit('open');
    expect(invalidated()).toEqual([]);
    stop();
    expect(liveStaleTime()).toBe(10_000);
  });

  it('polls while the stream is down, and opens a new stream from the last id when the browser gave up', () => {
    jest.useFakeTimers();
    try {
      const { es, invalidated, stop } = setup(liveData(0));
      es.send('change', 'e-7', goal(1, 1));
      es.source.readyState = 2;
      es.emit('error');
      jest.advanceTimersByTime(15_000);
      expect(invalidated()).toContainEqual(queryKeys.live);
      expect(es.urls).toEqual(['/api/v1/competition/live/stream', '/api/v1/competition/live/stream?lastEventId=e-7']);
      stop();
      expect(es.source.close).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('after the user\'s own match write', () => {
  const detail = { match: match(1, 0), events: [] };

  it('takes the match from the answer and leaves live to the delta while the stream is open', async () => {
    const { client, es, invalidated, stop } = setup(liveData(0));
    client.setQueryData(queryKeys.match(1), detail);
    es.emit('open');
    expect(isLiveStreamOpen()).toBe(true);
    await refreshAfterMatchWrite(client, 1, match(1, 5));
    expect(invalidated()).toEqual([]);
    expect(client.getQueryData<typeof detail>(queryKeys.match(1))?.match.homeScore).toBe(5);
    stop();
  });

  it('reads live again when the stream is down or was never opened, and the match when the answer has none', async () => {
    const { client, es, invalidated, stop } = setup(liveData(0));
    es.emit('open');
    es.emit('error');
    expect(isLiveStreamOpen()).toBe(false);
    await refreshAfterMatchWrite(client, 1);
    expect(invalidated()).toEqual([queryKeys.match(1), queryKeys.live]);
    stop();
    const never = setup(liveData(0));
    await refreshAfterMatchWrite(never.client, 1, match(1, 5));
    expect(never.invalidated()).toEqual([queryKeys.live]);
    never.stop();
  });

  it('counts a stopped connection as closed', () => {
    const { es, stop } = setup();
    es.emit('open');
    stop();
    expect(isLiveStreamOpen()).toBe(false);
  });
});
