import type { AdminUser } from '@phc/api-contract';
import { editableRoles, nextUserSort, userState, visibleUsers } from './user-list';

const user = (id: number, firstName: string, lastName: string, over: Partial<AdminUser> = {}): AdminUser => ({
  id,
  email: `${firstName.toLowerCase()}@example.test`,
  firstName,
  lastName,
  roles: [],
  clubs: [],
  disabled: false,
  invited: false,
  lastLoginAt: null,
  createdAt: `2026-01-0${id}T10:00:00.000Z`,
  ...over,
});

const users = [
  user(1, 'Čeněk', 'Černý', { roles: ['ROLE_ADMIN'], lastLoginAt: '2026-04-01T10:00:00.000Z' }),
  user(2, 'Adam', 'Cibulka', { roles: ['ROLE_CLUB_MANAGER', 'ROLE_ADMIN'], disabled: true }),
  user(3, 'Hana', 'Chalupová', { invited: true, lastLoginAt: '2026-04-05T10:00:00.000Z' }),
  user(4, 'Zita', 'Hrubá', { roles: ['ROLE_REFEREE_MANAGER'] }),
];
const names = (list: AdminUser[]) => list.map((u) => u.lastName);

describe('the users table’s filter and sort', () => {
  it('sorts names in Czech order (C, Č, H, Ch)', () => {
    expect(names(visibleUsers(users, {}, { key: 'name', direction: 'asc' }))).toEqual(['Cibulka', 'Černý', 'Hrubá', 'Chalupová']);
    expect(names(visibleUsers(users, {}, { key: 'name', direction: 'desc' }))).toEqual(['Chalupová', 'Hrubá', 'Černý', 'Cibulka']);
  });

  it('searches name and e-mail without accents or case', () => {
    expect(names(visibleUsers(users, { text: 'cerny' }, { key: 'name', direction: 'asc' }))).toEqual(['Černý']);
    expect(names(visibleUsers(users, { text: 'ZITA@' }, { key: 'name', direction: 'asc' }))).toEqual(['Hrubá']);
    expect(names(visibleUsers(users, { text: 'hana chal' }, { key: 'name', direction: 'asc' }))).toEqual(['Chalupová']);
  });

  it('filters by a role, by no role, and by state', () => {
    expect(names(visibleUsers(users, { role: 'ROLE_ADMIN' }, { key: 'name', direction: 'asc' }))).toEqual(['Cibulka', 'Černý']);
    expect(names(visibleUsers(users, { role: 'none' }, { key: 'name', direction: 'asc' }))).toEqual(['Chalupová']);
    expect(names(visibleUsers(users, { state: 'disabled' }, { key: 'name', direction: 'asc' }))).toEqual(['Cibulka']);
    expect(names(visibleUsers(users, { state: 'active' }, { key: 'name', direction: 'asc' }))).toEqual(['Černý', 'Hrubá']);
  });

  it('sorts by last login with the never-logged-in last when newest first', () => {
    expect(names(visibleUsers(users, {}, { key: 'lastLogin', direction: 'desc' }))).toEqual(['Chalupová', 'Černý', 'Cibulka', 'Hrubá']);
  });

  it('turns the direction on the same column and starts dates newest first', () => {
    expect(nextUserSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextUserSort({ key: 'name', direction: 'asc' }, 'createdAt')).toEqual({ key: 'createdAt', direction: 'desc' });
    expect(nextUserSort({ key: 'createdAt', direction: 'desc' }, 'email')).toEqual({ key: 'email', direction: 'asc' });
  });

  it('names a disabled invitation disabled', () => {
    expect(userState({ disabled: true, invited: true })).toBe('disabled');
    expect(userState({ disabled: false, invited: true })).toBe('invited');
  });

  it('lets only a super admin switch the admin roles', () => {
    expect(editableRoles({ roles: ['ROLE_SUPER_ADMIN'] }).has('ROLE_ADMIN')).toBe(true);
    const admin = editableRoles({ roles: ['ROLE_ADMIN'] });
    expect(admin.has('ROLE_ADMIN') || admin.has('ROLE_SUPER_ADMIN')).toBe(false);
    expect(admin.has('ROLE_CLUB_MANAGER')).toBe(true);
    expect(editableRoles(null).has('ROLE_ADMIN')).toBe(false);
  });
});
