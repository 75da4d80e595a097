import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

// Packages that must never reach the browser-neutral libs (contract, tournaments) or the server.
const reactPackages = ['react', 'react-dom', 'react-router', 'styled-components', '@lingui/react', '@tanstack/react-query', 'zustand'];
const serverPackages = ['fastify', '@fastify/*', 'pg', 'kysely', 'kysely-pglite-dialect', '@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'nodemailer', 'sanitize-html'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', '**/test-output', '**/playwright-report', 'libs/*/src/locales/**/*.ts', '.data/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            // Layers (ARCHITECTURE.md, "Dependency rules").
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:shell', 'type:feature', 'type:shared'] },
            { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:feature', 'type:shared'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:shared', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            // Runtimes.
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'], bannedExternalImports: serverPackages },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared'], bannedExternalImports: reactPackages },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'], bannedExternalImports: [...reactPackages, ...serverPackages] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A focused test (`it.only`, `test.describe.only`, `fit`) silently skips the rest of the suite.
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'apps/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='only'][object.name=/^(it|test|describe)$/]", message: 'A focused test skips the rest of the suite: remove .only.' },
        { selector: "MemberExpression[property.name='only'][object.property.name=/^(describe|serial|parallel)$/]", message: 'A focused test skips the rest of the suite: remove .only.' },
        { selector: "CallExpression[callee.name=/^(fit|fdescribe)$/]", message: 'A focused test skips the rest of the suite: use it/describe.' },
      ],
    },
  },
  {
    // Journeys run on the product's clock (src/fixtures.ts): Playwright's own `test` would give a page the machine's.
    files: ['apps/e2e/src/**/*.ts'],
    ignores: ['apps/e2e/src/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import `test` from './fixtures': it puts the browser on the product's clock." }] },
      ],
    },
  },
  {
    // Migrations are frozen in time: they must not depend on today's schema types (Kysely's advice).
    files: ['apps/api/src/platform/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
