/** What a printed schedule (issue 29 item 3) lists: a team's or a hall's matches by day, a day's by hall. Pure, no React. */
import { href } from '@phc/i18n';
import { groupByDay, groupByHall, type DrawMatch } from '../logic/draw';

export type PrintSubject = { kind: 'team'; teamId: number } | { kind: 'hall'; placeId: number } | { kind: 'day'; day: string };

/** One printed page block: a day (team, hall) or a hall (day); each starts on a new sheet. */
export interface PrintSection<M extends DrawMatch> {
  key: string;
  matches: M[];
}

/** Only the matches the subject covers, so a sheet never shows another team's or hall's games. */
export function subjectMatches<M extends DrawMatch>(matches: readonly M[], subject: PrintSubject): M[] {
  if (subject.kind === 'team') return matches.filter((m) => m.homeTeamId === subject.teamId || m.awayTeamId === subject.teamId);
  if (subject.kind === 'hall') return matches.filter((m) => m.placeId === subject.placeId);
  return matches.filter((m) => m.day === subject.day);
}

/** The subject's own matches in print order: a day split by hall in the static data's hall order, the others by day. */
export function sectionsOf<M extends DrawMatch>(own: readonly M[], subject: PrintSubject, hallOrder: readonly number[]): PrintSection<M>[] {
  if (subject.kind === 'day') return groupByHall(own, hallOrder).map((h) => ({ key: String(h.hallId), matches: h.matches }));
  return groupByDay(own).map((d) => ({ key: d.day, matches: d.matches }));
}

/** Sections of the matches the subject covers (a team's by its ids; the page adds the play-off slots it fills). */
export function printSections<M extends DrawMatch>(matches: readonly M[], subject: PrintSubject, hallOrder: readonly number[]): PrintSection<M>[] {
  return sectionsOf(subjectMatches(matches, subject), subject, hallOrder);
}

const isId = (value: string | undefined) => value !== undefined && /^[1-9]\d{0,9}$/.test(value);

/** The subject a print address names (`/tisk/tym/:teamId`, `/tisk/hala/:placeId`, `/tisk/den/:day`); null for a malformed one. */
export function printSubject(params: Readonly<Record<string, string | undefined>>): PrintSubject | null {
  if (params['teamId'] !== undefined) return isId(params['teamId']) ? { kind: 'team', teamId: Number(params['teamId']) } : null;
  if (params['placeId'] !== undefined) return isId(params['placeId']) ? { kind: 'hall', placeId: Number(params['placeId']) } : null;
  const day = params['day'];
  return day !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T12:00:00Z`)) ? { kind: 'day', day } : null;
}

/** Where the paper's live version is, as a locale-free path: the team page, the hall's or the day's draw. */
export function livePagePath(subject: PrintSubject): string {
  if (subject.kind === 'team') return href('vysledky-tym', { teamId: subject.teamId });
  if (subject.kind === 'hall') return `${href('vysledky-podle-hal')}?hala=${subject.placeId}`;
  return `${href('vysledky-podle-dni')}?den=${subject.day}`;
}
