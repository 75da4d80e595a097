import { adminScreenPath, landingPath } from './admin-landing';

describe('where /admin/ lands each organiser', () => {
  it.each([
    [['ROLE_ADMIN'], '/'],
    [['ROLE_SUPER_ADMIN'], '/'],
    [['ROLE_CLUB_MANAGER'], '/'],
    [['ROLE_REFEREE_MANAGER'], '/referees'],
    [['ROLE_PLACE_MANAGER'], '/halls'],
    [['ROLE_PLACE_MANAGER', 'ROLE_REFEREE_MANAGER'], '/referees'],
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
