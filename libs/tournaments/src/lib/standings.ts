import { getSportRules, matchPoints, walkoverScore, type StandingDecider, type TieBreaker, type WalkoverType } from './sport-rules';
import type { Sport } from './types';

export interface StandingMatch {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  /** Goals, points or (volleyball) sets won; null while not played. */
  homeScore: number | null;
  awayScore: number | null;
  /** A walkover counts with the sport's walkover score whatever the scores say. */
  walkover?: WalkoverType | null;
  /** False keeps a running match out of the table; when omitted, a match with both scores counts. */
  finished?: boolean;
  /** Volleyball: rally points of each set as [home, away], for the point ratio. */
  setPoints?: readonly (readonly [number, number])[];
}

export interface StandingRow {
  teamId: number;
  position: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  /** Goals or basket points; in volleyball sets. */
  scoreFor: number;
  scoreAgainst: number;
  scoreDiff: number;
  /** Classification points. */
  points: number;
  /** Volleyball only: sets (the same as the score) and rally points. */
  setsFor?: number;
  setsAgainst?: number;
  pointsFor?: number;
  pointsAgainst?: number;
  /**
   * The criterion that separated this team from the teams level with it on the first criterion
   * (`tiedWith`); `lots` when nothing did and the order falls back to team id; null when not level.
   */
  decidedBy: StandingDecider | null;
  /** The teams level with this one on the first criterion (points; in volleyball wins). */
  tiedWith: number[];
}

export interface StandingsInput {
  sport: Sport;
  teamIds: readonly number[];
  matches: readonly StandingMatch[];
  /** The tournament's own order; the sport's default (`getSportRules(sport).standings.tieBreakers`) otherwise. */
  tieBreakers?: readonly TieBreaker[];
}

interface Totals {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scoreFor: number;
  scoreAgainst: number;
  points: number;
  rallyFor: number;
  rallyAgainst: number;
}

const emptyTotals = (): Totals => ({ played: 0, won: 0, drawn: 0, lost: 0, scoreFor: 0, scoreAgainst: 0, points: 0, rallyFor: 0, rallyAgainst: 0 });

function resultOf(sport: Sport, match: StandingMatch): [number, number] | null {
  if (match.walkover) return [...walkoverScore(sport, match.walkover)] as [number, number];
  if (match.finished === false || match.homeScore === null || match.awayScore === null) return null;
  return [match.homeScore, match.awayScore];
}

/** Totals of each team over the given matches: all of the group, or only those among tied teams. */
function totals(sport: Sport, teamIds: readonly number[], matches: readonly StandingMatch[]): Map<number, Totals> {
  const points = getSportRules(sport).standings.points;
  const table = new Map(teamIds.map((id) => [id, emptyTotals()]));
  for (const match of matches) {
    const home = table.get(match.homeTeamId);
    const away = table.get(match.awayTeamId);
    const result = resultOf(sport, match);
    if (!home || !away || !result || match.homeTeamId === match.awayTeamId) continue;
    const sides = [
      { row: home, scored: result[0], conceded: result[1], side: 0, forfeited: match.walkover === 'away' || match.walkover === 'both' },
      { row: away, scored: result[1], conceded: result[0], side: 1, forfeited: match.walkover === 'home' || match.walkover === 'both' },
    ] as const;
    for (const { row, scored, conceded, side, forfeited } of sides) {
      row.played++;
      row.scoreFor += scored;
      row.scoreAgainst += conceded;
      // A walkover against both is 0:0 yet no draw: both sides lost it.
      if (match.walkover === 'both' || scored < conceded) row.lost++;
      else if (scored > conceded) row.won++;
      else row.drawn++;
      row.points += matchPoints(points, scored, conceded, forfeited);
      for (const set of match.setPoints ?? []) {
        row.rallyFor += set[side];
        row.rallyAgainst += set[1 - side];
      }
    }
  }
  return table;
}

/** Nothing conceded beats any finite ratio; nothing played at all ranks as 0. */
const ratio = (won: number, lost: number) => (lost === 0 ? (won === 0 ? 0 : Number.POSITIVE_INFINITY) : won / lost);

/** The value a criterion ranks by (higher is better), from the group totals and the head-to-head totals. */
function valueOf(criterion: TieBreaker, all: Totals, h2h: Totals): number {
  switch (criterion) {
    case 'points':
      return all.points;
    case 'won':
      return all.won;
    case 'scoreDiff':
      return all.scoreFor - all.scoreAgainst;
    case 'scoreFor':
      return all.scoreFor;
    case 'setRatio':
      return ratio(all.scoreFor, all.scoreAgainst);
    case 'pointRatio':
      return ratio(all.rallyFor, all.rallyAgainst);
    case 'h2hPoints':
      return h2h.points;
    case 'h2hScoreDiff':
      return h2h.scoreFor - h2h.scoreAgainst;
    case 'h2hScoreFor':
      return h2h.scoreFor;
  }
}

