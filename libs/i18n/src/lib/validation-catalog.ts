import { defineCatalog } from './catalogs';

/**
 * The texts of validation-messages.ts, a catalog of their own (lingui.config.ts): only forms show
 * them, so a screen or part with a form loads it next to its feature's catalog, e.g.
 * `withCatalog([clubzoneCatalog, validationCatalog], ...)`.
 */
export const validationCatalog = defineCatalog({
  cs: () => import('../locales/validation/cs/messages'),
  en: () => import('../locales/validation/en/messages'),
});
