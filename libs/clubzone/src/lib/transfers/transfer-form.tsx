import { applyServerFieldErrors } from '@phc/api-client';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { isInTransferWindow, messageCodes, TransferInputSchema, transferWindow, type ConfigValue, type TransferInput } from '@phc/api-contract';
import { formatDate } from '@phc/i18n';
import { Field, FormActions, Select, Stack, Textarea, TextInput } from '@phc/ui';
import { useFieldMessage } from '../account/use-field-message';
import { StyledFormError } from '../user-bar/user-bar-styles';
import { transferTypeLabels } from './transfer-labels';
import { emptyTransferValues, isAirportTransfer, valuesToInput, type TransferFormValues } from './transfer-values';

const schemaResolver = valibotResolver(TransferInputSchema);
/** The inputs hold text; the contract's schema checks what the server will get (empty optional fields as null). */
const resolver: Resolver<TransferFormValues, unknown, TransferInput> = (values, context, options) =>
  schemaResolver(valuesToInput(values) as never, context, options as never) as never;

const fieldNames = ['day', 'time', 'transferType', 'persons', 'flightNumber', 'landingTime', 'note'] as const;

export type TransferFormProps = {
  initial?: TransferFormValues;
  /** The tournament's configuration: its start date bounds the days a transfer may fall on. */
  configurations: readonly ConfigValue[];
  /** Rejects with the server's error: field errors go onto their fields, anything else is told once, by `failureMessage`. */
  onSubmit: (input: TransferInput) => Promise<unknown>;
  onCancel: () => void;
  /** The message for a failure that is not about one field (a 409: the organiser confirmed it meanwhile). */
  failureMessage: (error: unknown) => string;
};

/** Add or change a transfer (SPEC §3): day, time, type, persons, flight number, landing time, note. */
export function TransferForm({ initial = emptyTransferValues, configurations, onSubmit, onCancel, failureMessage }: TransferFormProps) {
  const { t, i18n } = useLingui();
  // The form is also shown outside the router (its tests): the language comes from Lingui, not the URL.
  const pageLocale = i18n.locale === 'en' ? 'en' : 'cs';
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TransferFormValues, unknown, TransferInput>({ resolver, defaultValues: initial });
  const transferType = useWatch({ control, name: 'transferType' });
  const window = transferWindow(configurations);

  const submit = handleSubmit(async (input) => {
    // The same rule the server applies (a 400 on day), said before the round trip.
    if (!isInTransferWindow(configurations, input.day)) {
      setError('day', { type: 'window', message: messageCodes.outsideTournament }, { shouldFocus: true });
      return;
    }
    try {
      await onSubmit(input);
    } catch (error) {
      // Whatever happened, the form keeps what was typed; a message says why it was not saved.
      if (!applyServerFieldErrors(error, fieldNames, setError)?.shown) setError('root', { message: failureMessage(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Transfer`}>
      <Stack $gap={3}>
        <Field label={<Trans>Typ transferu</Trans>} required error={message(errors.transferType?.message)}>
          <Select
            data-autofocus
            placeholder={t`Vyberte typ`}
            options={Object.entries(transferTypeLabels).map(([value, label]) => ({ value, label: i18n._(label) }))}
            {...register('transferType')}
          />
        </Field>
        <Field
          label={<Trans>Den</Trans>}
          required
          hint={window ? <Trans>Od {formatDate(window.from, pageLocale)} do {formatDate(window.till, pageLocale)}</Trans> : undefined}
          error={message(errors.day?.message)}
        >
          <TextInput type="date" min={window?.from} max={window?.till} {...register('day')} />
        </Field>
        <Field label={<Trans>Čas vyzvednutí</Trans>} required error={message(errors.time?.message)}>
          <TextInput type="time" {...register('time')} />
        </Field>
        <Field label={<Trans>Počet osob</Trans>} required error={message(errors.persons?.message)}>
          <TextInput type="number" inputMode="numeric" min={1} max={500} {...register('persons')} />
        </Field>
        {isAirportTransfer(transferType) && (
          <>
            <Field label={<Trans>Číslo letu</Trans>} error={message(errors.flightNumber?.message)}>
              <TextInput autoComplete="off" {...register('flightNumber')} />
            </Field>
            <Field label={<Trans>Čas přistání</Trans>} error={message(errors.landingTime?.message)}>
              <TextInput type="time" {...register('landingTime')} />
            </Field>
          </>
        )}
        <Field label={<Trans>Poznámka</Trans>} error={message(errors.note?.message)}>
          <Textarea rows={3} {...register('note')} />
        </Field>
        {errors.root?.message && <StyledFormError role="alert">{errors.root.message}</StyledFormError>}
        <FormActions submitLabel={<Trans>Uložit transfer</Trans>} submitting={isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
