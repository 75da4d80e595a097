import { onPragueClock } from '@phc/tournaments';

/**
 * The configuration stores instants in UTC; organisers think in the tournament's time (Prague). These
 * convert between a stored UTC ISO instant and the `datetime-local` text of Prague wall-clock time.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Prague's wall clock at an instant, as [year, month, day, hour, minute]. */
function pragueClock(ms: number): number[] {
  const d = onPragueClock(ms);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
}

/** Minutes Prague is ahead of UTC at an instant (60 in winter, 120 in summer). */
function pragueOffsetMinutes(ms: number): number {
  const [y, mo, d, h, mi] = pragueClock(ms);
  return Math.round((Date.UTC(y, mo - 1, d, h, mi) - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/** `2026-04-08T20:00:00Z` → `2026-04-08T22:00`; empty for no or unreadable value. */
export function utcToPragueLocal(iso: string | null): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const [y, mo, d, h, mi] = pragueClock(ms);
  return `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
}

/** `2026-04-08T22:00` (Prague) → `2026-04-08T20:00:00Z`; null when the text is not a full date and time. */
export function pragueLocalToUtc(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the guess, then at the result: right on both sides of a daylight-saving switch.
  const first = asUtc - pragueOffsetMinutes(asUtc) * 60_000;
  const ms = asUtc - pragueOffsetMinutes(first) * 60_000;
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

/** The UTC day of a stored date key (`2026-04-05T00:00:00Z` → `2026-04-05`), for a date input. */
export const storedDay = (iso: string | null): string => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : '');
