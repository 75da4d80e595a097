import { defineCatalog } from '@phc/i18n';

/** This feature's messages (lingui.config.ts): loaded with its screens, never on other pages' first load. */
export const resultsCatalog = defineCatalog({
  cs: () => import('../locales/cs/messages'),
  en: () => import('../locales/en/messages'),
});

/** The team page's programme by day and share panel: loaded with the team page only. */
export const teamDayCatalog = defineCatalog({
  cs: () => import('../locales/team-day/cs/messages'),
  en: () => import('../locales/team-day/en/messages'),
});

/** The printable schedules' messages: loaded with those pages only. */
export const printCatalog = defineCatalog({
  cs: () => import('../locales/print/cs/messages'),
  en: () => import('../locales/print/en/messages'),
});
