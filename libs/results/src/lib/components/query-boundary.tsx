import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { isApiError } from '@phc/api-client';
import { EmptyState, ErrorState, FirstPaintGate, Heading, QueryBoundary as SharedQueryBoundary } from '@phc/ui';

/** Thrown by a screen whose id is not in the data (e.g. an old link), shown as "not found". */
export class NotFoundError extends Error {
  readonly status = 404;
}

const isNotFound = (error: unknown) => error instanceof NotFoundError || (isApiError(error) && error.status === 404);

export type QueryBoundaryProps = {
  /** Shown while the data loads: a skeleton in the shape of the page. */
  skeleton: ReactNode;
  /** The page's h1 while loading or failed, so the page always has its main heading. */
  title?: ReactNode;
  children: ReactNode;
};

/**
 * Loading (skeleton), not found and error (with retry) for the data read inside it. On a first visit
 * the skeleton paints first even when the data is already there (FirstPaintGate).
 */
export function QueryBoundary({ skeleton, title, children }: QueryBoundaryProps) {
  const heading = title ? <Heading level={1}>{title}</Heading> : null;
  const fallback = (
    <>
      {heading}
      {skeleton}
    </>
  );
  return (
    <SharedQueryBoundary
      fallback={fallback}
      renderError={(error, retry) => (
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
      <FirstPaintGate fallback={fallback}>{children}</FirstPaintGate>
    </SharedQueryBoundary>
  );
}
