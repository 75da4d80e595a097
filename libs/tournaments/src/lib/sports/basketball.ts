import { endStage, eventType, stage, statisticsSortOptions } from './common';
import type { SportRules } from './types';

export const basketballRules: SportRules = {
  sport: 'basketball',
  walkover: { home: [20, 0], away: [0, 20], both: [0, 0] },
  stages: [
    stage('1st_part', '1. čtvrtina', '1st quarter'),
    stage('2nd_part', '2. čtvrtina', '2nd quarter'),
    stage('3rd_part', '3. čtvrtina', '3rd quarter'),
    stage('4th_part', '4. čtvrtina', '4th quarter'),
    stage('overtime', 'Prodloužení', 'Overtime'),
    endStage,
  ],
  eventTypes: [
    eventType('points_1', 'Trestný hod (1 bod)', 'Free throw (1 point)', 1),
    eventType('points_2', 'Koš za 2 body', '2-point field goal', 2),
    eventType('points_3', 'Koš za 3 body', '3-point field goal', 3),
    eventType('foul', 'Osobní chyba', 'Personal foul'),
    eventType('timeout', 'Oddechový čas', 'Timeout'),
  ],
  statisticsSorts: statisticsSortOptions('points'),
  defaultStatisticsSort: 'points',
  playingTime: { periods: 4, periodMinutes: 10, smallCourtPeriodMinutes: 8 },
  hasGoalkeeper: false,
  captainAndGoalkeeperEditable: false,
  scoresAreSets: false,
  // FIBA classification points: a loss on the court still earns 1, a forfeit earns nothing.
  standings: { points: { win: 2, draw: 1, loss: 1, forfeit: 0 }, procedure: 'fiba' },
};
