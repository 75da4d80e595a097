import { adminScreens } from './admin-access';

describe('who sees which screens of the administration', () => {
  it.each([
    ['ROLE_SUPER_ADMIN', ['registrations', 'teamRequests', 'transfers', 'trainings', 'referees', 'halls', 'places', 'refereeDays', 'categories', 'prices', 'audit', 'config', 'lots', 'importExport', 'competition', 'users']],
    ['ROLE_ADMIN', ['registrations', 'teamRequests', 'transfers', 'trainings', 'referees', 'halls', 'places', 'refereeDays', 'categories', 'prices', 'audit', 'config', 'lots', 'importExport', 'competition', 'users']],
    ['ROLE_CLUB_MANAGER', ['registrations', 'teamRequests', 'transfers', 'trainings']],
    ['ROLE_REFEREE_MANAGER', ['referees', 'refereeDays']],
    ['ROLE_PLACE_MANAGER', ['halls', 'places']],
    ['ROLE_MATCHMAKER', ['lots', 'importExport', 'competition']],
    ['ROLE_COMPETITION_REPORTER', []],
  ] as const)('%s: %j', (role, screens) => {
    expect(adminScreens({ roles: [role] })).toEqual(screens);
  });

  it('gives nobody anonymous a screen', () => {
    expect(adminScreens(null)).toEqual([]);
  });
});
