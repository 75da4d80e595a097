export * from './lib/permissions';
export * from './lib/user-bar-store';
export * from './lib/current-user';
export * from './lib/results-on-web';
export * from './lib/admin-screens';
