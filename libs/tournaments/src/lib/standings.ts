import { getSportRules, volleyballPoints, walkoverScore, type TieBreaker, type WalkoverType } from './sport-rules';
import type { Sport } from './types';

export interface StandingMatch {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  /** Goals, points or (volleyball) sets; null while not played. */
  homeScore: number | null;
  awayScore: number | null;
  walkover?: WalkoverType | null;
  finished: boolean;
  /** Volleyball: rally points of each set, for the point ratio. */
  setPoints?: readonly (readonly [number, number])[];
}

export interface StandingRow {
  teamId: number;
  position: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scoreFor: number;
  scoreAgainst: number;
  scoreDiff: number;
  points: number;
  pointsFor: number;
  pointsAgainst: number;
  /** The criterion that separated this team from the ones level with it; null when nobody was level. */
  decidedBy: TieBreaker | 'lots' | null;
  /** The teams this one was level with on points before the tie-break. */
  tiedWith: number[];
}

type Totals = Omit<StandingRow, 'position' | 'decidedBy' | 'tiedWith'>;

function emptyTotals(teamId: number): Totals {
  return { teamId, played: 0, won: 0, drawn: 0, lost: 0, scoreFor: 0, scoreAgainst: 0, scoreDiff: 0, points: 0, pointsFor: 0, pointsAgainst: 0 };
}

function scoreOf(sport: Sport, match: StandingMatch): [number, number] | null {
  if (match.walkover) return [...walkoverScore(sport, match.walkover)] as [number, number];
  if (!match.finished || match.homeScore === null || match.awayScore === null) return null;
  return [match.homeScore, match.awayScore];
}

/** Totals of each team over the given matches (all of the group, or only those among tied teams). */
function totals(sport: Sport, teamIds: readonly number[], matches: readonly StandingMatch[]): Map<number, Totals> {
  const rules = getSportRules(sport);
  const table = new Map(teamIds.map((id) => [id, emptyTotals(id)]));
  for (const match of matches) {
    const home = table.get(match.homeTeamId);
    const away = table.get(match.awayTeamId);
    const score = scoreOf(sport, match);
    if (!home || !away || !score) continue;
    const [h, a] = score;
    const sides: [Totals, number, number, 0 | 1][] = [
      [home, h, a, 0],
      [away, a, h, 1],
    ];
    for (const [row, scored, conceded, side] of sides) {
      row.played++;
      row.scoreFor += scored;
      row.scoreAgainst += conceded;
      row.scoreDiff = row.scoreFor - row.scoreAgainst;
      if (scored > conceded) row.won++;
      else if (scored < conceded) row.lost++;
      else row.drawn++;
      if (rules.scoresAreSets) {
        // A walkover against both sides gives nobody anything.
        if (!(match.walkover === 'both')) row.points += volleyballPoints(scored, conceded);
        for (const set of match.setPoints ?? []) {
          row.pointsFor += set[side];
          row.pointsAgainst += set[1 - side];
        }
      } else if (match.walkover !== 'both') {
        const { win, draw, loss } = rules.standings.points;
        row.points += scored > conceded ? win : scored < conceded ? loss : draw;
      }
    }
  }
  return table;
}

const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? 0 : Number.POSITIVE_INFINITY) : a / b);

/** The value a criterion ranks by (higher is better), from the group totals and the head-to-head totals. */
function valueOf(criterion: TieBreaker, all: Totals, h2h: Totals): number {
  switch (criterion) {
    case 'points':
      return all.points;
    case 'won':
      return all.won;
    case 'scoreDiff':
      return all.scoreDiff;
    case 'scoreFor':
      return all.scoreFor;
    case 'setRatio':
      return ratio(all.scoreFor, all.scoreAgainst);
    case 'pointRatio':
      return ratio(all.pointsFor, all.pointsAgainst);
    case 'h2hPoints':
      return h2h.points;
    case 'h2hScoreDiff':
      return h2h.scoreDiff;
    case 'h2hScoreFor':
      return h2h.scoreFor;
  }
}

