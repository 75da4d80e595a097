/** Where the tournaments are played: their days and kick-offs are this zone's wall clock. */
export const tournamentTimeZone = 'Europe/Prague';

const dayParts = new Intl.DateTimeFormat('en-GB', { timeZone: tournamentTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The tournament's calendar day (YYYY-MM-DD) at a moment: 23:30 UTC on 31 March is already 1 April in Prague. */
export function tournamentDay(moment: Date): string {
  const parts = Object.fromEntries(dayParts.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}
