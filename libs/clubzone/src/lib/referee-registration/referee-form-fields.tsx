import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { href, LocaleLink } from '@phc/i18n';
import { Checkbox, Field, RadioGroup, Select, TextInput, Textarea } from '@phc/ui';
import type { RefereeFormValues } from './referee-form-values';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/** What each part of the referee form is given: its fields' registration, errors and their translation. */
type RefereeFieldsProps = {
  register: UseFormRegister<RefereeFormValues>;
  errors: FieldErrors<RefereeFormValues>;
  message: (code: string | undefined) => string | undefined;
};

/** Who the referee is and how to reach them. */
export function RefereePersonFields({ register, errors, message, shirtSizes }: RefereeFieldsProps & { shirtSizes: readonly string[] }) {
  const { t } = useLingui();
  return (
    <StyledGrid>
      <Field label={<Trans>Jméno</Trans>} required error={message(errors.firstName?.message)}>
        <TextInput autoComplete="given-name" {...register('firstName')} />
      </Field>
      <Field label={<Trans>Příjmení</Trans>} required error={message(errors.lastName?.message)}>
        <TextInput autoComplete="family-name" {...register('lastName')} />
      </Field>
      <Field label={<Trans>E-mail</Trans>} required error={message(errors.email?.message)}>
        <TextInput type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label={<Trans>Telefon</Trans>} required hint={<Trans>Např. 777 888 999; zahraniční číslo s předvolbou, např. +49 30 1234567</Trans>} error={message(errors.phone?.message)}>
        <TextInput type="tel" autoComplete="tel" {...register('phone')} />
      </Field>
      <Field label={<Trans>Rok narození</Trans>} required hint={<Trans>Rozhodčí musí být v době turnaje starší 18 let.</Trans>} error={message(errors.birthYear?.message)}>
        <TextInput type="number" inputMode="numeric" min={1900} {...register('birthYear')} />
      </Field>
      <Field label={<Trans>Velikost trička</Trans>} required error={message(errors.shirtSize?.message)}>
        <Select options={shirtSizes.map((s) => ({ value: s, label: s }))} placeholder={t`Vyberte…`} {...register('shirtSize')} />
      </Field>
    </StyledGrid>
  );
}

/** Gender, experience, the wished colleague, accommodation and the terms. */
export function RefereeDetailsFields({ register, errors, message }: RefereeFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <RadioGroup
        legend={<Trans>Pohlaví</Trans>}
        required
        options={[
          { value: 'male', label: t`Muž` },
          { value: 'female', label: t`Žena` },
          { value: 'other', label: t`Jiné` },
        ]}
        error={message(errors.gender?.message)}
        {...register('gender')}
      />
      <Field label={<Trans>Nejvyšší soutěž, kterou pískáte</Trans>} required error={message(errors.highestCompetition?.message)}>
        <TextInput {...register('highestCompetition')} />
      </Field>
      <Field label={<Trans>S kým chcete pískat</Trans>} hint={<Trans>Jméno kolegy nebo kolegyně, se kterými chcete tvořit dvojici.</Trans>} error={message(errors.colleagueRequest?.message)}>
        <Textarea {...register('colleagueRequest')} />
      </Field>
      <Checkbox label={<Trans>Chci zajistit ubytování</Trans>} {...register('wantsAccommodation')} />
      <Checkbox
        required
        label={
          <Trans>
            Souhlasím s <LocaleLink to={href('podminky')}>podmínkami</LocaleLink>
          </Trans>
        }
        error={message(errors.termsConsent?.message)}
        {...register('termsConsent')}
      />
    </>
  );
}
