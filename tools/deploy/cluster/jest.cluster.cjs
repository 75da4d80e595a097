// The deployment run for real (PostgreSQL, two instances, nginx): its own step of npm test
// (tools/scripts/test.sh), alone on the machine, not among the unit suites.
module.exports = {
  displayName: 'cluster',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.cluster.ts'],
  testTimeout: 300_000,
};
