import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminTeamRequest, TeamRequestDecisionBody } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { Button, Checkbox, Dialog, Field, Stack, Textarea } from '@phc/ui';
import { useLocale } from '@phc/i18n';
import { teamRefName } from '@phc/tournaments';

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export type TeamRequestDialogProps = {
  request: AdminTeamRequest | null;
  decision: 'approved' | 'rejected';
  onDecide: (body: TeamRequestDecisionBody) => Promise<unknown>;
  onClose: () => void;
};

/** Approves (optionally waiving the fee) or rejects an exception request; a rejection needs the reason the club will read. */
export function TeamRequestDialog({ request, decision, onDecide, onClose }: TeamRequestDialogProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const [reason, setReason] = useState('');
  const [waiveFee, setWaiveFee] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const close = () => {
    setReason('');
    setWaiveFee(false);
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (decision === 'rejected' && !reason.trim()) {
      setError(t`Napište klubu důvod zamítnutí.`);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onDecide({ state: decision, reason: reason.trim(), waiveFee: decision === 'approved' && waiveFee });
      close();
    } catch (failure) {
      setError(isApiError(failure, 409) ? t`O žádosti už bylo rozhodnuto nebo ji klub zrušil.` : t`Rozhodnutí se nepodařilo uložit. Zkuste to prosím znovu.`);
    } finally {
      setPending(false);
    }
  };
  if (!request) return null;
  const who = `${request.competitionParticipant.firstName} ${request.competitionParticipant.lastName}`;
  return (
    <Dialog
      open
      title={decision === 'approved' ? t`Schválit výjimku: ${who}` : t`Zamítnout výjimku: ${who}`}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Zrušit</Trans>
          </Button>
          <Button variant={decision === 'rejected' ? 'danger' : 'primary'} loading={pending} onClick={() => void submit()}>
            {decision === 'approved' ? <Trans>Schválit</Trans> : <Trans>Zamítnout</Trans>}
          </Button>
        </>
      }
    >
      <Stack $gap={3}>
        <p>
          {teamRefName(request.team, locale)}: {request.requestReason}
        </p>
        <Field label={decision === 'rejected' ? <Trans>Důvod zamítnutí</Trans> : <Trans>Poznámka pro klub</Trans>} required={decision === 'rejected'}>
          <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} data-autofocus="" />
        </Field>
        {decision === 'approved' && <Checkbox label={<Trans>Odpustit poplatek</Trans>} checked={waiveFee} onChange={(event) => setWaiveFee(event.target.checked)} />}
        {error && <StyledError role="alert">{error}</StyledError>}
      </Stack>
    </Dialog>
  );
}
