import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminUser } from '@phc/api-contract';
import { formatMoment, localizePath, useLocale } from '@phc/i18n';
import { Badge, Button, VisuallyHidden, type BadgeVariant } from '@phc/ui';
import { AdminTable } from '../layout/admin-list-frame';
import { roleLabels, userStateLabels } from './role-labels';
import { userState, type UserSort, type UserSortKey, type UserState } from './user-list';

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const stateVariants: Record<UserState, BadgeVariant> = { active: 'success', invited: 'warning', disabled: 'danger' };

export type UserTableProps = {
  users: readonly AdminUser[];
  sort: UserSort;
  onSort: (key: UserSortKey) => void;
  /** The acting user: their own row cannot be disabled. */
  actorId: number | undefined;
  onRoles: (user: AdminUser) => void;
  onDisable: (user: AdminUser, disabled: boolean) => void;
  /** A new invitation for an account that has not set its password yet. */
  onResend: (user: AdminUser) => void;
};

/** The accounts as a spreadsheet: sortable columns, each row with its roles and clubs and its actions. */
export function UserTable({ users, sort, onSort, actorId, onRoles, onDisable, onResend }: UserTableProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  return (
    <AdminTable
      caption={
        <VisuallyHidden>
          <Trans>Uživatelé; řadit lze podle jména, e-mailu, posledního přihlášení a data založení.</Trans>
        </VisuallyHidden>
      }
      columns={[
        { label: t`Jméno a příjmení`, sortKey: 'name' },
        { label: t`E-mail`, sortKey: 'email' },
        t`Role`,
        t`Kluby`,
        t`Stav`,
        { label: t`Poslední přihlášení`, sortKey: 'lastLogin' },
        { label: t`Založen`, sortKey: 'createdAt' },
        t`Akce`,
      ]}
      sort={sort}
      onSort={onSort}
    >
      {users.map((user) => {
        const name = `${user.firstName} ${user.lastName}`;
        const state = userState(user);
        return (
          <tr key={user.id}>
            <th scope="row">{name}</th>
            <td>{user.email}</td>
            <td>{user.roles.length ? user.roles.map((role) => i18n._(roleLabels[role])).join(', ') : '—'}</td>
            <td>
              <StyledList>
                {user.clubs.map((club) => (
                  <li key={club.id}>
                    <Link to={localizePath(`/clubs/${club.id}`, locale)}>{club.name}</Link>
                  </li>
                ))}
              </StyledList>
            </td>
            <td>
              <Badge variant={stateVariants[state]}>{i18n._(userStateLabels[state])}</Badge>
            </td>
            <td>{user.lastLoginAt ? formatMoment(user.lastLoginAt, locale) : t`nikdy`}</td>
            <td>{formatMoment(user.createdAt, locale)}</td>
            <td>
              <StyledActions>
                <Button size="sm" variant="secondary" aria-label={t`Role uživatele ${name}`} onClick={() => onRoles(user)}>
                  <Trans>Role</Trans>
                </Button>
                {state === 'invited' && (
                  <Button size="sm" variant="secondary" aria-label={t`Poslat pozvánku znovu: ${name}`} onClick={() => onResend(user)}>
                    <Trans>Pozvat znovu</Trans>
                  </Button>
                )}
                {user.id !== actorId && (
                  <Button
                    size="sm"
                    variant={user.disabled ? 'secondary' : 'danger'}
                    aria-label={user.disabled ? t`Odblokovat ${name}` : t`Zablokovat ${name}`}
                    onClick={() => onDisable(user, !user.disabled)}
                  >
                    {user.disabled ? <Trans>Odblokovat</Trans> : <Trans>Zablokovat</Trans>}
                  </Button>
                )}
              </StyledActions>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
