module.exports = {
  displayName: 'api-contract',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
};
