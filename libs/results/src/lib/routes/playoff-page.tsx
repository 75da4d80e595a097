import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { href, useLocale, usePageTitle, type RouteDependencies } from '@phc/i18n';
import { Heading, TextLink } from '@phc/ui';
import { BracketView } from '../components/bracket-view';
import { found, routeId } from '../components/entity';
import { NotFoundError, QueryBoundary } from '../components/query-boundary';
import { ResultsLayout } from '../components/results-layout';
import { RowsSkeleton } from '../components/skeletons';
import { localized, prefetchCompetition, useCompetition } from '../data/use-competition';
import { buildBracket, parsePlayoffCategory, playoffLetter } from '../logic/bracket-tree';

export const loader = ({ queryClient }: RouteDependencies) => () => {
  prefetchCompetition(queryClient);
  return null;
};

function PlayoffContent() {
  const { t } = useLingui();
  const locale = useLocale();
  const params = useParams();
  const competition = useCompetition();
  const categoryId = routeId(params['categoryId']);
  const category = found(competition.categoryById.get(categoryId));
  const playoff = parsePlayoffCategory(params['playOffId']);
  if (playoff === null) throw new NotFoundError('Unknown playoff');
  const bracket = useMemo(
    () => buildBracket(competition.matches, competition.staticData.groups, competition.staticData.roundLevels, { teamCategoryIds: [categoryId], playoffCategory: playoff }),
    [competition, categoryId, playoff],
  );
  const title = t`Play-off ${playoffLetter(playoff)} – ${localized(category.name, locale)}`;
  usePageTitle(title);
  return (
    <>
      <Heading level={1}>{title}</Heading>
      <p>
        <TextLink to={href('vysledky-kategorie', { categoryId }, locale)}>{localized(category.name, locale)}</TextLink>
        {' · '}
        <TextLink to={href('vysledky-playoff', { categoryId, playOffId: playoff === 1 ? 2 : 1 }, locale)}>{t`Play-off ${playoffLetter(playoff === 1 ? 2 : 1)}`}</TextLink>
      </p>
      <BracketView bracket={bracket} competition={competition} label={title} />
    </>
  );
}

export function Component() {
  const { t } = useLingui();
  return (
    <ResultsLayout>
      <QueryBoundary title={t`Play-off`} skeleton={<RowsSkeleton rows={4} height={96} />}>
        <PlayoffContent />
      </QueryBoundary>
    </ResultsLayout>
  );
}
