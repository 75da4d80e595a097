module.exports = {
  displayName: 'admin',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  // jsdom with the Fetch API: the area's data router builds a Request per navigation (as the shell's does).
  testEnvironment: '<rootDir>/../shell/jest.environment.cjs',
};
