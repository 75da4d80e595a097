import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RegistrationState } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { Button, Dialog, Field, Textarea } from '@phc/ui';
import { actionLabels } from './state-labels';

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  max-height: 40vh;
  overflow-y: auto;
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export type StateDialogProps = {
  /** The decision; null: the dialog is closed. */
  state: RegistrationState | null;
  clubs: readonly { id: number; name: string }[];
  /** The decision and the organiser's word to the club (quoted in the e-mail it gets), null when none. */
  onConfirm: (state: RegistrationState, message: string | null) => Promise<unknown>;
  onClose: () => void;
};

/** Confirms a decision on the chosen registrations and names each club, so nobody approves the wrong rows. */
export function StateDialog({ state, clubs, onConfirm, onClose }: StateDialogProps) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const close = () => {
    setError(null);
    setMessage('');
    onClose();
  };
  const confirm = async () => {
    if (!state) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm(state, message.trim() || null);
      close();
    } catch (failure) {
      setError(
        isApiError(failure, 409)
          ? t`Registraci klubu, který už hraje v rozlosování, nelze vrátit.`
          : isApiError(failure, 404)
            ? t`Některý z klubů mezitím zmizel. Obnovte seznam a zkuste to znovu.`
            : isApiError(failure, 403)
              ? t`K tomuto rozhodnutí nemáte oprávnění.`
              : t`Rozhodnutí se nepodařilo uložit. Zkuste to prosím znovu.`,
      );
    } finally {
      setPending(false);
    }
  };
  const action = state ? i18n._(actionLabels[state]) : '';
  const count = clubs.length;
  return (
    <Dialog
      open={state !== null}
      title={t`${action} – vybráno: ${count}`}
      onClose={close}
      role="alertdialog"
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={close} data-autofocus="">
            <Trans>Zrušit</Trans>
          </Button>
          <Button variant={state === 'new' ? 'danger' : 'primary'} loading={pending} onClick={() => void confirm()}>
            {action}
          </Button>
        </>
      }
    >
      <StyledList>
        {clubs.map((club) => (
          <li key={club.id}>{club.name}</li>
        ))}
      </StyledList>
      <Field label={<Trans>Zpráva klubu</Trans>} hint={<Trans>Každý klub dostane o rozhodnutí e-mail; zpráva v něm bude uvedena.</Trans>}>
        <Textarea value={message} maxLength={2000} onChange={(event) => setMessage(event.target.value)} />
      </Field>
      {error && <StyledError role="alert">{error}</StyledError>}
    </Dialog>
  );
}
