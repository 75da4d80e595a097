import { getSportRules } from './sport-rules';
import type { EventType } from './sports/types';
import type { Sport } from './types';

/** What the score needs of a match event: who it is recorded for, its type and the stage it belongs to. */
export interface ScoreEvent {
  teamId: number;
  eventTypeCode: string;
  stageCode: string | null;
}

/** Goals or points of one stage (volleyball: rally points of one set). */
export interface StageScoreLine {
  stageCode: string;
  home: number;
  away: number;
}

export interface MatchScore {
  home: number;
  away: number;
  byStage: StageScoreLine[];
}

export interface ScoreOptions {
  /** The stage the match is in: volleyball counts a set the match has moved past for its leader. */
  currentStageCode?: string | null;
  /** A finished match counts every set for its leader, complete or not. */
  finished?: boolean;
}

/** Stages that only decide a winner (shoot-out, penalty shots, football penalties): not part of the match score. */
const deciderStages = new Set(['shootout', 'penalty_attempts', 'penalties']);
/** Decider goals carry no score delta (they never add to the match score) but count 1 in their stage. */
const deciderTypes = new Set(['shootout_goal']);

const valueOf = (type: EventType) => (type.scoreDelta > 0 ? type.scoreDelta : deciderTypes.has(type.code) ? 1 : 0);

/** FIVB: a set is won at 25 points (15 in the fifth) with a two-point lead. */
function setComplete(stageCode: string, line: StageScoreLine): boolean {
  const target = stageCode === '5th_set' ? 15 : 25;
  return Math.max(line.home, line.away) >= target && Math.abs(line.home - line.away) >= 2;
}

/**
 * The match score by the sport's rules, from the match's events: goals or points per side, except
 * volleyball whose score is sets won (rally points per set go to `byStage`). An own goal counts for
 * the opponent; shoot-out and penalty-shot goals appear in their stage only.
 */
export function scoreFromEvents(sport: Sport, teams: { homeTeamId: number; awayTeamId: number }, events: readonly ScoreEvent[], options: ScoreOptions = {}): MatchScore {
  const rules = getSportRules(sport);
  const types = new Map(rules.eventTypes.map((t) => [t.code, t]));
  const order = rules.stages.map((s) => s.code);
  const lines = new Map<string, StageScoreLine>();
  const total = { home: 0, away: 0 };
  for (const event of events) {
    const type = types.get(event.eventTypeCode);
    const value = type ? valueOf(type) : 0;
    if (!type || value === 0) continue;
    if (event.teamId !== teams.homeTeamId && event.teamId !== teams.awayTeamId) continue;
    const side = (event.teamId === teams.homeTeamId) !== !!type.scoresForOpponent ? 'home' : 'away';
    if (event.stageCode !== null) {
      const line = lines.get(event.stageCode) ?? { stageCode: event.stageCode, home: 0, away: 0 };
      line[side] += value;
      lines.set(event.stageCode, line);
    }
    const decider = deciderTypes.has(type.code) || (event.stageCode !== null && deciderStages.has(event.stageCode));
    if (!decider) total[side] += value;
  }
  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  const byStage = [...lines.values()].sort((a, b) => rank(a.stageCode) - rank(b.stageCode));
  if (!rules.scoresAreSets) return { ...total, byStage };

  const current = options.currentStageCode ?? null;
  const sets = { home: 0, away: 0 };
  for (const line of byStage) {
    const movedPast = options.finished || current === 'end' || (current !== null && rank(current) > rank(line.stageCode));
    if (!setComplete(line.stageCode, line) && !movedPast) continue;
    if (line.home > line.away) sets.home++;
    else if (line.away > line.home) sets.away++;
  }
  return { ...sets, byStage };
}
