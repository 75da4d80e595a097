import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoginBodySchema, type LoginBody } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { Button, Field, Stack, TextInput } from '@phc/ui';
import { useFieldMessage } from '../account/use-field-message';
import { StyledFormError, StyledLinkButton } from './user-bar-styles';

export type LoginFormProps = {
  onLogin: (body: LoginBody) => Promise<unknown>;
  onForgotPassword: () => void;
};

/** SPEC §5 login: "email missing", unknown e-mail and invalid password each on its field. */
export function LoginForm({ onLogin, onForgotPassword }: LoginFormProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: valibotResolver(LoginBodySchema), defaultValues: { login: '', password: '' } });

  const submit = handleSubmit(async (body) => {
    try {
      await onLogin(body);
    } catch (error) {
      const fields = applyServerFieldErrors(error, ['login', 'password'], setError);
      if (fields) {
        if (fields.other[0]) setError('root', { message: message(fields.other[0]) });
      } else if (isApiError(error, 429)) {
        setError('root', { message: t`Příliš mnoho pokusů o přihlášení. Zkuste to znovu za 15 minut.` });
      } else {
        setError('root', { message: t`Přihlášení se nepodařilo. Zkontrolujte připojení a zkuste to znovu.` });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Přihlášení`}>
      <Stack $gap={3}>
        <Field label={<Trans>E-mail</Trans>} required error={message(errors.login?.message)}>
          <TextInput type="email" autoComplete="username" data-autofocus {...register('login')} />
        </Field>
        <Field label={<Trans>Heslo</Trans>} required error={message(errors.password?.message)}>
          <TextInput type="password" autoComplete="current-password" {...register('password')} />
        </Field>
        {errors.root?.message && <StyledFormError role="alert">{errors.root.message}</StyledFormError>}
        <Button type="submit" loading={isSubmitting}>
          <Trans>Přihlásit se</Trans>
        </Button>
        <StyledLinkButton type="button" onClick={onForgotPassword}>
          <Trans>Zapomenuté heslo?</Trans>
        </StyledLinkButton>
      </Stack>
    </form>
  );
}
