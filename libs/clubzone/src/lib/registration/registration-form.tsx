import { Trans, useLingui } from '@lingui/react/macro';
import type { ClubRegistrationBody, Enums, OrderBundle } from '@phc/api-contract';
import { Button, Stack } from '@phc/ui';
import type { RegistrationFormValues } from './registration-logic';
import { StyledForm, StyledNotice, StyledProblem } from './registration-form-styles';
import { ClubFieldset, ContactFieldset, FinishFieldset, StayFieldset } from './registration-sections';
import { TeamsFieldset } from './registration-teams-fieldset';
import { useRegistrationForm } from './use-registration-form';

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

const browserStorage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function RegistrationForm({ storage = browserStorage(), ...props }: RegistrationFormProps) {
  const { t } = useLingui();
  const { clubId, enums, needsPassword } = props;
  const { form, isSubmitting, teams, flags, teamNameRequired, regions, bundles, message, submit, problems, problemRef, draftShown, discardDraft } = useRegistrationForm({ ...props, storage });
  const { register, control, setValue } = form;
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

      <ClubFieldset register={register} message={message} clubId={clubId} enums={enums} regions={regions} control={control} setValue={setValue} />
      <ContactFieldset register={register} message={message} control={control} />
      <StayFieldset register={register} message={message} />
      <TeamsFieldset register={register} message={message} teams={teams} flags={flags} teamNameRequired={teamNameRequired} enums={enums} bundles={bundles} />
      <FinishFieldset register={register} message={message} needsPassword={needsPassword} />

      <Stack $direction="row" $wrap $gap={3}>
        <Button type="submit" loading={isSubmitting}>
          {clubId === null ? <Trans>Odeslat registraci</Trans> : <Trans>Uložit změny</Trans>}
        </Button>
      </Stack>
    </StyledForm>
  );
}
