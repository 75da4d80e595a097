import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminClubEdit } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { teamFullName } from '@phc/tournaments';
import { Card, Field, Heading, Select, Stack, Textarea, TextInput } from '@phc/ui';
import type { ClubEditFormValues } from './club-edit-values';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

const StyledTeam = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[3]};
  margin: 0;
  min-width: 0;
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    padding: 0 ${({ theme }) => theme.space[1]};
  }
`;

/** What each section of the club edit form is given: its fields' registration, errors and how an error reads. */
export type ClubEditSectionProps = {
  club: AdminClubEdit;
  register: UseFormRegister<ClubEditFormValues>;
  errors: FieldErrors<ClubEditFormValues>;
  shown: (text: string | undefined) => string | undefined;
};

export function ClubDataCard({ club, register, errors, shown }: ClubEditSectionProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const countries = club.countries.map((country) => ({ value: String(country.id), label: country.name[locale] }));
  return (
    <Card>
      <Stack $gap={3}>
        <Heading level={2}>
          <Trans>Klub</Trans>
        </Heading>
        <StyledGrid>
          <Field label={<Trans>Název klubu</Trans>} required error={shown(errors.clubName?.message)}>
            <TextInput autoComplete="organization" {...register('clubName')} />
          </Field>
          <Field label={<Trans>Ulice</Trans>} required error={shown(errors.street?.message)}>
            <TextInput autoComplete="street-address" {...register('street')} />
          </Field>
          <Field label={<Trans>Město</Trans>} required error={shown(errors.city?.message)}>
            <TextInput autoComplete="address-level2" {...register('city')} />
          </Field>
          <Field label={<Trans>PSČ</Trans>} required error={shown(errors.zip?.message)}>
            <TextInput autoComplete="postal-code" {...register('zip')} />
          </Field>
          <Field label={<Trans>Země</Trans>} required error={shown(errors.countryId?.message)}>
            <Select options={countries} placeholder={t`Vyberte zemi`} {...register('countryId')} />
          </Field>
          <Field label={<Trans>IČ</Trans>} error={shown(errors.taxId?.message)}>
            <TextInput autoComplete="off" {...register('taxId')} />
          </Field>
          <Field label={<Trans>DIČ</Trans>} error={shown(errors.vatId?.message)}>
            <TextInput autoComplete="off" {...register('vatId')} />
          </Field>
        </StyledGrid>
        <Heading level={3}>
          <Trans>Kontaktní osoba</Trans>
        </Heading>
        <StyledGrid>
          <Field label={<Trans>Jméno</Trans>} required error={shown(errors.contact?.firstName?.message)}>
            <TextInput autoComplete="off" {...register('contact.firstName')} />
          </Field>
          <Field label={<Trans>Příjmení</Trans>} required error={shown(errors.contact?.lastName?.message)}>
            <TextInput autoComplete="off" {...register('contact.lastName')} />
          </Field>
          <Field label={<Trans>E-mail</Trans>} required error={shown(errors.contact?.email?.message)}>
            <TextInput type="email" autoComplete="off" {...register('contact.email')} />
          </Field>
          <Field label={<Trans>Telefon</Trans>} required hint={<Trans>Např. 777 888 999; zahraniční číslo s předvolbou, např. +49 30 1234567</Trans>} error={shown(errors.contact?.phone?.message)}>
            <TextInput type="tel" autoComplete="off" {...register('contact.phone')} />
          </Field>
        </StyledGrid>
        <Field label={<Trans>Poznámka</Trans>} error={shown(errors.note?.message)}>
          <Textarea rows={3} {...register('note')} />
        </Field>
      </Stack>
    </Card>
  );
}

export function ClubTeamsSection({ club, register, errors, shown }: ClubEditSectionProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const categories = club.categories.map((category) => ({ value: String(category.id), label: `${category.code} – ${category.name[locale]}` }));
  return (
    <>
      <Heading level={2}>
        <Trans>Týmy</Trans>
      </Heading>
      {club.teams.length === 0 ? (
        <p>
          <Trans>Klub zatím nemá tým.</Trans>
        </p>
      ) : (
        <StyledGrid>
          {club.teams.map((team, index) => {
            const category = club.categories.find((option) => option.id === team.teamCategoryId);
            // The club is the page's: the category's name and the Roman number tell its teams apart ("E chlapci I", not "E 1").
            const label = teamFullName({ clubName: '', categoryName: category?.name[locale] ?? '', teamNumber: team.teamNumber });
            return (
              <StyledTeam key={team.id}>
                <legend>{t`Tým ${label}`}</legend>
                <Stack $gap={2}>
                  <Field label={<Trans>Název týmu</Trans>} error={shown(errors.teams?.[index]?.name?.message)}>
                    <TextInput autoComplete="off" {...register(`teams.${index}.name`)} />
                  </Field>
                  <Field
                    label={<Trans>Kategorie</Trans>}
                    required
                    hint={team.inDraw ? <Trans>Tým je v rozlosování, kategorie zůstává.</Trans> : team.rosterSize > 0 ? <Trans>Soupiska ({team.rosterSize}) musí splnit pravidla nové kategorie.</Trans> : undefined}
                    error={shown(errors.teams?.[index]?.teamCategoryId?.message)}
                  >
                    <Select options={categories} disabled={team.inDraw} {...register(`teams.${index}.teamCategoryId`)} />
                  </Field>
                </Stack>
              </StyledTeam>
            );
          })}
        </StyledGrid>
      )}
    </>
  );
}
