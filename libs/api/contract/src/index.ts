export * from './lib/endpoint';
export * from './lib/messages';
export * from './lib/primitives';
export * from './lib/auth';
export * from './lib/competition';
export * from './lib/system';
