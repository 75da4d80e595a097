import styled from 'styled-components';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans } from '@lingui/react/macro';
import { Field, TextInput, media } from '@phc/ui';
import type { LimitsFormValues } from './category-values';

/** Two columns from a tablet up, one on a phone. */
export const StyledFieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr;
  ${media.up('tablet')} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const StyledFormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export type LimitsFieldsProps = {
  /** The form's registration of each limit (own limits sit under `limits.`, the default ones at the top). */
  field: (name: keyof LimitsFormValues) => UseFormRegisterReturn;
  errors?: Partial<Record<keyof LimitsFormValues, { message?: string }>>;
  message: (code: string | undefined) => string | undefined;
};

/** SPEC §3 tournament player limits: players and leaders on a match roster, the "many players" warning, exception players. */
export function LimitsFields({ field, errors, message }: LimitsFieldsProps) {
  const number = (name: keyof LimitsFormValues) => <TextInput type="number" inputMode="numeric" min={0} {...field(name)} />;
  return (
    <StyledFieldGrid>
      <Field label={<Trans>Hráčů nejméně</Trans>} required error={message(errors?.minPlayers?.message)}>
        {number('minPlayers')}
      </Field>
      <Field label={<Trans>Hráčů nejvíce</Trans>} required error={message(errors?.maxPlayers?.message)}>
        {number('maxPlayers')}
      </Field>
      <Field label={<Trans>Vedoucích nejméně</Trans>} required error={message(errors?.minLeaders?.message)}>
        {number('minLeaders')}
      </Field>
      <Field label={<Trans>Vedoucích nejvíce</Trans>} required error={message(errors?.maxLeaders?.message)}>
        {number('maxLeaders')}
      </Field>
      <Field label={<Trans>Upozornit od počtu hráčů</Trans>} hint={<Trans>Prázdné: bez upozornění.</Trans>} error={message(errors?.playersCountWarningFrom?.message)}>
        {number('playersCountWarningFrom')}
      </Field>
      <Field label={<Trans>Nejvýše hráčů na výjimku</Trans>} required error={message(errors?.maxExceptionPlayers?.message)}>
        {number('maxExceptionPlayers')}
      </Field>
    </StyledFieldGrid>
  );
}
