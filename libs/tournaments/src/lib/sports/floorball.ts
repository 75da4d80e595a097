import { defaultStatisticsSorts, endStage, eventType, goalsWalkover, stage } from './common';
import type { SportRules } from './types';

export const floorballRules: SportRules = {
  sport: 'floorball',
  walkover: goalsWalkover,
  stages: [
    stage('1st_period', '1. třetina', '1st period'),
    stage('2nd_period', '2. třetina', '2nd period'),
    stage('3rd_period', '3. třetina', '3rd period'),
    stage('overtime', 'Prodloužení', 'Overtime'),
    stage('penalty_attempts', 'Trestná střílení', 'Penalty shots'),
    endStage,
  ],
  eventTypes: [
    eventType('goal', 'Gól', 'Goal', 1, { hasAssist: true }),
    eventType('penalty_2min', 'Trest 2 minuty', '2-minute penalty', 0, { penaltyMinutes: 2 }),
    eventType('penalty_5min', 'Trest 5 minut', '5-minute penalty', 0, { penaltyMinutes: 5 }),
    eventType('penalty_10min', 'Osobní trest 10 minut', '10-minute misconduct', 0, { penaltyMinutes: 10 }),
    // Penalty shots decide the winner but are not added to the match score.
    eventType('shootout_goal', 'Gól z trestného střílení', 'Penalty shot goal'),
    eventType('timeout', 'Oddechový čas', 'Timeout'),
  ],
  statisticsSorts: defaultStatisticsSorts,
  defaultStatisticsSort: 'canadian',
  playingTime: { periods: 3, periodMinutes: 12, smallCourtPeriodMinutes: 10 },
  hasGoalkeeper: true,
  captainAndGoalkeeperEditable: true,
  scoresAreSets: false,
  // IFF: 3 points for a win; ties by the matches among the tied teams before all matches.
  standings: { points: { win: 3, draw: 1, loss: 0, forfeit: 0 }, procedure: 'ihf' },
};
