import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { GroupBodySchema, type GroupBody } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { translateValidation } from '@phc/i18n';
import { Button, Field, Select, Stack, TextInput } from '@phc/ui';

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export type AddGroupFormProps = {
  /** The group-stage levels a group can be made in (a choice shows when there are several). */
  levels?: readonly { id: number; name: string }[];
  onSubmit: (body: GroupBody) => Promise<unknown>;
};

/** A group made by hand (empty; teams are moved into it), in a level of the category. A taken name comes back on the field. */
export function AddGroupForm({ levels = [], onSubmit }: AddGroupFormProps) {
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<GroupBody>({ resolver: valibotResolver(GroupBodySchema), defaultValues: { name: '', ...(levels.length > 1 ? { roundLevelId: String(levels[0].id) } : {}) } });
  const message = (code: string | undefined) => (code === 'taken' ? t`Skupina s tímto názvem už v kategorii je.` : code ? translateValidation(code, i18n) : undefined);
  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
      // The level stays chosen for the next group of the same level.
      reset({ name: '', roundLevelId: body.roundLevelId });
    } catch (error) {
      if (applyServerFieldErrors(error, ['name', 'roundLevelId'], setError)?.shown) return;
      setError('root', { message: isApiError(error, 409) ? t`Soutěž je zveřejněná: skupiny se nemění.` : t`Skupinu se nepodařilo přidat. Zkuste to prosím znovu.` });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t`Nová skupina`}>
      <Stack $gap={2} $direction="row" $wrap $align="flex-end">
        <Field label={<Trans>Název nové skupiny</Trans>} required error={message(errors.name?.message)}>
          <TextInput {...register('name')} />
        </Field>
        {levels.length > 1 && (
          <Field label={<Trans>Úroveň</Trans>} required error={message(errors.roundLevelId?.message)}>
            <Select {...register('roundLevelId')} options={levels.map((level) => ({ value: String(level.id), label: level.name }))} />
          </Field>
        )}
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          <Trans>Přidat skupinu</Trans>
        </Button>
      </Stack>
      {errors.root?.message && <StyledError role="alert">{errors.root.message}</StyledError>}
    </form>
  );
}
