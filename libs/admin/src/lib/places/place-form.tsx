import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminPlaceDetail, PlaceBody } from '@phc/api-contract';
import { Button, Field, Stack, TextInput } from '@phc/ui';
import { BasicsFieldset, LocationFieldset } from './place-form-fieldsets';
import { OpeningDaysTable, PhotosSection, StyledFieldset } from './place-form-sections';
import { usePlaceForm } from './use-place-form';

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export type PlaceFormProps = {
  /** Null for a new place. */
  place: AdminPlaceDetail | null;
  /** The tournament's days: a row of opening hours each. */
  days: readonly string[];
  onSave: (body: PlaceBody) => Promise<unknown>;
  onUpload: (file: File) => Promise<{ url: string }>;
};

/** A place's names, position, hours per tournament day and photos (issue 16 item 3). */
export function PlaceForm({ place, days, onSave, onUpload }: PlaceFormProps) {
  const { t } = useLingui();
  const { register, control, errors, isSubmitting, submit, shown } = usePlaceForm(place, days, onSave);
  const nameCs = useWatch({ control, name: 'name.cs' });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={place ? t`Úprava místa` : t`Nové místo`}>
      <Stack $gap={4}>
        <BasicsFieldset register={register} errors={errors} shown={shown} />
        <LocationFieldset register={register} errors={errors} shown={shown} control={control} />
        <StyledFieldset>
          <legend>
            <Trans>Otevírací doba</Trans>
          </legend>
          <OpeningDaysTable register={register} errors={errors} shown={shown} control={control} />
          <Field label={<Trans>Poznámka k otevírací době</Trans>} hint={<Trans>Ukáže se na mapě za časy jednotlivých dnů, např. „Recepce nonstop“.</Trans>} error={shown(errors.openingHours?.message)}>
            <TextInput autoComplete="off" {...register('openingHours')} />
          </Field>
        </StyledFieldset>
        <StyledFieldset>
          <legend>
            <Trans>Fotografie</Trans>
          </legend>
          <PhotosSection control={control} name={nameCs || t`Místo`} onUpload={onUpload} />
        </StyledFieldset>
        {errors.root?.message && <StyledError role="alert">{errors.root.message}</StyledError>}
        <div>
          <Button type="submit" loading={isSubmitting}>
            {place ? <Trans>Uložit změny</Trans> : <Trans>Vytvořit místo</Trans>}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
