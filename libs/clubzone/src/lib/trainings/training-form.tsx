import { applyServerFieldErrors } from '@phc/api-client';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { isTrainingDuration, trainingDurationsFor, TrainingInputSchema, type TrainingInput } from '@phc/api-contract';
import { Checkbox, Field, FormActions, RadioGroup, Select, Stack, Textarea, TextInput, type SelectOption } from '@phc/ui';
import { useFieldMessage } from '../account/use-field-message';
import { StyledFormError } from '../user-bar/user-bar-styles';
import { emptyTrainingValues, trainingValuesToInput, type TrainingFormValues } from './training-values';

const schemaResolver = valibotResolver(TrainingInputSchema);
const requiredSelects = ['teamId', 'day', 'trainingTypeId'] as const;
/** Why a well-formed input cannot be booked (the server's date rule), or null. */
export type TrainingDateCheck = (input: TrainingInput) => { field: 'day' | 'preferredTime'; code: string } | null;
/**
 * An unchosen select is "required", not the schema's "whole number" (the id it would have held); a
 * well-formed input is then held to the tournament's days and the present, as the server will.
 */
const resolverFor =
  (check: TrainingDateCheck | undefined, unitMinutes: number): Resolver<TrainingFormValues, unknown, TrainingInput> =>
  async (values, context, options) => {
    const result = await schemaResolver(trainingValuesToInput(values) as never, context, options as never);
    const errors: Record<string, unknown> = { ...result.errors };
    for (const name of requiredSelects) if (values[name] === '') errors[name] = { type: 'required', message: 'required' };
    // The tournament's unit, as the server checks it (a stored training of an older unit must be changed).
    if (!errors['durationInMinutes'] && !isTrainingDuration(Number(values.durationInMinutes), unitMinutes)) errors['durationInMinutes'] = { type: 'unit', message: 'trainingLength' };
    const problem = Object.keys(errors).length === 0 ? check?.(result.values as TrainingInput) : null;
    if (problem) errors[problem.field] = { type: 'present', message: problem.code };
    return (Object.keys(errors).length ? { values: {}, errors } : result) as never;
  };

const fieldNames = ['teamId', 'day', 'preferredTime', 'trainingTypeId', 'durationInMinutes', 'placeId', 'rivalName', 'note'] as const;

export type TrainingFormProps = {
  teams: SelectOption[];
  days: SelectOption[];
  trainingTypes: SelectOption[];
  halls: SelectOption[];
  initial?: TrainingFormValues;
  /** The tournament's `training_length` (trainingUnitMinutes): the durations offered are 1 to 4 of it. */
  unitMinutes: number;
  /** The date rule the server applies (`trainingDateProblem` on the browser's clock). */
  check?: TrainingDateCheck;
  /** Rejects with the server's error; a 409 (a taken slot) is told by `failureMessage`. */
  onSubmit: (input: TrainingInput) => Promise<unknown>;
  onCancel: () => void;
  /** The message for a failure that is not about one field. */
  failureMessage: (error: unknown) => string;
};

/** Create or change a training (SPEC §3): team, day, preferred time, type, 1–4 units of the configured length, hall, rival, note. */
export function TrainingForm({ teams, days, trainingTypes, halls, initial, unitMinutes, check, onSubmit, onCancel, failureMessage }: TrainingFormProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TrainingFormValues, unknown, TrainingInput>({ resolver: resolverFor(check, unitMinutes), defaultValues: initial ?? emptyTrainingValues({ durationInMinutes: String(2 * unitMinutes) }) });
  const rival = useWatch({ control, name: 'rival' });

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      const shown = applyServerFieldErrors(error, fieldNames, setError)?.shown ?? 0;
      if (shown === 0) setError('root', { message: failureMessage(error) });
    }
  });

  const durations = trainingDurationsFor(unitMinutes).map((minutes) => {
    const units = minutes / unitMinutes;
    return { value: String(minutes), label: t`${minutes} minut (${units} × ${unitMinutes})` };
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Trénink`}>
      <Stack $gap={3}>
        <Field label={<Trans>Tým</Trans>} required error={message(errors.teamId?.message)}>
          <Select data-autofocus placeholder={t`Vyberte tým`} options={teams} {...register('teamId')} />
        </Field>
        <Field label={<Trans>Den</Trans>} required error={message(errors.day?.message)}>
          <Select placeholder={t`Vyberte den`} options={days} {...register('day')} />
        </Field>
        <Field label={<Trans>Preferovaný čas</Trans>} required error={message(errors.preferredTime?.message)}>
          <TextInput type="time" step={900} {...register('preferredTime')} />
        </Field>
        <Field label={<Trans>Typ tréninku</Trans>} required error={message(errors.trainingTypeId?.message)}>
          <Select placeholder={t`Vyberte typ`} options={trainingTypes} {...register('trainingTypeId')} />
        </Field>
        <Field label={<Trans>Délka</Trans>} required error={message(errors.durationInMinutes?.message)}>
          <Select options={durations} {...register('durationInMinutes')} />
        </Field>
        <Field label={<Trans>Hala</Trans>} hint={<Trans>Bez haly ji přidělí organizátor.</Trans>} error={message(errors.placeId?.message)}>
          <Select options={[{ value: '', label: t`Přidělí organizátor` }, ...halls]} {...register('placeId')} />
        </Field>
        <RadioGroup
          legend={<Trans>Soupeř</Trans>}
          options={[
            { value: 'named', label: t`Bez soupeře nebo se jmenovaným soupeřem` },
            { value: 'seeking', label: t`Hledáme soupeře (přátelské utkání)` },
          ]}
          inline={false}
          {...register('rival')}
        />
        {rival === 'named' && (
          <Field label={<Trans>Jméno soupeře</Trans>} error={message(errors.rivalName?.message)}>
            <TextInput autoComplete="off" {...register('rivalName')} />
          </Field>
        )}
        <Checkbox label={<Trans>Chceme rozhodčího</Trans>} {...register('refereeRequested')} />
        <Field label={<Trans>Poznámka</Trans>} error={message(errors.note?.message)}>
          <Textarea rows={3} {...register('note')} />
        </Field>
        {errors.root?.message && <StyledFormError role="alert">{errors.root.message}</StyledFormError>}
        <FormActions submitLabel={<Trans>Uložit trénink</Trans>} submitting={isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
