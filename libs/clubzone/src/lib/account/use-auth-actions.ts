import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, createAuthMutations } from '@phc/api-client';

/** Login, logout, profile and password-reset calls over the app's one cache (each refreshes the user). */
export function useAuthActions() {
  const queryClient = useQueryClient();
  return useMemo(() => createAuthMutations(apiRequest, queryClient), [queryClient]);
}
