// The pure helpers of the benchmark scripts (the root config finds this project under tools/).
module.exports = {
  displayName: 'tools',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
};
