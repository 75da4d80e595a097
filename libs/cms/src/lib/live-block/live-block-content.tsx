import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Match, Team } from '@phc/api-contract';
import { queries, showsRunningSet, useFavouriteTeams, useRunningSet } from '@phc/api-client';
import { formatTime, formatWeekday, href, LocaleLink, useLocale } from '@phc/i18n';
import { createSlotResolver, getSportRules, teamDisplayName, type SlotResolver } from '@phc/tournaments';
import { ErrorState, Heading, Skeleton, useTournament } from '@phc/ui';
import { planLiveBlock } from '../logic/live-block';

/** Without the live stream (thousands of phones on the home page should not each hold one): a light revalidation. */
const liveRefreshMs = 30_000;

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledMatchLink = styled(LocaleLink)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The score column: the match score, and under it the running set of a volleyball match ("4. set 14:12"). */
const StyledScore = styled.span`
  display: grid;
  justify-items: end;
  font-variant-numeric: tabular-nums;
`;

const StyledRunningSet = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

type TeamsById = ReadonlyMap<number, Team>;

/** The set being played, as the schedule's live cards show it; the block has no live stream, so it revalidates. */
function RunningSet({ match }: { match: Match & { stageId: number } }) {
  const text = useRunningSet(match, useLocale(), liveRefreshMs);
  return text && <StyledRunningSet data-testid="live-set-score">{text}</StyledRunningSet>;
}

function MatchRow({ match, teams, teamOf, note }: { match: Match; teams: TeamsById; teamOf: SlotResolver<Match>['teamOf']; note: string }) {
  const { sport } = useTournament();
  const name = (teamId: number | null) => (teamId === null ? '?' : teamDisplayName(teams.get(teamId)));
  const home = name(teamOf(match, 'home'));
  const away = name(teamOf(match, 'away'));
  const score = match.state === 'live' && match.homeScore !== null && match.awayScore !== null ? `${match.homeScore}:${match.awayScore}` : '';
  return (
    <li>
      <StyledMatchLink to={href('vysledky-zapas', { matchId: match.id })}>
        <span>
          {home} – {away}
        </span>
        <StyledScore>
          <strong>{score}</strong>
          {showsRunningSet(match, getSportRules(sport).scoresAreSets) && <RunningSet match={match} />}
        </StyledScore>
        <small>{note}</small>
      </StyledMatchLink>
    </li>
  );
}

function LiveNow({ live, liveCount, teams, teamOf }: { live: Match[]; liveCount: number; teams: TeamsById; teamOf: SlotResolver<Match>['teamOf'] }) {
  const { t } = useLingui();
  return (
    <div>
      <h3>
        <Trans>Právě se hraje</Trans>
      </h3>
      {live.length === 0 ? (
        <p>
          <Trans>Teď se nehraje žádný zápas.</Trans>
        </p>
      ) : (
        <StyledList>
          {live.map((match) => {
            const start = formatTime(match.startsAt);
            return <MatchRow key={match.id} match={match} teams={teams} teamOf={teamOf} note={t`Živě, začátek v ${start}`} />;
          })}
        </StyledList>
      )}
      {/* All of them are in today's draw; the results overview shows only the first few too. */}
      {liveCount > live.length ? <LocaleLink to={href('vysledky-podle-dni')}>{t`Všech ${liveCount} právě hraných zápasů`}</LocaleLink> : <LocaleLink to={href('vysledky')}>{t`Všechny výsledky`}</LocaleLink>}
    </div>
  );
}

function FollowedNext({ next, done, teams, teamOf }: { next: { teamId: number; match: Match }[]; done: number[]; teams: TeamsById; teamOf: SlotResolver<Match>['teamOf'] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const none = next.length === 0 && done.length === 0;
  return (
    <div>
      <h3>
        <Trans>Vaše týmy</Trans>
      </h3>
      {none && (
        <p>
          <Trans>Zatím nesledujete žádný tým. Najděte ho ve výsledcích a označte hvězdičkou: jeho příští zápas pak uvidíte tady.</Trans>
        </p>
      )}
      {next.length > 0 && (
        <StyledList aria-label={t`Příští zápasy vašich týmů`}>
          {next.map(({ teamId, match }) => {
            const team = teamDisplayName(teams.get(teamId));
            const when = `${formatWeekday(match.startsAt, locale)} ${formatTime(match.startsAt)}`;
            return <MatchRow key={match.id} match={match} teams={teams} teamOf={teamOf} note={t`${team}: příští zápas ${when}`} />;
          })}
        </StyledList>
      )}
      {done.map((teamId) => {
        const team = teamDisplayName(teams.get(teamId));
        return <p key={teamId}>{t`${team}: žádný další zápas`}</p>;
      })}
      {none && <LocaleLink to={href('vysledky')}>{t`Přejít na výsledky`}</LocaleLink>}
    </div>
  );
}

/** The block's content: loads with the block's chunk, near the viewport (live-block.tsx). */
export function LiveBlockContent({ headingId }: { headingId: string }) {
  const { t } = useLingui();
  const live = useQuery({ ...queries.live(), refetchInterval: liveRefreshMs });
  const competition = useQuery(queries.static());
  const followed = useFavouriteTeams((state) => state.teamIds);
  const heading = (
    <Heading level={2} id={headingId}>
      <Trans>Živě a vaše týmy</Trans>
    </Heading>
  );
  if (live.isError || competition.isError) {
    return (
      <>
        {heading}
        <ErrorState
          headingLevel={3}
          title={t`Zápasy se nepodařilo načíst`}
          onRetry={() => {
            void live.refetch();
            void competition.refetch();
          }}
        />
      </>
    );
  }
  if (!live.data || !competition.data) {
    return (
      <>
        {heading}
        <Skeleton height={56} />
        <Skeleton height={56} />
      </>
    );
  }
  const teams = new Map(competition.data.teams.map((team) => [team.id, team]));
  const roundLevels = new Map(competition.data.roundLevels.map((level) => [level.id, level]));
  const groups = new Map(competition.data.groups.map((group) => [group.id, group]));
  const slots = createSlotResolver({
    matches: live.data.matches,
    standings: live.data.groupTeams,
    isBracket: (groupId) => Boolean(roundLevels.get(groups.get(groupId)?.competitionRoundLevelId ?? -1)?.isBracket),
  });
  const plan = planLiveBlock(live.data.matches, followed, undefined, (match, teamId) => slots.teamOf(match, 'home') === teamId || slots.teamOf(match, 'away') === teamId);
  return (
    <>
      {heading}
      <StyledColumns>
        <LiveNow live={plan.live} liveCount={plan.liveCount} teams={teams} teamOf={slots.teamOf} />
        <FollowedNext next={plan.next} done={plan.done} teams={teams} teamOf={slots.teamOf} />
      </StyledColumns>
    </>
  );
}
