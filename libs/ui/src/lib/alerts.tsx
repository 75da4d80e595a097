import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { create } from 'zustand';
import { useLingui } from '@lingui/react/macro';
import { baseTheme } from './theme/base-theme';

export type AlertType = 'success' | 'danger';
export interface Alert {
  id: number;
  type: AlertType;
  message: string;
  timeoutMs: number;
}

interface AlertState {
  alerts: Alert[];
  push: (alert: Omit<Alert, 'id' | 'timeoutMs'> & { timeoutMs?: number }) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** SPEC §8: alerts are success or danger and go away by themselves after 2 s (success) or 4 s (danger). */
export const useAlertStore = create<AlertState>((set) => ({
  alerts: [],
  push: ({ type, message, timeoutMs }) => {
    const id = nextId++;
    const timeout = timeoutMs ?? (type === 'success' ? baseTheme.durations.alertShort : baseTheme.durations.alertLong);
    set((state) => ({ alerts: [...state.alerts, { id, type, message, timeoutMs: timeout }] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ alerts: state.alerts.filter((a) => a.id !== id) })),
}));

export const pushAlert = (alert: { type: AlertType; message: string; timeoutMs?: number }) => useAlertStore.getState().push(alert);
export const dismissAlert = (id: number) => useAlertStore.getState().dismiss(id);

const StyledHost = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.alerts};
  inset: auto ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]} auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(28rem, calc(100vw - 2 * ${({ theme }) => theme.space[3]}));
  pointer-events: none;
`;

const StyledRegion = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledAlert = styled.div<{ $type: AlertType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  background: ${({ theme, $type }) => ($type === 'success' ? theme.colors.success : theme.colors.danger)};
  color: ${({ theme, $type }) => ($type === 'success' ? theme.colors.onSuccess : theme.colors.onDanger)};
  pointer-events: auto;
  p {
    margin: 0;
    flex: 1;
    align-self: center;
  }
  button {
    flex: none;
    min-width: ${({ theme }) => theme.sizes.touchTarget};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    margin: -${({ theme }) => theme.space[2]} -${({ theme }) => theme.space[3]} -${({ theme }) => theme.space[2]} 0;
    background: none;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: -3px;
  }
`;

function AlertItem({ alert }: { alert: Alert }) {
  const { t } = useLingui();
  const dismiss = useAlertStore((s) => s.dismiss);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(alert.timeoutMs);
  useEffect(() => {
    // Reading takes time: while the pointer or focus is on the alert its clock stops, then resumes where it was.
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(alert.id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, alert.id, dismiss]);
  return (
    <StyledAlert
      $type={alert.type}
      data-alert-type={alert.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p>{alert.message}</p>
      <button type="button" aria-label={t`Zavřít`} onClick={() => dismiss(alert.id)}>
        ×
      </button>
    </StyledAlert>
  );
}

/**
 * Renders the alerts; the shell mounts it once. The two live regions are always in the page, because
 * screen readers announce changes inside an existing region, not a region that appears with its text.
 */
export function AlertHost() {
  const alerts = useAlertStore((s) => s.alerts);
  const of = (type: AlertType) => alerts.filter((a) => a.type === type).map((alert) => <AlertItem key={alert.id} alert={alert} />);
  return (
    <StyledHost>
      <StyledRegion role="alert">{of('danger')}</StyledRegion>
      <StyledRegion role="status">{of('success')}</StyledRegion>
    </StyledHost>
  );
}
