import type { LoggedUser, WaitingWorkKind } from '@phc/api-contract';
import { adminScreens, type AdminScreen } from './admin-access';

/**
 * Where a screen lives under the area's language prefix: the registrations are the area's index,
 * every other screen its name in kebab case (`teamRequests` at `/team-requests`), as the routes name them.
 */
export const adminScreenPath = (screen: AdminScreen): string => (screen === 'registrations' ? '/' : `/${screen.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`);

/** Where each kind of waiting work is done; orders are marked paid on the registrations. */
export const waitingWorkScreens: Record<WaitingWorkKind, AdminScreen> = {
  registrations: 'registrations',
  teamRequests: 'teamRequests',
  trainings: 'trainings',
  transfers: 'transfers',
  referees: 'referees',
  unpaidOrders: 'registrations',
  overdueOrders: 'registrations',
};

/** Whether any kind of waiting work is decided on one of the user's screens (the panel then has counts for them). */
export const decidesWaitingWork = (screens: readonly AdminScreen[]): boolean => Object.values(waitingWorkScreens).some((screen) => screens.includes(screen));

/**
 * What `/admin/` opens for a user: the waiting-work panel (issue 24) for everyone who decides some
 * kind of it (a referee manager sees the new referees' count, also when it is 0: "nothing waits" is
 * what they come to learn); a role that never has waiting work (halls and places, the builder) goes
 * straight to its first screen, since the panel would always be empty. Null: no screen, "no access".
 */
export function landingPath(user: Pick<LoggedUser, 'roles'> | null): string | null {
  const screens = adminScreens(user);
  if (screens.length === 0) return null;
  return decidesWaitingWork(screens) ? '/' : adminScreenPath(screens[0]);
}
