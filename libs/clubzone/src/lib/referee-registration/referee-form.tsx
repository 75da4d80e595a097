import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { createRefereeRegistrationBodySchema, type RefereeRegistrationBody } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { href, LocaleLink, translateValidation } from '@phc/i18n';
import { Button, Checkbox, Field, RadioGroup, Select, TextInput, Textarea } from '@phc/ui';

/** The form as typed (the birth year as text), kept locally until it is sent. */
export interface RefereeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthYear: string;
  gender: string;
  shirtSize: string;
  highestCompetition: string;
  colleagueRequest: string;
  wantsAccommodation: boolean;
  termsConsent: boolean;
}

export const emptyRefereeForm = (): RefereeFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  birthYear: '',
  gender: '',
  shirtSize: '',
  highestCompetition: '',
  colleagueRequest: '',
  wantsAccommodation: false,
  termsConsent: false,
});

export const refereeDraftKey = 'phc:referee-registration-draft';

export function parseRefereeDraft(raw: string | null): RefereeFormValues | null {
  if (!raw) return null;
  try {
    const values = JSON.parse(raw) as Partial<RefereeFormValues>;
    return values && typeof values === 'object' ? { ...emptyRefereeForm(), ...values } : null;
  } catch {
    return null;
  }
}

export type RefereeFormProps = {
  shirtSizes: readonly string[];
  /** The year the referee must be 18 in: the tournament's (`refereeAgeYear` of the configurations), as the server counts it. */
  ageYear: number;
  onSubmit: (body: RefereeRegistrationBody) => Promise<void>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 48rem;
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledProblem = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: 0;
  }
`;

const optional = (value: string) => (value.trim() === '' ? null : value);

const browserStorage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** SPEC §3 referee registration: over 18 at the tournament, gender male/female/other, shirt size, terms. */
export function RefereeForm({ shirtSizes, ageYear, onSubmit, storage = browserStorage() }: RefereeFormProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [problem, setProblem] = useState<string | null>(null);
  const [defaults] = useState(() => parseRefereeDraft(storage?.getItem(refereeDraftKey) ?? null) ?? emptyRefereeForm());
  const schemaResolver = useMemo(() => valibotResolver(createRefereeRegistrationBodySchema({ ageYear })), [ageYear]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RefereeFormValues, unknown, RefereeRegistrationBody>({
    defaultValues: defaults,
    resolver: (values, context, options) =>
      schemaResolver({ ...values, colleagueRequest: optional(values.colleagueRequest) } as never, context, options as never) as never,
  });

  useEffect(() => {
    const subscription = watch((values) => storage?.setItem(refereeDraftKey, JSON.stringify(values)));
    return () => subscription.unsubscribe();
  }, [watch, storage]);

  const message = (code: string | undefined) => (code ? translateValidation(code, i18n) : undefined);
  const fields = ['firstName', 'lastName', 'email', 'phone', 'birthYear', 'gender', 'shirtSize', 'highestCompetition', 'colleagueRequest', 'termsConsent'] as const;

  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await onSubmit(body);
      storage?.removeItem(refereeDraftKey);
    } catch (error) {
      if (isApiError(error, 400)) {
        applyServerFieldErrors(error, fields, setError);
        setProblem(t`Opravte prosím označená pole.`);
      } else if (isApiError(error, 409)) {
        setProblem(t`Rozhodčí s tímto e-mailem je už zaregistrován.`);
      } else if (isApiError(error, 403)) {
        setProblem(t`Registrace rozhodčích je uzavřena.`);
      } else {
        setProblem(t`Nastala neočekávaná chyba. Zkuste to prosím znovu.`);
      }
    }
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-label={t`Registrace rozhodčího`}>
      <div role="alert">
        {problem && (
          <StyledProblem>
            <h2>
              <Trans>Registrace se nezdařila</Trans>
            </h2>
            <p>{problem}</p>
          </StyledProblem>
        )}
      </div>
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
      <div>
        <Button type="submit" loading={isSubmitting}>
          <Trans>Odeslat registraci</Trans>
        </Button>
      </div>
    </StyledForm>
  );
}
