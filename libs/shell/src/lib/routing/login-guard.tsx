import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useCurrentUser, useUserBarStore } from '@phc/auth';
import { Button, Container, Heading, Skeleton, Stack } from '@phc/ui';

/**
 * A protected screen (route handle `requiresLogin`): an anonymous visitor stays on its address, the
 * user bar opens in login mode, and after logging in the screen renders in place — back where they
 * wanted to go, without a redirect to lose the path.
 */
export function LoginGuard({ children }: { children: ReactNode }) {
  const { user, pending } = useCurrentUser({ required: true });
  const show = useUserBarStore((state) => state.show);
  const anonymous = !pending && !user;

  useEffect(() => {
    if (anonymous) show('login', 'loginRequired');
  }, [anonymous, show]);

  if (pending) {
    return (
      <Container>
        <Stack $gap={3} aria-busy="true">
          <Skeleton height={40} width="60%" />
          <Skeleton height={120} />
        </Stack>
      </Container>
    );
  }
  if (!user) {
    return (
      <Container>
        <Stack $gap={3} $align="flex-start">
          <Heading level={1}>
            <Trans>Pro tuto stránku se přihlaste</Trans>
          </Heading>
          <p>
            <Trans>Klubová zóna je jen pro přihlášené uživatele. Po přihlášení budete pokračovat zde.</Trans>
          </p>
          <Button onClick={() => show('login', 'loginRequired')}>
            <Trans>Přihlásit se</Trans>
          </Button>
        </Stack>
      </Container>
    );
  }
  return <>{children}</>;
}

export function withLoginGuard(Component: ComponentType): ComponentType {
  function Guarded() {
    return (
      <LoginGuard>
        <Component />
      </LoginGuard>
    );
  }
  return Guarded;
}
