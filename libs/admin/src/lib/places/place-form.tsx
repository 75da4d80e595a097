import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlaceBodySchema, type AdminPlaceDetail, type PlaceBody, type PlaceBodyOutput } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { translateValidation } from '@phc/i18n';
import { Button, Field, Select, Stack, Textarea, TextInput } from '@phc/ui';
import { formPath, toFormValues, toPlaceBody, type PlaceFormValues } from './place-form-values';
import { OpeningDaysTable, PhotosSection, StyledFieldset } from './place-form-sections';
import { placeTypeLabels, placeTypes } from './place-labels';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const schemaResolver = valibotResolver(PlaceBodySchema);

/**
 * The contract's schema checks the body the server gets; the errors of its opening days (numbered
 * among the days sent) go back to the form's rows (one per tournament day).
 */
const resolver: Resolver<PlaceFormValues, unknown, PlaceBodyOutput> = async (values, context, options) => {
  const { body, rowOfDay } = toPlaceBody(values);
  const result = (await schemaResolver(body as never, context, options as never)) as { values: PlaceBodyOutput; errors: FieldErrors<PlaceFormValues> };
  const days = result.errors.openingDays;
  if (Array.isArray(days)) {
    const rows: FieldErrors<PlaceFormValues>['openingDays'] = [];
    days.forEach((error, index) => {
      if (error) rows[rowOfDay[index] ?? index] = error;
    });
    result.errors = { ...result.errors, openingDays: rows };
  }
  return result as never;
};

const fieldPath = /^(placeType|name\.(cs|en)|description\.(cs|en)|address|lat|lng|openingHours|sortOrder|openingDays\.\d+\.(opens|closes))$/;

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
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PlaceFormValues, unknown, PlaceBodyOutput>({ resolver, defaultValues: toFormValues(place, days), shouldFocusError: true });
  const [lat, lng, nameCs] = useWatch({ control, name: ['lat', 'lng', 'name.cs'] });
  // A server text is shown as it is; a schema code is translated.
  const shown = (text: string | undefined) => (text && /^[a-zA-Z]+$/.test(text) ? translateValidation(text, i18n) : text);

  const submit = handleSubmit(async () => {
    const { body, rowOfDay } = toPlaceBody(getValues());
    try {
      await onSave(body);
    } catch (failure) {
      // Whatever failed, the form keeps what was typed; the message says where and why.
      const mapped = applyServerFieldErrors(failure, (path) => fieldPath.test(formPath(path, rowOfDay)), (path, error, opts) => setError(formPath(path, rowOfDay) as never, error, opts));
      if (mapped?.shown) return;
      const photos = isApiError(failure, 400) && Object.keys(failure.fields).some((path) => path.startsWith('photos'));
      setError('root', {
        type: 'server',
        message: photos
          ? t`Některou fotografii server nepřijal; odeberte ji a nahrajte znovu.`
          : isApiError(failure, 409)
            ? t`Halu, ve které se hrají zápasy nebo trénuje, nelze změnit na jiný typ místa.`
            : isApiError(failure, 404)
              ? t`Místo mezitím někdo smazal.`
              : t`Místo se nepodařilo uložit. Zkuste to prosím znovu.`,
      });
    }
  });

  const coordinates = Number(lat.replace(',', '.')) && Number(lng.replace(',', '.')) ? `${lat.replace(',', '.')}/${lng.replace(',', '.')}` : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={place ? t`Úprava místa` : t`Nové místo`}>
      <Stack $gap={4}>
        <StyledFieldset>
          <legend>
            <Trans>Základní údaje</Trans>
          </legend>
          <StyledGrid>
            <Field label={<Trans>Typ místa</Trans>} required error={shown(errors.placeType?.message)}>
              <Select options={placeTypes.map((type) => ({ value: type, label: i18n._(placeTypeLabels[type]) }))} {...register('placeType')} />
            </Field>
            <Field label={<Trans>Název česky</Trans>} required error={shown(errors.name?.cs?.message)}>
              <TextInput lang="cs" autoComplete="off" {...register('name.cs')} />
            </Field>
            <Field label={<Trans>Název anglicky</Trans>} required error={shown(errors.name?.en?.message)}>
              <TextInput lang="en" autoComplete="off" {...register('name.en')} />
            </Field>
            <Field label={<Trans>Pořadí</Trans>} hint={<Trans>Menší číslo je v seznamech dříve.</Trans>} error={shown(errors.sortOrder?.message)}>
              <TextInput inputMode="numeric" autoComplete="off" {...register('sortOrder')} />
            </Field>
          </StyledGrid>
          <StyledGrid>
            <Field label={<Trans>Popis česky</Trans>} error={shown(errors.description?.cs?.message)}>
              <Textarea lang="cs" rows={3} {...register('description.cs')} />
            </Field>
            <Field label={<Trans>Popis anglicky</Trans>} error={shown(errors.description?.en?.message)}>
              <Textarea lang="en" rows={3} {...register('description.en')} />
            </Field>
          </StyledGrid>
        </StyledFieldset>
        <StyledFieldset>
          <legend>
            <Trans>Poloha</Trans>
          </legend>
          <Field label={<Trans>Adresa</Trans>} required error={shown(errors.address?.message)}>
            <TextInput autoComplete="off" {...register('address')} />
          </Field>
          <StyledGrid>
            <Field label={<Trans>Zeměpisná šířka</Trans>} required hint={<Trans>Stupně, např. 50,0755</Trans>} error={shown(errors.lat?.message)}>
              <TextInput inputMode="decimal" autoComplete="off" {...register('lat')} />
            </Field>
            <Field label={<Trans>Zeměpisná délka</Trans>} required hint={<Trans>Stupně, např. 14,4378</Trans>} error={shown(errors.lng?.message)}>
              <TextInput inputMode="decimal" autoComplete="off" {...register('lng')} />
            </Field>
          </StyledGrid>
          {coordinates && (
            <p>
              <a href={`https://www.openstreetmap.org/?mlat=${coordinates.replace('/', '&mlon=')}#map=17/${coordinates}`} target="_blank" rel="noreferrer">
                <Trans>Ověřit polohu na mapě OpenStreetMap (nové okno)</Trans>
              </a>
            </p>
          )}
        </StyledFieldset>
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
