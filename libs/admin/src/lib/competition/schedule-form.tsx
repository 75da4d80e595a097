import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { ScheduleBodySchema, type AdminCompetitionDetail, type ScheduleBody } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { translateValidation } from '@phc/i18n';
import { Button, Field, Stack, TextInput } from '@phc/ui';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const fields = ['firstDay', 'days', 'matchMinutes', 'restMinutes'] as const;

export type ScheduleFormProps = {
  settings: AdminCompetitionDetail['schedule'];
  disabled: boolean;
  onSubmit: (body: v.InferOutput<typeof ScheduleBodySchema>) => Promise<unknown>;
};

/**
 * The schedule's settings: the first day and how many days, the minutes a match takes in a hall and
 * the rest a team has between matches. The contract's schema checks them before sending, the
 * server's codes land on the same fields, and what was typed stays on any failure.
 */
export function ScheduleForm({ settings, disabled, onSubmit }: ScheduleFormProps) {
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ScheduleBody, unknown, v.InferOutput<typeof ScheduleBodySchema>>({
    resolver: valibotResolver(ScheduleBodySchema),
    defaultValues: { firstDay: settings.firstDay, days: String(settings.days), matchMinutes: String(settings.matchMinutes), restMinutes: String(settings.restMinutes) },
  });
  const message = (code: string | undefined) => (code ? translateValidation(code, i18n) : undefined);
  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      if (applyServerFieldErrors(error, fields, setError)?.shown) return;
      setError('root', { message: isApiError(error, 409) ? t`Soutěž je zveřejněná nebo nemá skupiny: rozpis se nemění.` : t`Rozpis se nepodařilo sestavit. Zkuste to prosím znovu.` });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t`Rozpis zápasů`}>
      <Stack $gap={3}>
        <StyledGrid>
          <Field label={<Trans>První den</Trans>} required error={message(errors.firstDay?.message)}>
            <TextInput type="date" {...register('firstDay')} />
          </Field>
          <Field label={<Trans>Počet dnů</Trans>} required error={message(errors.days?.message)}>
            <TextInput type="number" inputMode="numeric" {...register('days')} />
          </Field>
          <Field label={<Trans>Délka zápasu v hale (min)</Trans>} required hint={<Trans>Hra i střídání týmů.</Trans>} error={message(errors.matchMinutes?.message)}>
            <TextInput type="number" inputMode="numeric" {...register('matchMinutes')} />
          </Field>
          <Field label={<Trans>Odpočinek mezi zápasy týmu (min)</Trans>} required hint={<Trans>Přejezd mezi halami se přičítá.</Trans>} error={message(errors.restMinutes?.message)}>
            <TextInput type="number" inputMode="numeric" {...register('restMinutes')} />
          </Field>
        </StyledGrid>
        {errors.root?.message && <StyledError role="alert">{errors.root.message}</StyledError>}
        <div>
          <Button type="submit" loading={isSubmitting} disabled={disabled}>
            <Trans>Sestavit rozpis</Trans>
          </Button>
        </div>
      </Stack>
    </form>
  );
}
