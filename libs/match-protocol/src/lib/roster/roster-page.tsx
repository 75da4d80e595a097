import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useSuspenseQueries } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { configValue, type LoggedUser, type MatchDetail, type StaticData, type TeamRosterCandidates } from '@phc/api-contract';
import { isApiError, queries, rosterQueries } from '@phc/api-client';
import { useCurrentUser } from '@phc/auth';
import { formatDate, href, LocaleLink, useLocale, usePageTitle, type Locale, type RouteDependencies } from '@phc/i18n';
import { getSportRules } from '@phc/tournaments';
import { teamName } from '../protocol/labels';
import { Container, ErrorState, Heading, QueryBoundary, Skeleton, Stack, useTournament } from '@phc/ui';
import { minimumLeaderAge, type RosterContext } from './roster-checks';
import { RefereesEditor } from './referees-editor';
import { NoRosterAccess, TeamRosterEditor } from './team-roster-editor';

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const StyledTitle = styled(Heading)`
  margin: 0 0 ${({ theme }) => theme.space[1]};
`;

const editorRoles = ['ROLE_COMPETITION_REPORTER', 'ROLE_COMPETITION_SUPER_REPORTER', 'ROLE_SUPER_ADMIN'];
/** Who may edit whole matches (SPEC §6); the server decides per hall, the screen only shapes what it offers. */
const isMatchEditor = (user: LoggedUser) => user.roles.some((r) => editorRoles.includes(r));

/** The match's team as the protocol names it (labels.ts), "TBD" until a slot is filled. */
function teamNameOf(data: StaticData, teamId: number | null, locale: Locale): string {
  const team = data.teams.find((t) => t.id === teamId);
  if (!team) return locale === 'en' ? 'TBD' : '?';
  return teamName(team, data, locale);
}

function RosterSkeleton() {
  return (
    <Stack $gap={3} aria-busy="true">
      <Skeleton height={32} width="70%" />
      <Skeleton height={20} width="50%" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={56} />
      ))}
    </Stack>
  );
}

interface RosterScreenProps {
  matchId: number;
  user: LoggedUser;
}

function rosterContext(side: TeamRosterCandidates, data: StaticData, detail: MatchDetail): RosterContext {
  const team = data.teams.find((t) => t.id === side.teamId);
  const category = data.teamCategories.find((c) => c.id === team?.teamCategoryId);
  const configured = configValue(data.configurations, 'leader_min_age_years');
  return {
    candidates: side.candidates,
    limits: side.limits,
    category: category ? { gender: category.gender, birthYearFrom: category.birthYearFrom } : null,
    year: Number(detail.match.day.slice(0, 4)),
    minimumLeaderAge: minimumLeaderAge(typeof configured === 'number' ? configured : null),
  };
}

function RosterScreen({ matchId, user }: RosterScreenProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const tournament = useTournament();
  const [{ data: detail }, { data: staticData }, { data: candidates }] = useSuspenseQueries({
    queries: [queries.match(matchId, { uncached: true }), queries.static(), rosterQueries.rosterCandidates(matchId)],
  });
  const { match } = detail;
  const home = teamNameOf(staticData, match.homeTeamId, locale);
  const away = teamNameOf(staticData, match.awayTeamId, locale);
  usePageTitle(t`Soupiska: ${home} – ${away}`);
  const hall = staticData.halls.find((h) => h.id === match.placeId);
  const hallName = hall?.translations.find((tr) => tr.locale === locale)?.name ?? hall?.translations[0]?.name ?? '';
  const editor = isMatchEditor(user);
  const superAdmin = user.roles.includes('ROLE_SUPER_ADMIN');
  const sealed = detail.protocol.sealedAt !== null && !superAdmin;
  const captainAndGoalkeeper = getSportRules(tournament.sport).captainAndGoalkeeperEditable;
  const sides = [
    { side: candidates.home, name: home, saved: detail.roster.homeTeamRoster },
    { side: candidates.away, name: away, saved: detail.roster.awayTeamRoster },
  ];

  return (
    <Stack $gap={5}>
      <StyledHeader>
        <p>
          <strong>
            {home} – {away}
          </strong>
        </p>
        <p>
          {formatDate(match.day, locale)} {match.time}
          {hallName && ` · ${hallName}`}
        </p>
        {editor && (
          <p>
            <LocaleLink to={href('zapasovy-protokol', { matchId }, locale)}>
              <Trans>Zápasový protokol</Trans>
            </LocaleLink>
          </p>
        )}
      </StyledHeader>
      {sides.map(({ side, name, saved }) =>
        side ? (
          <TeamRosterEditor
            key={side.teamId}
            match={match}
            teamName={name}
            data={side}
            context={rosterContext(side, staticData, detail)}
            captainAndGoalkeeper={captainAndGoalkeeper}
            mayCorrectConfirmed={editor}
            sealed={sealed}
            refereesMissing={editor && detail.referees.length === 0}
            copiedFromPrevious={saved.length === 0 && side.candidates.some((c) => c.selected)}
          />
        ) : null,
      )}
      {editor && (
        <QueryBoundary fallback={<Skeleton height={160} />} renderError={(error, retry) => (isApiError(error, 403) ? null : <ErrorState headingLevel={2} onRetry={retry} />)}>
          <RefereesEditor matchId={matchId} hallId={match.placeId} day={match.day} current={detail.referees} readOnly={sealed} />
        </QueryBoundary>
      )}
    </Stack>
  );
}

/**
 * A replacing redirect. Not react-router's `<Navigate>`: every part of react-router any screen uses
 * lands in the framework chunk of every first load, and `useNavigate` is there already.
 */
function RedirectTo({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => void navigate(to, { replace: true }), [navigate, to]);
  return null;
}

/** SPEC §2 `/zapasova-soupiska/{matchId}`: the match roster of the teams the user may edit, and its referees. */
export function Component() {
  const { t } = useLingui();
  const locale = useLocale();
  const params = useParams();
  const { user, pending } = useCurrentUser({ required: true });
  const matchId = Number(params['matchId']);
  // Without a match the reporter picks one from their matches first.
  if (!Number.isInteger(matchId) || matchId <= 0) return <RedirectTo to={href('zapasovy-protokol', {}, locale)} />;
  const title = (
    <StyledTitle level={1}>
      <Trans>Soupiska zápasu</Trans>
    </StyledTitle>
  );
  if (!user)
    return pending ? (
      <Container>
        {title}
        <RosterSkeleton />
      </Container>
    ) : null;
  return (
    <Container>
      {title}
      <QueryBoundary
        key={`${matchId}-${locale}`}
        fallback={<RosterSkeleton />}
        renderError={(error, retry) =>
          isApiError(error, 403) ? <NoRosterAccess /> : <ErrorState message={isApiError(error, 404) ? t`Takový zápas neexistuje.` : undefined} onRetry={isApiError(error, 404) ? undefined : retry} />
        }
      >
        <RosterScreen matchId={matchId} user={user} />
      </QueryBoundary>
    </Container>
  );
}

export function loader({ queryClient }: RouteDependencies) {
  return ({ params }: { params: Record<string, string | undefined> }) => {
    const id = Number(params['matchId']);
    // Warm the cache only: the page reports a refusal (403) or a failure in place.
    if (Number.isInteger(id) && id > 0) {
      void queryClient.prefetchQuery(rosterQueries.rosterCandidates(id));
      void queryClient.prefetchQuery(queries.match(id, { uncached: true }));
    }
    void queryClient.prefetchQuery(queries.static());
    return null;
  };
}
