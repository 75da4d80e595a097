// The pure helpers of the benchmark scripts. Not under apps/ or libs/, so the root config's
// project scan does not reach it: run with `npx jest -c tools/scripts/jest.config.cjs`.
module.exports = {
  displayName: 'tools',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
};
