import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { connectLiveUpdates } from './live-updates';
import { useLiveStatus } from './live-status';

/** Moving between two live screens unmounts one before the other mounts: keep the stream meanwhile. */
const lingerMs = 30_000;

let connection: { queryClient: QueryClient; users: number; disconnect: () => void; closing?: ReturnType<typeof setTimeout> } | null = null;

/**
 * Keeps the live stream open while a screen showing competition data is mounted: one connection
 * however many such screens, none on pages that show no live data (thousands of phones on the home
 * page should not each hold a stream). `enabled` false opens none.
 */
export function useLiveUpdates(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Results off on the web (SPEC §9): the server closes the stream, so none is opened.
    if (!enabled) return;
    if (connection && connection.queryClient !== queryClient) {
      connection.disconnect();
      connection = null;
    }
    connection ??= {
      queryClient,
      users: 0,
      disconnect: connectLiveUpdates(queryClient, { onStatus: (status) => useLiveStatus.getState().setStatus(status) }),
    };
    const current = connection;
    clearTimeout(current.closing);
    current.users += 1;
    return () => {
      current.users -= 1;
      if (current.users > 0) return;
      current.closing = setTimeout(() => {
        if (current.users > 0 || connection !== current) return;
        current.disconnect();
        connection = null;
        useLiveStatus.getState().setStatus('connecting');
      }, lingerMs);
    };
  }, [queryClient, enabled]);
}
