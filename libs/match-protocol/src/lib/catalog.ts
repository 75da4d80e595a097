import { defineCatalog } from '@phc/i18n';

/** This feature's messages (lingui.config.ts): loaded with its screens, never on other pages' first load. */
export const matchProtocolCatalog = defineCatalog({
  cs: () => import('../locales/cs/messages'),
  en: () => import('../locales/en/messages'),
});
