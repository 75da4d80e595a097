import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorState } from '@phc/ui';

type CatchProps = { onReset: () => void; describe?: (error: unknown) => ReactNode; children: ReactNode };

/** Catches a failed read below it and offers a retry that refetches it (React has no hook for this). */
class CatchQueryError extends Component<CatchProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('clubzone: a read failed', error, info.componentStack);
  }

  private retry = () => {
    this.props.onReset();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorState message={this.props.describe?.(this.state.error)} onRetry={this.retry} />;
  }
}

export type QueryBoundaryProps = { fallback: ReactNode; describe?: (error: unknown) => ReactNode; children: ReactNode };

/** Skeleton while the section's reads load, an error state with "try again" when one fails. */
export function QueryBoundary({ fallback, describe, children }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <CatchQueryError onReset={reset} describe={describe}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </CatchQueryError>
      )}
    </QueryErrorResetBoundary>
  );
}
