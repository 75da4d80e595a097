module.exports = {
  displayName: 'participants',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
