export * from './lib/api-error';
export * from './lib/query-string';
export * from './lib/request';
export * from './lib/queries';
export * from './lib/live-updates';
export * from './lib/debounce';
export * from './lib/keep-alive';
export * from './lib/mutations';
