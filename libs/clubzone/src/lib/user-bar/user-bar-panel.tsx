import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser, useUserBarStore } from '@phc/auth';
import { Button, media, Stack } from '@phc/ui';
import { useAuthActions } from '../account/use-auth-actions';
import { ResetRequestForm } from '../password-reset/reset-request-form';
import { LoginForm } from './login-form';
import { ProfileBox } from './profile-box';
import { StyledLinkButton } from './user-bar-styles';

const StyledDrawer = styled.dialog`
  position: fixed;
  inset: 0 0 0 auto;
  width: min(24rem, 100vw);
  max-width: 100vw;
  height: 100%;
  max-height: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  overflow-y: auto;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  &::backdrop {
    background: ${({ theme }) => theme.colors.backdrop};
  }
  ${media.down('phone')} {
    width: 100vw;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The slide-in user bar (SPEC §2): login and reset modes, then the profile box. A native modal dialog,
 * so focus stays inside and Escape closes it; portalled to the body because on phones the header's
 * menu that holds the trigger may be collapsed.
 */
export default function UserBarPanel() {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { user } = useCurrentUser();
  const mode = useUserBarStore((state) => state.mode);
  const reason = useUserBarStore((state) => state.reason);
  const setMode = useUserBarStore((state) => state.setMode);
  const close = useUserBarStore((state) => state.close);
  const actions = useAuthActions();
  const shown = user ? 'profile' : mode === 'profile' ? 'login' : mode;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [shown]);

  const title = shown === 'login' ? t`Přihlášení` : shown === 'reset' ? t`Zapomenuté heslo` : t`Můj účet`;

  return createPortal(
    <StyledDrawer
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes the panel.
        if (event.target === event.currentTarget) close();
      }}
    >
      <StyledHeader>
        <h2 id={titleId}>{title}</h2>
        <Button variant="ghost" size="sm" aria-label={t`Zavřít`} onClick={close}>
          <span aria-hidden="true">×</span>
        </Button>
      </StyledHeader>
      <StyledBody>
        {shown === 'login' && (
          <Stack $gap={3}>
            {reason === 'loginRequired' && (
              <StyledNote>
                <Trans>Tato stránka je jen pro přihlášené. Po přihlášení na ni budete vráceni.</Trans>
              </StyledNote>
            )}
            <LoginForm
              onLogin={async (body) => {
                await actions.login(body);
                // A protected page asked for the login: it renders in place now, the panel is done.
                if (reason === 'loginRequired') close();
              }}
              onForgotPassword={() => setMode('reset')}
            />
          </Stack>
        )}
        {shown === 'reset' && (
          <Stack $gap={3}>
            <ResetRequestForm onRequest={actions.requestPasswordReset} />
            <StyledLinkButton type="button" onClick={() => setMode('login')}>
              <Trans>Zpět na přihlášení</Trans>
            </StyledLinkButton>
          </Stack>
        )}
        {shown === 'profile' && user && (
          <ProfileBox
            user={user}
            onNavigate={close}
            onLogout={async () => {
              close();
              await actions.logout();
            }}
          />
        )}
      </StyledBody>
    </StyledDrawer>,
    document.body,
  );
}
