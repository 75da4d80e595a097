import { adminScreenPath, landingPath } from './admin-landing';

describe('where /admin/ lands each organiser', () => {
  it.each([
    [['ROLE_ADMIN'], '/'],
    [['ROLE_SUPER_ADMIN'], '/'],
    [['ROLE_CLUB_MANAGER'], '/'],
    // Issue 24: the referee manager decides new referees, so lands on the waiting-work panel.
    [['ROLE_REFEREE_MANAGER'], '/'],
    [['ROLE_PLACE_MANAGER', 'ROLE_REFEREE_MANAGER'], '/'],
    // Roles that never have waiting work go straight to their first screen.
    [['ROLE_PLACE_MANAGER'], '/halls'],
    [['ROLE_MATCHMAKER'], '/lots'],
  ] as const)('%j lands on %s', (roles, path) => {
    expect(landingPath({ roles: [...roles] })).toBe(path);
  });

  it('gives an account without an organiser role and nobody anonymous no landing', () => {
    expect(landingPath({ roles: ['ROLE_COMPETITION_REPORTER'] })).toBeNull();
    expect(landingPath({ roles: [] })).toBeNull();
    expect(landingPath(null)).toBeNull();
  });
});

describe('the path of a screen', () => {
  it('is the index for the registrations and the kebab-case name for the others', () => {
    expect(adminScreenPath('registrations')).toBe('/');
    expect(adminScreenPath('teamRequests')).toBe('/team-requests');
    expect(adminScreenPath('users')).toBe('/users');
  });
});
