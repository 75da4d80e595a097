import { useMemo } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { href, LocaleLink, useLocale, usePageTitle, type RouteDependencies } from '@phc/i18n';
import { Heading, TextLink, chipRowStyles } from '@phc/ui';
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

const StyledChoices = styled.ul`
  ${chipRowStyles}
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

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
  const name = localized(category.name, locale);
  const title = t`Play-off ${playoffLetter(playoff)} – ${name}`;
  usePageTitle(title);
  // Under the title, "C chlapci · Play-off B" read as this page's subtitle and contradicted it (issue 24):
  // the way back says where it leads, and both play-offs are offered with this one marked as shown.
  return (
    <>
      <Heading level={1}>{title}</Heading>
      <p>
        <TextLink to={href('vysledky-kategorie', { categoryId }, locale)}>{t`Zpět na kategorii ${name}`}</TextLink>
      </p>
      <nav aria-label={t`Play-off kategorie ${name}`}>
        <StyledChoices>
          {[1, 2].map((p) => (
            <li key={p}>
              <LocaleLink to={href('vysledky-playoff', { categoryId, playOffId: p }, locale)} aria-current={p === playoff ? 'page' : undefined}>
                {t`Play-off ${playoffLetter(p)}`}
              </LocaleLink>
            </li>
          ))}
        </StyledChoices>
      </nav>
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
