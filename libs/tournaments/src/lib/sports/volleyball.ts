import { endStage, eventType, stage, statisticsSortOption } from './common';
import type { SportRules } from './types';

export const volleyballRules: SportRules = {
  sport: 'volleyball',
  walkover: { home: [2, 0], away: [0, 2], both: [0, 0] },
  stages: [
    stage('1st_set', '1. set', '1st set'),
    stage('2nd_set', '2. set', '2nd set'),
    stage('3rd_set', '3. set', '3rd set'),
    stage('4th_set', '4. set', '4th set'),
    stage('5th_set', '5. set', '5th set'),
    endStage,
  ],
  eventTypes: [eventType('point', 'Bod', 'Point', 1, { recordedFor: 'team' }), eventType('timeout', 'Oddechový čas', 'Timeout')],
  // Volleyball records rally points per player, not goals, assists or penalty minutes: the one
  // ranking that means something is the points a player scored (the basketball counter, per match too).
  statisticsSorts: [statisticsSortOption('points', 'Nejvíce bodů', 'Most points')],
  defaultStatisticsSort: 'points',
  playingTime: null,
  hasGoalkeeper: false,
  captainAndGoalkeeperEditable: false,
  scoresAreSets: true,
  standings: {
    // FIVB: 3:0 and 3:1 give 3 points, 3:2 gives 2 to the winner and 1 to the loser.
    points: { win: 3, draw: 0, loss: 0, forfeit: 0, decidingSet: { win: 2, loss: 1 } },
    // FIVB: matches won, classification points, set ratio, rally point ratio, then the mutual match.
    procedure: 'fivb',
  },
};
