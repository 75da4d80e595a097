import type { TieBreakProcedure } from '../tie-break/procedures';
import type { Localized, Sport } from '../types';

/** Sent to the server in lower case (SPEC §4). */
export type WalkoverType = 'home' | 'away' | 'both';
export const walkoverTypes: readonly WalkoverType[] = ['home', 'away', 'both'];

/** Player statistics orders (SPEC §9); the code doubles as the `{sortedBy}` route segment. */
export type StatisticsSort = 'goals' | 'penalties2min' | 'points' | 'canadian' | 'penaltyMinutes';

/** A criterion that orders a group table; each names what it compares, higher first. */
export type TieBreaker =
  | 'points'
  | 'won'
  | 'h2hPoints'
  | 'h2hScoreDiff'
  | 'h2hScoreFor'
  | 'scoreDiff'
  | 'scoreFor'
  | 'setRatio'
  | 'pointRatio'
  // Volleyball's new classification among three or more level teams (FIVB pool ranking criteria).
  | 'h2hWon'
  | 'h2hSetRatio'
  | 'h2hPointRatio';

/**
 * What put a table row where it is: a criterion; `lots` when none could separate the teams and no draw
 * is recorded yet; `drawnLots` when an organiser's recorded drawing of lots did.
 */
export type StandingDecider = TieBreaker | 'lots' | 'drawnLots';

export interface MatchStage {
  /** Stable code stored on matches; `3rd_period` marks a three-period sport (SPEC §4). */
  code: string;
  label: Localized;
}

export interface EventType {
  code: string;
  label: Localized;
  /**
   * What the event adds to the running score of the team it is recorded for: goals, basket points,
   * or (volleyball, where the match score is sets) rally points of the set being played.
   */
  scoreDelta: number;
  /** The score goes to the other team (an own goal is recorded for the team that conceded it). */
  scoresForOpponent?: boolean;
  /** Penalty minutes the event gives the player (statistics). */
  penaltyMinutes?: number;
  /** The event may name a second player who assisted (canadian scoring). */
  hasAssist?: boolean;
  /**
   * Who the event is recorded for: `player` (a sanction: it means nothing without the person, so
   * neither the dialog nor the server takes it without one), `scorer` (the dialog asks for the player;
   * a typed score correction records it for the team), `team` (a timeout, a rally point: no player needed).
   */
  recordedFor: 'player' | 'scorer' | 'team';
}

/**
 * How long a match is played: `periods` regulation periods (halves, thirds, quarters) of
 * `periodMinutes`, or `smallCourtPeriodMinutes` in a category played on a small court (the youngest).
 */
export interface PlayingTime {
  periods: number;
  periodMinutes: number;
  smallCourtPeriodMinutes: number;
}

export interface StatisticsSortOption {
  code: StatisticsSort;
  label: Localized;
}

/** Classification points one match gives a team. */
export interface MatchPoints {
  win: number;
  draw: number;
  loss: number;
  /** The side that lost by walkover, and both sides of a walkover against both (FIBA gives 0, not the loss point). */
  forfeit: number;
  /** Volleyball: a match decided in the final set (3:2, or 2:1 in a best of three) pays less to the winner and something to the loser. */
  decidingSet?: { win: number; loss: number };
}

export interface SportRules {
  sport: Sport;
  /** Score of a walkover as [home, away] (SPEC §4). */
  walkover: Readonly<Record<WalkoverType, readonly [number, number]>>;
  /** Stages in the order a match goes through them. */
  stages: readonly MatchStage[];
  eventTypes: readonly EventType[];
  statisticsSorts: readonly StatisticsSortOption[];
  defaultStatisticsSort: StatisticsSort;
  /** Null: the sport plays without a clock (volleyball plays sets to 25 points). */
  playingTime: PlayingTime | null;
  /** The sport has goalkeepers (a roster marks one); volleyball and basketball have none. */
  hasGoalkeeper: boolean;
  /** Captain and goalkeeper flags are editable only in floorball (SPEC §5). */
  captainAndGoalkeeperEditable: boolean;
  /** The match score counts sets, not goals or points. */
  scoresAreSets: boolean;
  standings: {
    points: MatchPoints;
    /** The federation's tie-break procedure a tournament follows unless a category chooses another. */
    procedure: TieBreakProcedure;
  };
}
