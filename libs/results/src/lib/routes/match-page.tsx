import { useParams } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { queries } from '@phc/api-client';
import { useCurrentUser } from '@phc/auth';
import { href, LocaleLink, type RouteDependencies } from '@phc/i18n';
import { routeId } from '../components/entity';
import { MatchView } from '../components/match-view';
import { QueryBoundary } from '../components/query-boundary';
import { ResultsLayout } from '../components/results-layout';
import { RowsSkeleton } from '../components/skeletons';
import { prefetchCompetition, useCompetition } from '../data/use-competition';
import { useMatchEditing } from '../data/use-match-editing';

export const loader =
  ({ queryClient }: RouteDependencies) =>
  ({ params }: { params: Record<string, string | undefined> }) => {
    prefetchCompetition(queryClient);
    const id = Number(params['matchId']);
    if (Number.isSafeInteger(id) && id > 0) void queryClient.ensureQueryData(queries.match(id)).catch(() => undefined);
    return null;
  };

const StyledLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * The printable report for everyone; the protocol only for whoever may edit the match (the walkover
 * rule: super admin, super reporter, the hall's reporter), as the server refuses everybody else.
 */
function MatchLinks({ matchId }: { matchId: number }) {
  const { user } = useCurrentUser();
  const editable = useMatchEditing(user)(matchId);
  return (
    <StyledLinks>
      {editable && (
        <LocaleLink to={href('zapasovy-protokol', { matchId })}>
          <Trans>Protokol</Trans>
        </LocaleLink>
      )}
      <LocaleLink to={href('zapis-o-utkani', { matchId })}>
        <Trans>Zápis o utkání</Trans>
      </LocaleLink>
    </StyledLinks>
  );
}

function MatchContent({ rostersOnly }: { rostersOnly: boolean }) {
  const params = useParams();
  const competition = useCompetition();
  const matchId = routeId(params['matchId']);
  return (
    <>
      <MatchView matchId={matchId} competition={competition} rostersOnly={rostersOnly} />
      <MatchLinks matchId={matchId} />
    </>
  );
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
