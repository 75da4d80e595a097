import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { href, useLocale, usePageTitle, type RouteDependencies } from '@phc/i18n';
import { EmptyState, Heading, TextLink, useTournament } from '@phc/ui';
import { getSportRules } from '@phc/tournaments';
import { found, routeId } from '../components/entity';
import { MatchList } from '../components/match-list';
import { QueryBoundary } from '../components/query-boundary';
import { ResultsLayout } from '../components/results-layout';
import { RowsSkeleton } from '../components/skeletons';
import { StandingsTable } from '../components/standings-table';
import { localized, prefetchCompetition, useCompetition } from '../data/use-competition';
import { sortMatches } from '../logic/draw';

export const loader = ({ queryClient }: RouteDependencies) => () => {
  prefetchCompetition(queryClient);
  return null;
};

function GroupContent() {
  const { t } = useLingui();
  const locale = useLocale();
  const tournament = useTournament();
  const params = useParams();
  const competition = useCompetition();
  const groupId = routeId(params['groupId']);
  const group = found(competition.groupById.get(groupId));
  usePageTitle(t`Skupina ${group.name}`);
  const category = competition.categoryById.get(group.teamCategoryId);
  const level = competition.roundLevelById.get(group.competitionRoundLevelId);
  const standings = competition.standingsOf(groupId);
  const matches = sortMatches(competition.matches.filter((m) => m.competitionGroupId === groupId));
  const sets = getSportRules(tournament.sport).scoresAreSets;

  return (
    <>
      <Heading level={1}>{t`Skupina ${group.name}`}</Heading>
      <p>
        {category && <TextLink to={href('vysledky-kategorie', { categoryId: category.id }, locale)}>{localized(category.name, locale)}</TextLink>}
        {level && ` · ${localized(level.name, locale)}`}
      </p>
      {standings.length > 0 && (
        <section aria-labelledby="table-heading">
          <Heading level={2} id="table-heading">
            <Trans>Tabulka</Trans>
          </Heading>
          <StandingsTable rows={standings} teamName={competition.teamName} sets={sets} caption={t`Tabulka skupiny ${group.name}`} />
        </section>
      )}
      <section aria-labelledby="matches-heading">
        <Heading level={2} id="matches-heading">
          <Trans>Zápasy</Trans>
        </Heading>
        {matches.length ? <MatchList matches={matches} competition={competition} showDay /> : <EmptyState headingLevel={3} title={<Trans>Skupina zatím nemá žádné zápasy</Trans>} />}
      </section>
    </>
  );
}

export function Component() {
  const { t } = useLingui();
  return (
    <ResultsLayout>
      <QueryBoundary title={t`Skupina`} skeleton={<RowsSkeleton rows={6} height={40} />}>
        <GroupContent />
      </QueryBoundary>
    </ResultsLayout>
  );
}
