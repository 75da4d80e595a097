import { tournamentTimeZone } from './tournament-day';

// The tournament's clock: a moment (when something happened) is read on Prague's wall clock, on the
// server and in the browser alike, whatever the machine's own time zone.

const pragueParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: tournamentTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The instant as it read on Prague's wall clock, written as a UTC value: the form in which the app keeps
 * scheduled kick-offs, so the wall-clock formatters show it as Prague saw it.
 */
export function onPragueClock(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const parts = Object.fromEntries(pragueParts.formatToParts(date).map((p) => [p.type, p.value]));
  const n = (type: string) => Number(parts[type]);
  return new Date(Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')));
}
