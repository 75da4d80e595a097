module.exports = {
  displayName: 'match-protocol',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
