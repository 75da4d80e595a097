import { useEffect } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { configValue, type Club, type LoggedUser } from '@phc/api-contract';
import { isApiError, webQueries } from '@phc/api-client';
import { canManageClub, canRegisterNewClub, currentClubId, isOrderSummaryAvailable, profileLinks, useCurrentUser, useUserBarStore } from '@phc/auth';
import { href, LocaleLink, useLocale, usePageTitle, type RouteDependencies } from '@phc/i18n';
import { clubTeamName } from '@phc/tournaments';
import { Badge, ButtonLink, Card, Container, EmptyState, ErrorState, Heading, QueryBoundary, Skeleton, Stack } from '@phc/ui';
import { clubzoneQueries } from '../account/club-queries';
import { TransfersSection } from '../transfers/transfers-section';
import { ProtocolPins } from './protocol-pins';
import { ClubOverview } from './club-overview';
import { LedTeams } from './led-teams';
import { TrainingsSummary } from './trainings-summary';

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  h1 {
    margin: 0;
  }
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const StyledTeams = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledLinks = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  li {
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    display: flex;
    align-items: center;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

function DashboardSkeleton() {
  return (
    <Stack $gap={3} aria-busy="true">
      <Skeleton height={40} width="60%" />
      <Skeleton height={48} />
      <Skeleton height={160} />
    </Stack>
  );
}

function RegistrationStateBadge({ state }: { state: Club['registrationState'] }) {
  if (state === 'approved')
    return (
      <Badge variant="success">
        <Trans>Registrace schválena</Trans>
      </Badge>
    );
  if (state === 'processed')
    return (
      <Badge variant="primary">
        <Trans>Registrace zpracována</Trans>
      </Badge>
    );
  return (
    <Badge variant="warning">
      <Trans>Registrace čeká na schválení</Trans>
    </Badge>
  );
}

export function Dashboard({ clubId, user }: { clubId: number; user: LoggedUser }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: club } = useSuspenseQuery(clubzoneQueries.club(clubId));
  const { data: enums } = useSuspenseQuery(webQueries.enums());
  const configurations = enums.configurations;
  usePageTitle(club.name);

  const links = profileLinks({ user, configurations, now: new Date(), club: { id: club.id, registrationState: club.registrationState } });
  const clubLinks: { key: string; to: string; label: string }[] = [];
  if (links.includes('roster')) clubLinks.push({ key: 'roster', to: href('soupiska', {}, locale), label: t`Soupiska` });
  if (links.includes('rosterSuperReporter') && !links.includes('roster')) clubLinks.push({ key: 'rosterAny', to: href('soupiska-clubId', { clubId }, locale), label: t`Soupiska klubu` });
  if (links.includes('myRegistration')) clubLinks.push({ key: 'registration', to: href('registrace-clubId', { clubId }, locale), label: t`Moje registrace` });
  if (links.includes('teamRequests')) clubLinks.push({ key: 'requests', to: href('zadosti-clubId-tym', { clubId }, locale), label: t`Žádosti o výjimky` });
  if (links.includes('teamLeaders')) clubLinks.push({ key: 'leaders', to: href('team-leaders-clubId', { clubId }, locale), label: t`Vedoucí týmů` });
  if (links.includes('trainingJoinRequests')) clubLinks.push({ key: 'join', to: href('training-join-requests-clubId-received', { clubId }, locale), label: t`Žádosti o přátelská utkání` });

  return (
    <Stack $gap={5}>
      <StyledHead>
        <Heading level={1}>{club.name}</Heading>
        <RegistrationStateBadge state={club.registrationState} />
      </StyledHead>
      {isOrderSummaryAvailable(club.registrationState) && (
        <p>
          <a href={href('souhrn-objednavky-clubId', { clubId: club.id }, locale)} target="_blank" rel="noopener">
            <Trans>Souhrn objednávky (otevře se v novém okně)</Trans>
          </a>
        </p>
      )}
      <StyledGrid>
        <Stack $gap={5}>
          <section aria-labelledby="teams-heading">
            <Heading level={2} id="teams-heading">
              <Trans>Týmy</Trans>
            </Heading>
            {club.teams.length === 0 ? (
              <EmptyState headingLevel={3} title={<Trans>Klub zatím nemá žádný tým</Trans>} />
            ) : (
              <StyledTeams>
                {club.teams.map((team) => (
                  <li key={team.id}>{clubTeamName(club.name, team, locale)}</li>
                ))}
              </StyledTeams>
            )}
          </section>
          {configValue(configurations, 'show_transfers') === true && (
            <QueryBoundary fallback={<Skeleton height={120} />}>
              <TransfersSection clubId={club.id} configurations={configurations} canWrite={canManageClub(user, club.id)} />
            </QueryBoundary>
          )}
        </Stack>
        <Stack $gap={5}>
          {clubLinks.length > 0 && (
            <Card as="nav" aria-labelledby="club-links-heading">
              <Heading level={2} id="club-links-heading">
                <Trans>Správa klubu</Trans>
              </Heading>
              <StyledLinks>
                {clubLinks.map((link) => (
                  <li key={link.key}>
                    <LocaleLink to={link.to}>{link.label}</LocaleLink>
                  </li>
                ))}
              </StyledLinks>
            </Card>
          )}
          <LedTeams />
          <ClubOverview
            club={club}
            enums={enums}
            links={{
              roster: clubLinks.find((l) => l.key === 'roster' || l.key === 'rosterAny')?.to,
              requests: clubLinks.find((l) => l.key === 'requests')?.to,
              leaders: clubLinks.find((l) => l.key === 'leaders')?.to,
              joinRequests: clubLinks.find((l) => l.key === 'join')?.to,
            }}
          />
          {configValue(configurations, 'show_trainings') === true && <TrainingsSummary clubId={club.id} />}
          <ProtocolPins clubId={club.id} clubName={club.name} teams={club.teams} />
        </Stack>
      </StyledGrid>
    </Stack>
  );
}

