import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Field, TextInput } from '@phc/ui';
import { clockTime, formatClock, type StopwatchAction, type StopwatchState } from './stopwatch';

export type StopwatchPanelProps = {
  state: StopwatchState;
  now: number;
  dispatch: (action: StopwatchAction) => void;
  disabled?: boolean;
  /** The category's playing time: regulation periods and their minutes ("2 × 10 min"). */
  periods: { count: number; minutes: number };
  /** Shown under the clock: running penalties, the last event. */
  children?: ReactNode;
};

const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledClock = styled.p`
  margin: 0;
  text-align: center;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledTime = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledPeriods = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * SPEC §2 stopwatch: start, pause, edit time with reset, save. Its settings are the category's
 * playing time, shown rather than typed: the server checks every event against the same periods.
 */
export function StopwatchPanel({ state, now, dispatch, disabled, periods, children }: StopwatchPanelProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const { minute, second } = clockTime(state, now);
  const { count, minutes } = periods;

  return (
    <StyledPanel>
      <StyledClock role="timer" aria-live="off" aria-label={t`Čas zápasu ${formatClock(minute, second)}`}>
        {formatClock(minute, second)}
      </StyledClock>
      <StyledPeriods>
        <Trans>
          Hrací doba kategorie: {count} × {minutes} min
        </Trans>
      </StyledPeriods>
      <StyledRow>
        {state.running ? (
          <Button variant="secondary" onClick={() => dispatch({ type: 'pause', now: Date.now() })} disabled={disabled}>
            <Trans>Pauza</Trans>
          </Button>
        ) : (
          <Button onClick={() => dispatch({ type: 'start', now: Date.now() })} disabled={disabled}>
            <Trans>Start</Trans>
          </Button>
        )}
        <Button variant="secondary" onClick={() => setEditing(true)} disabled={disabled}>
          <Trans>Upravit čas</Trans>
        </Button>
      </StyledRow>
      {children}
      <EditTimeDialog open={editing} minute={minute} second={second} onClose={() => setEditing(false)} dispatch={dispatch} />
    </StyledPanel>
  );
}

function EditTimeDialog({ open, minute, second, onClose, dispatch }: { open: boolean; minute: number; second: number; onClose: () => void; dispatch: (a: StopwatchAction) => void }) {
  const { t } = useLingui();
  const formId = useId();
  const [m, setM] = useState('0');
  const [s, setS] = useState('0');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setM(String(minute));
    setS(String(second));
    setError(null);
    // Prefilled with the time at opening only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const mm = Number(m);
    const ss = Number(s);
    if (!/^\d{1,3}$/.test(m) || !/^\d{1,2}$/.test(s) || ss > 59 || mm > 200) {
      setError(t`Neplatný čas`);
      return;
    }
    dispatch({ type: 'set', ms: (mm * 60 + ss) * 1000 });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={<Trans>Upravit čas</Trans>}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              dispatch({ type: 'reset' });
              onClose();
            }}
          >
            <Trans>Vynulovat</Trans>
          </Button>
          <Button type="submit" form={formId}>
            <Trans>Uložit čas</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <p>
          <Trans>Stopky se nastaví na zadaný čas a zastaví se.</Trans>
        </p>
        <StyledTime>
          <Field label={<Trans>Minuta</Trans>} error={error}>
            <TextInput type="number" inputMode="numeric" min={0} value={m} data-autofocus onChange={(e) => setM(e.target.value)} />
          </Field>
          <Field label={<Trans>Sekunda</Trans>}>
            <TextInput type="number" inputMode="numeric" min={0} max={59} value={s} onChange={(e) => setS(e.target.value)} />
          </Field>
        </StyledTime>
      </form>
    </Dialog>
  );
}
