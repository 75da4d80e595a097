import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { create } from 'zustand';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';

const StyledDialog = styled.dialog`
  border: 0;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  width: min(32rem, calc(100vw - 2rem));
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  &::backdrop {
    background: rgba(16, 24, 40, 0.55);
  }
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
`;

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  /** Role alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
};

/** A modal on the native <dialog>: focus is trapped by the browser, Escape closes, focus returns to the opener. */
export function Dialog({ open, title, onClose, children, actions, role = 'dialog' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);
  const { t } = useLingui();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);
  return (
    <StyledDialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: let React state decide, so the dialog and the state never disagree.
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <StyledHeader>
            <h2 id={titleId}>{title}</h2>
            <Button variant="ghost" size="sm" aria-label={t`Zavřít`} onClick={onClose}>
              ×
            </Button>
          </StyledHeader>
          {children && <StyledBody>{children}</StyledBody>}
          {actions && <StyledActions>{actions}</StyledActions>}
        </>
      )}
    </StyledDialog>
  );
}

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, danger, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? <Trans>Zrušit</Trans>}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel ?? <Trans>Potvrdit</Trans>}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}

export type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'onConfirm' | 'onCancel'>;

interface ConfirmState {
  request: (ConfirmOptions & { resolve: (ok: boolean) => void }) | null;
  ask: (options: ConfirmOptions) => Promise<boolean>;
  settle: (ok: boolean) => void;
}

const useConfirmStore = create<ConfirmState>((set, get) => ({
  request: null,
  ask: (options) =>
    new Promise<boolean>((resolve) => {
      get().request?.resolve(false);
      set({ request: { ...options, resolve } });
    }),
  settle: (ok) => {
    get().request?.resolve(ok);
    set({ request: null });
  },
}));

/** `const confirm = useConfirm(); if (await confirm({ title })) ...` — needs one <ConfirmHost/> (the shell has it). */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  return useConfirmStore((s) => s.ask);
}

export function ConfirmHost() {
  const request = useConfirmStore((s) => s.request);
  const settle = useConfirmStore((s) => s.settle);
  return (
    <ConfirmDialog
      open={request !== null}
      title={request?.title ?? ''}
      message={request?.message}
      confirmLabel={request?.confirmLabel}
      cancelLabel={request?.cancelLabel}
      danger={request?.danger}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
}
