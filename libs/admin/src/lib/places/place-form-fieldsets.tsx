import { useWatch, type Control } from 'react-hook-form';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlaceBodyOutput } from '@phc/api-contract';
import { Field, Select, Textarea, TextInput } from '@phc/ui';
import type { PlaceFormValues } from './place-form-values';
import { StyledFieldset, type PlaceSectionProps } from './place-form-sections';
import { placeTypeLabels, placeTypes } from './place-labels';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

export function BasicsFieldset({ register, errors, shown }: PlaceSectionProps) {
  const { i18n } = useLingui();
  return (
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
  );
}

export function LocationFieldset({ register, errors, shown, control }: PlaceSectionProps & { control: Control<PlaceFormValues, unknown, PlaceBodyOutput> }) {
  const [lat, lng] = useWatch({ control, name: ['lat', 'lng'] });
  const coordinates = Number(lat.replace(',', '.')) && Number(lng.replace(',', '.')) ? `${lat.replace(',', '.')}/${lng.replace(',', '.')}` : null;
  return (
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
  );
}
