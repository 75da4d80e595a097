import { applyServerFieldErrors } from '@phc/api-client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { PasswordResetRequestBodySchema, type PasswordResetRequestBody } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { Button, Field, Stack, TextInput } from '@phc/ui';
import { useFieldMessage } from '../account/use-field-message';
import { StyledFormError, StyledSuccess } from '../user-bar/user-bar-styles';
import { passwordUrlTemplate } from './password-url';

const RequestFormSchema = v.pick(PasswordResetRequestBodySchema, ['login']);
type RequestForm = v.InferOutput<typeof RequestFormSchema>;

export type ResetRequestFormProps = {
  onRequest: (body: PasswordResetRequestBody) => Promise<unknown>;
};

/** SPEC §5 password reset request: e-mail required, invalid e-mail; the link comes in the visitor's language. */
export function ResetRequestForm({ onRequest }: ResetRequestFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const message = useFieldMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RequestForm>({ resolver: valibotResolver(RequestFormSchema), defaultValues: { login: '' } });

  const submit = handleSubmit(async ({ login }) => {
    try {
      await onRequest({ login, locale, passwordUrl: passwordUrlTemplate(window.location.origin, locale) });
      setSentTo(login);
    } catch (error) {
      if (!applyServerFieldErrors(error, ['login'], setError)?.shown) setError('root', { message: t`Odeslání se nepodařilo. Zkuste to prosím znovu.` });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Obnovení hesla`}>
      <Stack $gap={3}>
        <p>
          <Trans>Pošleme vám e-mail s odkazem, kterým si nastavíte nové heslo.</Trans>
        </p>
        <Field label={<Trans>E-mail</Trans>} required error={message(errors.login?.message)}>
          <TextInput type="email" autoComplete="username" data-autofocus {...register('login')} />
        </Field>
        {errors.root?.message && <StyledFormError role="alert">{errors.root.message}</StyledFormError>}
        {sentTo && (
          <StyledSuccess role="status">
            <Trans>Pokud účet s e-mailem {sentTo} existuje, poslali jsme na něj odkaz pro nastavení hesla.</Trans>
          </StyledSuccess>
        )}
        <Button type="submit" loading={isSubmitting}>
          <Trans>Poslat odkaz</Trans>
        </Button>
      </Stack>
    </form>
  );
}
