import type { Localized, Sport } from './types';

/** Sent to the server in lower case (SPEC §4). */
export type WalkoverType = 'home' | 'away' | 'both';
export const walkoverTypes: readonly WalkoverType[] = ['home', 'away', 'both'];

export type StatisticsSort = 'goals' | 'penalties2min' | 'points' | 'canadian' | 'penaltyMinutes';

export type TieBreaker =
  | 'points'
  | 'won'
  | 'h2hPoints'
  | 'h2hScoreDiff'
  | 'h2hScoreFor'
  | 'scoreDiff'
  | 'scoreFor'
  | 'setRatio'
  | 'pointRatio';

export interface MatchStage {
  /** Stable code stored on matches; `3rd_period` marks a three-period sport (SPEC §4). */
  code: string;
  label: Localized;
}

export interface EventType {
  code: string;
  label: Localized;
  /** What the event adds to its team's score. */
  scoreDelta: number;
  /** Penalty minutes the event gives the player (statistics). */
  penaltyMinutes?: number;
  /** The event may name a second player who assisted (floorball canadian scoring). */
  hasAssist?: boolean;
}

export interface SportRules {
  sport: Sport;
  walkover: Record<WalkoverType, readonly [number, number]>;
  stages: readonly MatchStage[];
  eventTypes: readonly EventType[];
  statisticsSorts: readonly StatisticsSort[];
  /** Captain and goalkeeper flags are editable only in floorball (SPEC §5). */
  captainAndGoalkeeperEditable: boolean;
  /** Scores are sets, not goals. */
  scoresAreSets: boolean;
  standings: {
    /** Classification points for a win, a draw and a loss; volleyball uses `volleyballPoints`. */
    points: { win: number; draw: number; loss: number };
    tieBreakers: readonly TieBreaker[];
  };
}

const stage = (code: string, cs: string, en: string): MatchStage => ({ code, label: { cs, en } });
const event = (code: string, cs: string, en: string, scoreDelta = 0, extra: Partial<EventType> = {}): EventType => ({
  code,
  label: { cs, en },
  scoreDelta,
  ...extra,
});

const end = stage('end', 'Konec', 'End');
const headToHead: readonly TieBreaker[] = ['points', 'h2hPoints', 'h2hScoreDiff', 'h2hScoreFor', 'scoreDiff', 'scoreFor'];

