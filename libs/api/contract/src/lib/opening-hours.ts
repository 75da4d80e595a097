/** A place's hours on one tournament day (`HH:MM`, Prague time). */
export interface OpeningDayHours {
  day: string;
  opens: string;
  closes: string;
}

/** `07:30` → `7:30`, as Czech and English readers both write times. */
const time = (hhmm: string) => hhmm.replace(/^0(\d)/, '$1');

/** `2026-04-06` → `6. 4.`: the day and month, read the same in both languages of the site. */
const dayMonth = (day: string) => `${Number(day.slice(8, 10))}. ${Number(day.slice(5, 7))}.`;

/**
 * The opening-hours line of a place on the public map (SPEC §2 place detail): each tournament day's
 * hours in day order, then the free note. Null when there is neither.
 */
export function openingHoursText(days: readonly OpeningDayHours[], note: string | null): string | null {
  const parts = [...days].sort((a, b) => a.day.localeCompare(b.day)).map((d) => `${dayMonth(d.day)} ${time(d.opens)}–${time(d.closes)}`);
  if (note?.trim()) parts.push(note.trim());
  return parts.length ? parts.join(' · ') : null;
}
