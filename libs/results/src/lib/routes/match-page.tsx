import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { queries } from '@phc/api-client';
import type { RouteDependencies } from '@phc/i18n';
import { routeId } from '../components/entity';
import { MatchView } from '../components/match-view';
import { QueryBoundary } from '../components/query-boundary';
import { ResultsLayout } from '../components/results-layout';
import { RowsSkeleton } from '../components/skeletons';
import { prefetchCompetition, useCompetition } from '../data/use-competition';

export const loader =
  ({ queryClient }: RouteDependencies) =>
  ({ params }: { params: Record<string, string | undefined> }) => {
    prefetchCompetition(queryClient);
    const id = Number(params['matchId']);
    if (Number.isSafeInteger(id) && id > 0) void queryClient.ensureQueryData(queries.match(id)).catch(() => undefined);
    return null;
  };

function MatchContent({ rostersOnly }: { rostersOnly: boolean }) {
  const params = useParams();
  const competition = useCompetition();
  return <MatchView matchId={routeId(params['matchId'])} competition={competition} rostersOnly={rostersOnly} />;
}

/** Shared by the match page and its roster view (`/soupiska`). */
export function MatchScreen({ rostersOnly = false }: { rostersOnly?: boolean }) {
  const { t } = useLingui();
  return (
    <ResultsLayout>
      <QueryBoundary title={t`Zápas`} skeleton={<RowsSkeleton rows={5} height={72} />}>
        <MatchContent rostersOnly={rostersOnly} />
      </QueryBoundary>
    </ResultsLayout>
  );
}

export function Component() {
  return <MatchScreen />;
}
