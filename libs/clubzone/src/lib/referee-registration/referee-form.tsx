import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RefereeRegistrationBody } from '@phc/api-contract';
import { Button } from '@phc/ui';
import { RefereeDetailsFields, RefereePersonFields } from './referee-form-fields';
import { useRefereeForm } from './use-referee-form';

export { emptyRefereeForm, parseRefereeDraft, refereeDraftKey, type RefereeFormValues } from './referee-form-values';

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

const browserStorage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** SPEC §3 referee registration: over 18 at the tournament, gender male/female/other, shirt size, terms. */
export function RefereeForm({ shirtSizes, ageYear, onSubmit, storage = browserStorage() }: RefereeFormProps) {
  const { t } = useLingui();
  const { register, errors, isSubmitting, message, submit, problem } = useRefereeForm({ ageYear, onSubmit, storage });
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
      <RefereePersonFields register={register} errors={errors} message={message} shirtSizes={shirtSizes} />
      <RefereeDetailsFields register={register} errors={errors} message={message} />
      <div>
        <Button type="submit" loading={isSubmitting}>
          <Trans>Odeslat registraci</Trans>
        </Button>
      </div>
    </StyledForm>
  );
}
