const path = require('node:path');
const nxPreset = require('@nx/jest/preset').default;
const { compilerOptions } = require('./tsconfig.base.json');

// The same `@phc/*` aliases as tsconfig.base.json, so a lib is always reached through its src/index.ts.
const aliases = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias}$`, path.join(__dirname, target)]),
);

// Shared Jest preset: SWC with the Lingui macro plugin, so tests compile exactly like the Vite build.
module.exports = {
  ...nxPreset,
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.[cm]?[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          experimental: { plugins: [['@lingui/swc-plugin', {}]] },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages must be transformed to CJS (Jest on Node 20 has no require(esm)).
  transformIgnorePatterns: ['/node_modules/(?!(lexical|@lexical|@hookform)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mts', 'mjs', 'cts', 'cjs', 'json'],
  moduleNameMapper: aliases,
  setupFilesAfterEnv: [require.resolve('./jest.setup.js')],
};
