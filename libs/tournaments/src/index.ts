export * from './lib/types';
export * from './lib/registry';
export * from './lib/sport-rules';
export * from './lib/standings';
export * from './lib/statistics';
export * from './lib/team-label';
export * from './lib/contrast';
export * from './lib/match-score';
