import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { AdminClubEditBodySchema, type AdminClubEdit, type AdminClubEditBody, type AdminClubEditValues } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { translateValidation, useLocale } from '@phc/i18n';
import { teamFullName } from '@phc/tournaments';
import { Card, Field, FormActions, Heading, Select, Stack, Textarea, TextInput } from '@phc/ui';
import { clubEditBody, clubEditConflictMessages, clubEditValues, isClubEditConflict, movedTeams, type ClubEditFormValues } from './club-edit-values';

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

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const schemaResolver = valibotResolver(AdminClubEditBodySchema);
/** The inputs hold text; the contract's schema checks the body the server gets. */
const resolver: Resolver<ClubEditFormValues, unknown, AdminClubEditValues> = (values, context, options) => schemaResolver(clubEditBody(values) as never, context, options as never) as never;

const fieldPath = /^(clubName|street|city|zip|countryId|taxId|vatId|note|contact\.(firstName|lastName|email|phone)|teams\.\d+\.(name|teamCategoryId))$/;

export type ClubEditFormProps = {
  club: AdminClubEdit;
  onSave: (body: AdminClubEditBody) => Promise<unknown>;
  onCancel: () => void;
};

/** A club's data and its teams' names and categories, checked by the contract's schema before and by the server after. */
export function ClubEditForm({ club, onSave, onCancel }: ClubEditFormProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ClubEditFormValues, unknown, AdminClubEditValues>({
    resolver,
    defaultValues: clubEditValues(club),
    shouldFocusError: true,
    // Every check runs: all wrong fields show at once, not one per attempt.
    criteriaMode: 'all',
  });
  const message = (code: string | undefined) => (code ? translateValidation(code, i18n) : undefined);

  const submit = handleSubmit(async () => {
    try {
      await onSave(clubEditBody(getValues()));
    } catch (failure) {
      // Whatever failed, the form keeps what was typed; the message says where and why.
      if (applyServerFieldErrors(failure, (path) => fieldPath.test(path), setError)?.shown) return;
      if (isApiError(failure, 409) && isClubEditConflict(failure.code)) {
        const text = i18n._(clubEditConflictMessages[failure.code]);
        if (failure.code === 'currency_change') setError('countryId', { type: 'server', message: text }, { shouldFocus: true });
        movedTeams(club, getValues()).forEach((index, n) => {
          if (failure.code !== 'currency_change') setError(`teams.${index}.teamCategoryId`, { type: 'server', message: text }, { shouldFocus: n === 0 });
        });
        setError('root', { type: 'server', message: text });
        return;
      }
      setError('root', { type: 'server', message: isApiError(failure, 404) ? t`Klub mezitím někdo smazal.` : t`Změny se nepodařilo uložit. Zkuste to prosím znovu.` });
    }
  });

  // A server conflict's text is already translated; a schema code is translated here.
  const shown = (text: string | undefined) => (text && /^[a-zA-Z]+$/.test(text) ? message(text) : text);
  const categories = club.categories.map((category) => ({ value: String(category.id), label: `${category.code} – ${category.name[locale]}` }));
  const countries = club.countries.map((country) => ({ value: String(country.id), label: country.name[locale] }));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Úprava klubu`}>
      <Stack $gap={4}>
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
        {errors.root?.message && <StyledError role="alert">{errors.root.message}</StyledError>}
        <FormActions submitLabel={<Trans>Uložit změny</Trans>} submitting={isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
