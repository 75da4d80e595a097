import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorState } from './feedback';

type CatcherProps = { onReset: () => void; renderError: (error: unknown, retry: () => void) => ReactNode; children: ReactNode };

/** React has no hook for catching render errors: a class is the only way. */
class ErrorCatcher extends Component<CatcherProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the console for whoever debugs a phone in the hall; the page itself offers a retry.
    console.warn('a read failed', error, info.componentStack);
  }

  private retry = () => {
    this.props.onReset();
    this.setState({ error: null, failed: false });
  };

  override render() {
    return this.state.failed ? this.props.renderError(this.state.error, this.retry) : this.props.children;
  }
}

const defaultRenderError = (_error: unknown, retry: () => void) => <ErrorState onRetry={retry} />;

export type QueryBoundaryProps = {
  /** Shown while the reads below load: a skeleton in the shape of what comes. */
  fallback: ReactNode;
  /** What a failed read shows instead; by default the error state with "try again", which refetches. */
  renderError?: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
};

/** Loading, and an error with a retry that refetches, for the suspending reads (`useSuspenseQuery`) below it. */
export function QueryBoundary({ fallback, renderError = defaultRenderError, children }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorCatcher onReset={reset} renderError={renderError}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </ErrorCatcher>
      )}
    </QueryErrorResetBoundary>
  );
}
