import { useMemo } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { href, LocaleLink, useLocale, usePageTitle, type RouteDependencies } from '@phc/i18n';
import { Heading, chipRowStyles } from '@phc/ui';
import { BracketView } from '../components/bracket-view';
import { NotFoundError, QueryBoundary } from '../components/query-boundary';
import { ResultsLayout } from '../components/results-layout';
import { RowsSkeleton } from '../components/skeletons';
import { localized, prefetchCompetition, useCompetition } from '../data/use-competition';
import { buildBracket, parsePlayoffCategory, playoffLetter, splitByRoot } from '../logic/bracket-tree';

export const loader = ({ queryClient }: RouteDependencies) => () => {
  prefetchCompetition(queryClient);
  return null;
};

const StyledChoices = styled.ul`
  ${chipRowStyles}
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

function BracketsContent() {
  const { t } = useLingui();
  const locale = useLocale();
  const params = useParams();
  const competition = useCompetition();
  const codes = [...new Set(competition.staticData.teamCategories.map((c) => c.code))];
  const code = params['teamCategory']?.toUpperCase() ?? codes[0];
  const playoff = parsePlayoffCategory(params['playoffCategory']);
  if (playoff === null || (params['teamCategory'] && !codes.includes(code))) throw new NotFoundError('Unknown bracket');
  const categoryIds = competition.staticData.teamCategories.filter((c) => c.code === code).map((c) => c.id);
  const bracket = useMemo(
    () => buildBracket(competition.matches, competition.staticData.groups, competition.staticData.roundLevels, { teamCategoryIds: categoryIds, playoffCategory: playoff }),
    [competition, categoryIds.join(), playoff], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const title = t`Pavouk ${code} – play-off ${playoffLetter(playoff)}`;
  usePageTitle(title);
  return (
    <>
      <Heading level={1}>{title}</Heading>
      <nav aria-label={t`Kategorie a play-off`}>
        <StyledChoices>
          {codes.flatMap((c) =>
            [1, 2].map((p) => (
              <li key={`${c}-${p}`}>
                <LocaleLink to={href('brackets', { teamCategory: c, playoffCategory: p })} aria-current={c === code && p === playoff ? 'page' : undefined}>
                  {t`Kategorie ${c} – play-off ${playoffLetter(p)}`}
                </LocaleLink>
              </li>
            )),
          )}
        </StyledChoices>
      </nav>
      {bracket.roots.length === 0 ? (
        <BracketView bracket={bracket} competition={competition} label={title} />
      ) : (
        splitByRoot(bracket).map((tree) => {
          const first = tree.roots[0].matches[0];
          const category = competition.categoryById.get(competition.categoryOfGroup(first.competitionGroupId) ?? -1);
          const label = category ? localized(category.name, locale) : code;
          return (
            <section key={tree.roots[0].key} aria-label={label}>
              {bracket.roots.length > 1 && <Heading level={2}>{label}</Heading>}
              <BracketView bracket={tree} competition={competition} label={`${title} – ${label}`} headingLevel={bracket.roots.length > 1 ? 3 : 2} />
            </section>
          );
        })
      )}
    </>
  );
}

export function Component() {
  const { t } = useLingui();
  return (
    <ResultsLayout>
      <QueryBoundary title={t`Pavouk`} skeleton={<RowsSkeleton rows={4} height={96} />}>
        <BracketsContent />
      </QueryBoundary>
    </ResultsLayout>
  );
}
