import type { ConfigValue, LoggedUser, Participant } from '@phc/api-contract';
import { filterParticipants, paginate, rosterAccess } from './roster-logic';

const user = (over: Partial<LoggedUser> = {}): LoggedUser => ({ id: 1, username: 'club@demo.test', firstName: 'K', lastName: 'L', roles: ['ROLE_USER'], administratedClubs: [{ id: 5, name: 'Klub' }], ...over }) as LoggedUser;
const till = (value: string | null): ConfigValue[] => [{ key: 'roster_edit_till', dataType: 'datetime', value, format: 'datetime' }];
const now = new Date('2026-04-01T10:00:00Z');

describe('rosterAccess', () => {
  it('lets the club’s manager edit an approved club’s roster before the deadline', () => {
    expect(rosterAccess({ user: user(), clubId: 5, registrationState: 'approved', configurations: till('2026-04-02T00:00:00Z'), now })).toEqual({ editable: true });
  });

  it('closes it before approval and after the deadline, saying why', () => {
    expect(rosterAccess({ user: user(), clubId: 5, registrationState: 'new' as never, configurations: till(null), now })).toEqual({ editable: false, reason: 'notApproved' });
    expect(rosterAccess({ user: user(), clubId: 5, registrationState: 'approved', configurations: till('2026-03-31T00:00:00Z'), now })).toEqual({ editable: false, reason: 'deadline' });
  });

  it('shows another club’s or a super reporter’s view read-only, and holds the super admin to nothing', () => {
    expect(rosterAccess({ user: user(), clubId: 6, registrationState: 'approved', configurations: till(null), now })).toEqual({ editable: false, reason: 'readOnly' });
    expect(rosterAccess({ user: user({ roles: ['ROLE_COMPETITION_SUPER_REPORTER'], administratedClubs: [] }), clubId: 5, registrationState: 'approved', configurations: till(null), now })).toEqual({ editable: false, reason: 'readOnly' });
    expect(rosterAccess({ user: user({ roles: ['ROLE_SUPER_ADMIN'], administratedClubs: [] }), clubId: 6, registrationState: 'new' as never, configurations: till('2020-01-01T00:00:00Z'), now })).toEqual({ editable: true });
  });
});

const p = (id: number, firstName: string, lastName: string, teamIds: number[]) => ({ id, firstName, lastName, teamIds }) as Participant;

describe('filterParticipants and paginate', () => {
  const list = [p(1, 'Jan', 'Novák', [3]), p(2, 'Eva', 'Šťastná', []), p(3, 'Petr', 'Nový', [4])];

  it('finds names without case or diacritics, and filters by team or no team', () => {
    expect(filterParticipants(list, 'novak', 'all').map((x) => x.id)).toEqual([1]);
    expect(filterParticipants(list, 'STASTNA eva', 'all').map((x) => x.id)).toEqual([2]);
    expect(filterParticipants(list, '', 'none').map((x) => x.id)).toEqual([2]);
    expect(filterParticipants(list, 'no', 4).map((x) => x.id)).toEqual([3]);
  });

  it('pages 150 participants by 20 and clamps the page', () => {
    const many = Array.from({ length: 150 }, (_, i) => i);
    expect(paginate(many, 1)).toMatchObject({ page: 1, pages: 8 });
    expect(paginate(many, 8).items).toHaveLength(10);
    expect(paginate(many, 99).page).toBe(8);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
