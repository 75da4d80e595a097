import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorState } from '@phc/ui';

type CatchProps = { onReset: () => void; children: ReactNode };

/** Catches a failed read below it and offers a retry that refetches it (React has no hook for this). */
class CatchQueryError extends Component<CatchProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('map: a read failed', error, info.componentStack);
  }

  private retry = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <ErrorState onRetry={this.retry} /> : this.props.children;
  }
}

export type QueryBoundaryProps = { fallback: ReactNode; children: ReactNode };

/** Skeleton while the page's reads load, an error state with "try again" when one fails. */
export function QueryBoundary({ fallback, children }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <CatchQueryError onReset={reset}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </CatchQueryError>
      )}
    </QueryErrorResetBoundary>
  );
}