const isHeadToHead = (criterion: TieBreaker) => criterion.startsWith('h2h');

/** Splits teams into runs of equal value, best first (a comparator safe for Infinity). */
function bucketsBy(teams: readonly number[], value: (teamId: number) => number): number[][] {
  const scored = teams.map((teamId) => ({ teamId, value: value(teamId) })).sort((a, b) => (a.value === b.value ? 0 : a.value > b.value ? -1 : 1));
  const buckets: { value: number; teams: number[] }[] = [];
  for (const { teamId, value: v } of scored) {
    const last = buckets[buckets.length - 1];
    if (last && last.value === v) last.teams.push(teamId);
    else buckets.push({ value: v, teams: [teamId] });
  }
  return buckets.map((b) => b.teams);
}

interface Ranked {
  teamId: number;
  decidedBy: StandingDecider;
}

interface RankContext {
  sport: Sport;
  matches: readonly StandingMatch[];
  all: Map<number, Totals>;
  /** Where a tie that a head-to-head criterion only partly broke starts over. */
  restart: readonly TieBreaker[];
}

/**
 * Orders teams level on everything before `criteria[0]`. Head-to-head criteria count only the matches
 * among the teams still level, so when one splits a tie, each smaller tie starts over from the first
 * head-to-head criterion among just its own teams (IHF, IFF, FIBA, UEFA).
 */
function rank(teams: readonly number[], criteria: readonly TieBreaker[], context: RankContext): Ranked[] {
  if (criteria.length === 0) {
    // Drawing lots is the organiser's job; a fixed order by id stands in meanwhile.
    return [...teams].sort((a, b) => a - b).map((teamId) => ({ teamId, decidedBy: 'lots' }));
  }
  const [criterion, ...rest] = criteria;
  const subset = new Set(teams);
  const h2h = isHeadToHead(criterion)
    ? totals(context.sport, teams, context.matches.filter((m) => subset.has(m.homeTeamId) && subset.has(m.awayTeamId)))
    : context.all;
  const buckets = bucketsBy(teams, (teamId) => valueOf(criterion, context.all.get(teamId) as Totals, h2h.get(teamId) as Totals));
  if (buckets.length === 1) return rank(teams, rest, context);
  return buckets.flatMap((bucket) =>
    bucket.length === 1 ? [{ teamId: bucket[0], decidedBy: criterion }] : rank(bucket, isHeadToHead(criterion) ? context.restart : rest, context),
  );
}

/**
 * The group table: finished matches and walkovers count, teams are ordered by the sport's tie-breakers
 * (or the tournament's own), and each row says what decided its place so the web can explain it.
 */
export function computeStandings(input: StandingsInput): StandingRow[] {
  const criteria = input.tieBreakers ?? getSportRules(input.sport).standings.tieBreakers;
  const teamIds = [...new Set(input.teamIds)];
  const all = totals(input.sport, teamIds, input.matches);
  const [first, ...rest] = criteria;
  const context: RankContext = { sport: input.sport, matches: input.matches, all, restart: rest };

  // Over all the group's matches, head-to-head values are the plain totals.
  const groups = first === undefined ? [teamIds] : bucketsBy(teamIds, (teamId) => valueOf(first, all.get(teamId) as Totals, all.get(teamId) as Totals));
  const ordered = groups.flatMap((group): Pick<StandingRow, 'teamId' | 'decidedBy' | 'tiedWith'>[] =>
    group.length === 1
      ? [{ teamId: group[0], decidedBy: null, tiedWith: [] }]
      : rank(group, first === undefined ? [] : rest, context).map((r) => ({ ...r, tiedWith: group.filter((id) => id !== r.teamId).sort((a, b) => a - b) })),
  );

  const volleyball = getSportRules(input.sport).scoresAreSets;
  return ordered.map(({ teamId, decidedBy, tiedWith }, index) => {
    const t = all.get(teamId) as Totals;
    const row: StandingRow = {
      teamId,
      position: index + 1,
      played: t.played,
      won: t.won,
      drawn: t.drawn,
      lost: t.lost,
      scoreFor: t.scoreFor,
      scoreAgainst: t.scoreAgainst,
      scoreDiff: t.scoreFor - t.scoreAgainst,
      points: t.points,
      decidedBy,
      tiedWith,
    };
    return volleyball ? { ...row, setsFor: t.scoreFor, setsAgainst: t.scoreAgainst, pointsFor: t.rallyFor, pointsAgainst: t.rallyAgainst } : row;
  });
}
