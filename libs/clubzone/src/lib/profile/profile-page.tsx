import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { authEndpoints, ProfileBodySchema, type LoggedUser, type ProfileBody } from '@phc/api-contract';
import { apiRequest, queryKeys, applyServerFieldErrors } from '@phc/api-client';
import { useCurrentUser } from '@phc/auth';
import { usePageTitle } from '@phc/i18n';
import { Button, Card, Container, Field, Heading, pushAlert, Stack, TextInput } from '@phc/ui';
import { useAuthActions } from '../account/use-auth-actions';
import { useFieldMessage } from '../account/use-field-message';
import { StyledFormError } from '../user-bar/user-bar-styles';

const StyledNarrow = styled(Card)`
  max-width: 36rem;
`;

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

type ProfileValues = { firstName: string; lastName: string; email: string; currentPassword: string; newPassword: string };
const names = ['firstName', 'lastName', 'email', 'currentPassword', 'newPassword'] as const;

export type ProfileFormProps = { user: LoggedUser; onSave: (body: ProfileBody) => Promise<unknown> };

/** SPEC §2 `/profil`: name, e-mail and password; a new e-mail or password needs the current password, a new e-mail its confirmation. */
export function ProfileForm({ user, onSave }: ProfileFormProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const schemaResolver = valibotResolver(ProfileBodySchema);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues, unknown, ProfileBody>({
    // Empty password inputs mean "keep the password", not an empty one.
    resolver: (values, context, options) =>
      schemaResolver({ ...values, currentPassword: values.currentPassword || undefined, newPassword: values.newPassword || undefined } as never, context, options as never) as never,
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.username, currentPassword: '', newPassword: '' },
  });

  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = handleSubmit(async (body) => {
    const newEmail = body.email !== user.username ? body.email : null;
    // Issue 14: a new login e-mail, like a new password, needs the current password (the server checks it too).
    if (newEmail && !body.currentPassword) {
      setError('currentPassword', { message: 'required' });
      return;
    }
    try {
      await onSave(body);
      resetField('currentPassword');
      resetField('newPassword');
      setSentTo(newEmail);
      pushAlert({ type: 'success', message: t`Profil byl uložen.` });
    } catch (error) {
      const shown = applyServerFieldErrors(error, names, setError)?.shown ?? 0;
      if (shown === 0) setError('root', { message: t`Profil se nepodařilo uložit. Zkuste to prosím znovu.` });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Profil`}>
      <Stack $gap={4}>
        <Field label={<Trans>Jméno</Trans>} required error={message(errors.firstName?.message)}>
          <TextInput autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label={<Trans>Příjmení</Trans>} required error={message(errors.lastName?.message)}>
          <TextInput autoComplete="family-name" {...register('lastName')} />
        </Field>
        <Field label={<Trans>E-mail</Trans>} required error={message(errors.email?.message)}>
          <TextInput type="email" autoComplete="email" {...register('email')} />
        </Field>
        {sentTo && (
          <p role="status">
            <Trans>Na adresu {sentTo} jsme poslali odkaz. Nový e-mail začne platit, až ho potvrdíte; do té doby se přihlašujete dosavadním.</Trans>
          </p>
        )}
        <StyledFieldset>
          <legend>
            <Trans>Změna e-mailu nebo hesla</Trans>
          </legend>
          <Field label={<Trans>Současné heslo</Trans>} hint={<Trans>Vyžadováno při změně e-mailu nebo hesla.</Trans>} error={message(errors.currentPassword?.message)}>
            <TextInput type="password" autoComplete="current-password" {...register('currentPassword')} />
          </Field>
          <Field label={<Trans>Nové heslo</Trans>} hint={<Trans>Alespoň 8 znaků.</Trans>} error={message(errors.newPassword?.message)}>
            <TextInput type="password" autoComplete="new-password" {...register('newPassword')} />
          </Field>
        </StyledFieldset>
        {errors.root?.message && <StyledFormError role="alert">{errors.root.message}</StyledFormError>}
        <Button type="submit" loading={isSubmitting}>
          <Trans>Uložit profil</Trans>
        </Button>
      </Stack>
    </form>
  );
}

type Confirmation = 'pending' | 'done' | 'failed';

/** The link from the confirmation e-mail (`?potvrzeni-emailu=<token>`): confirmed once, then the user is read again. */
function useEmailConfirmation(): Confirmation | null {
  const [params] = useSearchParams();
  const token = params.get('potvrzeni-emailu');
  const queryClient = useQueryClient();
  const [state, setState] = useState<Confirmation | null>(token ? 'pending' : null);
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    apiRequest(authEndpoints.emailConfirm, { params: { token } })
      .then(async () => {
        setState('done');
        await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      })
      .catch(() => setState('failed'));
  }, [token, queryClient]);
  return state;
}

export function Component() {
  const { t } = useLingui();
  const { user } = useCurrentUser({ required: true });
  const actions = useAuthActions();
  const confirmation = useEmailConfirmation();
  usePageTitle(t`Profil`);
  if (!user) return null;
  return (
    <Container>
      <Stack $gap={4}>
        <Heading level={1}>
          <Trans>Profil</Trans>
        </Heading>
        {confirmation === 'pending' && (
          <p role="status">
            <Trans>Potvrzujeme nový e-mail…</Trans>
          </p>
        )}
        {confirmation === 'done' && (
          <p role="status">
            <Trans>Nový e-mail je potvrzen. Odteď se přihlašujete jím.</Trans>
          </p>
        )}
        {confirmation === 'failed' && (
          <StyledFormError role="alert">
            <Trans>Odkaz pro potvrzení e-mailu vypršel nebo už byl použit.</Trans>
          </StyledFormError>
        )}
        <StyledNarrow>
          <ProfileForm key={user.id} user={user} onSave={actions.updateProfile} />
        </StyledNarrow>
      </Stack>
    </Container>
  );
}
