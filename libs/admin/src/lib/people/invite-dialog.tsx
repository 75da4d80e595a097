import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { InviteUserBodySchema, roles as allRoles, type AdminUser, type InviteUserBody, type Role } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { useLocale } from '@phc/i18n';
import { Button, Checkbox, Dialog, Field, Stack, TextInput } from '@phc/ui';
import { InvitationLocaleField, StyledFormError, StyledRoles, usePeopleFieldMessage } from './people-form-parts';
import { roleLabels } from './role-labels';

type InviteForm = v.InferInput<typeof InviteUserBodySchema>;
const fields = ['email', 'firstName', 'lastName', 'roles', 'locale'];

export type InviteDialogProps = {
  open: boolean;
  /** Roles the acting user may grant; the others show disabled. */
  grantable: ReadonlySet<Role>;
  onInvite: (body: InviteUserBody) => Promise<AdminUser>;
  onClose: () => void;
};

/** Invites a person by e-mail with roles: the account waits for its owner to set a password through the e-mailed link. */
export function InviteDialog({ open, grantable, onInvite, onClose }: InviteDialogProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteForm>({ resolver: valibotResolver(InviteUserBodySchema), defaultValues: { email: '', firstName: '', lastName: '', roles: [], locale } });
  const message = usePeopleFieldMessage();
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async (body) => {
    try {
      await onInvite(body);
      close();
    } catch (failure) {
      if (isApiError(failure, 409)) return setError('email', { type: 'server', message: 'taken' }, { shouldFocus: true });
      if (applyServerFieldErrors(failure, fields, setError)?.shown) return;
      setError('root', {
        message: isApiError(failure, 403) ? t`Roli administrátora může udělit jen hlavní administrátor.` : t`Pozvánku se nepodařilo odeslat. Zkuste to prosím znovu.`,
      });
    }
  });
  return (
    <Dialog
      open={open}
      title={t`Pozvat uživatele`}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Zrušit</Trans>
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            <Trans>Poslat pozvánku</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Pozvat uživatele`}>
        <Stack $gap={3}>
          <p>
            <Trans>Pozvaný dostane e-mail s odkazem, kterým si do 7 dnů nastaví heslo.</Trans>
          </p>
          <Field label={<Trans>E-mail</Trans>} required error={message(errors.email?.message)}>
            <TextInput type="email" autoComplete="off" data-autofocus {...register('email')} />
          </Field>
          <Field label={<Trans>Jméno</Trans>} required error={message(errors.firstName?.message)}>
            <TextInput autoComplete="off" {...register('firstName')} />
          </Field>
          <Field label={<Trans>Příjmení</Trans>} required error={message(errors.lastName?.message)}>
            <TextInput autoComplete="off" {...register('lastName')} />
          </Field>
          <StyledRoles>
            <legend>
              <Trans>Role</Trans>
            </legend>
            {allRoles.map((role) => (
              <Checkbox key={role} value={role} label={i18n._(roleLabels[role])} disabled={!grantable.has(role)} {...register('roles')} />
            ))}
          </StyledRoles>
          {errors.roles && <StyledFormError role="alert">{message(errors.roles.message ?? 'invalid')}</StyledFormError>}
          <InvitationLocaleField {...register('locale')} />
          {errors.root?.message && <StyledFormError role="alert">{errors.root.message}</StyledFormError>}
        </Stack>
      </form>
    </Dialog>
  );
}
