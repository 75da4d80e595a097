import { useMemo } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Match, MatchDetail, RosterEntry } from '@phc/api-contract';
import { queries } from '@phc/api-client';
import { formatDate, formatWeekday, href, LocaleLink, useLocale, usePageTitle } from '@phc/i18n';
import { getSportRules } from '@phc/tournaments';
import { Badge, Card, DataTable, EmptyState, Heading, TableScroll, useTournament } from '@phc/ui';
import { localized, placeName, type Competition } from '../data/use-competition';
import { eventClock } from '../logic/labels';
import { eventsInOrder, scoreByStage } from '../logic/match-detail';
import { useSideLabel } from './match-list';
import { SetEvents } from './set-events';

const StyledScoreboard = styled(Card)`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  text-align: center;
  h1 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  .team {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
  .score {
    font-size: ${({ theme }) => theme.fontSizes.display};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
  .meta {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;


const StyledRosters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    padding-block: ${({ theme }) => theme.space[1]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .number {
    min-width: 2rem;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** Home and away score, walkover and state of a match as a headline. */
function Scoreboard({ match, competition }: { match: Match; competition: Competition }) {
  const { t } = useLingui();
  const locale = useLocale();
  const sideLabel = useSideLabel(competition);
  const home = sideLabel(match, 'home');
  const away = sideLabel(match, 'away');
  const group = competition.groupById.get(match.competitionGroupId);
  const category = group && competition.categoryById.get(group.teamCategoryId);
  const played = match.homeScore !== null && match.awayScore !== null;
  const winner = match.walkOver === 'home' ? home : match.walkOver === 'away' ? away : null;
  usePageTitle(`${home} – ${away}`);
  return (
    <StyledScoreboard>
      <Heading level={1}>
        {home} – {away}
      </Heading>
      <span className="team">{match.homeTeamId ? <LocaleLink to={href('vysledky-tym', { teamId: match.homeTeamId })}>{home}</LocaleLink> : home}</span>
      <span className="score" aria-label={played ? t`Skóre ${match.homeScore} : ${match.awayScore}` : t`Zatím bez výsledku`} data-testid="match-score">
        {played ? `${match.homeScore}:${match.awayScore}` : '–:–'}
      </span>
      <span className="team">{match.awayTeamId ? <LocaleLink to={href('vysledky-tym', { teamId: match.awayTeamId })}>{away}</LocaleLink> : away}</span>
      <div className="meta">
        {match.walkOver ? (
          <Badge variant="warning">{winner ? t`Kontumace ve prospěch ${winner}` : t`Kontumace v neprospěch obou týmů`}</Badge>
        ) : match.state === 'live' ? (
          <Badge variant="live">
            <Trans>Živě</Trans>
          </Badge>
        ) : match.state === 'finished' ? (
          <Badge>
            <Trans>Konec</Trans>
          </Badge>
        ) : null}
        {match.number != null && <span>{t`Zápas ${match.number}`}</span>}
        <span>{`${formatWeekday(match.startsAt, locale)} ${formatDate(match.startsAt, locale)} ${match.time}`}</span>
        <LocaleLink to={`${href('mapa')}?place=${match.placeId}`}>{placeName(competition.hallById.get(match.placeId), locale)}</LocaleLink>
        {group && <LocaleLink to={href('vysledky-skupina', { groupId: group.id })}>{group.name}</LocaleLink>}
        {category && <span>{localized(category.name, locale)}</span>}
      </div>
    </StyledScoreboard>
  );
}

function Roster({ title, entries }: { title: string; entries: readonly RosterEntry[] }) {
  const { t } = useLingui();
  // Volleyball and basketball have no goalkeepers, whatever a roster row says.
  const goalkeepers = getSportRules(useTournament().sport).hasGoalkeeper;
  return (
    <section aria-label={title}>
      <Heading level={3}>{title}</Heading>
      {entries.length === 0 ? (
        <p>
          <Trans>Soupiska zatím není vyplněná.</Trans>
        </p>
      ) : (
        <ol>
          {entries.map((p) => (
            <li key={p.participantId}>
              <span className="number">{p.isLeader ? '' : (p.jerseyNumber ?? '')}</span>
              <span>
                {fullName(p)}
                {p.isLeader && ` (${t`vedoucí`})`}
                {/* A woman's role in its feminine form: "kapitánka", not "kapitán" (English has one word). */}
                {p.isCaptain && ` (${p.gender === 'F' ? t`kapitánka` : t`kapitán`})`}
                {goalkeepers && p.isGoalkeeper && ` (${p.gender === 'F' ? t`brankářka` : t`brankář`})`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function Rosters({ detail, competition }: { detail: MatchDetail; competition: Competition }) {
  const { t } = useLingui();
  const sideLabel = useSideLabel(competition);
  return (
    <StyledSection aria-labelledby="rosters-heading">
      <Heading level={2} id="rosters-heading">
        <Trans>Soupisky</Trans>
      </Heading>
      <StyledRosters>
        <Roster title={sideLabel(detail.match, 'home')} entries={detail.roster.homeTeamRoster} />
        <Roster title={sideLabel(detail.match, 'away')} entries={detail.roster.awayTeamRoster} />
      </StyledRosters>
      <Heading level={3}>
        <Trans>Rozhodčí</Trans>
      </Heading>
      <p>{detail.referees.length ? detail.referees.map(fullName).join(', ') : t`Rozhodčí zatím nejsou určeni.`}</p>
    </StyledSection>
  );
}

export function useMatchDetail(matchId: number) {
  return useSuspenseQuery(queries.match(matchId)).data;
}

/** The whole match page: scoreboard, score by stage, events, rosters, referees. */
export function MatchView({ matchId, competition, rostersOnly = false }: { matchId: number; competition: Competition; rostersOnly?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const tournament = useTournament();
  const detail = useMatchDetail(matchId);
  const { match } = detail;
  const stages = competition.staticData.matchStages;
  const eventTypes = competition.staticData.eventTypes;
  const ownGoals = useMemo(() => new Set(getSportRules(tournament.sport).eventTypes.filter((e) => e.scoresForOpponent).map((e) => e.code)), [tournament.sport]);
  const byStage = scoreByStage(detail.events, eventTypes, stages, match.homeTeamId, ownGoals);
  const events = eventsInOrder(detail.events);
  const people = new Map([...detail.roster.homeTeamRoster, ...detail.roster.awayTeamRoster].map((p) => [p.participantId, p]));
  const typeById = new Map(eventTypes.map((e) => [e.id, e]));
  const stageById = new Map(stages.map((s) => [s.id, s]));
  const sideLabel = useSideLabel(competition);
  // Volleyball reads by set with the rally score, not as a clock-timed list of points.
  const sets = getSportRules(tournament.sport).scoresAreSets;

  return (
    <>
      <Scoreboard match={match} competition={competition} />
      <p>
        {rostersOnly ? (
          <LocaleLink to={href('vysledky-zapas', { matchId })}>
            <Trans>Průběh zápasu</Trans>
          </LocaleLink>
        ) : (
          <LocaleLink to={href('vysledky-zapas-soupiska', { matchId })}>
            <Trans>Soupisky a rozhodčí</Trans>
          </LocaleLink>
        )}
      </p>
      {!rostersOnly && sets && (
        <StyledSection>
          <SetEvents detail={detail} competition={competition} />
        </StyledSection>
      )}
      {!rostersOnly && !sets && byStage.length > 0 && (
        <StyledSection aria-labelledby="stages-heading">
          <Heading level={2} id="stages-heading">
            <Trans>Skóre podle částí</Trans>
          </Heading>
          <TableScroll>
            <DataTable>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Část</Trans>
                  </th>
                  <th scope="col">{sideLabel(match, 'home')}</th>
                  <th scope="col">{sideLabel(match, 'away')}</th>
                </tr>
              </thead>
              <tbody>
                {byStage.map((s) => (
                  <tr key={s.stageId}>
                    <th scope="row">{localized(stageById.get(s.stageId)?.name, locale)}</th>
                    <td>{s.home}</td>
                    <td>{s.away}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </TableScroll>
        </StyledSection>
      )}
      {!rostersOnly && !sets && (
        <StyledSection aria-labelledby="events-heading">
          <Heading level={2} id="events-heading">
            <Trans>Události</Trans>
          </Heading>
          {events.length === 0 ? (
            <EmptyState headingLevel={3} title={match.walkOver ? <Trans>Zápas skončil kontumací</Trans> : <Trans>Zatím žádné události</Trans>} />
          ) : (
            <TableScroll>
              <DataTable>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Čas</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Událost</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Hráč</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {events.map((event) => {
                    const player = event.participantId === null ? undefined : people.get(event.participantId);
                    const assist = event.assistParticipantId === null ? undefined : people.get(event.assistParticipantId);
                    return (
                      <tr key={event.id}>
                        <td>{eventClock(event.minute, event.second)}</td>
                        <td>
                          {localized(typeById.get(event.eventTypeId)?.name, locale)}
                          <br />
                          <small>{competition.teamName(event.teamId)}</small>
                        </td>
                        <td>
                          {player ? `${player.jerseyNumber !== null ? `${player.jerseyNumber} ` : ''}${fullName(player)}` : ''}
                          {assist && (
                            <>
                              <br />
                              <small>{t`asistence: ${fullName(assist)}`}</small>
                            </>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </DataTable>
            </TableScroll>
          )}
        </StyledSection>
      )}
      <Rosters detail={detail} competition={competition} />
    </>
  );
}
