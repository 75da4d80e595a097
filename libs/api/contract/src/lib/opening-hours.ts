/** A place's hours on one tournament day (`HH:MM`, Prague time). */
export interface OpeningDayHours {
  day: string;
  opens: string;
  closes: string;
}

/** `07:30` → `7:30`, as Czech and English readers both write times. */
const time = (hhmm: string) => hhmm.replace(/^0(\d)/, '$1');

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-04-06` → `6. 4.` in Czech, `6 Apr` in English (as the site's full dates, libs/i18n formatDate). */
const dayMonth = (day: string, locale: 'cs' | 'en') => (locale === 'en' ? `${Number(day.slice(8, 10))} ${monthNames[Number(day.slice(5, 7)) - 1]}` : `${Number(day.slice(8, 10))}. ${Number(day.slice(5, 7))}.`);

/**
 * The opening-hours line of a place on the public map (SPEC §2 place detail): each tournament day's
 * hours in day order, then the free note. Null when there is neither.
 */
export function openingHoursText(days: readonly OpeningDayHours[], note: string | null, locale: 'cs' | 'en' = 'cs'): string | null {
  const parts = [...days].sort((a, b) => a.day.localeCompare(b.day)).map((d) => `${dayMonth(d.day, locale)} ${time(d.opens)}–${time(d.closes)}`);
  if (note?.trim()) parts.push(note.trim());
  return parts.length ? parts.join(' · ') : null;
}
