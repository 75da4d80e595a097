import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';

export type DialogSize = 'sm' | 'md' | 'lg';

const widths: Record<DialogSize, string> = { sm: '24rem', md: '32rem', lg: '48rem' };

const StyledDialog = styled.dialog<{ $size: DialogSize }>`
  border: 0;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  width: min(${({ $size }) => widths[$size]}, calc(100vw - 2 * ${({ theme }) => theme.space[4]}));
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space[4]});
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  &::backdrop {
    background: ${({ theme }) => theme.colors.backdrop};
  }
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
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
  /** Called for the close button, Escape and any other way the browser closes the dialog. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Zrušit / Uložit. */
  actions?: ReactNode;
  /** `alertdialog` for confirmations: the body becomes the dialog's description. */
  role?: 'dialog' | 'alertdialog';
  size?: DialogSize;
};

/**
 * A modal on the native <dialog> (showModal): the browser keeps focus inside and makes the page inert.
 * Focus starts on the first `[data-autofocus]` element (else the browser's choice) and returns to the
 * opener when the dialog closes or unmounts.
 */
export function Dialog({ open, title, onClose, children, actions, role = 'dialog', size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const { t } = useLingui();
  const openRef = useRef(open);
  openRef.current = open;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <StyledDialog
      ref={ref}
      $size={size}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={role === 'alertdialog' && children ? bodyId : undefined}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: React state decides, so the dialog and the state never disagree.
        event.preventDefault();
        onCloseRef.current();
      }}
      onClose={() => {
        // The browser closed it on its own (e.g. a repeated Escape or a form with method="dialog").
        // The event arrives a task later: a close our own effect cleanup did (React's development
        // double run closes and reopens at once) finds the dialog open again and is not the user's.
        if (openRef.current && !ref.current?.open) onCloseRef.current();
      }}
    >
      {open && (
        <>
          <StyledHeader>
            <h2 id={titleId}>{title}</h2>
            <Button variant="ghost" size="sm" aria-label={t`Zavřít`} onClick={() => onCloseRef.current()}>
              <span aria-hidden="true">×</span>
            </Button>
          </StyledHeader>
          {children && <StyledBody id={bodyId}>{children}</StyledBody>}
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
  /** Defaults to "Potvrdit". */
  confirmLabel?: ReactNode;
  /** Defaults to "Zrušit". */
  cancelLabel?: ReactNode;
  /** A destructive action: the confirm button turns red. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an action. Focus starts on "Zrušit", so a stray Enter never confirms. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, danger, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus="">
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
