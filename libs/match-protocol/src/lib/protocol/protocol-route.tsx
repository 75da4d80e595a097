import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { RouteDependencies } from '@phc/i18n';
import { queries } from '@phc/api-client';
import { Container, ErrorState, QueryBoundary } from '@phc/ui';
import { ProtocolSkeleton } from './protocol-skeleton';

// Two screens behind one route, each its own chunk: the list never loads the protocol's code and back.
const MyMatchesScreen = lazy(() => import('../my-matches/my-matches-screen').then((m) => ({ default: m.MyMatchesScreen })));
const ProtocolScreen = lazy(() => import('./protocol-screen').then((m) => ({ default: m.ProtocolScreen })));

const matchIdOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export const loader =
  ({ queryClient }: RouteDependencies) =>
  ({ params }: { params: Record<string, string | undefined> }) => {
    void queryClient.ensureQueryData(queries.static()).catch(() => undefined);
    const id = matchIdOf(params['matchId']);
    if (id !== null) void queryClient.ensureQueryData(queries.match(id, { uncached: true })).catch(() => undefined);
    return null;
  };

export function Component() {
  const { t } = useLingui();
  const raw = useParams()['matchId'];
  const matchId = matchIdOf(raw);
  return (
    <Container>
      <QueryBoundary fallback={<ProtocolSkeleton />}>
        <Suspense fallback={<ProtocolSkeleton />}>
          {raw !== undefined && matchId === null ? <ErrorState title={t`Zápas nenalezen`} message={t`Adresa neobsahuje platné číslo zápasu.`} /> : matchId === null ? <MyMatchesScreen /> : <ProtocolScreen matchId={matchId} />}
        </Suspense>
      </QueryBoundary>
    </Container>
  );
}
