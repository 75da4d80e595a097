import type { QueryClient } from '@tanstack/react-query';
import { authEndpoints, type LoginBody, type PasswordResetRequestBody, type ProfileBody } from '@phc/api-contract';
import { announceAccountChange, setProbablyLoggedIn } from './logged-in-flag';
import { protocolQueryKeys } from './protocol-queries';
import { queryKeys } from './query-keys';
import type { ApiRequest } from './request';

/** Account calls; each one refreshes the current user through its query key (SPEC §7). */
export function createAuthMutations(request: ApiRequest, queryClient: QueryClient) {
  return {
    async login(body: LoginBody) {
      const { user } = await request(authEndpoints.login, { body });
      setProbablyLoggedIn(true);
      // Which matches one may edit belongs to the account: never show the previous one's.
      queryClient.removeQueries({ queryKey: protocolQueryKeys.myMatches });
      queryClient.setQueryData(queryKeys.me, user);
      announceAccountChange();
      return user;
    },
    async logout() {
      setProbablyLoggedIn(false);
      queryClient.removeQueries({ queryKey: protocolQueryKeys.myMatches });
      queryClient.setQueryData(queryKeys.me, null);
      await request(authEndpoints.logout).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      announceAccountChange();
    },
    async updateProfile(body: ProfileBody) {
      const { user } = await request(authEndpoints.profile, { body });
      queryClient.setQueryData(queryKeys.me, user);
      return user;
    },
    requestPasswordReset: (body: PasswordResetRequestBody) => request(authEndpoints.passwordResetRequest, { body }),
    resetPassword: (token: string, password: string) => request(authEndpoints.passwordReset, { params: { token }, body: { password } }),
  };
}
