import { QueryClient } from '@tanstack/react-query';

/**
 * One cache per app. Competition data changes during match days, so it goes stale quickly and is
 * refetched when the visitor comes back to the tab; a failed call is retried once, not three times,
 * so an error state appears while the visitor is still looking.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true },
      mutations: { retry: 0 },
    },
  });
}
