// Test helpers, a separate entry point so no test code reaches a production bundle.
export * from './lib/test-utils';
