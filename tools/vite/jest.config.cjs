// The Vite plugins' own logic. Not under apps/ or libs/, so the root config's project scan does not
// reach it: run with `npx jest -c tools/vite/jest.config.cjs`.
module.exports = {
  displayName: 'vite-tools',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
};
