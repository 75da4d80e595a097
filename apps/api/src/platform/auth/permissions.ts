import type { Access, LoggedUser } from '@phc/api-contract';

/** The user a request carries; `administratedClubs` are the clubs they administer (SPEC §6). */
export type RequestUser = LoggedUser;

export const isSuperAdmin = (user: RequestUser | null | undefined) => !!user?.roles.includes('ROLE_SUPER_ADMIN');
/** Administration access: admin or super admin (SPEC §6). */
export const isAdmin = (user: RequestUser | null | undefined) => !!user && (user.roles.includes('ROLE_ADMIN') || isSuperAdmin(user));
export const isReporter = (user: RequestUser | null | undefined) =>
  !!user && (user.roles.includes('ROLE_COMPETITION_REPORTER') || user.roles.includes('ROLE_COMPETITION_SUPER_REPORTER'));

/** Whether the user passes an endpoint's access list (any of its entries). */
export function hasAccess(user: RequestUser, access: readonly Access[]): boolean {
  return access.some((entry) => {
    switch (entry) {
      case 'public':
      case 'user':
        return true;
      case 'admin':
        return isAdmin(user);
      case 'superAdmin':
        return isSuperAdmin(user);
      case 'reporter':
        return isReporter(user) || isSuperAdmin(user);
      case 'clubAdmin':
        return user.administratedClubs.length > 0 || isSuperAdmin(user);
      case 'refereeManager':
        return user.roles.includes('ROLE_REFEREE_MANAGER') || isSuperAdmin(user);
      case 'clubManager':
        return user.roles.includes('ROLE_CLUB_MANAGER') || isSuperAdmin(user);
      case 'placeManager':
        return user.roles.includes('ROLE_PLACE_MANAGER') || isSuperAdmin(user);
      case 'matchmaker':
        return user.roles.includes('ROLE_MATCHMAKER') || isSuperAdmin(user);
    }
  });
}

/** A club's data: its administrators, club managers and the super admin. */
export function administersClub(user: RequestUser, clubId: number): boolean {
  return isSuperAdmin(user) || user.roles.includes('ROLE_CLUB_MANAGER') || user.administratedClubs.some((c) => c.id === clubId);
}

/**
 * Editing a match (SPEC §6): reporter, super reporter or super admin; a plain reporter only in the
 * hall whose data names them as its reporter.
 */
export function canEditMatch(user: RequestUser, hallData: string | null): boolean {
  if (isSuperAdmin(user) || user.roles.includes('ROLE_COMPETITION_SUPER_REPORTER')) return true;
  if (!user.roles.includes('ROLE_COMPETITION_REPORTER')) return false;
  try {
    return (JSON.parse(hallData ?? '{}') as { reporterUserId?: number }).reporterUserId === user.id;
  } catch {
    return false;
  }
}
