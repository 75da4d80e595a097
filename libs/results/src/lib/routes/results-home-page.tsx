import { useMemo } from 'react';
import styled from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { href, LocaleLink, useLocale, usePageTitle, type RouteDependencies } from '@phc/i18n';
import { ButtonLink, EmptyState, Heading } from '@phc/ui';
import { MatchList } from '../components/match-list';
import { QueryBoundary } from '../components/query-boundary';
import { ResultsLayout } from '../components/results-layout';
import { RowsSkeleton } from '../components/skeletons';
import { localized, prefetchCompetition, useCompetition } from '../data/use-competition';
import { favouritesFirst, nextMatch, sortMatches, todaysMatches } from '../logic/draw';
import { useFavouriteTeams } from '../state/favourites-store';

export const loader = ({ queryClient }: RouteDependencies) => () => {
  prefetchCompetition(queryClient);
  return null;
};

const StyledSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledEntries = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

function ResultsHome() {
  const locale = useLocale();
  const competition = useCompetition();
  const favourites = useFavouriteTeams((s) => s.teamIds);
  const now = useMemo(() => new Date(), []);
  const { live, today } = todaysMatches(competition.matches, now);
  const followed = favourites
    .map((teamId) => ({ teamId, next: nextMatch(competition.slots.matchesOf(teamId), now) }))
    .filter((f) => competition.teamById.has(f.teamId));
  const upcomingToday = favouritesFirst(
    // Still to start: those being played are listed just above, under "playing now".
    sortMatches(today.filter((m) => m.state === 'scheduled')),
    (m) => [m.homeTeamId, m.awayTeamId],
    favourites,
  ).slice(0, 8);

  return (
    <>
      {followed.length > 0 && (
        <StyledSection aria-labelledby="followed-heading">
          <Heading level={2} id="followed-heading">
            <Trans>Sledované týmy</Trans>
          </Heading>
          <StyledGrid>
            {followed.map(({ teamId }) => (
              <li key={teamId}>
                <LocaleLink to={href('vysledky-tym', { teamId })}>{competition.teamName(teamId)}</LocaleLink>
              </li>
            ))}
          </StyledGrid>
          {followed.some((f) => f.next) && <MatchList matches={followed.flatMap((f) => (f.next ? [f.next] : []))} competition={competition} showDay highlightTeams={favourites} />}
        </StyledSection>
      )}
      <StyledSection aria-labelledby="categories-heading">
        <Heading level={2} id="categories-heading">
          <Trans>Kategorie</Trans>
        </Heading>
        <StyledGrid>
          {competition.staticData.teamCategories.map((c) => (
            <li key={c.id}>
              <LocaleLink to={href('vysledky-kategorie', { categoryId: c.id })}>{localized(c.name, locale)}</LocaleLink>
            </li>
          ))}
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-labelledby="live-heading">
        <Heading level={2} id="live-heading">
          <Trans>Právě se hraje</Trans>
        </Heading>
        {live.length ? (
          <>
            <MatchList matches={favouritesFirst(live, (m) => [m.homeTeamId, m.awayTeamId], favourites).slice(0, 8)} competition={competition} highlightTeams={favourites} />
            {live.length > 8 && (
              <p>
                <LocaleLink to={href('vysledky-podle-dni')}><Plural value={live.length} one="Právě hraný zápas" few="Všechny # právě hrané zápasy" other="Všech # právě hraných zápasů" /></LocaleLink>
              </p>
            )}
          </>
        ) : (
          <EmptyState headingLevel={3} title={<Trans>Teď se nehraje žádný zápas</Trans>} />
        )}
      </StyledSection>
      <StyledSection aria-labelledby="today-heading">
        <Heading level={2} id="today-heading">
          <Trans>Dnešní zápasy</Trans>
        </Heading>
        {upcomingToday.length ? (
          <MatchList matches={upcomingToday} competition={competition} highlightTeams={favourites} />
        ) : (
          <EmptyState headingLevel={3} title={<Trans>Dnes už se žádné zápasy nehrají</Trans>} />
        )}
        <p>
          <LocaleLink to={href('vysledky-podle-dni')}>
            <Trans>Celý dnešní rozpis</Trans>
          </LocaleLink>
        </p>
      </StyledSection>
    </>
  );
}

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Výsledky a rozpis`);
  return (
    <ResultsLayout>
      <Heading level={1}>
        <Trans>Výsledky a rozpis</Trans>
      </Heading>
      <StyledEntries>
        <ButtonLink to={href('vysledky-podle-dni', {}, useLocale())}>
          <Trans>Rozpis podle dní</Trans>
        </ButtonLink>
        <ButtonLink variant="secondary" to={href('vysledky-podle-hal', {}, useLocale())}>
          <Trans>Rozpis podle hal</Trans>
        </ButtonLink>
      </StyledEntries>
      <QueryBoundary skeleton={<RowsSkeleton rows={6} />}>
        <ResultsHome />
      </QueryBoundary>
    </ResultsLayout>
  );
}
