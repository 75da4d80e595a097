// `npm test` runs the API's suites on both databases the product runs on. On PostgreSQL (what several
// instances share in production) every suite runs. On PGlite (the embedded default) the feature suites'
// SQL is the same PostgreSQL SQL and their journeys run on PGlite already (apps/e2e), so `API_SUITES=backend`
// keeps the suites whose code differs by backend: the connection and migrations, the seed, backup and
// restore, shutdown, and the live bus (in-process on PGlite, LISTEN/NOTIFY on PostgreSQL).
// Without API_SUITES every suite runs on whichever database TEST_DATABASE_URL names (PGlite when unset).
const backendSuites = ['<rootDir>/src/platform/{db,seed,ops,live}/**/*.spec.ts', '<rootDir>/src/config.spec.ts'];

module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
  // A PGlite instance takes seconds to start and seeding the demo takes more.
  testTimeout: 180_000,
  ...(process.env.API_SUITES === 'backend' ? { testMatch: backendSuites } : {}),
};
