import { forwardRef } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateValidation } from '@phc/i18n';
import { Field, Select, type SelectProps } from '@phc/ui';

/** What the people forms share: the form's own error line, the roles' checkbox group, the invitation's language, the field messages. */
export const StyledFormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const StyledRoles = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
`;

/** The invitation e-mail's language: its text and the set-password page it links to. */
export const InvitationLocaleField = forwardRef<HTMLSelectElement, Omit<SelectProps, 'options'>>(function InvitationLocaleField(props, ref) {
  return (
    <Field label={<Trans>Jazyk pozvánky</Trans>}>
      <Select
        ref={ref}
        options={[
          { value: 'cs', label: 'Čeština' },
          { value: 'en', label: 'English' },
        ]}
        {...props}
      />
    </Field>
  );
});

/** A field's code (the contract's or the server's) as text; `taken` is an e-mail another account has. */
export function usePeopleFieldMessage(): (code: string | undefined) => string | undefined {
  const { t, i18n } = useLingui();
  return (code) => (code === 'taken' ? t`Účet s tímto e-mailem už existuje.` : code ? translateValidation(code, i18n) : undefined);
}
