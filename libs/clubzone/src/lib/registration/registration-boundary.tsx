import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { isApiError } from '@phc/api-client';
import { EmptyState, ErrorState, QueryBoundary, Skeleton, Stack } from '@phc/ui';

function renderRegistrationError(error: unknown, retry: () => void): ReactNode {
  if (isApiError(error, 404)) return <EmptyState title={<Trans>Registrace nenalezena</Trans>} description={<Trans>Tento klub nemá registraci nebo neexistuje.</Trans>} />;
  if (isApiError(error, 403)) return <EmptyState title={<Trans>Bez oprávnění</Trans>} description={<Trans>Registraci tohoto klubu může upravovat jen jeho správce.</Trans>} />;
  return <ErrorState onRetry={retry} />;
}

/** The shape of a form while its choices load: a few fields and a button. */
export function FormSkeleton() {
  return (
    <Stack $gap={4} aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <Stack key={i} $gap={2}>
          <Skeleton width="30%" height={18} />
          <Skeleton height={44} />
        </Stack>
      ))}
      <Skeleton width={180} height={44} />
    </Stack>
  );
}

/** Loading (skeleton), not found, forbidden and error with retry for the registration screens. */
export function RegistrationBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryBoundary fallback={<FormSkeleton />} renderError={renderRegistrationError}>
      {children}
    </QueryBoundary>
  );
}
