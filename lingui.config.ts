import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// A core catalog for what every first load renders (shell, ui, i18n, apps and the features' layout
// slots), one catalog per feature lib, loaded with that feature's screens (libs/i18n catalogs.ts),
// and two for parts few visitors see (validation texts of forms, the content editor), so a first
// visit downloads only the messages it can show.
// Czech is the source language (messages are written in Czech) and the fallback.

/**
 * Feature files rendered in every layout on first load (cmsSlots, clubzoneSlots) with messages of
 * their own: those messages belong to the core. (The cms slots that show text, the footer content,
 * partners and admin bar, are lazy and load the cms catalog with their chunk.)
 */
const firstLoadFeatureFiles = ['<rootDir>/libs/clubzone/src/lib/user-bar/user-bar.tsx', '<rootDir>/libs/results/src/lib/search/search-button.tsx'];

const notSources = ['**/node_modules/**', '**/*.spec.ts', '**/*.spec.tsx'];

const validationMessages = '<rootDir>/libs/i18n/src/lib/validation-messages.ts';

const features = ['results', 'clubzone', 'cms', 'map', 'participants', 'match-protocol', 'admin'];

export default defineConfig({
  sourceLocale: 'cs',
  locales: ['cs', 'en'],
  fallbackLocales: { default: 'cs' },
  catalogs: [
    {
      path: '<rootDir>/libs/i18n/src/locales/{locale}/messages',
      include: [
        ...['i18n', 'ui', 'shell', 'auth', 'api', 'tournaments'].map((lib) => `<rootDir>/libs/${lib}`),
        '<rootDir>/apps',
        ...firstLoadFeatureFiles,
      ],
      exclude: [...notSources, '<rootDir>/apps/api/**', '<rootDir>/apps/e2e/**', validationMessages],
    },
    // The contract's validation codes: only forms show them (libs/i18n validationCatalog).
    {
      path: '<rootDir>/libs/i18n/src/locales/validation/{locale}/messages',
      include: [validationMessages],
    },
    // The content editor's own messages: only super admins ever open it (libs/cms editor catalog).
    {
      path: '<rootDir>/libs/cms/src/locales/editor/{locale}/messages',
      include: ['<rootDir>/libs/cms/src/lib/editor'],
      exclude: notSources,
    },
    // The home page's live block: its messages load with its code, when the block comes into view.
    {
      path: '<rootDir>/libs/cms/src/locales/live-block/{locale}/messages',
      include: ['<rootDir>/libs/cms/src/lib/live-block'],
      exclude: notSources,
    },
    // The team page's programme by day and its share panel (issue 28 item 3): only the team page shows them,
    // so the other results pages' first load does not carry their messages.
    {
      path: '<rootDir>/libs/results/src/locales/team-day/{locale}/messages',
      include: ['<rootDir>/libs/results/src/lib/team-day'],
      exclude: notSources,
    },
    // The printable schedules (issue 29 item 3): only their own pages show them.
    {
      path: '<rootDir>/libs/results/src/locales/print/{locale}/messages',
      include: ['<rootDir>/libs/results/src/lib/print'],
      exclude: notSources,
    },
    ...features.map((feature) => ({
      path: `<rootDir>/libs/${feature}/src/locales/{locale}/messages`,
      include: [`<rootDir>/libs/${feature}`],
      exclude: [...notSources, ...firstLoadFeatureFiles.map((file) => (file.endsWith('x') ? file : `${file}/**`)), '<rootDir>/libs/cms/src/lib/editor/**', '<rootDir>/libs/cms/src/lib/live-block/**', '<rootDir>/libs/results/src/lib/team-day/**', '<rootDir>/libs/results/src/lib/print/**'],
    })),
  ],
  format: formatter({ origins: false }),
  compileNamespace: 'ts',
});
