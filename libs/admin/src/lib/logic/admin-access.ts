import type { LoggedUser } from '@phc/api-contract';

/** The area's screens; each call behind them checks the same roles on the server (admin-endpoints.ts). */
export type AdminScreen = 'registrations' | 'audit';

const registrationRoles = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_CLUB_MANAGER'];
const auditRoles = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'];

/** The screens a user may open; none means the area answers "no access". */
export function adminScreens(user: Pick<LoggedUser, 'roles'> | null): AdminScreen[] {
  if (!user) return [];
  const has = (roles: string[]) => user.roles.some((role) => roles.includes(role));
  return [...(has(registrationRoles) ? (['registrations'] as const) : []), ...(has(auditRoles) ? (['audit'] as const) : [])];
}
