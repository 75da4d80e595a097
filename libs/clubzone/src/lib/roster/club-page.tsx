import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoggedUser } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { useCurrentUser } from '@phc/auth';
import { routeTitles, type RouteName } from '@phc/i18n';
import { Container, EmptyState, ErrorState, Heading, QueryBoundary, Skeleton } from '@phc/ui';
import { useClubOfPage } from './use-club-of-page';

export interface ClubPageProps {
  /** The route whose title heads the page while there is no club to show. */
  routeName: RouteName;
  children: (clubId: number, user: LoggedUser) => ReactNode;
}

/**
 * A club-zone screen of one club (the `{clubId}` in the address, else the current club): its own
 * heading and a clear message when the user has no club, or the club is not theirs or not there.
 */
export function ClubPage({ routeName, children }: ClubPageProps) {
  const { t, i18n } = useLingui();
  const { user } = useCurrentUser({ required: true });
  const clubId = useClubOfPage(user);
  if (!user) return null;
  const title = <Heading level={1}>{i18n._(routeTitles[routeName])}</Heading>;
  return (
    <Container>
      {clubId === null ? (
        <>
          {title}
          <EmptyState title={<Trans>Nespravujete žádný klub</Trans>} />
        </>
      ) : (
        <QueryBoundary
          key={clubId}
          fallback={<Skeleton height={240} />}
          renderError={(error, retry) => (
            <>
              {title}
              <ErrorState message={isApiError(error, 403) ? t`K tomuto klubu nemáte přístup.` : isApiError(error, 404) ? t`Takový klub neexistuje.` : undefined} onRetry={retry} />
            </>
          )}
        >
          {children(clubId, user)}
        </QueryBoundary>
      )}
    </Container>
  );
}
