import { applyServerFieldErrors } from '@phc/api-client';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { ParticipantInputSchema, type ParticipantInput } from '@phc/api-contract';
import { Checkbox, Field, FormActions, RadioGroup, Stack, TextInput } from '@phc/ui';
import { useFieldMessage } from '../account/use-field-message';
import { StyledFormError } from '../user-bar/user-bar-styles';
import { emptyParticipantValues, valuesToInput, type ParticipantFormValues } from './participant-values';

const fieldNames = ['firstName', 'lastName', 'birthYear', 'gender', 'isLeader', 'jerseyNumber'] as const;

export type ParticipantFormProps = {
  initial?: ParticipantFormValues;
  floorball: boolean;
  /** Whether someone born in that year may lead (participant-rules mayLead). */
  mayLead: (birthYear: number | null) => boolean;
  minimumLeaderAge: number;
  /** Why the year cannot be saved (a message code: the server's own rule, `birthYearProblem`), or null. */
  birthYearProblem?: (birthYear: number, isLeader: boolean) => string | null;
  /** Resolves false when the visitor backed out (the change warning): the form stays as typed. */
  onSubmit: (input: ParticipantInput) => Promise<unknown>;
  onCancel: () => void;
  /** The message for a failure that is not about one field; the form is the one place it is said. */
  failureMessage?: (error: unknown) => string;
};

const yearOf = (text: string) => (/^\d{4}$/.test(text.trim()) ? Number(text.trim()) : null);

/** Add or change a roster participant (SPEC §3, §5): names, birth year, gender, leader, jersey number. */
export function ParticipantForm({ initial = emptyParticipantValues, floorball, mayLead, minimumLeaderAge, birthYearProblem, onSubmit, onCancel, failureMessage }: ParticipantFormProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const schemaResolver = valibotResolver(ParticipantInputSchema);
  const resolver: Resolver<ParticipantFormValues, unknown, ParticipantInput> = async (values, context, options) => {
    const input = valuesToInput(values, { mayLead: mayLead(yearOf(values.birthYear)), floorball });
    const result = await schemaResolver(input as never, context, options as never);
    // A well-formed year is then held to the present and the categories, as the server will.
    const year = yearOf(values.birthYear);
    const problem = year !== null && !result.errors['birthYear'] ? birthYearProblem?.(year, input['isLeader'] === true) : null;
    if (!problem) return result as never;
    return { values: {}, errors: { ...result.errors, birthYear: { type: 'present', message: problem } } } as never;
  };
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ParticipantFormValues, unknown, ParticipantInput>({ resolver, defaultValues: initial });
  const birthYear = useWatch({ control, name: 'birthYear' });
  const leaderAllowed = mayLead(yearOf(birthYear));

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      const shown = applyServerFieldErrors(error, fieldNames, setError)?.shown ?? 0;
      if (shown === 0) setError('root', { message: failureMessage?.(error) ?? t`Účastníka se nepodařilo uložit.` });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Účastník`}>
      <Stack $gap={3}>
        <Field label={<Trans>Jméno</Trans>} required error={message(errors.firstName?.message)}>
          <TextInput data-autofocus autoComplete="off" {...register('firstName')} />
        </Field>
        <Field label={<Trans>Příjmení</Trans>} required error={message(errors.lastName?.message)}>
          <TextInput autoComplete="off" {...register('lastName')} />
        </Field>
        <Field label={<Trans>Rok narození</Trans>} required error={message(errors.birthYear?.message)}>
          <TextInput type="number" inputMode="numeric" min={1900} max={2100} {...register('birthYear')} />
        </Field>
        <RadioGroup
          legend={<Trans>Pohlaví</Trans>}
          required
          error={message(errors.gender?.message)}
          options={[
            { value: 'M', label: t`Muž` },
            { value: 'F', label: t`Žena` },
            { value: 'I', label: t`Neurčeno` },
          ]}
          {...register('gender')}
        />
        <Checkbox
          label={<Trans>Vedoucí týmu</Trans>}
          disabled={!leaderAllowed}
          hint={leaderAllowed ? undefined : <Trans>Vedoucím může být jen účastník, kterému je v roce turnaje alespoň {minimumLeaderAge} let.</Trans>}
          {...register('isLeader')}
        />
        <Field label={<Trans>Číslo dresu</Trans>} error={message(errors.jerseyNumber?.message)}>
          <TextInput type="number" inputMode="numeric" min={0} max={999} {...register('jerseyNumber')} />
        </Field>
        {floorball && (
          <>
            <Checkbox label={<Trans>Kapitán</Trans>} {...register('captain')} />
            <Checkbox label={<Trans>Brankář</Trans>} {...register('goalkeeper')} />
          </>
        )}
        {errors.root?.message && <StyledFormError role="alert">{errors.root.message}</StyledFormError>}
        <FormActions submitLabel={<Trans>Uložit účastníka</Trans>} submitting={isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
