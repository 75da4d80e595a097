import { canSetWalkover, needsMyMatches } from './walkover';

describe('walkover dropdown permission', () => {
  const mine = [
    { matchId: 11, teamIds: null },
    { matchId: 12, teamIds: [3] },
  ];
  it('is offered to a super admin and a super reporter on any match, without asking the server', () => {
    expect(canSetWalkover({ id: 1, roles: ['ROLE_SUPER_ADMIN'] }, 99, undefined)).toBe(true);
    expect(canSetWalkover({ id: 1, roles: ['ROLE_COMPETITION_SUPER_REPORTER'] }, 99, [])).toBe(true);
    expect(needsMyMatches({ id: 1, roles: ['ROLE_SUPER_ADMIN', 'ROLE_COMPETITION_REPORTER'] })).toBe(false);
  });
  it("is offered to a reporter only on the matches the server lists as wholly theirs", () => {
    const reporter = { id: 5, roles: ['ROLE_COMPETITION_REPORTER'] };
    expect(needsMyMatches(reporter)).toBe(true);
    expect(canSetWalkover(reporter, 11, mine)).toBe(true);
    expect(canSetWalkover(reporter, 12, mine)).toBe(false);
    expect(canSetWalkover(reporter, 13, mine)).toBe(false);
    expect(canSetWalkover(reporter, 11, undefined)).toBe(false);
  });
  it('is not offered to visitors and other roles, who need no list', () => {
    expect(canSetWalkover(null, 11, mine)).toBe(false);
    expect(canSetWalkover({ id: 5, roles: ['ROLE_ADMIN'] }, 11, mine)).toBe(false);
    expect(needsMyMatches({ id: 5, roles: ['ROLE_ADMIN'] })).toBe(false);
    expect(needsMyMatches(null)).toBe(false);
  });
});
