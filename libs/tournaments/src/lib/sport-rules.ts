import { basketballRules } from './sports/basketball';
import { floorballRules } from './sports/floorball';
import { footballRules } from './sports/football';
import { handballRules } from './sports/handball';
import { volleyballRules } from './sports/volleyball';
import type { MatchPoints, MatchStage, SportRules, WalkoverType } from './sports/types';
import type { Sport } from './types';

export * from './sports/types';

const rules: Record<Sport, SportRules> = {
  handball: handballRules,
  floorball: floorballRules,
  basketball: basketballRules,
  volleyball: volleyballRules,
  football: footballRules,
};

export function getSportRules(sport: Sport): SportRules {
  return rules[sport];
}

/** The walkover result as [home, away] (SPEC §4). */
export function walkoverScore(sport: Sport, type: WalkoverType): readonly [number, number] {
  return rules[sport].walkover[type];
}

export function isThreePeriodSport(stages: readonly Pick<MatchStage, 'code'>[]): boolean {
  return stages.some((s) => s.code === '3rd_period');
}

/**
 * Classification points one team gets from one match. `forfeited` is true for the side that lost by
 * walkover and for both sides of a walkover against both.
 */
export function matchPoints(points: MatchPoints, scored: number, conceded: number, forfeited = false): number {
  if (forfeited) return points.forfeit;
  // The final set is played only when the sets were level, so the sets differ by one and both won some.
  const inDecidingSet = points.decidingSet !== undefined && scored > 0 && conceded > 0 && Math.abs(scored - conceded) === 1;
  if (scored > conceded) return inDecidingSet ? (points.decidingSet?.win ?? points.win) : points.win;
  if (scored < conceded) return inDecidingSet ? (points.decidingSet?.loss ?? points.loss) : points.loss;
  return points.draw;
}

/** Volleyball classification points (FIVB) of a result in sets. */
export function volleyballPoints(setsFor: number, setsAgainst: number): number {
  return matchPoints(volleyballRules.standings.points, setsFor, setsAgainst);
}
