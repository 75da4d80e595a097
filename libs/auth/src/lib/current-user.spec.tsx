import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { probablyLoggedInKey } from '@phc/api-client';
import { useCurrentUser } from './current-user';

const user = { id: 1, username: 'club@demo.test', firstName: 'Klára', lastName: 'Klubová', roles: [], administratedClubs: [] };
const json = (body: unknown) => ({ ok: true, status: 200, statusText: '', json: async () => body, text: async () => JSON.stringify(body) }) as unknown as Response;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

describe('useCurrentUser (SPEC §4 "probably logged in")', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.fn(async () => json({ user }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('does not ask the server on a public page without the flag', async () => {
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    expect(result.current).toEqual({ user: null, pending: false });
    // Nothing to wait for: a query that is off never starts, so the state right after mount is final.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toEqual({ user: null, pending: false });
  });

  it('asks the server when the flag is set', async () => {
    localStorage.setItem(probablyLoggedInKey, '1');
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current.user).toEqual(user));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/web/auth/me', expect.anything());
  });

  it('asks the server on a page that needs access control, even without the flag', async () => {
    const { result } = renderHook(() => useCurrentUser({ required: true }), { wrapper });
    await waitFor(() => expect(result.current.user).toEqual(user));
  });

  it('clears the flag when the server no longer knows the session', async () => {
    localStorage.setItem(probablyLoggedInKey, '1');
    fetchMock.mockImplementation(async () => json({ user: null }));
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.pending).toBe(false));
    await waitFor(() => expect(localStorage.getItem(probablyLoggedInKey)).toBeNull());
    expect(result.current.user).toBeNull();
  });
});
