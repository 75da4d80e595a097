import type { LoggedUser } from '@phc/api-contract';

/**
 * The administration's screens by role (shared: the site's account menu links to /admin/ for exactly
 * the users with a screen there, issue 24). Each call behind them checks the same roles on the server (admin-endpoints.ts). */
export type AdminScreen = 'registrations' | 'teamRequests' | 'transfers' | 'trainings' | 'referees' | 'halls' | 'places' | 'refereeDays' | 'categories' | 'prices' | 'audit' | 'config' | 'lots' | 'importExport' | 'competition' | 'users';

const admins = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'];
const screenRoles: Record<AdminScreen, string[]> = {
  registrations: [...admins, 'ROLE_CLUB_MANAGER'],
  teamRequests: [...admins, 'ROLE_CLUB_MANAGER'],
  transfers: [...admins, 'ROLE_CLUB_MANAGER'],
  trainings: [...admins, 'ROLE_CLUB_MANAGER'],
  referees: [...admins, 'ROLE_REFEREE_MANAGER'],
  halls: [...admins, 'ROLE_PLACE_MANAGER'],
  places: [...admins, 'ROLE_PLACE_MANAGER'],
  refereeDays: [...admins, 'ROLE_REFEREE_MANAGER'],
  // Master data: admins only, as the calls behind it (admin-categories-endpoints.ts).
  categories: admins,
  prices: admins,
  audit: admins,
  config: admins,
  // Tie-break procedures and drawing of lots (admin-lots-endpoints.ts): admins and matchmakers.
  lots: [...admins, 'ROLE_MATCHMAKER'],
  // Admins and matchmakers move a whole tournament in and out (admin-import-export-endpoints.ts).
  importExport: [...admins, 'ROLE_MATCHMAKER'],
  // The competition builder (admin-competition-endpoints.ts): admins and matchmakers.
  competition: [...admins, 'ROLE_MATCHMAKER'],
  users: admins,
};

/** The screens a user may open, in menu order; none means the area answers "no access" (and no link leads there). */
export function adminScreens(user: Pick<LoggedUser, 'roles'> | null): AdminScreen[] {
  if (!user) return [];
  return (Object.keys(screenRoles) as AdminScreen[]).filter((screen) => user.roles.some((role) => screenRoles[screen].includes(role)));
}
