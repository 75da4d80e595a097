import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { isApiError } from '@phc/api-client';
import { EmptyState, ErrorState, Skeleton, Stack } from '@phc/ui';

type CatcherProps = { onReset: () => void; children: ReactNode };

class ErrorCatcher extends Component<CatcherProps, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('registration: a read failed', error, info.componentStack);
  }
  retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isApiError(error, 404)) return <EmptyState title={<Trans>Registrace nenalezena</Trans>} description={<Trans>Tento klub nemá registraci nebo neexistuje.</Trans>} />;
    if (isApiError(error, 403)) return <EmptyState title={<Trans>Bez oprávnění</Trans>} description={<Trans>Registraci tohoto klubu může upravovat jen jeho správce.</Trans>} />;
    return <ErrorState onRetry={this.retry} />;
  }
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
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorCatcher onReset={reset}>
          <Suspense fallback={<FormSkeleton />}>{children}</Suspense>
        </ErrorCatcher>
      )}
    </QueryErrorResetBoundary>
  );
}
