import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MatchStage } from '@phc/api-contract';
import { formatDateTime, useLocale } from '@phc/i18n';
import { Badge, Button, useConfirm } from '@phc/ui';
import { nextStage } from './protocol-model';
import { hasStartWarnings, type StartWarnings } from './start-warnings';

export type StageBarProps = {
  stages: readonly MatchStage[];
  stageId: number | null;
  label: (code: string) => string;
  /** The change waits on the device for the network. */
  pending: boolean;
  /** The server refused the last change (it was not kept). */
  failed: boolean;
  disabled: boolean;
  /** Asked before the first stage, when there is something to ask. */
  startWarnings: StartWarnings;
  onChange: (stageId: number) => void;
};

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  p {
    margin: 0;
    flex: 1 1 100%;
  }
`;

/** The current stage and the way on: the next stage of the sport, or straight to the end ("Ukončit zápas"). */
export function StageBar({ stages, stageId, label, pending, failed, disabled, startWarnings, onChange }: StageBarProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const confirm = useConfirm();
  const current = stages.find((s) => s.id === stageId) ?? null;
  const next = nextStage(stages, stageId);
  const end = stages.find((s) => s.code === 'end');
  const currentLabel = current ? label(current.code) : t`Před zápasem`;

  const askStart = () => {
    const when = startWarnings.otherDay ? formatDateTime(startWarnings.otherDay.startsAt, locale) : '';
    const teams = startWarnings.unconfirmedTeams.join(', ');
    const message = (
      <>
        {startWarnings.otherDay && (
          <p>
            <Trans>Zápas není dnes: podle rozpisu začíná {when}.</Trans>
          </p>
        )}
        {startWarnings.unconfirmedTeams.length > 0 && (
          <p>
            <Trans>Soupiska není potvrzená: {teams}.</Trans>
          </p>
        )}
      </>
    );
    return confirm({ title: t`Opravdu zahájit zápas?`, message, confirmLabel: t`Přesto zahájit` });
  };

  const goTo = async (stage: MatchStage) => {
    if (current === null && hasStartWarnings(startWarnings) && !(await askStart())) return;
    if (stage.code === 'end') {
      const ok = await confirm({ title: t`Ukončit zápas?`, message: t`Zápas se ukončí a výsledek půjde k potvrzení vedoucím týmů.`, confirmLabel: t`Ukončit zápas` });
      if (!ok) return;
    }
    onChange(stage.id);
  };

  return (
    <StyledBar>
      <p>
        <Trans>Část zápasu:</Trans> <strong>{currentLabel}</strong>{' '}
        {pending && (
          <Badge variant="warning">
            <Trans>Čeká na odeslání</Trans>
          </Badge>
        )}
      </p>
      {failed && (
        <p role="alert">
          <Trans>Část zápasu se nepodařilo změnit.</Trans>
        </p>
      )}
      {next && next.code !== 'end' && (
        <Button variant="secondary" disabled={disabled} onClick={() => void goTo(next)}>
          {current ? <Trans>Další: {label(next.code)}</Trans> : <Trans>Zahájit: {label(next.code)}</Trans>}
        </Button>
      )}
      {end && current?.code !== 'end' && current !== null && (
        <Button variant="danger" disabled={disabled} onClick={() => void goTo(end)}>
          <Trans>Ukončit zápas</Trans>
        </Button>
      )}
    </StyledBar>
  );
}
