import { useMemo } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { href, LocaleLink, useLocale, usePageTitle, type RouteDependencies } from '@phc/i18n';
import { calendarFeedPath } from '@phc/api-contract';
import { Button, CalendarLinks, Card, EmptyState, Heading } from '@phc/ui';
import { found, routeId } from '../components/entity';
import { MatchList } from '../components/match-list';
import { QueryBoundary } from '../components/query-boundary';
import { ResultsLayout } from '../components/results-layout';
import { RowsSkeleton } from '../components/skeletons';
import { localized, prefetchCompetition, useCompetition } from '../data/use-competition';
import { sortMatches, upcomingMatch } from '../logic/draw';
import { useFavouriteTeams } from '../state/favourites-store';
import { ShareButton } from '../team-day/share-button';
import { PrintLink } from '../components/print-link';
import { TeamDayList } from '../team-day/team-day-list';

export const loader = ({ queryClient }: RouteDependencies) => () => {
  prefetchCompetition(queryClient);
  return null;
};

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  > [role='region'] {
    flex-basis: 100%;
  }
`;

const StyledSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const StyledGroups = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function TeamContent() {
  const locale = useLocale();
  const params = useParams();
  const competition = useCompetition();
  const teamId = routeId(params['teamId']);
  const team = found(competition.teamById.get(teamId));
  const name = competition.teamName(teamId);
  usePageTitle(name);
  const following = useFavouriteTeams((s) => s.teamIds.includes(teamId));
  const toggle = useFavouriteTeams((s) => s.toggle);
  const now = useMemo(() => new Date(), []);
  // A group winner's round-of-16 match names no team yet, only "Vítěz skupiny …": it is this team's all the same.
  const matches = sortMatches(competition.slots.matchesOf(teamId));
  // Being played and still to come are two things: "next match" never shows the one already on court.
  const playing = matches.find((m) => m.state === 'live');
  const next = upcomingMatch(matches, now);
  const groups = competition.staticData.groups.filter((g) => g.teamIds.includes(teamId));
  const category = competition.categoryById.get(team.teamCategoryId);

  return (
    <>
      <StyledHeader>
        <div>
          <Heading level={1}>{name}</Heading>
          <p>
            {team.club.name}
            {category && ` · ${localized(category.name, locale)}`}
          </p>
        </div>
        <StyledActions>
          <Button variant={following ? 'primary' : 'secondary'} aria-pressed={following} onClick={() => toggle(teamId)}>
            {following ? <Trans>Sledujete</Trans> : <Trans>Sledovat tým</Trans>}
          </Button>
          <ShareButton title={name} />
        </StyledActions>
      </StyledHeader>
      {/* The team's matches in a calendar app. */}
      <CalendarLinks path={calendarFeedPath('team', teamId, locale)} filename={`team-${teamId}.ics`} />
      <PrintLink subject={{ kind: 'team', teamId }} />
      {playing && (
        <StyledSection aria-labelledby="playing-heading">
          <Heading level={2} id="playing-heading">
            <Trans>Právě hraje</Trans>
          </Heading>
          <MatchList matches={[playing]} competition={competition} showDay />
        </StyledSection>
      )}
      <StyledSection aria-labelledby="next-heading">
        <Heading level={2} id="next-heading">
          <Trans>Příští zápas</Trans>
        </Heading>
        {next ? <MatchList matches={[next]} competition={competition} showDay /> : <EmptyState headingLevel={3} title={<Trans>Tým už nemá žádný další zápas</Trans>} />}
      </StyledSection>
      {groups.length > 0 && (
        <StyledSection aria-labelledby="groups-heading">
          <Heading level={2} id="groups-heading">
            <Trans>Skupiny</Trans>
          </Heading>
          <StyledGroups>
            {groups.map((group) => {
              const row = competition.standingsOf(group.id).find((r) => r.teamId === teamId);
              return (
                <li key={group.id}>
                  <Card as="div">
                    <LocaleLink to={href('vysledky-skupina', { groupId: group.id })}>{group.name}</LocaleLink>
                    {row && (
                      <p>
                        <Trans>
                          {row.position}. místo, <Plural value={row.points} one="# bod" few="# body" other="# bodů" />, skóre {row.scoreFor}:{row.scoreAgainst}
                        </Trans>
                      </p>
                    )}
                  </Card>
                </li>
              );
            })}
          </StyledGroups>
        </StyledSection>
      )}
      <TeamDayList competition={competition} teamId={teamId} matches={matches} />
    </>
  );
}

export function Component() {
  const { t } = useLingui();
  return (
    <ResultsLayout>
      <QueryBoundary title={t`Tým`} skeleton={<RowsSkeleton rows={6} />}>
        <TeamContent />
      </QueryBoundary>
    </ResultsLayout>
  );
}
