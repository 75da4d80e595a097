import type { MatchDetail, RosterEntry, StaticData } from '@phc/api-contract';
import type { Locale } from '@phc/i18n';
import { scoreFromEvents, walkoverScore, type MatchScore, type Sport } from '@phc/tournaments';
import { localized, placeName, teamName } from '../protocol/labels';
import { sportEventTypes, sportStages, toScoreEvents } from '../protocol/protocol-model';

export interface ReportEventRow {
  id: number;
  minute: number;
  second: number;
  stage: string;
  team: string;
  type: string;
  player: string;
  assist: string;
}

/** Jersey number first, then by name; leaders after the players. */
export const reportRoster = (roster: readonly RosterEntry[]) =>
  [...roster].sort((a, b) => Number(a.isLeader) - Number(b.isLeader) || (a.jerseyNumber ?? 1000) - (b.jerseyNumber ?? 1000) || a.lastName.localeCompare(b.lastName, 'cs'));

/** Everything the printable report shows, from the public match detail and the static data. */
export function buildReport(sport: Sport, staticData: StaticData, detail: MatchDetail, locale: Locale) {
  const { match, events, roster } = detail;
  const stages = sportStages(sport, staticData.matchStages);
  const types = sportEventTypes(sport, staticData.eventTypes);
  const typeById = new Map(types.map((t) => [t.id, t]));
  const stageById = new Map(stages.map((s) => [s.id, s]));
  const teamById = new Map(staticData.teams.map((t) => [t.id, t]));
  const people = new Map([...roster.homeTeamRoster, ...roster.awayTeamRoster].map((p) => [p.participantId, p]));
  const person = (id: number | null) => {
    const p = id === null ? undefined : people.get(id);
    return p ? `${p.jerseyNumber === null ? '' : `#${p.jerseyNumber} `}${p.lastName} ${p.firstName}` : '';
  };
  const homeName = teamName(teamById.get(match.homeTeamId ?? -1), staticData, locale);
  const awayName = teamName(teamById.get(match.awayTeamId ?? -1), staticData, locale);
  const stageCodeOf = (id: number | null | undefined) => (id == null ? null : (stageById.get(id)?.code ?? null));
  let score: MatchScore = { home: match.homeScore ?? 0, away: match.awayScore ?? 0, byStage: [] };
  if (match.walkOver) {
    const [home, away] = walkoverScore(sport, match.walkOver);
    score = { home, away, byStage: [] };
  } else if (match.homeTeamId !== null && match.awayTeamId !== null) {
    const local = events.map((e) => ({ ...e, clientId: String(e.id), stageId: e.stageId ?? null }));
    score = scoreFromEvents(sport, { homeTeamId: match.homeTeamId, awayTeamId: match.awayTeamId }, toScoreEvents(local, typeById, stageById), {
      currentStageCode: stageCodeOf(match.stageId),
      finished: match.state === 'finished',
    });
  }
  const stageLabel = (code: string | null) => (code === null ? '' : localized(stages.find((s) => s.code === code)?.name, locale) || code);
  const rows: ReportEventRow[] = [...events]
    .sort((a, b) => a.minute * 60 + a.second - (b.minute * 60 + b.second) || a.id - b.id)
    .map((e) => ({
      id: e.id,
      minute: e.minute,
      second: e.second,
      stage: stageLabel(stageCodeOf(e.stageId)),
      team: e.teamId === match.homeTeamId ? homeName : awayName,
      type: localized(typeById.get(e.eventTypeId)?.name, locale),
      player: person(e.participantId),
      assist: person(e.assistParticipantId),
    }));
  return {
    match,
    homeName,
    awayName,
    hallName: placeName(staticData.halls.find((h) => h.id === match.placeId), locale),
    score,
    stageLabel,
    rows,
    homeRoster: reportRoster(roster.homeTeamRoster),
    awayRoster: reportRoster(roster.awayTeamRoster),
    referees: detail.referees,
    protocol: detail.protocol,
    sealedBy: detail.referees.find((r) => r.id === detail.protocol.sealedByRefereeId) ?? null,
  };
}

export type MatchReport = ReturnType<typeof buildReport>;