/** SPEC §2 `/dashboard` and `/dashboard/{clubId}`: the club zone's home (teams, registration state, transfers, trainings). */
export function Component() {
  const { t } = useLingui();
  const locale = useLocale();
  const params = useParams();
  const { user } = useCurrentUser({ required: true });
  const selectedClubId = useUserBarStore((state) => state.selectedClubId);
  const selectClub = useUserBarStore((state) => state.selectClub);
  const { data: enums } = useQuery(webQueries.enums());
  const paramId = Number(params['clubId']);
  const clubId = Number.isInteger(paramId) && paramId > 0 ? paramId : currentClubId({ user, selectedClubId });

  // Opening a club's dashboard makes it the current club of the profile box too.
  useEffect(() => {
    if (Number.isInteger(paramId) && paramId > 0 && paramId !== selectedClubId && user) selectClub(paramId);
  }, [paramId, selectedClubId, selectClub, user]);

  if (!user) return null;
  if (clubId === null) {
    return (
      <Container>
        <Heading level={1}>
          <Trans>Klubová zóna</Trans>
        </Heading>
        <LedTeams />
        <EmptyState
          title={<Trans>Nespravujete žádný klub</Trans>}
          description={<Trans>Klubovou zónu uvidíte, jakmile zaregistrujete klub nebo vám organizátor přidělí správu klubu.</Trans>}
          action={
            canRegisterNewClub({ user, configurations: enums?.configurations ?? [], now: new Date() }) ? (
              <ButtonLink to={href('registrace', {}, locale)}>
                <Trans>Registrovat klub</Trans>
              </ButtonLink>
            ) : undefined
          }
        />
      </Container>
    );
  }
  return (
    <Container>
      <QueryBoundary
        key={`${clubId}-${locale}`}
        fallback={<DashboardSkeleton />}
        renderError={(error, retry) => (
          <ErrorState message={isApiError(error, 403) ? t`K tomuto klubu nemáte přístup.` : isApiError(error, 404) ? t`Takový klub neexistuje.` : undefined} onRetry={retry} />
        )}
      >
        <Dashboard clubId={clubId} user={user} />
      </QueryBoundary>
    </Container>
  );
}

export function loader({ queryClient }: RouteDependencies) {
  return ({ params }: { params: Record<string, string | undefined> }) => {
    const id = Number(params['clubId']);
    // Warm the cache only: the page itself reports a failure (not logged in, no access) in place.
    if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(clubzoneQueries.club(id));
    void queryClient.prefetchQuery(webQueries.enums());
    return null;
  };
}
