// The protocol's offline part (SPEC §4, §9): local events, their sync with the server, the PWA.
export * from './event-merge';
export * from './event-store';
export * from './sync-engine';
export * from './use-match-events';
export * from './register-service-worker';
