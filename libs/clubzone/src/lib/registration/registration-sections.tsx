import { useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClubRegistrationBody, Enums } from '@phc/api-contract';
import { href, LocaleLink, useLocale } from '@phc/i18n';
import { Checkbox, Field, Heading, Select, TextInput, Textarea } from '@phc/ui';
import { LogoField } from './logo-field';
import type { RegistrationFormValues } from './registration-logic';
import { StyledFieldset, StyledGrid } from './registration-form-styles';

/** What every section of the registration form is given: its fields' registration and their translated errors. */
export type SectionProps = {
  register: UseFormRegister<RegistrationFormValues>;
  message: (path: string) => string | undefined;
};

type RegistrationControl = Control<RegistrationFormValues, unknown, ClubRegistrationBody>;

export const localName = (l: { cs: string; en: string }, locale: string) => (locale === 'en' ? l.en : l.cs);

type ClubFieldsetProps = SectionProps & {
  clubId: number | null;
  enums: Enums;
  regions: Enums['regions'];
  control: RegistrationControl;
  setValue: UseFormSetValue<RegistrationFormValues>;
};

export function ClubFieldset({ register, message, clubId, enums, regions, control, setValue }: ClubFieldsetProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const logo = useWatch({ control, name: 'logo' });
  const countryName = (c: Enums['countries'][number]) => c.translations.find((tr) => tr.locale === locale)?.name ?? c.translations[0]?.name ?? c.countryCode;
  const countryOptions = [...enums.countries]
    .map((c) => ({ value: String(c.id), label: countryName(c) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return (
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
            <Select options={regions.map((r) => ({ value: String(r.id), label: localName(r.name, locale) }))} placeholder={t`Nevybráno`} {...register('regionId')} />
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
  );
}

function ContactFields({ register, message, prefix }: SectionProps & { prefix: 'contact' | 'otherContact' }) {
  return (
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
}

export function ContactFieldset({ register, message, control }: SectionProps & { control: RegistrationControl }) {
  const hasOtherContact = useWatch({ control, name: 'hasOtherContact' });
  return (
    <StyledFieldset>
      <legend>
        <Trans>Kontaktní osoba</Trans>
      </legend>
      <ContactFields register={register} message={message} prefix="contact" />
      <Checkbox label={<Trans>Přidat další kontaktní osobu</Trans>} {...register('hasOtherContact')} />
      {hasOtherContact && (
        <>
          <Heading level={3} size={4}>
            <Trans>Další kontaktní osoba</Trans>
          </Heading>
          <ContactFields register={register} message={message} prefix="otherContact" />
        </>
      )}
    </StyledFieldset>
  );
}

export function StayFieldset({ register, message }: SectionProps) {
  return (
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
  );
}

export function FinishFieldset({ register, message, needsPassword }: SectionProps & { needsPassword: boolean }) {
  return (
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
  );
}
