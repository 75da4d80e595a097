import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LoggedUser } from '@phc/api-contract';
import { isProbablyLoggedIn, meQuery, probablyLoggedInKey } from '@phc/api-client';

/**
 * The logged-in user (SPEC §4): fetched when the page needs access control or the "probably logged
 * in" flag is set, so an anonymous visitor of public pages costs the server nothing.
 */
export function useCurrentUser(options: { required?: boolean } = {}): { user: LoggedUser | null; pending: boolean } {
  const enabled = !!options.required || isProbablyLoggedIn();
  const { data, isPending, isSuccess } = useQuery({ ...meQuery(), enabled });

  // The session ended on the server (expired, logged out elsewhere): stop asking on every page load.
  useEffect(() => {
    if (isSuccess && data === null && typeof localStorage !== 'undefined') localStorage.removeItem(probablyLoggedInKey);
  }, [isSuccess, data]);

  return { user: data ?? null, pending: enabled && isPending };
}
