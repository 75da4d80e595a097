import type { LoggedUser } from '@phc/api-contract';
import { adminScreens, type AdminScreen } from './admin-access';

/**
 * Where a screen lives under the area's language prefix: the registrations are the area's index,
 * every other screen its name in kebab case (`teamRequests` at `/team-requests`), as the routes name them.
 */
export const adminScreenPath = (screen: AdminScreen): string => (screen === 'registrations' ? '/' : `/${screen.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`);

/**
 * What `/admin/` opens for a user: the registrations for whoever may see them, otherwise the first
 * screen they may use (a referee manager lands on the referees); null: no screen, "no access".
 */
export function landingPath(user: Pick<LoggedUser, 'roles'> | null): string | null {
  const screens = adminScreens(user);
  return screens.length === 0 ? null : adminScreenPath(screens[0]);
}
