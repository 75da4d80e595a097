import { applyServerFieldErrors } from '@phc/api-client';
import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { IdSchema, TeamLeaderInputSchema, type TeamLeaderInput } from '@phc/api-contract';
import { Field, FormActions, Select, Stack, TextInput, type SelectOption } from '@phc/ui';
import { useFieldMessage } from '../account/use-field-message';
import { StyledFormError } from '../user-bar/user-bar-styles';

/** The contract's leader body plus the team it goes to (a path parameter on the server). */
const LeaderInviteSchema = v.object({ ...TeamLeaderInputSchema.entries, teamId: IdSchema });
export type LeaderInvite = TeamLeaderInput & { teamId: number };

type LeaderValues = { teamId: string; firstName: string; lastName: string; email: string; phone: string };
const names = ['teamId', 'firstName', 'lastName', 'email', 'phone'] as const;

const schemaResolver = valibotResolver(LeaderInviteSchema);
const resolver: Resolver<LeaderValues, unknown, LeaderInvite> = (values, context, options) =>
  schemaResolver({ ...values, teamId: values.teamId || undefined, phone: values.phone.trim() ? values.phone : null } as never, context, options as never) as never;

export type LeaderFormProps = {
  teams: SelectOption[];
  initialTeamId?: string;
  onSubmit: (invite: LeaderInvite) => Promise<unknown>;
  onCancel: () => void;
  /** The message for a failure that is not about one field; the form is the one place it is said. */
  failureMessage?: (error: unknown) => string;
};

/** Inviting a team leader (SPEC §3 Team leader): the club names the person; the e-mailed invitation ties their account. */
export function LeaderForm({ teams, initialTeamId = '', onSubmit, onCancel, failureMessage }: LeaderFormProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LeaderValues, unknown, LeaderInvite>({ resolver, defaultValues: { teamId: initialTeamId, firstName: '', lastName: '', email: '', phone: '' } });

  const submit = handleSubmit(async (invite) => {
    try {
      await onSubmit(invite);
    } catch (error) {
      const shown = applyServerFieldErrors(error, names, setError)?.shown ?? 0;
      if (shown === 0) setError('root', { message: failureMessage?.(error) ?? t`Vedoucího se nepodařilo přidat.` });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Pozvat vedoucího týmu`}>
      <Stack $gap={3}>
        <Field label={<Trans>Tým</Trans>} required error={message(errors.teamId?.message)}>
          <Select data-autofocus placeholder={t`Vyberte tým`} options={teams} {...register('teamId')} />
        </Field>
        <Field label={<Trans>Jméno</Trans>} required error={message(errors.firstName?.message)}>
          <TextInput autoComplete="off" {...register('firstName')} />
        </Field>
        <Field label={<Trans>Příjmení</Trans>} required error={message(errors.lastName?.message)}>
          <TextInput autoComplete="off" {...register('lastName')} />
        </Field>
        <Field label={<Trans>E-mail</Trans>} required hint={<Trans>Sem pošleme pozvánku; vedoucí ji přijme po přihlášení.</Trans>} error={message(errors.email?.message)}>
          <TextInput type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label={<Trans>Telefon</Trans>} hint={<Trans>Např. 777 888 999; zahraniční číslo s předvolbou, např. +49 30 1234567</Trans>} error={message(errors.phone?.message)}>
          <TextInput type="tel" autoComplete="off" {...register('phone')} />
        </Field>
        {errors.root?.message && <StyledFormError role="alert">{errors.root.message}</StyledFormError>}
        <FormActions submitLabel={<Trans>Poslat pozvánku</Trans>} submitting={isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
