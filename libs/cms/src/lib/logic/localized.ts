import type { Locale } from '@phc/i18n';

export type Bilingual = { cs: string; en: string };

/** A content text in the page's language; an empty English text falls back to Czech (SPEC §1). */
export function localized(text: Bilingual | null | undefined, locale: Locale): string {
  if (!text) return '';
  const own = text[locale]?.trim();
  return own ? text[locale] : (text.cs ?? '');
}
