import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ProfileBodySchema, type LoggedUser, type ProfileBody } from '@phc/api-contract';
import { useCurrentUser } from '@phc/auth';
import { usePageTitle } from '@phc/i18n';
import { Button, Card, Container, Field, Heading, pushAlert, Stack, TextInput } from '@phc/ui';
import { fieldErrorsOf } from '../account/server-errors';
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

/** SPEC §2 `/profil`: name, e-mail and password; the new password needs the current one. */
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

  const submit = handleSubmit(async (body) => {
    try {
      await onSave(body);
      resetField('currentPassword');
      resetField('newPassword');
      pushAlert({ type: 'success', message: t`Profil byl uložen.` });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const known = fields ? Object.entries(fields).filter(([name]) => (names as readonly string[]).includes(name)) : [];
      for (const [name, code] of known) setError(name as (typeof names)[number], { message: code });
      if (known.length === 0) setError('root', { message: t`Profil se nepodařilo uložit. Zkuste to prosím znovu.` });
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
        <StyledFieldset>
          <legend>
            <Trans>Změna hesla (nepovinné)</Trans>
          </legend>
          <Field label={<Trans>Současné heslo</Trans>} error={message(errors.currentPassword?.message)}>
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

export function Component() {
  const { t } = useLingui();
  const { user } = useCurrentUser({ required: true });
  const actions = useAuthActions();
  usePageTitle(t`Profil`);
  if (!user) return null;
  return (
    <Container>
      <Stack $gap={4}>
        <Heading level={1}>
          <Trans>Profil</Trans>
        </Heading>
        <StyledNarrow>
          <ProfileForm key={user.id} user={user} onSave={actions.updateProfile} />
        </StyledNarrow>
      </Stack>
    </Container>
  );
}
