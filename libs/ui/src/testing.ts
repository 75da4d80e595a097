// Test helpers: a separate entry point (`@phc/ui/testing`), because Testing Library has import-time
// side effects and no `sideEffects: false`, so exporting it from the index would put it in every app bundle.
export * from './test-utils';
