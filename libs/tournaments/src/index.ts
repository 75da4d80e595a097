export * from './lib/types';
export * from './lib/registry';
export * from './lib/sport-rules';
