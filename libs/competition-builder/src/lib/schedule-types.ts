import type { Id } from './ids';

/** Times are minutes after midnight of a tournament day (local time); days are indexes from 0. */
export interface OpeningHours {
  day: number;
  from: number;
  to: number;
}

export interface ScheduleHall {
  id: Id;
  /** One or more windows a day (a lunch break is two windows); no window: closed that day. */
  open: OpeningHours[];
}

export interface ScheduleCategory {
  id: Id;
  /** Minutes a match occupies the court, changeover included. */
  matchMinutes: number;
  /** Minimum minutes between the end of a team's match and the start of its next one (travel comes on top). */
  restMinutes: number;
  /** Hard: at most this many matches of one team a day (none: no limit). */
  maxMatchesPerDay?: number;
  /** Soft: younger categories should finish by this time (minutes after midnight). */
  preferredLatestEnd?: number;
}

/** What a playoff match waits for: all matches of these groups and these matches are over. */
export interface ScheduleDependencies {
  groups?: Id[];
  matches?: string[];
}

export interface ScheduleMatch {
  /** Unique within the input (e.g. `g12-r3-1` or a playoff key). */
  key: string;
  categoryId: Id;
  /** The group or playoff node the match belongs to. */
  groupId: Id;
  /** Known teams; null in playoff matches until the feeding standings are final. */
  home: Id | null;
  away: Id | null;
  /** 1-based round in its group (playoffs: the bracket round); the scheduler plays rounds in order. */
  round: number;
  after?: ScheduleDependencies;
}

export interface TravelTime {
  from: Id;
  to: Id;
  minutes: number;
}

export interface Placement {
  matchKey: string;
  hallId: Id;
  day: number;
  /** Minutes after midnight. */
  start: number;
}

export interface SoftWeights {
  /** Per hall beyond the first that a team plays in. */
  extraHall: number;
  /** Per minute a match of a category with `preferredLatestEnd` ends after it. */
  lateMinute: number;
  /** Per minute of spread between the busiest and the idlest hall (over the whole tournament). */
  hallImbalanceMinute: number;
  /** Per minute a team waits between two matches on one day beyond twice its rest (long idle gaps). */
  idleMinute: number;
}

export interface ScheduleInput {
  /** How many tournament days (day indexes 0 … days-1). */
  days: number;
  halls: ScheduleHall[];
  categories: ScheduleCategory[];
  matches: ScheduleMatch[];
  /** Minutes between two halls (either direction); a pair not listed takes `defaultTravelMinutes`. */
  travel?: TravelTime[];
  /** Default 0 (halls next to each other). */
  defaultTravelMinutes?: number;
  /** Start times fall on multiples of this (default 5 minutes). */
  granularity?: number;
  /** Group matches are spread over the first this-many days (default: all but the last day when there are playoffs). */
  groupStageDays?: number;
  /** Matches already fixed (e.g. published or being played): kept as they are. */
  locked?: Placement[];
  weights?: Partial<SoftWeights>;
}

/** The hard constraints; the scheduler never breaks one, the validator reports each it finds. */
export type HardConstraint =
  | 'hallClosed'
  | 'hallOverlap'
  | 'teamOverlap'
  | 'rest'
  | 'travel'
  | 'dailyLimit'
  | 'dependency'
  | 'unknownMatch'
  | 'duplicate'
  | 'dayOutOfRange';

export interface HardViolation {
  constraint: HardConstraint;
  /** The matches involved (one or two). */
  matchKeys: string[];
  teamId?: Id;
  hallId?: Id;
}

export type UnplacedReason = 'noHallTime' | 'teamRest' | 'dailyLimit' | 'dependency' | 'unknownCategory';

export interface UnplacedMatch {
  matchKey: string;
  /** The constraint that blocked most of the candidate slots. */
  reason: UnplacedReason;
  /** With `dependency`: the feeding matches that could not be placed themselves (the cause to fix first). */
  blockedBy?: string[];
}

export interface SoftScore {
  /** Weighted sum of the parts, lower is better; 0 is a perfect schedule. */
  total: number;
  parts: {
    /** Sum over teams of (halls played in − 1). */
    extraHalls: number;
    /** Matches of categories with a preferred end that end later, and by how many minutes in all. */
    lateMatches: number;
    lateMinutes: number;
    /** Busiest minus idlest hall, minutes of play over the tournament. */
    hallImbalanceMinutes: number;
    /** Idle waiting beyond twice the rest, minutes summed over teams and days. */
    idleMinutes: number;
  };
}

export interface ScheduleReport {
  matches: number;
  placed: number;
  unplaced: number;
  /** Recomputed by `checkSchedule` independently of the scheduler: must be 0. */
  hardViolations: number;
  soft: SoftScore;
  elapsedMs: number;
}

export interface ScheduleResult {
  placements: Placement[];
  unplaced: UnplacedMatch[];
  report: ScheduleReport;
}
