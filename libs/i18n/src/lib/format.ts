import { onPragueClock } from '@phc/tournaments';
import type { Locale } from './locale';

/**
 * Formats of SPEC §9. Numbers are Czech-formatted in both languages (the tournament's own convention).
 * Scheduled kick-offs are stored as the tournament's wall clock written in UTC, so `formatDate`/`formatTime`
 * read them in UTC and every visitor sees the schedule's values; a moment (when something happened: a
 * confirmation, a seal, an audit entry) is a true instant and goes through `formatMoment*`, which shows it
 * in the tournament's time zone.
 */
const numberFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 2 });

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const format = Object.keys(options).length ? new Intl.NumberFormat('cs-CZ', options) : numberFormat;
  // Intl uses U+00A0 between thousands in cs-CZ already; normalise the narrow variant some engines emit.
  return format.format(value).replace(/\u202f/g, '\u00a0');
}

export type Currency = 'CZK' | 'EUR';
const currencySymbols: Record<Currency, string> = { CZK: 'Kč', EUR: '€' };

/**
 * `1 500,- Kč`, `12,- €` in Czech (SPEC §9); with decimals the `,-` suffix gives way to the cents
 * (`12,50 €`). English pages write money as English readers do (issue 24): `CZK 1,500`, `€12.50`.
 */
export function formatMoney(amount: number, currency: Currency, options: { suffix?: string; locale?: Locale } = {}): string {
  const whole = Number.isInteger(amount);
  if (options.locale === 'en') {
    const digits = whole ? 0 : 2;
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay: currency === 'CZK' ? 'code' : 'symbol', minimumFractionDigits: digits, maximumFractionDigits: digits })
      .format(amount)
      .replace(/^CZK\s*/, 'CZK\u00a0');
  }
  const number = whole ? formatNumber(amount) + (options.suffix ?? ',-') : formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${number}\u00a0${currencySymbols[currency]}`;
}

function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The date in UTC: `6. 4. 2026` in Czech (SPEC §9's day. month. year), `6 Apr 2026` in English: the
 * same day-month-year order, with the month named so neither a British nor an American reader takes
 * 6/4 for the 4th of June.
 */
export function formatDate(value: Date | string | number, locale: Locale = 'cs'): string {
  const d = toDate(value);
  if (locale === 'en') return `${d.getUTCDate()} ${monthNames[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  return `${d.getUTCDate()}. ${d.getUTCMonth() + 1}. ${d.getUTCFullYear()}`;
}

/** `HH:mm` in UTC (SPEC §9), the same in both languages. */
export function formatTime(value: Date | string | number): string {
  const d = toDate(value);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

export function formatDateTime(value: Date | string | number, locale: Locale = 'cs'): string {
  return `${formatDate(value, locale)} ${formatTime(value)}`;
}

const weekdayNames: Record<Locale, string[]> = {
  cs: ['neděle', 'pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'sobota'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

const shortWeekdayNames: Record<Locale, string[]> = {
  cs: ['ne', 'po', 'út', 'st', 'čt', 'pá', 'so'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/** A kick-off's day in short, on its wall clock: `út 1. 12.` / `Tue 1 Dec` (a list of matches of several days). */
export function formatShortDay(value: Date | string | number, locale: Locale): string {
  const d = toDate(value);
  const weekday = shortWeekdayNames[locale][d.getUTCDay()];
  return locale === 'en' ? `${weekday} ${d.getUTCDate()} ${monthNames[d.getUTCMonth()]}` : `${weekday} ${d.getUTCDate()}. ${d.getUTCMonth() + 1}.`;
}

/** The day of the week in UTC, in the locale's words. */
export function formatWeekday(value: Date | string | number, locale: Locale): string {
  return weekdayNames[locale][toDate(value).getUTCDay()];
}

/** The day a moment happened in Prague: `1. 12. 2026` / `1 Dec 2026`. */
export function formatMomentDate(value: Date | string | number, locale: Locale = 'cs'): string {
  return formatDate(onPragueClock(value), locale);
}

/** `HH:mm` of a moment on Prague's clock (20:49 for 19:49 UTC in winter, 21:49 in summer). */
export function formatMomentTime(value: Date | string | number): string {
  return formatTime(onPragueClock(value));
}

/** A moment with its day, on Prague's clock: `1. 12. 2026 20:49`. */
export function formatMoment(value: Date | string | number, locale: Locale = 'cs'): string {
  return formatDateTime(onPragueClock(value), locale);
}
