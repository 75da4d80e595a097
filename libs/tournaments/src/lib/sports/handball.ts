import { endStage, eventType, goalsWalkover, stage, statisticsSortOptions } from './common';
import type { SportRules } from './types';

export const handballRules: SportRules = {
  sport: 'handball',
  walkover: goalsWalkover,
  stages: [stage('1st_half', '1. poločas', '1st half'), stage('2nd_half', '2. poločas', '2nd half'), stage('shootout', 'Nájezdy', 'Shoot-out'), endStage],
  eventTypes: [
    eventType('goal', 'Gól', 'Goal', 1),
    eventType('7m_goal', 'Gól ze 7 m', '7 m goal', 1),
    eventType('7m_miss', 'Neproměněný 7 m', 'Missed 7 m'),
    // A shoot-out decides the winner but is not added to the match score.
    eventType('shootout_goal', 'Gól v nájezdech', 'Shoot-out goal'),
    eventType('yellow_card', 'Žlutá karta', 'Yellow card'),
    eventType('2min', 'Vyloučení na 2 minuty', '2-minute suspension', 0, { penaltyMinutes: 2 }),
    eventType('red_card', 'Červená karta', 'Red card'),
    eventType('timeout', 'Oddechový čas', 'Timeout'),
  ],
  statisticsSorts: statisticsSortOptions('goals', 'penalties2min'),
  defaultStatisticsSort: 'goals',
  playingTime: { periods: 2, periodMinutes: 15, smallCourtPeriodMinutes: 10 },
  hasGoalkeeper: true,
  captainAndGoalkeeperEditable: false,
  scoresAreSets: false,
  // IHF 2 points for a win; ties by the matches among the tied teams before all matches.
  standings: { points: { win: 2, draw: 1, loss: 0, forfeit: 0 }, procedure: 'ihf' },
};