interface Ranked {
  teamId: number;
  decidedBy: TieBreaker | 'lots' | null;
}

/**
 * Orders a set of teams level on everything before `criteria[0]`. Head-to-head criteria are computed
 * among exactly the teams still level, so when a criterion splits a tie, each remaining sub-group is
 * ranked again from the first head-to-head criterion (the "recursive" rule of IHF/IFF/FIBA/UEFA).
 */
function rank(sport: Sport, teams: number[], criteria: readonly TieBreaker[], matches: readonly StandingMatch[], all: Map<number, Totals>, restart: readonly TieBreaker[]): Ranked[] {
  if (teams.length === 1) return [{ teamId: teams[0], decidedBy: null }];
  if (criteria.length === 0) {
    // Nothing separates them: a fixed order (by id) stands in for drawing lots.
    return [...teams].sort((a, b) => a - b).map((teamId) => ({ teamId, decidedBy: 'lots' as const }));
  }
  const [criterion, ...rest] = criteria;
  const inSubset = new Set(teams);
  const h2h = totals(sport, teams, criterion.startsWith('h2h') ? matches.filter((m) => inSubset.has(m.homeTeamId) && inSubset.has(m.awayTeamId)) : []);
  const scored = teams.map((teamId) => ({ teamId, value: valueOf(criterion, all.get(teamId) as Totals, h2h.get(teamId) as Totals) }));
  scored.sort((a, b) => b.value - a.value);
  const buckets: number[][] = [];
  for (const entry of scored) {
    const last = buckets[buckets.length - 1];
    if (last && scored.find((s) => s.teamId === last[0])?.value === entry.value) last.push(entry.teamId);
    else buckets.push([entry.teamId]);
  }
  if (buckets.length === 1) return rank(sport, teams, rest, matches, all, restart);
  return buckets.flatMap((bucket) => {
    if (bucket.length === 1) return [{ teamId: bucket[0], decidedBy: criterion }];
    // A smaller tie starts over from head-to-head among just these teams.
    const again = criterion.startsWith('h2h') ? restart : rest;
    return rank(sport, bucket, again, matches, all, restart);
  });
}

/**
 * The group table of SPEC §4/§9: finished matches and walkovers count, ranked by the sport's
 * tie-breakers (or the tournament's own order), each row saying what decided its place.
 */
export function computeStandings(input: { sport: Sport; teamIds: readonly number[]; matches: readonly StandingMatch[]; tieBreakers?: readonly TieBreaker[] }): StandingRow[] {
  const criteria = input.tieBreakers ?? getSportRules(input.sport).standings.tieBreakers;
  const all = totals(input.sport, input.teamIds, input.matches);
  const [first, ...rest] = criteria;
  const primaryValue = (teamId: number) => valueOf(first, all.get(teamId) as Totals, emptyTotals(teamId));

  // Level on the first criterion (points) → ranked together by the rest.
  const sorted = [...input.teamIds].sort((a, b) => primaryValue(b) - primaryValue(a));
  const groups: number[][] = [];
  for (const teamId of sorted) {
    const last = groups[groups.length - 1];
    if (last && primaryValue(last[0]) === primaryValue(teamId)) last.push(teamId);
    else groups.push([teamId]);
  }
  const ordered = groups.flatMap((group) =>
    group.length === 1
      ? [{ teamId: group[0], decidedBy: null, tiedWith: [] as number[] }]
      : rank(input.sport, group, rest, input.matches, all, rest).map((r) => ({ ...r, tiedWith: group.filter((id) => id !== r.teamId) })),
  );
  return ordered.map((entry, index) => ({ ...(all.get(entry.teamId) as Totals), position: index + 1, decidedBy: entry.decidedBy, tiedWith: entry.tiedWith }));
}
