import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// One catalog for the whole product: every app renders the same shell and features.
// Czech is the source language (messages are written in Czech) and the fallback.
export default defineConfig({
  sourceLocale: 'cs',
  locales: ['cs', 'en'],
  fallbackLocales: { default: 'cs' },
  catalogs: [
    {
      path: '<rootDir>/libs/i18n/src/locales/{locale}/messages',
      include: ['<rootDir>/libs', '<rootDir>/apps'],
      exclude: ['**/node_modules/**', '**/*.spec.ts', '**/*.spec.tsx', '<rootDir>/apps/api/**', '<rootDir>/apps/e2e/**'],
    },
  ],
  format: formatter({ origins: false }),
  compileNamespace: 'ts',
});
