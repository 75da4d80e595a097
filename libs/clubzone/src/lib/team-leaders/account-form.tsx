import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { TeamLeaderAcceptBodySchema } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { Button, Field, Stack, TextInput } from '@phc/ui';
import { useFieldMessage } from '../account/use-field-message';
import { StyledFormError } from '../user-bar/user-bar-styles';

const AccountSchema = v.unwrap(TeamLeaderAcceptBodySchema.entries.account);
type Account = v.InferOutput<typeof AccountSchema>;
type AccountValues = { firstName: string; lastName: string; password: string; passwordAgain: string };
const names = ['firstName', 'lastName', 'password'] as const;

const schemaResolver = valibotResolver(AccountSchema);
const resolver: Resolver<AccountValues, unknown, Account> = async (values, context, options) => {
  const result = await schemaResolver({ firstName: values.firstName, lastName: values.lastName, password: values.password } as never, context, options as never);
  if (values.password && values.password !== values.passwordAgain) {
    return { values: {}, errors: { ...result.errors, passwordAgain: { type: 'mismatch', message: 'passwordMismatch' } } } as never;
  }
  return result as never;
};

export type AccountFormProps = {
  initial: { firstName: string; lastName: string };
  onSubmit: (account: Account) => Promise<unknown>;
};

/** A new account for an invited leader: the login is the invited e-mail, so only the name and a password are asked. */
export function AccountForm({ initial, onSubmit }: AccountFormProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AccountValues, unknown, Account>({ resolver, defaultValues: { ...initial, password: '', passwordAgain: '' } });

  const submit = handleSubmit(async (account) => {
    try {
      await onSubmit(account);
    } catch (error) {
      if (applyServerFieldErrors(error, names, setError)?.shown) return;
      setError('root', {
        message: isApiError(error, 409)
          ? t`Pro tento e-mail už účet existuje. Přihlaste se a pozvánku přijměte.`
          : isApiError(error, 400)
            ? t`Pozvánka vypršela nebo už byla použita.`
            : t`Účet se nepodařilo vytvořit.`,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Vytvořit účet`}>
      <Stack $gap={3}>
        <Field label={<Trans>Jméno</Trans>} required error={message(errors.firstName?.message)}>
          <TextInput autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label={<Trans>Příjmení</Trans>} required error={message(errors.lastName?.message)}>
          <TextInput autoComplete="family-name" {...register('lastName')} />
        </Field>
        <Field label={<Trans>Heslo</Trans>} required hint={<Trans>Alespoň 8 znaků.</Trans>} error={message(errors.password?.message)}>
          <TextInput type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label={<Trans>Heslo znovu</Trans>} required error={errors.passwordAgain ? t`Hesla se neshodují.` : undefined}>
          <TextInput type="password" autoComplete="new-password" {...register('passwordAgain')} />
        </Field>
        {errors.root?.message && <StyledFormError role="alert">{errors.root.message}</StyledFormError>}
        <Button type="submit" loading={isSubmitting}>
          <Trans>Vytvořit účet a přijmout pozvánku</Trans>
        </Button>
      </Stack>
    </form>
  );
}
