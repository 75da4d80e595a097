import { matchProtocolTarget, profileLinkTargets } from './profile-links';

describe('profileLinkTargets', () => {
  it('leads each link of a club to that club, in the visitor language', () => {
    const targets = profileLinkTargets(['dashboard', 'myRegistration', 'teamLeaders', 'trainingJoinRequests'], 12, 'en');
    expect(targets.map((t) => t.to)).toEqual(['/en/dashboard/12', '/en/registrace/12', '/en/team-leaders/12', '/en/training-join-requests/12/received']);
  });

  it('opens the order summary preview of the club in a new tab', () => {
    expect(profileLinkTargets(['orderSummary'], 5, 'cs')).toEqual([{ link: 'orderSummary', to: '/api/v1/web/clubs/5/order-summary-preview', external: true, newTab: true }]);
  });

  it('leaves out club links when no club is chosen, keeps the others', () => {
    const targets = profileLinkTargets(['administration', 'registerClub', 'rosterSuperReporter', 'dashboard', 'trainings'], null, 'cs');
    expect(targets.map((t) => t.link)).toEqual(['administration', 'registerClub', 'trainings']);
    expect(targets[0]).toMatchObject({ to: '/admin/', external: true });
    expect(profileLinkTargets(['administration'], null, 'en')[0]).toMatchObject({ to: '/admin/en/', external: true });
  });
});

describe('matchProtocolTarget', () => {
  const user = (...roles: string[]) => ({ roles }) as never;
  it('leads reporters, super reporters and the super admin to their matches', () => {
    expect(matchProtocolTarget(user('ROLE_COMPETITION_REPORTER'), false, 'cs')).toBe('/zapasovy-protokol');
    expect(matchProtocolTarget(user('ROLE_COMPETITION_SUPER_REPORTER'), false, 'en')).toBe('/en/zapasovy-protokol');
    expect(matchProtocolTarget(user('ROLE_SUPER_ADMIN'), false, 'cs')).toBe('/zapasovy-protokol');
  });

  it('shows a team leader the link only when they have matches to record', () => {
    expect(matchProtocolTarget(user(), false, 'cs')).toBeNull();
    expect(matchProtocolTarget(user(), true, 'cs')).toBe('/zapasovy-protokol');
    expect(matchProtocolTarget(user('ROLE_ADMIN'), false, 'cs')).toBeNull();
    expect(matchProtocolTarget(null, true, 'cs')).toBeNull();
  });
});
