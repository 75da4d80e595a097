module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
  // A PGlite instance takes seconds to start and seeding the demo takes more.
  testTimeout: 180_000,
};
