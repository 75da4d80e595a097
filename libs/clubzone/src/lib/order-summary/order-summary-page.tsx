import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@phc/api-client';
import { useCurrentUser } from '@phc/auth';
import { href, useLocale, usePageTitle } from '@phc/i18n';
import { ButtonLink, Container, EmptyState, ErrorState, Heading, QueryBoundary, Skeleton, Stack } from '@phc/ui';
import { useClubOfPage } from '../roster/use-club-of-page';
import { orderSummaryQueries } from './order-summary-queries';
import { OrderSummaryView } from './order-summary-view';

/** Loading, empty and error states keep the page's heading (the summary itself brings its own). */
function Titled({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Stack $gap={4}>
      <Heading level={1}>{t`Souhrn objednávky`}</Heading>
      {children}
    </Stack>
  );
}

function OrderSummaryOfClub({ clubId }: { clubId: number }) {
  const { t } = useLingui();
  const { data: summary } = useSuspenseQuery(orderSummaryQueries.summary(clubId));
  usePageTitle(t`Souhrn objednávky – ${summary.club.name}`);
  return <OrderSummaryView summary={summary} />;
}

/** SPEC §4: before approval there is nothing to pay yet; the club zone is where the state shows. */
function NotYetApproved({ clubId }: { clubId: number }) {
  const locale = useLocale();
  return (
    <Titled>
      <EmptyState
      title={<Trans>Souhrn objednávky bude k dispozici po schválení registrace</Trans>}
      description={<Trans>Jakmile pořadatel registraci klubu zpracuje nebo schválí, najdete zde objednané položky a platební údaje.</Trans>}
      action={
        <ButtonLink variant="secondary" to={href('dashboard', { clubId }, locale)}>
          <Trans>Zpět do klubové zóny</Trans>
        </ButtonLink>
      }
      />
    </Titled>
  );
}

function SummaryError({ error, retry, clubId }: { error: unknown; retry: () => void; clubId: number }) {
  const { t } = useLingui();
  if (isApiError(error, 409)) return <NotYetApproved clubId={clubId} />;
  const message = isApiError(error, 403) ? t`K tomuto klubu nemáte přístup.` : isApiError(error, 404) ? t`Takový klub neexistuje.` : undefined;
  return (
    <Titled>
      <ErrorState title={t`Souhrn objednávky se nepodařilo načíst`} message={message} onRetry={isApiError(error) && error.status < 500 ? undefined : retry} />
    </Titled>
  );
}

/** Issue 18 item 8: `/souhrn-objednavky/{clubId?}`, the club's order summary as a printable page of the site. */
export function Component() {
  const locale = useLocale();
  const { user } = useCurrentUser({ required: true });
  const clubId = useClubOfPage(user);
  if (!user) {
    return (
      <Container>
        <Skeleton height={240} />
      </Container>
    );
  }
  if (clubId === null) {
    return (
      <Container>
        <Titled>
          <EmptyState title={<Trans>Nespravujete žádný klub</Trans>} />
        </Titled>
      </Container>
    );
  }
  return (
    <Container>
      <QueryBoundary key={`${clubId}-${locale}`} fallback={<Skeleton height={480} />} renderError={(error, retry) => <SummaryError error={error} retry={retry} clubId={clubId} />}>
        <OrderSummaryOfClub clubId={clubId} />
      </QueryBoundary>
    </Container>
  );
}
