import type { TieBreaker } from '../sports/types';

/**
 * The federations' written tie-break procedures a tournament or a category can follow. Each differs in
 * where the head-to-head comparison sits and in what happens when it splits a set of level teams only
 * partly (see `HeadToHeadMode`).
 */
export const tieBreakProcedures = ['uefa', 'fifa', 'ihf', 'ehf', 'fivb', 'fiba'] as const;
export type TieBreakProcedure = (typeof tieBreakProcedures)[number];

/**
 * - `reapply` (UEFA): all head-to-head criteria are applied to the whole set of level teams first; only
 *   the teams still level on every one of them start the head-to-head comparison again, among themselves.
 * - `sameTable` (IHF, EHF): the criteria are followed one after another in the table of the matches
 *   among all the teams level on points; a criterion that ranks some teams does not start a new table.
 * - `restart` (FIBA, FIVB): as soon as a criterion splits the set, each smaller set of level teams starts
 *   the head-to-head comparison again with only its own games. Overall criteria listed in the same step
 *   (FIBA) are levels of that comparison: a split by them restarts it too.
 */
export type HeadToHeadMode = 'reapply' | 'sameTable' | 'restart';

export type TieBreakStep = { kind: 'overall'; criterion: TieBreaker } | { kind: 'headToHead'; criteria: readonly TieBreaker[]; mode: HeadToHeadMode };

export interface ProcedureDefinition {
  code: TieBreakProcedure;
  /** The criterion whose equality makes teams "level" (points; in volleyball matches won). */
  primary: TieBreaker;
  /** Applied in order to the teams level on `primary`; teams level after all of them are ordered by lots. */
  steps: readonly TieBreakStep[];
}

const overall = (...criteria: TieBreaker[]): TieBreakStep[] => criteria.map((criterion) => ({ kind: 'overall', criterion }));
const headToHead = (mode: HeadToHeadMode, ...criteria: TieBreaker[]): TieBreakStep => ({ kind: 'headToHead', criteria, mode });

const goalsHeadToHead = ['h2hPoints', 'h2hScoreDiff', 'h2hScoreFor'] as const satisfies readonly TieBreaker[];

export const procedureDefinitions: Record<TieBreakProcedure, ProcedureDefinition> = {
  // UEFA EURO 2024 Regulations, Art. 20.01: a) points, b) goal difference, c) goals scored in the matches
  // among the teams in question; d) if teams are still level after a)–c), a)–c) are reapplied only to the
  // matches among the teams still level; if that does not decide, e) goal difference and f) goals scored
  // in all group matches, g) wins in all group matches (h)–j): shoot-out, disciplinary points and
  // coefficient ranking have no data here, so lots follow).
  uefa: { code: 'uefa', primary: 'points', steps: [headToHead('reapply', ...goalsHeadToHead), ...overall('scoreDiff', 'scoreFor', 'won')] },
  // FIFA World Cup Qatar 2022 Regulations, Art. 13: a) points, b) goal difference, c) goals scored in all
  // group matches; only teams level on all three go to d) points, e) goal difference, f) goals scored in
  // the matches among them (g) fair-play points: no data, lots follow).
  fifa: { code: 'fifa', primary: 'points', steps: [...overall('scoreDiff', 'scoreFor'), headToHead('sameTable', ...goalsHeadToHead)] },
  // IHF Regulations for Handball Competitions (World Championships), ranking in the group: a) points,
  // b) goal difference, c) goals scored in the matches among the teams level on points, then d) goal
  // difference and e) goals scored in all group matches, then lots; the criteria are followed in order,
  // in the same table of matches among the teams level on points.
  ihf: { code: 'ihf', primary: 'points', steps: [headToHead('sameTable', ...goalsHeadToHead), ...overall('scoreDiff', 'scoreFor')] },
  // EHF EURO regulations (as quoted by eurohandball.com for the EHF EURO 2022 main round): a)–c) among the
  // teams in question, d) goal difference and e) goals scored in all group matches; "If the ranking of one
  // of these teams is determined, the criteria are consecutively followed until the ranking of all teams
  // is determined." Then a draw.
  ehf: { code: 'ehf', primary: 'points', steps: [headToHead('sameTable', ...goalsHeadToHead), ...overall('scoreDiff', 'scoreFor')] },
  // FIVB pool ranking criteria (e.g. FIVB Volleyball World Cup 2019): matches won, points (3 for 3:0 and
  // 3:1, 2/1 for 3:2), set quotient, point quotient; then the match between two tied teams, or among three
  // or more a new classification taking only their mutual matches into account.
  fivb: {
    code: 'fivb',
    primary: 'won',
    steps: [...overall('points', 'setRatio', 'pointRatio'), headToHead('restart', 'h2hWon', 'h2hPoints', 'h2hSetRatio', 'h2hPointRatio')],
  },
  // FIBA Official Basketball Rules, Appendix D (classification), as quoted at
  // https://sportspress.uservoice.com/forums/285525-ideaboard/suggestions/32074249-fiba-league-regulations :
  // D.1.1 2 points a win, 1 a loss (0 a forfeit). D.1.3 teams level are ranked by the games between them
  // (win-loss record, then goal difference, then goals scored in those games), then by the goal difference
  // and the goals scored in all group games. D.1.4 "If at any level of these criteria one or more team(s)
  // can be classified, the procedure of D.1.3 shall be repeated from the beginning for all the remaining
  // teams not classified yet." — the overall criteria are levels of the same procedure, so a split there
  // also restarts with the head-to-head games of the teams left. EuroBasket 2013 group B (a four-way tie,
  // see real-tables-fiba.spec.ts) is ordered as FIBA published it only by this restart.
  fiba: { code: 'fiba', primary: 'points', steps: [headToHead('restart', ...goalsHeadToHead, 'scoreDiff', 'scoreFor')] },
};

export const isTieBreakProcedure = (value: unknown): value is TieBreakProcedure => (tieBreakProcedures as readonly unknown[]).includes(value);
