import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { LevelBodySchema, levelLimits, type LevelBody } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { translateValidation } from '@phc/i18n';
import { Button, Field, Select, Stack, TextInput } from '@phc/ui';

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const fieldNames = ['nameCs', 'nameEn', 'type', 'order'] as const;

export type LevelFormProps = {
  /** The level as it is (renaming), or the next free order (adding). */
  defaultValues: LevelBody;
  submitLabel: string;
  /** The level has groups: its type stays (the server answers 409 otherwise). */
  typeLocked?: boolean;
  onSubmit: (body: LevelBody) => Promise<unknown>;
  /** Called after a successful save (a dialog closes, the add form empties). */
  onSaved?: () => void;
};

/** A round level in both languages, group stage or playoff (SPEC §4), and its order; a taken name comes back on its field. */
export function LevelForm({ defaultValues, submitLabel, typeLocked = false, onSubmit, onSaved }: LevelFormProps) {
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LevelBody>({ resolver: valibotResolver(LevelBodySchema), defaultValues });
  const message = (code: string | undefined) => (code === 'taken' ? t`Úroveň s tímto názvem už v kategorii je.` : code ? translateValidation(code, i18n) : undefined);
  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit({ ...body, order: Number(body.order) });
      reset(defaultValues);
      onSaved?.();
    } catch (error) {
      if (applyServerFieldErrors(error, [...fieldNames], setError)?.shown) return;
      setError('root', {
        message: isApiError(error, 409) ? t`Tak to nejde: soutěž je zveřejněná, nebo úroveň už má skupiny.` : t`Úroveň se nepodařilo uložit. Zkuste to prosím znovu.`,
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack $gap={2} $direction="row" $wrap $align="flex-end">
        <Field label={<Trans>Název česky</Trans>} required error={message(errors.nameCs?.message)}>
          <TextInput {...register('nameCs')} />
        </Field>
        <Field label={<Trans>Název anglicky</Trans>} required error={message(errors.nameEn?.message)}>
          <TextInput {...register('nameEn')} lang="en" />
        </Field>
        {typeLocked ? (
          // A disabled field would send no value: the type rides along hidden and is said in words.
          <p>
            <input type="hidden" {...register('type')} />
            {defaultValues.type === 'playoff' ? t`Typ: play-off (úroveň má skupiny)` : t`Typ: skupiny (úroveň má skupiny)`}
          </p>
        ) : (
          <Field label={<Trans>Typ</Trans>} required error={message(errors.type?.message)}>
            <Select
              {...register('type')}
              options={[
                { value: 'group', label: t`Skupiny` },
                { value: 'playoff', label: t`Play-off` },
              ]}
            />
          </Field>
        )}
        <Field label={<Trans>Pořadí</Trans>} required error={message(errors.order?.message)}>
          <TextInput type="number" inputMode="numeric" min={levelLimits.order.min} max={levelLimits.order.max} {...register('order')} />
        </Field>
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
      {errors.root?.message && <StyledError role="alert">{errors.root.message}</StyledError>}
    </form>
  );
}
