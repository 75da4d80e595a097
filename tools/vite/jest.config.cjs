// The Vite plugins' own logic (the root config finds this project under tools/).
module.exports = {
  displayName: 'vite-tools',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
};
