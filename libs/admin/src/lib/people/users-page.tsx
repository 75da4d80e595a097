import { useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { roles as allRoles, type AdminUser, type InviteUserBody, type Role } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { useCurrentUser } from '@phc/auth';
import { useLocale } from '@phc/i18n';
import { Button, EmptyState, Field, Heading, pushAlert, QueryBoundary, Select, Skeleton, Stack, TextInput, useConfirm, useDocumentTitle } from '@phc/ui';
import { peopleMutations, peopleQueries } from '../queries/people-queries';
import { InviteDialog } from './invite-dialog';
import { roleLabels, userStateLabels } from './role-labels';
import { RolesDialog } from './roles-dialog';
import { editableRoles, nextUserSort, visibleUsers, type UserFilter, type UserSort, type UserState } from './user-list';
import { FilterGrid } from '../layout/filter-grid';
import { UserTable } from './user-table';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const userStates: UserState[] = ['active', 'invited', 'disabled'];

/** Disabling asks first and names the consequence; enabling is harmless and goes at once. */
function useDisable() {
  const { t } = useLingui();
  const setDisabled = useMutation(peopleMutations.setDisabled());
  const confirm = useConfirm();
  return async (user: AdminUser, disabled: boolean) => {
    const name = `${user.firstName} ${user.lastName}`;
    if (disabled && !(await confirm({ title: t`Zablokovat ${name}?`, message: t`Uživatel se už nepřihlásí a jeho otevřená přihlášení hned skončí.`, confirmLabel: t`Zablokovat`, danger: true }))) return;
    try {
      await setDisabled.mutateAsync({ id: user.id, disabled });
      pushAlert({ type: 'success', message: disabled ? t`Účet ${name} je zablokovaný.` : t`Účet ${name} je znovu aktivní.` });
    } catch (failure) {
      pushAlert({
        type: 'danger',
        message: isApiError(failure, 409)
          ? t`Vlastní účet zablokovat nemůžete.`
          : isApiError(failure, 403)
            ? t`Administrátora může zablokovat jen hlavní administrátor.`
            : t`Změnu se nepodařilo uložit. Zkuste to prosím znovu.`,
      });
    }
  };
}

/** A new invitation in the area's language; the list shows the account still invited. */
function useResend() {
  const { t } = useLingui();
  const resendInvitation = useMutation(peopleMutations.resendInvitation());
  const locale = useLocale();
  return async (user: AdminUser) => {
    try {
      await resendInvitation.mutateAsync({ id: user.id, body: { locale } });
      pushAlert({ type: 'success', message: t`Nová pozvánka odeslána na ${user.email}.` });
    } catch (failure) {
      pushAlert({ type: 'danger', message: isApiError(failure, 409) ? t`Tento účet už má heslo nebo je zablokovaný; pozvánka není potřeba.` : t`Pozvánku se nepodařilo odeslat. Zkuste to prosím znovu.` });
    }
  };
}

function Users() {
  const { t, i18n } = useLingui();
  const setRoles = useMutation(peopleMutations.setRoles());
  const inviteUser = useMutation(peopleMutations.invite());
  const { user: actor } = useCurrentUser();
  const { data: users } = useSuspenseQuery(peopleQueries.users());
  const [filter, setFilter] = useState<UserFilter>({ text: '', role: '', state: '' });
  const [sort, setSort] = useState<UserSort>({ key: 'name', direction: 'asc' });
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const deferredFilter = useDeferredValue(filter);
  const shown = useMemo(() => visibleUsers(users, deferredFilter, sort), [users, deferredFilter, sort]);
  const grantable = useMemo(() => editableRoles(actor), [actor]);
  const disable = useDisable();
  const resend = useResend();
  const saveRoles = async (user: AdminUser, roles: Role[]) => {
    await setRoles.mutateAsync({ id: user.id, body: { roles } });
    pushAlert({ type: 'success', message: t`Role uživatele ${user.email} jsou uložené.` });
  };
  const invite = async (body: InviteUserBody) => {
    const user = await inviteUser.mutateAsync(body);
    pushAlert({ type: 'success', message: t`Pozvánka odeslána na ${user.email}.` });
    return user;
  };
  return (
    <Stack $gap={4}>
      <FilterGrid label={t`Filtr uživatelů`}>
        <Field label={<Trans>Hledat jméno nebo e-mail</Trans>}>
          <TextInput type="search" value={filter.text} onChange={(event) => setFilter({ ...filter, text: event.target.value })} />
        </Field>
        <Field label={<Trans>Role</Trans>}>
          <Select
            value={filter.role}
            onChange={(event) => setFilter({ ...filter, role: event.target.value as UserFilter['role'] })}
            options={[{ value: '', label: t`Všechny role` }, { value: 'none', label: t`Bez role` }, ...allRoles.map((role) => ({ value: role, label: i18n._(roleLabels[role]) }))]}
          />
        </Field>
        <Field label={<Trans>Stav</Trans>}>
          <Select
            value={filter.state}
            onChange={(event) => setFilter({ ...filter, state: event.target.value as UserState | '' })}
            options={[{ value: '', label: t`Všechny stavy` }, ...userStates.map((state) => ({ value: state, label: i18n._(userStateLabels[state]) }))]}
          />
        </Field>
      </FilterGrid>
      <StyledBar>
        <span aria-live="polite">
          <Trans>
            Zobrazeno {shown.length} z {users.length}
          </Trans>
        </span>
        <Button onClick={() => setInviting(true)}>
          <Trans>Pozvat uživatele</Trans>
        </Button>
      </StyledBar>
      {shown.length === 0 ? (
        <EmptyState title={t`Žádný uživatel neodpovídá filtru`} />
      ) : (
        <UserTable users={shown} sort={sort} onSort={(key) => setSort(nextUserSort(sort, key))} actorId={actor?.id} onRoles={setEditing} onDisable={(user, on) => void disable(user, on)} onResend={(user) => void resend(user)} />
      )}
      <InviteDialog open={inviting} grantable={grantable} onInvite={invite} onClose={() => setInviting(false)} />
      <RolesDialog user={editing} grantable={grantable} onSave={saveRoles} onClose={() => setEditing(null)} />
    </Stack>
  );
}

/** Users and roles (issue 16 item 5): every account, invitations, roles and blocking. */
export function UsersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Uživatelé a role`);
  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Uživatelé a role</Trans>
      </Heading>
      <QueryBoundary fallback={<Skeleton height="20rem" />}>
        <Users />
      </QueryBoundary>
    </Stack>
  );
}

export default UsersPage;
