import type { QueryClient } from '@tanstack/react-query';
import { authEndpoints, type LoginBody, type PasswordResetRequestBody, type ProfileBody } from '@phc/api-contract';
import { queryKeys } from './queries';
import type { ApiRequest } from './request';

/** SPEC §4: a local flag marks a probably logged-in user, so the app asks the server only then. */
export const probablyLoggedInKey = 'phc:probably-logged-in';

function flag(on: boolean) {
  if (typeof localStorage === 'undefined') return;
  if (on) localStorage.setItem(probablyLoggedInKey, '1');
  else localStorage.removeItem(probablyLoggedInKey);
}

export const isProbablyLoggedIn = () => typeof localStorage !== 'undefined' && localStorage.getItem(probablyLoggedInKey) === '1';

/** Account calls; each one refreshes the current user through its query key (SPEC §7). */
export function createAuthMutations(request: ApiRequest, queryClient: QueryClient) {
  return {
    async login(body: LoginBody) {
      const { user } = await request(authEndpoints.login, { body });
      flag(true);
      queryClient.setQueryData(queryKeys.me, user);
      return user;
    },
    async logout() {
      flag(false);
      queryClient.setQueryData(queryKeys.me, null);
      await request(authEndpoints.logout).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
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
