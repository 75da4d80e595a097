import { useMemo } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { href, LocaleLink, useLocale, usePageTitle, type RouteDependencies } from '@phc/i18n';
import { ButtonLink, Card, EmptyState, Heading } from '@phc/ui';
import { found, routeId } from '../components/entity';
import { useCategoryAge } from '../components/category-age';
import { QueryBoundary } from '../components/query-boundary';
import { ResultsLayout } from '../components/results-layout';
import { RowsSkeleton } from '../components/skeletons';
import { localized, prefetchCompetition, useCompetition } from '../data/use-competition';
import { playoffLetter } from '../logic/bracket-tree';

export const loader = ({ queryClient }: RouteDependencies) => () => {
  prefetchCompetition(queryClient);
  return null;
};

const StyledGroups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  ul {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
  li {
    padding-block: ${({ theme }) => theme.space[1]};
  }
`;

const StyledAge = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

function CategoryContent() {
  const { t } = useLingui();
  const locale = useLocale();
  const params = useParams();
  const competition = useCompetition();
  const categoryId = routeId(params['categoryId']);
  const category = found(competition.categoryById.get(categoryId));
  const name = localized(category.name, locale);
  usePageTitle(name);
  const age = useCategoryAge(competition.staticData.configurations)(category).text;

  const groups = competition.staticData.groups.filter((g) => g.teamCategoryId === categoryId);
  const levels = useMemo(
    () =>
      competition.staticData.roundLevels
        .filter((r) => !r.isBracket)
        .map((level) => ({ level, groups: groups.filter((g) => g.competitionRoundLevelId === level.id) }))
        .filter((l) => l.groups.length > 0),
    [competition, groups],
  );
  const playoffs = [...new Set(groups.filter((g) => g.playoffCategory !== null && competition.roundLevelById.get(g.competitionRoundLevelId)?.isBracket).map((g) => g.playoffCategory as number))].sort();

  return (
    <>
      <Heading level={1}>{name}</Heading>
      {age && <StyledAge>{age}</StyledAge>}
      <StyledLinks>
        {playoffs.map((p) => (
          <ButtonLink key={p} variant="secondary" to={href('vysledky-playoff', { categoryId, playOffId: p }, locale)}>
            {t`Play-off ${playoffLetter(p)}`}
          </ButtonLink>
        ))}
        <ButtonLink variant="secondary" to={href('vysledky-statistiky', { categoryId }, locale)}>
          <Trans>Statistiky hráčů</Trans>
        </ButtonLink>
        <ButtonLink variant="ghost" to={`${href('vysledky-podle-dni', {}, locale)}?kategorie=${categoryId}`}>
          <Trans>Rozpis kategorie</Trans>
        </ButtonLink>
      </StyledLinks>
      {levels.length === 0 && <EmptyState title={<Trans>Skupiny zatím nejsou rozlosované</Trans>} />}
      {levels.map(({ level, groups: list }) => (
        <section key={level.id} aria-labelledby={`level-${level.id}`}>
          <Heading level={2} id={`level-${level.id}`}>
            {localized(level.name, locale)}
          </Heading>
          <StyledGroups>
            {list.map((group) => (
              <Card key={group.id} as="article" aria-labelledby={`group-${group.id}`}>
                <Heading level={3} id={`group-${group.id}`}>
                  <LocaleLink to={href('vysledky-skupina', { groupId: group.id })}>{group.name}</LocaleLink>
                </Heading>
                <ul aria-label={t`Týmy skupiny ${group.name}`}>
                  {group.teamIds.map((teamId) => (
                    <li key={teamId}>
                      <LocaleLink to={href('vysledky-tym', { teamId })}>{competition.teamName(teamId)}</LocaleLink>
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </StyledGroups>
        </section>
      ))}
    </>
  );
}

export function Component() {
  const { t } = useLingui();
  return (
    <ResultsLayout>
      <QueryBoundary title={t`Kategorie`} skeleton={<RowsSkeleton rows={6} height={120} />}>
        <CategoryContent />
      </QueryBoundary>
    </ResultsLayout>
  );
}
