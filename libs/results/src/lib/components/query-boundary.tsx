import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { isApiError } from '@phc/api-client';
import { EmptyState, ErrorState, Heading } from '@phc/ui';

/** Thrown by a screen whose id is not in the data (e.g. an old link), shown as "not found". */
export class NotFoundError extends Error {
  readonly status = 404;
}

const isNotFound = (error: unknown) => error instanceof NotFoundError || (isApiError(error) && error.status === 404);

type CatcherProps = { onReset: () => void; fallback: (error: unknown, retry: () => void) => ReactNode; children: ReactNode };

class ErrorCatcher extends Component<CatcherProps, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the console for whoever debugs a phone in the hall; the page shows a retry.
    console.warn('results: a read failed', error, info.componentStack);
  }
  retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };
  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}

export type QueryBoundaryProps = {
  /** Shown while the data loads: a skeleton in the shape of the page. */
  skeleton: ReactNode;
  /** The page's h1 while loading or failed, so the page always has its main heading. */
  title?: ReactNode;
  children: ReactNode;
};

/** Loading (skeleton), not found and error (with retry) for the data read inside it. */
export function QueryBoundary({ skeleton, title, children }: QueryBoundaryProps) {
  const heading = title ? <Heading level={1}>{title}</Heading> : null;
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorCatcher
          onReset={reset}
          fallback={(error, retry) => (
            <>
              {heading}
              {isNotFound(error) ? (
                <EmptyState title={<Trans>Nenalezeno</Trans>} description={<Trans>Hledaná položka neexistuje nebo byla odstraněna.</Trans>} />
              ) : (
                <ErrorState onRetry={retry} />
              )}
            </>
          )}
        >
          <Suspense
            fallback={
              <>
                {heading}
                {skeleton}
              </>
            }
          >
            {children}
          </Suspense>
        </ErrorCatcher>
      )}
    </QueryErrorResetBoundary>
  );
}

