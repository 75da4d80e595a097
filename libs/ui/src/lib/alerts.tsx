import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
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
  /** The modal dialog on top when the alert came (a failure inside a form dialog): it shows inside it. */
  layer: HTMLDialogElement | null;
}

interface AlertState {
  alerts: Alert[];
  push: (alert: Omit<Alert, 'id' | 'timeoutMs' | 'layer'> & { timeoutMs?: number }) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

/**
 * The open modal dialog on top, if any. A modal <dialog> sits in the browser's top layer, above every
 * z-index, and makes the rest of the page inert: an alert outside it is dimmed under its backdrop (on a
 * phone, covered by the dialog), cannot be clicked, and is hidden from screen readers.
 */
function topModalDialog(): HTMLDialogElement | null {
  if (typeof document === 'undefined') return null;
  const open = [...document.getElementsByTagName('dialog')].filter((dialog) => dialog.open && isModal(dialog));
  // Dialogs opened over others (a confirmation over a form) come later in the document.
  return open.at(-1) ?? null;
}

/** Shown with showModal(); or says it is modal, as our Dialog does (where :modal is unknown, as in jsdom). */
function isModal(dialog: HTMLDialogElement): boolean {
  if (dialog.getAttribute('aria-modal') === 'true') return true;
  try {
    return dialog.matches(':modal');
  } catch {
    return false;
  }
}

/** SPEC §8: alerts are success or danger and go away by themselves after 2 s (success) or 4 s (danger). */
export const useAlertStore = create<AlertState>((set) => ({
  alerts: [],
  push: ({ type, message, timeoutMs }) => {
    const id = nextId++;
    const timeout = timeoutMs ?? (type === 'success' ? baseTheme.durations.alertShort : baseTheme.durations.alertLong);
    set((state) => ({ alerts: [...state.alerts, { id, type, message, timeoutMs: timeout, layer: topModalDialog() }] }));
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
  const displayed = useRef(false);
  useEffect(() => {
    // Reading takes time: while the pointer or focus is on the alert its clock stops, then resumes where it was.
    if (paused) return;
    let started: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      displayed.current = true;
      started = Date.now();
      timer = setTimeout(() => dismiss(alert.id), Math.max(0, remaining.current));
    };
    // SPEC §9's 2 s and 4 s count from when the alert is on screen: the first frame that draws it, not
    // the commit, which a heavy re-render (a refetched table) can keep from the screen for a while.
    const frame = displayed.current ? undefined : requestAnimationFrame(start);
    if (displayed.current) start();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (started !== undefined) remaining.current -= Date.now() - started;
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
      {/* Not "Zavřít": inside a dialog, the dialog's own close button has that name. */}
      <button type="button" aria-label={t`Skrýt oznámení`} onClick={() => dismiss(alert.id)}>
        ×
      </button>
    </StyledAlert>
  );
}

/**
 * Where the alerts are: in the page, or inside the modal dialog on top while it shows an alert that came
 * while it was open (a failure that keeps a form dialog open); outside it, the dialog would cover the
 * alert and make it inert. The element moves, not the React tree, so an alert moving out when its
 * dialog closes keeps its clock. It goes into a dialog only while needed, so a dialog's own status
 * messages stay the only ones in it otherwise. Returns the dialog it is in, or null for the page.
 */
function useAlertPlacement(container: HTMLElement, alerts: readonly Alert[]): HTMLDialogElement | null {
  const [layer, setLayer] = useState<HTMLDialogElement | null>(null);
  useLayoutEffect(() => {
    const place = () => {
      const top = topModalDialog();
      const target = top && useAlertStore.getState().alerts.some((alert) => alert.layer === top) ? top : null;
      const parent = target ?? document.body;
      if (container.parentNode !== parent) parent.appendChild(container);
      setLayer(target);
    };
    place();
    if (!alerts.some((alert) => alert.layer)) return;
    // The dialog closing (or its component unmounting) takes the alerts back into the page.
    const observer = new MutationObserver(place);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, [container, alerts]);
  useEffect(() => () => container.remove(), [container]);
  return layer;
}

/**
 * Renders the alerts; the shell mounts it once. In the page both live regions are always there, because
 * screen readers announce changes inside an existing region, not a region that appears with its text.
 * Inside a dialog only a region with something to say is there: the page's regions are inert behind the
 * modal dialog, so the one in the dialog is the only alert (or status) region a screen reader has, and an
 * empty second one would sit beside the dialog's own messages. A failure arriving in a dialog is still
 * announced: an `alert` region is announced when it appears with its text. (A success while a dialog
 * stays open is rarer: its `status` region appears with the text, which not every reader announces.)
 */
export function AlertHost() {
  const alerts = useAlertStore((s) => s.alerts);
  const [container] = useState(() => document.createElement('div'));
  const layer = useAlertPlacement(container, alerts);
  const of = (type: AlertType) => alerts.filter((a) => a.type === type).map((alert) => <AlertItem key={alert.id} alert={alert} />);
  const hasRegion = (type: AlertType) => layer === null || alerts.some((alert) => alert.type === type);
  // Each region keeps its place in the tree whether or not the other is shown, so its alerts keep their clocks.
  return createPortal(
    <StyledHost>
      {hasRegion('danger') && <StyledRegion role="alert">{of('danger')}</StyledRegion>}
      {hasRegion('success') && <StyledRegion role="status">{of('success')}</StyledRegion>}
    </StyledHost>,
    container,
  );
}
