/**
 * Who fills a play-off slot ("Vítěz skupiny A", "Poražený semifinále 1") before the server writes the
 * team into the match: the place of a group once all its matches are played, or the winner or loser of
 * a played bracket match (itself resolved the same way). Pure; the team page and the home page's live
 * block both ask "what does this team play next", and a group winner's next match is such a slot.
 */

export interface SlotMatch {
  id: number;
  competitionGroupId: number;
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeTeamCompetitionGroupId: number | null;
  awayTeamCompetitionGroupId: number | null;
  homeSourcePosition: number | null;
  awaySourcePosition: number | null;
  state: 'scheduled' | 'live' | 'finished';
  homeScore: number | null;
  awayScore: number | null;
}

export interface SlotStanding {
  competitionGroupId: number;
  teamId: number;
  position: number;
  /** `lots`: level on every criterion and not drawn yet, so the place is not decided. */
  decidedBy?: string | null;
}

export interface SlotContext<M extends SlotMatch = SlotMatch> {
  matches: readonly M[];
  standings: readonly SlotStanding[];
  /** Whether a group is a bracket round (one match, its winner and loser go on) rather than a table. */
  isBracket: (groupId: number) => boolean;
}

export type SlotSide = 'home' | 'away';

export interface SlotResolver<M extends SlotMatch = SlotMatch> {
  /** The team on a side: the one set, else the one its source decided; null while still open. */
  teamOf: (match: M, side: SlotSide) => number | null;
  /** The matches a team plays, those it reached through a decided slot included. */
  matchesOf: (teamId: number) => M[];
}

export function createSlotResolver<M extends SlotMatch>({ matches, standings, isBracket }: SlotContext<M>): SlotResolver<M> {
  const byGroup = new Map<number, M[]>();
  for (const m of matches) byGroup.set(m.competitionGroupId, [...(byGroup.get(m.competitionGroupId) ?? []), m]);
  const rowsByGroup = new Map<number, SlotStanding[]>();
  for (const r of standings) rowsByGroup.set(r.competitionGroupId, [...(rowsByGroup.get(r.competitionGroupId) ?? []), r]);
  const memo = new Map<string, number | null>();

  const groupPlace = (groupId: number, position: number): number | null => {
    const played = byGroup.get(groupId) ?? [];
    if (played.length === 0 || played.some((m) => m.state !== 'finished')) return null;
    const row = (rowsByGroup.get(groupId) ?? []).find((r) => r.position === position);
    return row && row.decidedBy !== 'lots' ? row.teamId : null;
  };

  const bracketPlace = (groupId: number, position: number, depth: number): number | null => {
    const feeder = byGroup.get(groupId)?.[0];
    if (!feeder || feeder.state !== 'finished' || feeder.homeScore === null || feeder.awayScore === null || feeder.homeScore === feeder.awayScore) return null;
    const homeWon = feeder.homeScore > feeder.awayScore;
    const winnerWanted = position !== 2;
    return resolve(feeder, homeWon === winnerWanted ? 'home' : 'away', depth + 1);
  };

  function resolve(match: M, side: SlotSide, depth: number): number | null {
    const set = side === 'home' ? match.homeTeamId : match.awayTeamId;
    if (set !== null) return set;
    const groupId = side === 'home' ? match.homeTeamCompetitionGroupId : match.awayTeamCompetitionGroupId;
    const position = side === 'home' ? match.homeSourcePosition : match.awaySourcePosition;
    // A tree is a few rounds deep; a cycle in bad data stops here instead of overflowing.
    if (groupId === null || depth > 16) return null;
    const key = `${match.id}:${side}`;
    if (memo.has(key)) return memo.get(key) ?? null;
    const team = isBracket(groupId) ? bracketPlace(groupId, position ?? 1, depth) : position === null ? null : groupPlace(groupId, position);
    memo.set(key, team);
    return team;
  }

  return {
    teamOf: (match, side) => resolve(match, side, 0),
    matchesOf: (teamId) => matches.filter((m) => resolve(m, 'home', 0) === teamId || resolve(m, 'away', 0) === teamId),
  };
}
