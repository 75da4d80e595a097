import type { Locale } from '@phc/tournaments';

export type { Locale };
export const locales = ['cs', 'en'] as const satisfies readonly Locale[];
/** Czech is the default and the fallback (SPEC §1); it has no URL prefix, English has `/en`. */
export const defaultLocale: Locale = 'cs';

export function isLocale(value: unknown): value is Locale {
  return value === 'cs' || value === 'en';
}

export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'cs';
}

/** The path without its locale prefix, always starting with `/`. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'cs') return pathname || '/';
  return pathname.slice(3) || '/';
}

/** Prefixes a locale-neutral (Czech-form) path for the locale. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'cs') return clean;
  return clean === '/' ? '/en' : `/en${clean}`;
}
