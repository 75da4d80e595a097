// The release builder: its pure parts, and a release built, installed and started as an operator would.
module.exports = {
  displayName: 'release',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
};