const rules: Record<Sport, SportRules> = {
  handball: {
    sport: 'handball',
    walkover: { home: [5, 0], away: [0, 5], both: [0, 0] },
    stages: [stage('1st_half', '1. poločas', '1st half'), stage('2nd_half', '2. poločas', '2nd half'), stage('shootout', 'Nájezdy', 'Shoot-out'), end],
    eventTypes: [
      event('goal', 'Gól', 'Goal', 1),
      event('7m_goal', 'Gól ze 7 m', '7 m goal', 1),
      event('7m_miss', 'Neproměněný 7 m', 'Missed 7 m'),
      event('shootout_goal', 'Gól v nájezdech', 'Shoot-out goal'),
      event('yellow_card', 'Žlutá karta', 'Yellow card'),
      event('2min', 'Vyloučení na 2 minuty', '2-minute suspension', 0, { penaltyMinutes: 2 }),
      event('red_card', 'Červená karta', 'Red card'),
      event('timeout', 'Oddechový čas', 'Timeout'),
    ],
    statisticsSorts: ['goals', 'penalties2min'],
    captainAndGoalkeeperEditable: false,
    scoresAreSets: false,
    // IHF: points, then the matches between the tied teams, then all matches.
    standings: { points: { win: 2, draw: 1, loss: 0 }, tieBreakers: headToHead },
  },
  floorball: {
    sport: 'floorball',
    walkover: { home: [5, 0], away: [0, 5], both: [0, 0] },
    stages: [
      stage('1st_period', '1. třetina', '1st period'),
      stage('2nd_period', '2. třetina', '2nd period'),
      stage('3rd_period', '3. třetina', '3rd period'),
      stage('overtime', 'Prodloužení', 'Overtime'),
      stage('penalty_attempts', 'Trestná střílení', 'Penalty shots'),
      end,
    ],
    eventTypes: [
      event('goal', 'Gól', 'Goal', 1, { hasAssist: true }),
      event('penalty_2min', 'Trest 2 minuty', '2-minute penalty', 0, { penaltyMinutes: 2 }),
      event('penalty_5min', 'Trest 5 minut', '5-minute penalty', 0, { penaltyMinutes: 5 }),
      event('penalty_10min', 'Osobní trest 10 minut', '10-minute misconduct', 0, { penaltyMinutes: 10 }),
      event('shootout_goal', 'Gól z trestného střílení', 'Penalty shot goal'),
      event('timeout', 'Oddechový čas', 'Timeout'),
    ],
    statisticsSorts: ['canadian', 'goals', 'penaltyMinutes'],
    captainAndGoalkeeperEditable: true,
    scoresAreSets: false,
    // IFF: points, head-to-head among the tied teams, then goal difference and goals scored.
    standings: { points: { win: 3, draw: 1, loss: 0 }, tieBreakers: headToHead },
  },
  basketball: {
    sport: 'basketball',
    walkover: { home: [20, 0], away: [0, 20], both: [0, 0] },
    stages: [
      stage('1st_part', '1. čtvrtina', '1st quarter'),
      stage('2nd_part', '2. čtvrtina', '2nd quarter'),
      stage('3rd_part', '3. čtvrtina', '3rd quarter'),
      stage('4th_part', '4. čtvrtina', '4th quarter'),
      stage('overtime', 'Prodloužení', 'Overtime'),
      end,
    ],
    eventTypes: [
      event('points_1', 'Trestný hod (1 bod)', 'Free throw (1 point)', 1),
      event('points_2', 'Koš za 2 body', '2-point field goal', 2),
      event('points_3', 'Koš za 3 body', '3-point field goal', 3),
      event('foul', 'Osobní chyba', 'Personal foul'),
      event('timeout', 'Oddechový čas', 'Timeout'),
    ],
    statisticsSorts: ['points'],
    captainAndGoalkeeperEditable: false,
    scoresAreSets: false,
    // FIBA: 2 classification points for a win, 1 for a loss, then head-to-head.
    standings: { points: { win: 2, draw: 1, loss: 1 }, tieBreakers: headToHead },
  },
  volleyball: {
    sport: 'volleyball',
    walkover: { home: [2, 0], away: [0, 2], both: [0, 0] },
    stages: [
      stage('1st_set', '1. set', '1st set'),
      stage('2nd_set', '2. set', '2nd set'),
      stage('3rd_set', '3. set', '3rd set'),
      stage('4th_set', '4. set', '4th set'),
      stage('5th_set', '5. set', '5th set'),
      end,
    ],
    eventTypes: [event('set_won', 'Vyhraný set', 'Set won', 1), event('timeout', 'Oddechový čas', 'Timeout')],
    statisticsSorts: ['canadian', 'goals', 'penaltyMinutes'],
    captainAndGoalkeeperEditable: false,
    scoresAreSets: true,
    // FIVB: matches won, classification points, set ratio, point ratio, then the mutual match.
    standings: { points: { win: 3, draw: 0, loss: 0 }, tieBreakers: ['won', 'points', 'setRatio', 'pointRatio', 'h2hPoints'] },
  },
  football: {
    sport: 'football',
    walkover: { home: [5, 0], away: [0, 5], both: [0, 0] },
    stages: [
      stage('1st_half', '1. poločas', '1st half'),
      stage('2nd_half', '2. poločas', '2nd half'),
      stage('extra_time', 'Prodloužení', 'Extra time'),
      stage('penalties', 'Penalty', 'Penalties'),
      end,
    ],
    eventTypes: [
      event('goal', 'Gól', 'Goal', 1, { hasAssist: true }),
      event('penalty_goal', 'Gól z penalty', 'Penalty goal', 1),
      event('own_goal', 'Vlastní gól', 'Own goal', 1),
      event('yellow_card', 'Žlutá karta', 'Yellow card'),
      event('red_card', 'Červená karta', 'Red card'),
    ],
    statisticsSorts: ['canadian', 'goals', 'penaltyMinutes'],
    captainAndGoalkeeperEditable: false,
    scoresAreSets: false,
    // UEFA: points, head-to-head, overall goal difference and goals, then wins.
    standings: { points: { win: 3, draw: 1, loss: 0 }, tieBreakers: [...headToHead, 'won'] },
  },
};

export function getSportRules(sport: Sport): SportRules {
  return rules[sport];
}

export function walkoverScore(sport: Sport, type: WalkoverType): readonly [number, number] {
  return rules[sport].walkover[type];
}

export function isThreePeriodSport(stages: readonly Pick<MatchStage, 'code'>[]): boolean {
  return stages.some((s) => s.code === '3rd_period');
}

/**
 * Volleyball classification points (FIVB): a win in the deciding set (3:2, or 2:1 in best of three)
 * gives 2 and the loser 1; any other win 3, any other loss 0.
 */
export function volleyballPoints(setsFor: number, setsAgainst: number): number {
  const decidingSet = setsFor > 0 && setsAgainst > 0 && Math.abs(setsFor - setsAgainst) === 1;
  if (setsFor > setsAgainst) return decidingSet ? 2 : 3;
  if (setsFor < setsAgainst) return decidingSet ? 1 : 0;
  return 0;
}
