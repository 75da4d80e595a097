import type { LoggedUser, Role } from '@phc/api-contract';
import { administersClub, canEditMatch, hasAccess, isAdmin, isReporter, isSuperAdmin } from './permissions';

const user = (roles: Role[], clubs: number[] = [], id = 7): LoggedUser => ({
  id,
  username: 'u@test.cz',
  firstName: 'U',
  lastName: 'U',
  roles,
  administratedClubs: clubs.map((c) => ({ id: c, name: `Club ${c}` })),
});

describe('roles (SPEC §6)', () => {
  it('counts the super admin as an admin, but not the other way round', () => {
    expect(isAdmin(user(['ROLE_SUPER_ADMIN']))).toBe(true);
    expect(isSuperAdmin(user(['ROLE_ADMIN']))).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('knows reporters and super reporters', () => {
    expect(isReporter(user(['ROLE_COMPETITION_SUPER_REPORTER']))).toBe(true);
    expect(isReporter(user(['ROLE_CLUB_MANAGER']))).toBe(false);
  });
});

describe('endpoint access', () => {
  it('lets any logged user through a user endpoint', () => {
    expect(hasAccess(user([]), ['user'])).toBe(true);
  });

  it('needs one of the listed roles, the super admin passing all', () => {
    expect(hasAccess(user(['ROLE_REFEREE_MANAGER']), ['admin', 'refereeManager'])).toBe(true);
    expect(hasAccess(user(['ROLE_REFEREE_MANAGER']), ['admin'])).toBe(false);
    expect(hasAccess(user(['ROLE_SUPER_ADMIN']), ['reporter'])).toBe(true);
    expect(hasAccess(user(['ROLE_MATCHMAKER']), ['admin', 'matchmaker'])).toBe(true);
    expect(hasAccess(user(['ROLE_MATCHMAKER']), ['admin', 'placeManager'])).toBe(false);
    expect(hasAccess(user(['ROLE_SUPER_ADMIN']), ['matchmaker'])).toBe(true);
  });

  it('treats a club administrator as one who administers at least one club', () => {
    expect(hasAccess(user([], [3]), ['clubAdmin'])).toBe(true);
    expect(hasAccess(user([]), ['clubAdmin'])).toBe(false);
  });
});

describe('a club', () => {
  it('is administered by its administrators, club managers and the super admin only', () => {
    expect(administersClub(user([], [3]), 3)).toBe(true);
    expect(administersClub(user([], [3]), 4)).toBe(false);
    expect(administersClub(user(['ROLE_CLUB_MANAGER']), 4)).toBe(true);
    expect(administersClub(user(['ROLE_ADMIN']), 4)).toBe(false);
  });
});

describe('editing a match', () => {
  const hallOf = (reporterUserId?: number) => JSON.stringify(reporterUserId ? { reporterUserId } : {});

  it('lets a plain reporter edit only in the hall that names them', () => {
    expect(canEditMatch(user(['ROLE_COMPETITION_REPORTER'], [], 7), hallOf(7))).toBe(true);
    expect(canEditMatch(user(['ROLE_COMPETITION_REPORTER'], [], 7), hallOf(8))).toBe(false);
    expect(canEditMatch(user(['ROLE_COMPETITION_REPORTER'], [], 7), null)).toBe(false);
    expect(canEditMatch(user(['ROLE_COMPETITION_REPORTER'], [], 7), 'not json')).toBe(false);
  });

  it('lets super reporters and the super admin edit in any hall, and nobody else', () => {
    expect(canEditMatch(user(['ROLE_COMPETITION_SUPER_REPORTER']), hallOf(8))).toBe(true);
    expect(canEditMatch(user(['ROLE_SUPER_ADMIN']), null)).toBe(true);
    expect(canEditMatch(user(['ROLE_ADMIN'], [], 8), hallOf(8))).toBe(false);
  });
});
