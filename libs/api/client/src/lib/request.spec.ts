/**
 * @jest-environment node
 */
import { QueryClient } from '@tanstack/react-query';
import { competitionEndpoints, systemEndpoints } from '@phc/api-contract';
import { ApiContractError, ApiError } from './api-error';
import { connectLiveUpdates, keysToInvalidate } from './live-updates';
import { createQueries, withAdminFallback } from './queries';
import { queryKeys } from './query-keys';
import { createApiClient } from './request';
import { toQueryString } from './query-string';

// The network edge is the only thing replaced here: a fetch that answers like the server.
function fakeFetch(status: number, body: unknown) {
  return jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const health = { ok: true, db: 'pglite', tournament: 'phc' };

describe('api client', () => {
  it('fills the path, serialises the query and parses the answer with the contract', async () => {
    const fetch = fakeFetch(200, { user: null });
    const request = createApiClient({ fetch, baseUrl: 'http://api' });
    await expect(request(competitionEndpoints.matchDetail, { params: { id: 12 }, query: { _ts: '5' } }).catch((e) => e)).resolves.toBeInstanceOf(ApiContractError);
    expect(fetch.mock.calls[0][0]).toBe('http://api/api/v1/competition/competition-match/12?_ts=5');
  });

  it('turns an error answer into an ApiError with status, code and field codes', async () => {
    const request = createApiClient({ fetch: fakeFetch(400, { error: { status: 400, code: 'validation', message: 'Invalid body', fields: { login: ['emailMissing'] } } }) });
    const error = (await request(competitionEndpoints.live).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation', fields: { login: ['emailMissing'] } });
  });

  it('reports a failed connection as status 0', async () => {
    const request = createApiClient({
      fetch: jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    const error = (await request(competitionEndpoints.live).catch((e) => e)) as ApiError;
    expect(error.isNetworkError).toBe(true);
  });

  it('rejects an answer that does not match the contract instead of returning garbage', async () => {
    const request = createApiClient({ fetch: fakeFetch(200, { matches: 'nope' }) });
    await expect(request(competitionEndpoints.live)).rejects.toThrow(/does not match the contract/);
  });

  it('passes a valid answer through', async () => {
    const request = createApiClient({ fetch: fakeFetch(200, health) });
    await expect(request(systemEndpoints.health)).resolves.toEqual(health);
  });

  it('writes nested filters with brackets and leaves out empty values', () => {
    expect(toQueryString({ filter: { club: 3 }, sort: '-id', _envelope: 1, empty: undefined })).toBe('?filter%5Bclub%5D=3&sort=-id&_envelope=1');
    expect(toQueryString({})).toBe('');
  });
});

describe('admin fallback (SPEC §6)', () => {
  const admin = { id: 1, username: 'a', firstName: 'A', lastName: 'A', roles: ['ROLE_ADMIN' as const], administratedClubs: [] };
  const visitor = { ...admin, roles: [] };
  const failing = async () => Promise.reject(new ApiError(503, 'unavailable', 'down'));

  it('tries the admin variant for an admin when the public call fails', async () => {
    await expect(withAdminFallback(failing, async () => 'admin data', async () => admin)).resolves.toBe('admin data');
  });

  it('passes the failure on for anyone else', async () => {
    await expect(withAdminFallback(failing, async () => 'admin data', async () => visitor)).rejects.toThrow('down');
    await expect(withAdminFallback(failing, async () => 'admin data', async () => null)).rejects.toThrow('down');
  });

  it('reads the admin variant for a reporter or an organiser when the public answer hides the results, not for a visitor', async () => {
    const hidden = async () => ({ matches: [], resultsHidden: true as const });
    const full = async () => ({ matches: [{ id: 1 }] });
    const reporter = { ...admin, roles: ['ROLE_COMPETITION_REPORTER' as const] };
    await expect(withAdminFallback<object>(hidden, full, async () => reporter)).resolves.toEqual({ matches: [{ id: 1 }] });
    await expect(withAdminFallback<object>(hidden, full, async () => admin)).resolves.toEqual({ matches: [{ id: 1 }] });
    await expect(withAdminFallback<object>(hidden, full, async () => visitor)).resolves.toEqual({ matches: [], resultsHidden: true });
    await expect(withAdminFallback<object>(hidden, full, async () => null)).resolves.toEqual({ matches: [], resultsHidden: true });
    // A full answer asks nobody who is logged in.
    const who = jest.fn(async () => admin);
    await expect(withAdminFallback<object>(full, hidden, who)).resolves.toEqual({ matches: [{ id: 1 }] });
    expect(who).not.toHaveBeenCalled();
  });

  it('does not retry bad input as admin', async () => {
    const badInput = async () => Promise.reject(new ApiError(400, 'validation', 'bad'));
    const admin_ = jest.fn(async () => 'x');
    await expect(withAdminFallback(badInput, admin_, async () => admin)).rejects.toThrow('bad');
    expect(admin_).not.toHaveBeenCalled();
  });

  it('gives every call one query factory with hierarchical keys', () => {
    const q = createQueries(createApiClient({ fetch: fakeFetch(200, {}) }));
    expect(q.match(5).queryKey).toEqual(['competition', 'match', 5]);
    expect(q.live().queryKey).toEqual(['competition', 'live']);
    expect(q.me().queryKey).toEqual(queryKeys.me);
  });
});

describe('live updates', () => {
  it('invalidates the changed match (the live data is patched with the change instead)', () => {
    expect(keysToInvalidate({ type: 'score', matchId: 9, at: '2026-04-06T10:00:00.000Z' })).toEqual([['competition', 'match', 9]]);
  });

  it('invalidates on a pushed change, and polls while the stream is down', () => {
    jest.useFakeTimers();
    const listeners: Record<string, ((event: unknown) => void)[]> = {};
    const source = {
      addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] ??= []).push(fn),
      close: jest.fn(),
    } as unknown as EventSource;
    const client = new QueryClient();
    const invalidate = jest.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const statuses: string[] = [];
    const stop = connectLiveUpdates(client, { createEventSource: () => source, onStatus: (s) => statuses.push(s) });

    listeners['open'].forEach((fn) => fn({}));
    listeners['change'].forEach((fn) => fn({ data: JSON.stringify({ type: 'event', matchId: 4, at: '2026-04-06T10:00:00.000Z' }) }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['competition', 'match', 4] });

    invalidate.mockClear();
    listeners['error'].forEach((fn) => fn({}));
    jest.advanceTimersByTime(15_000);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['competition', 'live'] });
    expect(statuses).toEqual(['live', 'polling']);

    stop();
    expect(source.close).toHaveBeenCalled();
    jest.useRealTimers();
  });
});
