import { defineCatalog } from '@phc/i18n';

/** The area's messages (lingui.config.ts): loaded before its first render, never by the public site. */
export const adminCatalog = defineCatalog({
  cs: () => import('../locales/cs/messages'),
  en: () => import('../locales/en/messages'),
});
