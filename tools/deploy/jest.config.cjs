// The deployment generator: nginx sites and systemd units checked by nginx and systemd themselves.
module.exports = {
  displayName: 'deploy',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
};
