/** What a printed schedule (issue 29 item 3) lists: a team's or a hall's matches by day, a day's by hall. Pure, no React. */
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

/** Sections in print order; a day is split by hall in the static data's hall order, the others by day. */
export function printSections<M extends DrawMatch>(matches: readonly M[], subject: PrintSubject, hallOrder: readonly number[]): PrintSection<M>[] {
  const own = subjectMatches(matches, subject);
  if (subject.kind === 'day') return groupByHall(own, hallOrder).map((h) => ({ key: String(h.hallId), matches: h.matches }));
  return groupByDay(own).map((d) => ({ key: d.day, matches: d.matches }));
}
