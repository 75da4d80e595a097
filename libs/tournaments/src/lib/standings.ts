import { getSportRules, matchPoints, walkoverScore, type StandingDecider, type TieBreaker, type WalkoverType } from './sport-rules';
import { procedureDefinitions, type TieBreakProcedure, type TieBreakStep } from './tie-break/procedures';
import { bucketsBy, rankLevelTeams, type RankContext } from './tie-break/rank-level-teams';
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
   * (`tiedWith`); `drawnLots` when only a recorded drawing of lots did; `lots` when nothing did and the
   * order falls back to team id until a draw is recorded; null when not level.
   */
  decidedBy: StandingDecider | null;
  /** The teams level with this one on the first criterion (points; in volleyball wins). */
  tiedWith: number[];
  /** Only when lots decide (or will): the teams level after every criterion, this one included. */
  drawSet?: number[];
}

export interface StandingsInput {
  sport: Sport;
  teamIds: readonly number[];
  matches: readonly StandingMatch[];
  /** The federation procedure to follow; the sport's default (`getSportRules(sport).standings.procedure`) otherwise. */
  procedure?: TieBreakProcedure;
  /** A plain criterion order instead of a procedure (overrides `procedure`). */
  tieBreakers?: readonly TieBreaker[];
  /** Team ids in the order an organiser drew them by lots: orders teams still level after every criterion. */
  lots?: readonly number[];
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

/** The value a criterion ranks by (higher is better) in a table of totals: all the group's, or a head-to-head one. */
function valueOf(criterion: TieBreaker, t: Totals): number {
  switch (criterion) {
    case 'points':
    case 'h2hPoints':
      return t.points;
    case 'won':
    case 'h2hWon':
      return t.won;
    case 'scoreDiff':
    case 'h2hScoreDiff':
      return t.scoreFor - t.scoreAgainst;
    case 'scoreFor':
    case 'h2hScoreFor':
      return t.scoreFor;
    case 'setRatio':
    case 'h2hSetRatio':
      return ratio(t.scoreFor, t.scoreAgainst);
    case 'pointRatio':
    case 'h2hPointRatio':
      return ratio(t.rallyFor, t.rallyAgainst);
  }
}

const isHeadToHead = (criterion: TieBreaker) => criterion.startsWith('h2h');

/**
 * A plain criterion list (a tournament's own order from before procedures existed): the first makes
 * teams level, consecutive head-to-head criteria form one head-to-head step that starts over whenever
 * it splits a set of teams, the others compare all matches.
 */
export function procedureFromList(criteria: readonly TieBreaker[]): { primary: TieBreaker | undefined; steps: TieBreakStep[] } {
  const [primary, ...rest] = criteria;
  const steps: TieBreakStep[] = [];
  for (const criterion of rest) {
    const last = steps[steps.length - 1];
    if (!isHeadToHead(criterion)) steps.push({ kind: 'overall', criterion });
    else if (last?.kind === 'headToHead') steps[steps.length - 1] = { ...last, criteria: [...last.criteria, criterion] };
    else steps.push({ kind: 'headToHead', criteria: [criterion], mode: 'restart' });
  }
  return { primary, steps };
}

/** The procedure's first criterion and steps: the one named, the tournament's own list, or the sport's default. */
function stepsOf(input: StandingsInput): { primary: TieBreaker | undefined; steps: readonly TieBreakStep[] } {
  if (input.tieBreakers) return procedureFromList(input.tieBreakers);
  return procedureDefinitions[input.procedure ?? getSportRules(input.sport).standings.procedure];
}

/**
 * The group table: finished matches and walkovers count, teams are ordered by a federation's tie-break
 * procedure (the sport's default, the category's choice, or a plain criterion list), and each row says
 * what decided its place so the web can explain it.
 */
export function computeStandings(input: StandingsInput): StandingRow[] {
  const teamIds = [...new Set(input.teamIds)];
  const all = totals(input.sport, teamIds, input.matches);
  const { primary, steps } = stepsOf(input);
  const context: RankContext = {
    overall: (criterion, teamId) => valueOf(criterion, all.get(teamId) as Totals),
    headToHead: (teams) => {
      const subset = new Set(teams);
      const table = totals(input.sport, teams, input.matches.filter((m) => subset.has(m.homeTeamId) && subset.has(m.awayTeamId)));
      return (criterion, teamId) => valueOf(criterion, table.get(teamId) as Totals);
    },
    steps,
    lots: input.lots,
  };

  const groups = primary === undefined ? [teamIds] : bucketsBy(teamIds, (teamId) => valueOf(primary, all.get(teamId) as Totals));
  const ordered = groups.flatMap((group): Pick<StandingRow, 'teamId' | 'decidedBy' | 'tiedWith' | 'drawSet'>[] =>
    group.length === 1
      ? [{ teamId: group[0], decidedBy: null, tiedWith: [] }]
      : rankLevelTeams(group, primary === undefined ? { ...context, steps: [] } : context).map((r) => ({
          ...r,
          tiedWith: group.filter((id) => id !== r.teamId).sort((a, b) => a - b),
        })),
  );

  const volleyball = getSportRules(input.sport).scoresAreSets;
  return ordered.map(({ teamId, decidedBy, tiedWith, drawSet }, index) => {
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
      ...(drawSet ? { drawSet } : {}),
    };
    return volleyball ? { ...row, setsFor: t.scoreFor, setsAgainst: t.scoreAgainst, pointsFor: t.rallyFor, pointsAgainst: t.rallyAgainst } : row;
  });
}
