import { useEffect, useMemo, useRef, useState } from 'react';
import { get, set, useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { bundleLevelErrors, clubRegistrationLimits, configValue, createClubRegistrationBodySchema, type ClubRegistrationBody, type Enums, type OrderBundle } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { href, LocaleLink, translateValidation, useLocale } from '@phc/i18n';
import { Button, Checkbox, Field, Heading, Select, Stack, TextInput, Textarea } from '@phc/ui';
import { LogoField } from './logo-field';
import { registrationFieldFlags } from './registration-flags';
import {
  availableBundles,
  draftKey,
  emptyTeam,
  formToBodyInput,
  isFormField,
  locationCodes,
  parseDraft,
  serializeDraft,
  type RegistrationFormValues,
} from './registration-logic';

export type RegistrationFormProps = {
  /** Null for a new registration; the club being edited otherwise (its own draft). */
  clubId: number | null;
  initialValues: RegistrationFormValues;
  enums: Enums;
  orderBundles: readonly OrderBundle[];
  /** A visitor without an account chooses a password for the account the registration creates. */
  needsPassword: boolean;
  onSubmit: (body: ClubRegistrationBody) => Promise<void>;
  /** After the server accepted it and the draft is gone: refresh, navigate, announce. */
  onSubmitted?: () => void | Promise<void>;
  /** Where the draft is kept until submitted; the browser's local storage by default. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  legend {
    padding: 0 ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** One column on a phone, two or three side by side where there is room. */
const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledCounts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledTeam = styled.li`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledTeams = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
`;

const StyledTeamHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledProblem = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.danger};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
`;

const StyledNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const browserStorage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function RegistrationForm({ clubId, initialValues, enums, orderBundles, needsPassword, onSubmit, onSubmitted, storage = browserStorage() }: RegistrationFormProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const locale = useLocale();
  const key = draftKey(clubId);
  // Read once: a draft left by a reload (or a closed tab) wins over the empty or stored form.
  const [restored] = useState(() => parseDraft(storage?.getItem(key) ?? null, initialValues));
  const [draftShown, setDraftShown] = useState(restored !== null);
  const [problems, setProblems] = useState<string[]>([]);
  const problemRef = useRef<HTMLDivElement>(null);
  const teamNameRequired = configValue(enums.configurations, 'team_name_required') === true;
  const flags = registrationFieldFlags(enums.configurations, new Date(), clubId !== null);

  const bundleFacts = useMemo(
    () => orderBundles.map((b) => ({ id: b.id, code: enums.pricelistItems.find((i) => i.id === b.pricelistItemId)?.code ?? '', includesAccommodation: b.includesAccommodation })),
    [orderBundles, enums.pricelistItems],
  );
  const resolver = useMemo<Resolver<RegistrationFormValues, unknown, ClubRegistrationBody>>(() => {
    const schemaResolver = valibotResolver(createClubRegistrationBodySchema({ teamNameRequired }));
    return async (values, context, options) => {
      const result = (await schemaResolver(formToBodyInput(values) as never, context, options as never)) as {
        values: ClubRegistrationBody | Record<string, never>;
        errors: FieldErrors<RegistrationFormValues>;
      };
      if (needsPassword && !values.password) {
        return { values: {}, errors: { ...result.errors, password: { type: 'required', message: 'required' } } } as never;
      }
      // The server's rule: a team's service level and bundle may not contradict each other (issue 24).
      const contradictions = 'teams' in result.values ? bundleLevelErrors(result.values.teams, enums.serviceLevels, bundleFacts) : {};
      if (Object.keys(contradictions).length > 0) {
        const errors: Record<string, unknown> = { ...result.errors };
        for (const [path, [code]] of Object.entries(contradictions)) set(errors, path, { type: 'rule', message: code });
        return { values: {}, errors } as never;
      }
      return result as never;
    };
  }, [teamNameRequired, needsPassword, enums.serviceLevels, bundleFacts]);

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormValues, unknown, ClubRegistrationBody>({ resolver, defaultValues: restored ?? initialValues, shouldFocusError: true });
  const { fields, append, remove } = useFieldArray({ control, name: 'teams', keyName: 'key' });

  // Nothing typed is lost: every change is kept locally until the server accepted the registration.
  useEffect(() => {
    const subscription = watch((values) => storage?.setItem(key, serializeDraft(values as RegistrationFormValues)));
    return () => subscription.unsubscribe();
  }, [watch, storage, key]);

  const countryId = useWatch({ control, name: 'countryId' });
  const regionId = useWatch({ control, name: 'regionId' });
  const hasOtherContact = useWatch({ control, name: 'hasOtherContact' });
  const logo = useWatch({ control, name: 'logo' });
  const regions = enums.regions.filter((r) => String(r.countryId) === countryId);
  const bundles = availableBundles(orderBundles, locationCodes(countryId, regionId, enums.countries, enums.regions));

  // A bundle not offered in the newly chosen country is dropped rather than sent and refused.
  useEffect(() => {
    getValues('teams').forEach((team, index) => {
      if (team.orderBundleId && !bundles.some((b) => String(b.id) === team.orderBundleId)) setValue(`teams.${index}.orderBundleId`, '', { shouldDirty: true });
    });
    if (regionId && !regions.some((r) => String(r.id) === regionId)) setValue('regionId', '');
  }, [countryId, regionId]); // eslint-disable-line react-hooks/exhaustive-deps -- react to the location only

  const message = (path: string): string | undefined => {
    const code = (get(errors, path) as { message?: string } | undefined)?.message;
    return code ? translateValidation(code, i18n) : undefined;
  };
  const teamsError = message('teams.root') ?? message('teams');

  const name = (l: { cs: string; en: string }) => (locale === 'en' ? l.en : l.cs);
  const countryName = (c: Enums['countries'][number]) => c.translations.find((tr) => tr.locale === locale)?.name ?? c.translations[0]?.name ?? c.countryCode;
  const countryOptions = [...enums.countries]
    .map((c) => ({ value: String(c.id), label: countryName(c) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  const categoryOptions = enums.teamCategories.map((c) => ({ value: String(c.id), label: `${c.code} – ${name(c.name)}` }));
  const levelOptions = enums.serviceLevels.map((l) => ({ value: String(l.id), label: name(l.name) }));
  const bundleOptions = bundles.map((b) => ({ value: String(b.id), label: name(b.name) }));

  const explain = (code: string): string => {
    switch (code) {
      case 'registration_closed':
        return t`Registrace je uzavřena.`;
      case 'club_approved':
        return t`Klub je už schválen, registraci nelze měnit.`;
      case 'capacity_full':
        return t`Kapacita turnaje je naplněna.`;
      case 'account_exists':
        return t`Účet s tímto e-mailem už existuje. Přihlaste se a registrujte klub znovu; vyplněné údaje zůstanou zachovány.`;
      case 'team_add_closed':
        return t`Nové týmy už nelze přidávat.`;
      case 'team_in_use':
        return t`Tým, který už hraje v rozlosování, nelze odebrat.`;
      case 'forbidden':
        return t`K tomuto klubu nemáte oprávnění.`;
      case 'unauthenticated':
        return t`Přihlášení vypršelo. Přihlaste se znovu; vyplněné údaje zůstanou zachovány.`;
      case 'network':
        return t`Server je nedostupný. Zkontrolujte připojení a zkuste to znovu.`;
      default:
        return t`Nastala neočekávaná chyba. Zkuste to prosím znovu.`;
    }
  };

  const showProblems = (list: string[]) => {
    setProblems(list);
    // The summary is announced (role=alert) and focused, so keyboard users start from the reasons.
    requestAnimationFrame(() => problemRef.current?.focus());
  };

  const submit = handleSubmit(
    async (body) => {
      setProblems([]);
      try {
        // The language the form is filled in: the club's e-mails lead with it.
        await onSubmit({ ...body, locale });
      } catch (error) {
        const fields = applyServerFieldErrors(error, isFormField, setError);
        if (fields) {
          const other = fields.other.map((code) => translateValidation(code, i18n));
          showProblems(other.length > 0 ? other : [t`Opravte prosím označená pole.`]);
        } else {
          showProblems([explain(isApiError(error) ? (error.status === 0 ? 'network' : error.code) : 'unknown')]);
        }
        return;
      }
      // Forgotten before anything re-renders the form, so a refreshed form never restores what was just saved.
      storage?.removeItem(key);
      await onSubmitted?.();
    },
    () => setProblems([]),
  );

  const discardDraft = () => {
    reset(initialValues);
    storage?.removeItem(key);
    setDraftShown(false);
  };

  const contactFields = (prefix: 'contact' | 'otherContact') => (
    <StyledGrid>
      <Field label={<Trans>Jméno</Trans>} required error={message(`${prefix}.firstName`)}>
        <TextInput autoComplete={prefix === 'contact' ? 'given-name' : 'off'} {...register(`${prefix}.firstName`)} />
      </Field>
      <Field label={<Trans>Příjmení</Trans>} required error={message(`${prefix}.lastName`)}>
        <TextInput autoComplete={prefix === 'contact' ? 'family-name' : 'off'} {...register(`${prefix}.lastName`)} />
      </Field>
      <Field label={<Trans>E-mail</Trans>} required error={message(`${prefix}.email`)}>
        <TextInput type="email" autoComplete={prefix === 'contact' ? 'email' : 'off'} {...register(`${prefix}.email`)} />
      </Field>
      <Field label={<Trans>Telefon</Trans>} required hint={<Trans>Např. 777 888 999; zahraniční číslo s předvolbou, např. +49 30 1234567</Trans>} error={message(`${prefix}.phone`)}>
        <TextInput type="tel" autoComplete={prefix === 'contact' ? 'tel' : 'off'} placeholder="777 888 999" {...register(`${prefix}.phone`)} />
      </Field>
    </StyledGrid>
  );

  return (
    <StyledForm onSubmit={submit} noValidate aria-label={clubId === null ? t`Registrace klubu` : t`Úprava registrace klubu`}>
      {draftShown && (
        <StyledNotice role="status">
          <p>
            <Trans>Obnovili jsme rozpracovaný formulář, který jste ještě neodeslali.</Trans>
          </p>
          <Button variant="secondary" size="sm" onClick={discardDraft}>
            <Trans>Zahodit rozpracované</Trans>
          </Button>
        </StyledNotice>
      )}

      <div role="alert">
        {problems.length > 0 && (
          <StyledProblem ref={problemRef} tabIndex={-1}>
            <h2>
              <Trans>Registrace se nezdařila</Trans>
            </h2>
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </StyledProblem>
        )}
      </div>

      <StyledFieldset>
        <legend>
          <Trans>Klub</Trans>
        </legend>
        <Field label={<Trans>Název klubu</Trans>} required error={message('clubName')}>
          <TextInput autoComplete="organization" {...register('clubName')} />
        </Field>
        <StyledGrid>
          <Field label={<Trans>Ulice a číslo</Trans>} required error={message('street')}>
            <TextInput autoComplete="street-address" {...register('street')} />
          </Field>
          <Field label={<Trans>Město</Trans>} required error={message('city')}>
            <TextInput autoComplete="address-level2" {...register('city')} />
          </Field>
          <Field label={<Trans>PSČ</Trans>} required error={message('zip')}>
            <TextInput autoComplete="postal-code" {...register('zip')} />
          </Field>
          <Field label={<Trans>Země</Trans>} required error={message('countryId')}>
            <Select options={countryOptions} placeholder={t`Vyberte…`} autoComplete="off" {...register('countryId')} />
          </Field>
          {regions.length > 0 && (
            <Field label={<Trans>Region</Trans>} error={message('regionId')}>
              <Select options={regions.map((r) => ({ value: String(r.id), label: name(r.name) }))} placeholder={t`Nevybráno`} {...register('regionId')} />
            </Field>
          )}
          <Field label={<Trans>IČO</Trans>} error={message('taxId')}>
            <TextInput {...register('taxId')} />
          </Field>
          <Field label={<Trans>DIČ</Trans>} error={message('vatId')}>
            <TextInput {...register('vatId')} />
          </Field>
        </StyledGrid>
        <LogoField clubId={clubId} value={logo} onChange={(url) => setValue('logo', url, { shouldDirty: true })} error={message('logo')} />
      </StyledFieldset>

      <StyledFieldset>
        <legend>
          <Trans>Kontaktní osoba</Trans>
        </legend>
        {contactFields('contact')}
        <Checkbox label={<Trans>Přidat další kontaktní osobu</Trans>} {...register('hasOtherContact')} />
        {hasOtherContact && (
          <>
            <Heading level={3} size={4}>
              <Trans>Další kontaktní osoba</Trans>
            </Heading>
            {contactFields('otherContact')}
          </>
        )}
      </StyledFieldset>

      <StyledFieldset>
        <legend>
          <Trans>Pobyt</Trans>
        </legend>
        <StyledGrid>
          <Field label={<Trans>Datum příjezdu</Trans>} error={message('arrivalDate')}>
            <TextInput type="date" {...register('arrivalDate')} />
          </Field>
          <Field label={<Trans>Datum odjezdu</Trans>} error={message('departureDate')}>
            <TextInput type="date" {...register('departureDate')} />
          </Field>
        </StyledGrid>
      </StyledFieldset>

      <StyledFieldset aria-describedby={teamsError ? 'registration-teams-error' : undefined}>
        <legend>
          <Trans>Týmy</Trans>
        </legend>
        {teamsError && <StyledError id="registration-teams-error">{teamsError}</StyledError>}
        <StyledTeams>
          {fields.map((field, index) => (
            <StyledTeam key={field.key} aria-labelledby={`team-${field.key}-title`}>
              <StyledTeamHeader>
                <Heading level={3} size={4} id={`team-${field.key}-title`}>
                  <TeamTitle number={index + 1} />
                </Heading>
                <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                  <RemoveTeamLabel number={index + 1} />
                </Button>
              </StyledTeamHeader>
              <StyledGrid>
                <Field label={<Trans>Název týmu</Trans>} required={teamNameRequired} error={message(`teams.${index}.name`)}>
                  <TextInput {...register(`teams.${index}.name`)} />
                </Field>
                <Field label={<Trans>Kategorie</Trans>} required error={message(`teams.${index}.teamCategoryId`)}>
                  <Select options={categoryOptions} placeholder={t`Vyberte…`} {...register(`teams.${index}.teamCategoryId`)} />
                </Field>
                <Field label={<Trans>Úroveň služeb</Trans>} error={message(`teams.${index}.serviceLevelId`)}>
                  <Select options={levelOptions} placeholder={t`Nevybráno`} {...register(`teams.${index}.serviceLevelId`)} />
                </Field>
                <Field label={<Trans>Balíček</Trans>} error={message(`teams.${index}.orderBundleId`)}>
                  <Select options={bundleOptions} placeholder={t`Nevybráno`} {...register(`teams.${index}.orderBundleId`)} />
                </Field>
              </StyledGrid>
              <StyledCounts>
                <Field
                  label={<Trans>Osoby</Trans>}
                  hint={!flags.personsEditable && field.id !== undefined ? <Trans>Počet osob už organizátor nedovoluje měnit.</Trans> : undefined}
                  error={message(`teams.${index}.persons`)}
                >
                  <TextInput type="number" inputMode="numeric" min={0} readOnly={!flags.personsEditable && field.id !== undefined} {...register(`teams.${index}.persons`)} />
                </Field>
                <Field label={<Trans>Osoby navíc</Trans>} error={message(`teams.${index}.extraPersons`)}>
                  <TextInput type="number" inputMode="numeric" min={0} readOnly={!flags.personsEditable && field.id !== undefined} {...register(`teams.${index}.extraPersons`)} />
                </Field>
                {flags.vipTickets && (
                  <Field label={<Trans>VIP vstupenky</Trans>} hint={<Trans>Jedna na tým je zdarma.</Trans>} error={message(`teams.${index}.vipTickets`)}>
                    <TextInput type="number" inputMode="numeric" min={0} {...register(`teams.${index}.vipTickets`)} />
                  </Field>
                )}
                {flags.singleRooms && (
                  <Field label={<Trans>Jednolůžkové pokoje</Trans>} error={message(`teams.${index}.singleRooms`)}>
                    <TextInput type="number" inputMode="numeric" min={0} {...register(`teams.${index}.singleRooms`)} />
                  </Field>
                )}
                {flags.restaurantMeals && (
                  <Field label={<Trans>Jídla navíc v restauraci</Trans>} error={message(`teams.${index}.extraRestaurantMeals`)}>
                    <TextInput type="number" inputMode="numeric" min={0} {...register(`teams.${index}.extraRestaurantMeals`)} />
                  </Field>
                )}
              </StyledCounts>
            </StyledTeam>
          ))}
        </StyledTeams>
        <div>
          {flags.canAddTeam ? (
            <Button variant="secondary" onClick={() => append(emptyTeam())} disabled={fields.length >= clubRegistrationLimits.maxTeams}>
              <Trans>Přidat tým</Trans>
            </Button>
          ) : (
            <p>
              <Trans>Nové týmy už nelze přidávat (termín pro přidání týmu uplynul).</Trans>
            </p>
          )}
        </div>
      </StyledFieldset>

      <StyledFieldset>
        <legend>
          <Trans>Dokončení</Trans>
        </legend>
        <Field label={<Trans>Poznámka</Trans>} error={message('note')}>
          <Textarea {...register('note')} />
        </Field>
        {needsPassword && (
          <Field
            label={<Trans>Heslo k novému účtu</Trans>}
            required
            hint={<Trans>Vytvoříme vám účet s e-mailem kontaktní osoby. Alespoň 8 znaků.</Trans>}
            error={message('password')}
          >
            <TextInput type="password" autoComplete="new-password" {...register('password')} />
          </Field>
        )}
        <Checkbox
          required
          label={
            <Trans>
              Souhlasím s <LocaleLink to={href('podminky')}>podmínkami registrace</LocaleLink>
            </Trans>
          }
          error={message('termsConsent')}
          {...register('termsConsent')}
        />
      </StyledFieldset>

      <Stack $direction="row" $wrap $gap={3}>
        <Button type="submit" loading={isSubmitting}>
          {clubId === null ? <Trans>Odeslat registraci</Trans> : <Trans>Uložit změny</Trans>}
        </Button>
      </Stack>
    </StyledForm>
  );
}

function TeamTitle({ number }: { number: number }) {
  return <Trans>Tým {number}</Trans>;
}

function RemoveTeamLabel({ number }: { number: number }) {
  return <Trans>Odebrat tým {number}</Trans>;
}
