import { endStage, eventType, goalsWalkover, stage, statisticsSortOption } from './common';
import type { SportRules } from './types';

export const footballRules: SportRules = {
  sport: 'football',
  walkover: goalsWalkover,
  stages: [
    stage('1st_half', '1. poločas', '1st half'),
    stage('2nd_half', '2. poločas', '2nd half'),
    stage('extra_time', 'Prodloužení', 'Extra time'),
    stage('penalties', 'Penalty', 'Penalties'),
    endStage,
  ],
  eventTypes: [
    eventType('goal', 'Gól', 'Goal', 1, { hasAssist: true }),
    eventType('own_goal', 'Vlastní gól', 'Own goal', 1, { scoresForOpponent: true }),
    eventType('penalty_goal', 'Gól z penalty', 'Penalty goal', 1),
    eventType('yellow_card', 'Žlutá karta', 'Yellow card'),
    eventType('red_card', 'Červená karta', 'Red card'),
  ],
  // Football ranks its top scorers by goals; "canadian scoring" is a hockey word, so goals plus
  // assists go under football's own words; football books cards, not penalty minutes, so that sort is left out.
  statisticsSorts: [statisticsSortOption('goals', 'Nejlepší střelci', 'Top scorers'), statisticsSortOption('canadian', 'Góly a asistence', 'Goals and assists')],
  defaultStatisticsSort: 'goals',
  playingTime: { periods: 2, periodMinutes: 20, smallCourtPeriodMinutes: 15 },
  hasGoalkeeper: true,
  captainAndGoalkeeperEditable: false,
  scoresAreSets: false,
  // UEFA: points, the matches among the tied teams, all matches, then matches won.
  standings: { points: { win: 3, draw: 1, loss: 0, forfeit: 0 }, procedure: 'uefa' },
};
