import { lazy, Suspense, useEffect } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { queryKeys, startKeepAlive } from '@phc/api-client';
import { useCurrentUser, useUserBarStore } from '@phc/auth';
import { lazyWithCatalog, validationCatalog } from '@phc/i18n';
import { clubzoneCatalog } from '../catalog';

// The panel (forms, validation, profile box) is downloaded on the first open only, with its
// catalogs: this trigger is on every page, its messages are in the core catalog.
const UserBarPanel = lazy(lazyWithCatalog([clubzoneCatalog, validationCatalog], () => import('./user-bar-panel').then((m) => m.default)));

const StyledTrigger = styled.button`
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** While a user is logged in: GET /admin/ now and every 5 minutes keeps the session warm, errors ignored (SPEC §7, §9). */
function KeepAlive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    fetch('/admin/', { credentials: 'same-origin' }).catch(() => undefined);
    return startKeepAlive({ isLoggedIn: () => !!queryClient.getQueryData(queryKeys.me) });
  }, [queryClient]);
  return null;
}

/** The header's user bar slot: a button that opens the slide-in panel (login, reset, profile box). */
export function UserBar() {
  const { t } = useLingui();
  const { user, pending } = useCurrentUser();
  const open = useUserBarStore((state) => state.open);
  const show = useUserBarStore((state) => state.show);

  return (
    <>
      <StyledTrigger type="button" aria-haspopup="dialog" aria-expanded={open} aria-busy={pending || undefined} onClick={() => show(user ? 'profile' : 'login')} title={user ? t`Můj účet` : undefined}>
        {user ? `${user.firstName} ${user.lastName}` : <Trans>Přihlásit se</Trans>}
      </StyledTrigger>
      {user && <KeepAlive />}
      {open && (
        <Suspense fallback={null}>
          <UserBarPanel />
        </Suspense>
      )}
    </>
  );
}
