import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '@phc/api-contract';
import { Dialog, Field, FormActions, Select, Stack, type SelectOption } from '@phc/ui';
import { useLocale } from '@phc/i18n';
import { teamRefName } from '@phc/tournaments';
import { StyledFormError } from '../user-bar/user-bar-styles';

export type JoinDialogProps = {
  training: Training | null;
  teams: SelectOption[];
  onJoin: (training: Training, teamId: number) => Promise<unknown>;
  onClose: () => void;
  failureMessage: (error: unknown) => string;
};

/** Asking to play a friendly match in another club's training with one of the club's teams (SPEC §7 join). */
export function JoinDialog({ training, teams, onJoin, onClose, failureMessage }: JoinDialogProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const [teamId, setTeamId] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!training) return;
    setMissing(!teamId);
    setError(null);
    if (!teamId) return;
    setSending(true);
    try {
      await onJoin(training, Number(teamId));
      setTeamId('');
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={training !== null} onClose={onClose} title={<Trans>Žádost o přátelské utkání</Trans>}>
      {training && (
        <form onSubmit={submit} noValidate aria-label={t`Žádost o přátelské utkání`}>
          <Stack $gap={3}>
            <p>
              <Trans>Soupeř: {teamRefName(training.team, locale)}</Trans>
            </p>
            <Field label={<Trans>Náš tým</Trans>} required error={missing ? t`Vyberte tým.` : undefined}>
              <Select data-autofocus placeholder={t`Vyberte tým`} options={teams} value={teamId} onChange={(event) => setTeamId(event.target.value)} />
            </Field>
            <FormActions submitLabel={<Trans>Odeslat žádost</Trans>} submitting={sending} onCancel={onClose} cancelLabel={<Trans>Zavřít</Trans>} />
            {error && <StyledFormError role="alert">{error}</StyledFormError>}
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
