import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { TrainingDecisionBodySchema, type AdminTraining, type AdminTrainingList, type TrainingDecision, type TrainingDecisionBody } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { translateValidation, useLocale } from '@phc/i18n';
import { teamRefName } from '@phc/tournaments';
import { Button, Dialog, Field, Select, Stack, Textarea, TextInput } from '@phc/ui';
import { decisionBody, decisionDefaults, slotOf, trainingConflictMessages, type TrainingDecisionValues } from './trainings-logic';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const fields = ['startTime', 'endTime', 'placeId', 'price', 'refereeId', 'reason'];
/** A 409's code → the field it concerns. */
const conflictField: Record<string, 'placeId' | 'refereeId'> = { hall_booked: 'placeId', referee_busy: 'refereeId' };

export type TrainingDecisionDialogProps = {
  training: AdminTraining;
  decision: 'approved' | 'rejected';
  lookups: Pick<AdminTrainingList, 'halls' | 'referees'>;
  onDecide: (body: TrainingDecisionBody) => Promise<unknown>;
  onClose: () => void;
};

/** Approves a training with its final time, hall, price and referee, or rejects it with the reason the club reads. */
export function TrainingDecisionDialog({ training, decision, lookups, onDecide, onClose }: TrainingDecisionDialogProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formId = useId();
  const schemaResolver = valibotResolver(TrainingDecisionBodySchema);
  // The inputs hold text; the contract's schema checks the body the server gets.
  const resolver: Resolver<TrainingDecisionValues, unknown, TrainingDecision> = (values, context, options) => schemaResolver(decisionBody(values, decision) as never, context, options as never) as never;
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<TrainingDecisionValues, unknown, TrainingDecision>({
    resolver,
    defaultValues: decisionDefaults(training),
    shouldFocusError: true,
    // Every cross-field check runs (a missing hall shows with a wrong end time, not after it).
    criteriaMode: 'all',
  });
  const message = (text: string | undefined) => (text && /^[a-zA-Z]+$/.test(text) ? translateValidation(text, i18n) : text);

  const submit = handleSubmit(async () => {
    try {
      await onDecide(decisionBody(getValues(), decision));
      onClose();
    } catch (failure) {
      // The dialog stays open with everything typed; the message says where and why.
      if (applyServerFieldErrors(failure, fields, setError)?.shown) return;
      const conflict = isApiError(failure, 409) ? trainingConflictMessages[failure.code] : undefined;
      if (conflict && isApiError(failure) && conflictField[failure.code]) return setError(conflictField[failure.code], { type: 'server', message: i18n._(conflict) }, { shouldFocus: true });
      setError('root', { type: 'server', message: conflict ? i18n._(conflict) : t`Rozhodnutí se nepodařilo uložit. Zkuste to prosím znovu.` });
    }
  });

  const slot = slotOf(training);
  const team = teamRefName(training.team, locale);
  const title = decision === 'approved' ? t`Schválit trénink: ${team}` : t`Zamítnout trénink: ${team}`;
  const hallOptions = lookups.halls.map((hall) => ({ value: String(hall.id), label: hall.name[locale] }));
  const refereeOptions = [{ value: '', label: t`Bez rozhodčího` }, ...lookups.referees.map((referee) => ({ value: String(referee.id), label: `${referee.lastName} ${referee.firstName}` }))];
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Zrušit</Trans>
          </Button>
          <Button type="submit" form={formId} variant={decision === 'rejected' ? 'danger' : 'primary'} loading={isSubmitting}>
            {decision === 'approved' ? <Trans>Schválit</Trans> : <Trans>Zamítnout</Trans>}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack $gap={3}>
          <p>
            <Trans>
              Klub chce {training.date} od {slot.from} ({training.durationInMinutes} min).
            </Trans>
            {training.refereeRequested && (
              <>
                {' '}
                <Trans>Klub žádá rozhodčího.</Trans>
              </>
            )}
            {training.note && <> {training.note}</>}
          </p>
          {decision === 'approved' && (
            <StyledGrid>
              <Field label={<Trans>Začátek</Trans>} required error={message(errors.startTime?.message)}>
                <TextInput type="time" data-autofocus {...register('startTime')} />
              </Field>
              <Field label={<Trans>Konec</Trans>} required error={message(errors.endTime?.message)}>
                <TextInput type="time" {...register('endTime')} />
              </Field>
              <Field label={<Trans>Hala</Trans>} required error={message(errors.placeId?.message)}>
                <Select options={hallOptions} placeholder={t`Vyberte halu`} {...register('placeId')} />
              </Field>
              <Field label={<Trans>Cena celkem ({training.currency})</Trans>} required error={message(errors.price?.message)}>
                <TextInput type="number" inputMode="numeric" min={0} step={1} {...register('price')} />
              </Field>
              <Field label={<Trans>Přidělený rozhodčí</Trans>} error={message(errors.refereeId?.message)}>
                <Select options={refereeOptions} {...register('refereeId')} />
              </Field>
            </StyledGrid>
          )}
          <Field label={decision === 'rejected' ? <Trans>Důvod zamítnutí</Trans> : <Trans>Poznámka pro klub</Trans>} required={decision === 'rejected'} error={message(errors.reason?.message)}>
            <Textarea rows={3} data-autofocus={decision === 'rejected' ? '' : undefined} {...register('reason')} />
          </Field>
          {errors.root?.message && <StyledError role="alert">{errors.root.message}</StyledError>}
        </Stack>
      </form>
    </Dialog>
  );
}
