import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { messageCodes, PasswordResetBodySchema } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { Button, Field, Stack, TextInput } from '@phc/ui';
import { useFieldMessage } from '../account/use-field-message';
import { StyledFormError } from '../user-bar/user-bar-styles';

/** The contract's password rule, typed twice so a typo does not lock the user out. */
const NewPasswordSchema = v.pipe(
  v.object({ password: PasswordResetBodySchema.entries.password, passwordAgain: v.string(messageCodes.required) }),
  v.forward(
    v.check((input) => input.password === input.passwordAgain, 'passwordsDiffer'),
    ['passwordAgain'],
  ),
);
type NewPasswordValues = v.InferInput<typeof NewPasswordSchema>;

export type NewPasswordFormProps = {
  onSubmit: (password: string) => Promise<unknown>;
  /** The token expired, was used or never existed (the server's 400 `token_invalid`). */
  onInvalidToken: () => void;
};

export function NewPasswordForm({ onSubmit, onInvalidToken }: NewPasswordFormProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: valibotResolver(NewPasswordSchema), defaultValues: { password: '', passwordAgain: '' } });

  const submit = handleSubmit(async ({ password }) => {
    try {
      await onSubmit(password);
    } catch (error) {
      if (applyServerFieldErrors(error, ['password'], setError)?.shown) return;
      // An expired, used or malformed token: the form cannot help, the page offers a new link.
      if (isApiError(error, 400)) onInvalidToken();
      else setError('root', { message: t`Heslo se nepodařilo uložit. Zkuste to prosím znovu.` });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Nové heslo`}>
      <Stack $gap={3}>
        <Field label={<Trans>Nové heslo</Trans>} required hint={<Trans>Alespoň 8 znaků.</Trans>} error={message(errors.password?.message)}>
          <TextInput type="password" autoComplete="new-password" data-autofocus {...register('password')} />
        </Field>
        <Field
          label={<Trans>Nové heslo znovu</Trans>}
          required
          error={errors.passwordAgain?.message === 'passwordsDiffer' ? t`Hesla se neshodují.` : message(errors.passwordAgain?.message)}
        >
          <TextInput type="password" autoComplete="new-password" {...register('passwordAgain')} />
        </Field>
        {errors.root?.message && <StyledFormError role="alert">{errors.root.message}</StyledFormError>}
        <Button type="submit" loading={isSubmitting}>
          <Trans>Nastavit heslo</Trans>
        </Button>
      </Stack>
    </form>
  );
}
