import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { roles as allRoles, type AdminUser, type Role } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { Button, Checkbox, Dialog, Stack } from '@phc/ui';
import { StyledFormError, StyledRoles } from './people-form-parts';
import { roleLabels } from './role-labels';

export type RolesDialogProps = {
  /** The user whose roles change; null: closed. */
  user: AdminUser | null;
  grantable: ReadonlySet<Role>;
  onSave: (user: AdminUser, roles: Role[]) => Promise<unknown>;
  onClose: () => void;
};

function RolesForm({ user, grantable, onSave, onClose }: RolesDialogProps & { user: AdminUser }) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState<ReadonlySet<Role>>(new Set(user.roles));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = (role: Role, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(role);
      else next.delete(role);
      return next;
    });
  const save = async () => {
    setPending(true);
    setError(null);
    try {
      // The order of SPEC §6, whatever order they were clicked in.
      await onSave(
        user,
        allRoles.filter((role) => chosen.has(role)),
      );
      onClose();
    } catch (failure) {
      setError(
        isApiError(failure, 409)
          ? t`Sami sobě přístup do administrace odebrat nemůžete.`
          : isApiError(failure, 403)
            ? t`Roli administrátora může udělit nebo odebrat jen hlavní administrátor.`
            : isApiError(failure, 404)
              ? t`Tento účet už neexistuje.`
              : t`Role se nepodařilo uložit. Zkuste to prosím znovu.`,
      );
    } finally {
      setPending(false);
    }
  };
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Dialog
      open
      title={t`Role: ${name}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Zrušit</Trans>
          </Button>
          <Button loading={pending} onClick={() => void save()}>
            <Trans>Uložit role</Trans>
          </Button>
        </>
      }
    >
      <Stack $gap={3}>
        <StyledRoles>
          <legend>{user.email}</legend>
          {allRoles.map((role) => (
            <Checkbox
              key={role}
              label={i18n._(roleLabels[role])}
              checked={chosen.has(role)}
              disabled={!grantable.has(role)}
              onChange={(event) => toggle(role, event.target.checked)}
            />
          ))}
        </StyledRoles>
        {grantable.size < allRoles.length && (
          <p>
            <Trans>Role administrátorů mění jen hlavní administrátor.</Trans>
          </p>
        )}
        {error && <StyledFormError role="alert">{error}</StyledFormError>}
      </Stack>
    </Dialog>
  );
}

/** Changes a user's roles; the admin roles are switched only by a super admin (the server checks the same). */
export function RolesDialog(props: RolesDialogProps) {
  // Mounted per user, so the checkboxes start from that user's saved roles.
  return props.user ? <RolesForm key={props.user.id} {...props} user={props.user} /> : null;
}
