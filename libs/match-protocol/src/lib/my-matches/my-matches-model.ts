import type { LiveData, MyMatch, StaticData } from '@phc/api-contract';
import type { Locale } from '@phc/i18n';
import { placeName, teamName } from '../protocol/labels';

export interface MyMatchRow {
  matchId: number;
  homeName: string;
  awayName: string;
  hallName: string;
  day: string;
  time: string;
  state: 'scheduled' | 'live' | 'finished';
  score: string | null;
  /** The whole match (reporter) or only the rosters of these teams (a team leader). */
  protocol: boolean;
  today: boolean;
}

/** The user's editable matches joined with the static and live data, in the server's order but today's first. */
export function myMatchRows(mine: readonly MyMatch[], staticData: StaticData, live: LiveData, locale: Locale, today: string): MyMatchRow[] {
  const matchById = new Map(live.matches.map((m) => [m.id, m]));
  const teamById = new Map(staticData.teams.map((t) => [t.id, t]));
  const hallById = new Map(staticData.halls.map((h) => [h.id, h]));
  const rows: MyMatchRow[] = [];
  for (const entry of mine) {
    const match = matchById.get(entry.matchId);
    if (!match) continue;
    rows.push({
      matchId: match.id,
      homeName: teamName(teamById.get(match.homeTeamId ?? -1), staticData, locale),
      awayName: teamName(teamById.get(match.awayTeamId ?? -1), staticData, locale),
      hallName: placeName(hallById.get(match.placeId), locale),
      day: match.day,
      time: match.time,
      state: match.state,
      score: match.homeScore === null || match.awayScore === null ? null : `${match.homeScore}:${match.awayScore}`,
      protocol: entry.teamIds === null,
      today: match.day === today,
    });
  }
  // Stable: the server's order (by start time) stays within today and the rest.
  return rows.map((row, i) => ({ row, i })).sort((a, b) => Number(b.row.today) - Number(a.row.today) || a.i - b.i).map(({ row }) => row);
}
