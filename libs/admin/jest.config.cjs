module.exports = {
  displayName: 'admin',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
