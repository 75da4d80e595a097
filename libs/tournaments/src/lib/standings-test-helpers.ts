import type { StandingMatch } from './standings';

/** Test helper: a finished match with the given score (ids count up). */
export function matchMaker() {
  let nextId = 1;
  return (home: number, away: number, homeScore: number, awayScore: number, extra: Partial<StandingMatch> = {}): StandingMatch => ({
    id: nextId++,
    homeTeamId: home,
    awayTeamId: away,
    homeScore,
    awayScore,
    finished: true,
    ...extra,
  });
}

/** Test helper: the team ids of table rows in their order. */
export const teamOrder = (rows: readonly { teamId: number }[]) => rows.map((r) => r.teamId);
