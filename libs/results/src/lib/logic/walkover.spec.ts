import { canSetWalkover } from './walkover';

describe('walkover dropdown permission', () => {
  const hall = JSON.stringify({ reporterUserId: 5 });
  it('is offered to a super admin and a super reporter in any hall', () => {
    expect(canSetWalkover({ id: 1, roles: ['ROLE_SUPER_ADMIN'] }, null)).toBe(true);
    expect(canSetWalkover({ id: 1, roles: ['ROLE_COMPETITION_SUPER_REPORTER'] }, hall)).toBe(true);
  });
  it("is offered to a reporter only in the hall that names them", () => {
    expect(canSetWalkover({ id: 5, roles: ['ROLE_COMPETITION_REPORTER'] }, hall)).toBe(true);
    expect(canSetWalkover({ id: 6, roles: ['ROLE_COMPETITION_REPORTER'] }, hall)).toBe(false);
    expect(canSetWalkover({ id: 5, roles: ['ROLE_COMPETITION_REPORTER'] }, 'not json')).toBe(false);
  });
  it('is not offered to visitors and other roles', () => {
    expect(canSetWalkover(null, hall)).toBe(false);
    expect(canSetWalkover({ id: 5, roles: ['ROLE_ADMIN'] }, hall)).toBe(false);
  });
});
