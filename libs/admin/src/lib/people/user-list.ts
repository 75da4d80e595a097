import { comparePeopleCzech, roles as allRoles, superAdminGrantedRoles, type AdminUser, type LoggedUser, type Role } from '@phc/api-contract';

export type UserSortKey = 'name' | 'email' | 'lastLogin' | 'createdAt';
export type UserState = 'active' | 'invited' | 'disabled';

export interface UserFilter {
  /** Matches name or e-mail, without regard to accents or case. */
  text?: string;
  /** A role, or 'none' for accounts without any (club administrators, team leaders). */
  role?: Role | 'none' | '';
  state?: UserState | '';
}

export interface UserSort {
  key: UserSortKey;
  direction: 'asc' | 'desc';
}

const searchKey = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('cs').replace(/\s+/g, ' ').trim();

// The query cache hands out the same user objects until a refetch: each one's search text is made once, not per keystroke.
const searchKeys = new WeakMap<AdminUser, string>();
function searchKeyOf(user: AdminUser): string {
  let key = searchKeys.get(user);
  if (key === undefined) {
    key = searchKey(`${user.firstName} ${user.lastName} ${user.lastName} ${user.firstName} ${user.email}`);
    searchKeys.set(user, key);
  }
  return key;
}

/** Disabled wins over invited: a disabled invitation cannot be accepted either. */
export const userState = (user: Pick<AdminUser, 'disabled' | 'invited'>): UserState => (user.disabled ? 'disabled' : user.invited ? 'invited' : 'active');

function compare(a: AdminUser, b: AdminUser, key: UserSortKey): number {
  switch (key) {
    case 'name':
      return comparePeopleCzech(a, b);
    case 'email':
      return a.email.localeCompare(b.email);
    // Never logged in sorts as the oldest.
    case 'lastLogin':
      return (a.lastLoginAt ?? '').localeCompare(b.lastLoginAt ?? '');
    case 'createdAt':
      return a.createdAt.localeCompare(b.createdAt);
  }
}

/** The users the table shows: filtered, then sorted by one column (ties by name, then id, so rows never jump). */
export function visibleUsers(users: readonly AdminUser[], filter: UserFilter, sort: UserSort): AdminUser[] {
  const needle = filter.text ? searchKey(filter.text) : '';
  const shown = users.filter(
    (user) =>
      (!filter.role || (filter.role === 'none' ? user.roles.length === 0 : user.roles.includes(filter.role))) &&
      (!filter.state || userState(user) === filter.state) &&
      (!needle || searchKeyOf(user).includes(needle)),
  );
  const sign = sort.direction === 'asc' ? 1 : -1;
  return shown.sort((a, b) => sign * compare(a, b, sort.key) || comparePeopleCzech(a, b) || a.id - b.id);
}

/** A click on the sorted column turns its direction; another column starts ascending (dates newest first). */
export function nextUserSort(current: UserSort, key: UserSortKey): UserSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'lastLogin' || key === 'createdAt' ? 'desc' : 'asc' };
}

/** Roles the acting user may switch on or off: the admin roles only a super admin (the server says the same). */
export function editableRoles(actor: Pick<LoggedUser, 'roles'> | null): ReadonlySet<Role> {
  const superAdmin = !!actor?.roles.includes('ROLE_SUPER_ADMIN');
  return new Set(allRoles.filter((role) => superAdmin || !(superAdminGrantedRoles as readonly string[]).includes(role)));
}
