import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { messages as czech } from '../locales/cs/messages';
import { defaultLocale, type Locale } from './locale';

/**
 * Czech is always loaded: it is the fallback, and production builds keep only message ids, so a
 * missing English message falls back to the Czech catalog, not to an id. English is a separate
 * chunk that Czech visitors never download.
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  cs: async () => czech,
  en: async () => (await import('../locales/en/messages')).messages,
};

i18n.load(defaultLocale, czech);
i18n.activate(defaultLocale);

export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const messages = await loaders[locale]();
    // Lingui falls back per message to the locale's catalog only: merge Czech underneath English.
    i18n.load(locale, locale === defaultLocale ? messages : { ...czech, ...messages });
    i18n.activate(locale);
  }
  // Screen readers and hyphenation follow <html lang>.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export { i18n };
