module.exports = {
  displayName: 'competition-builder',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
};
