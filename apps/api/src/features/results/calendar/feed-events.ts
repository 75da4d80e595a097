import { teamDisplayName } from '@phc/tournaments';
import type { CalendarEvent } from './ical';
import type { FeedMatchRow } from './feed-store';

type Locale = 'cs' | 'en';

/** The feed's texts: a calendar app shows them as they are, so each language has its own. */
const texts = {
  cs: { opponent: 'Soupeř', category: 'Kategorie', group: 'Skupina', result: 'Výsledek', walkover: 'kontumace', page: 'Zápas na webu', place: (n: number, group: string) => `${n}. místo, skupina ${group}` },
  en: { opponent: 'Opponent', category: 'Category', group: 'Group', result: 'Result', walkover: 'walkover', page: 'Match page', place: (n: number, group: string) => `No. ${n} of group ${group}` },
} satisfies Record<Locale, unknown>;

export interface FeedContext {
  locale: Locale;
  /** The site's public origin (PUBLIC_URL): the entries link to the match page there. */
  publicUrl: string;
  tournamentId: string;
  /** The feed's own teams: an entry names the other side as the opponent. */
  teamIds: readonly number[];
  /** SPEC §9 "show results" off: no score and no walkover, as on the public pages. */
  resultsShown: boolean;
  /** A category's match length when its schedule settings do not say (the scheduler's default). */
  defaultMinutes: number;
}

function sideLabel(row: FeedMatchRow, side: 'home' | 'away', locale: Locale): string {
  const club = row[`${side}_club`];
  if (club !== null) return teamDisplayName({ name: row[`${side}_name`], teamNumber: row[`${side}_number`] ?? 1, teamCategory: { code: row.category_code }, club: { name: club } });
  // A bracket match before its teams are known: the place of the group that sends each.
  const position = row[`${side}_source_position`];
  const group = row[`${side}_source_group`];
  return position !== null && group !== null ? texts[locale].place(position, group) : '?';
}

/** The category's match length from its schedule settings (jsonb: an object, or text on some drivers). */
function matchMinutes(settings: unknown, fallback: number): number {
  let value = settings;
  try {
    if (typeof value === 'string') value = JSON.parse(value);
  } catch {
    return fallback;
  }
  const minutes = (value as { matchMinutes?: unknown } | null)?.matchMinutes;
  return typeof minutes === 'number' && minutes > 0 ? minutes : fallback;
}

/** The match page in the feed's language, absolute: a calendar app opens it outside the site. */
export const matchPageUrl = (publicUrl: string, locale: Locale, matchId: number) => `${publicUrl}${locale === 'en' ? '/en' : ''}/vysledky/zapas/${matchId}`;

/** One calendar entry of a match: who plays whom where, and the result once played. */
export function matchEvent(row: FeedMatchRow, context: FeedContext): CalendarEvent {
  const { locale } = context;
  const t = texts[locale];
  const home = sideLabel(row, 'home', locale);
  const away = sideLabel(row, 'away', locale);
  const walkover = context.resultsShown ? row.walkover : null;
  const played = context.resultsShown && (row.state === 'finished' || walkover !== null) && row.home_score !== null && row.away_score !== null;
  const score = played ? `${row.home_score}:${row.away_score}` : null;
  const opponent = context.teamIds.includes(row.home_team_id ?? -1) ? away : context.teamIds.includes(row.away_team_id ?? -1) ? home : null;
  const url = matchPageUrl(context.publicUrl, locale, row.id);
  const hall = locale === 'en' ? row.hall_en : row.hall_cs;
  const category = locale === 'en' ? row.category_en : row.category_cs;
  const description = [
    opponent !== null ? `${t.opponent}: ${opponent}` : null,
    `${t.category}: ${category}`,
    `${t.group}: ${row.group_name}`,
    score !== null ? `${t.result}: ${score}${walkover ? ` (${t.walkover})` : ''}` : null,
    `${t.page}: ${url}`,
  ];
  return {
    uid: `match-${row.id}.${context.tournamentId}@${new URL(context.publicUrl).hostname}`,
    sequence: row.schedule_revision,
    modifiedAt: new Date(row.updated_at),
    startsAt: new Date(row.starts_at),
    minutes: matchMinutes(row.schedule_settings, context.defaultMinutes),
    summary: `${home} ${score ?? '–'} ${away}${walkover ? ` (${t.walkover})` : ''}`,
    location: `${hall}, ${row.hall_address}`,
    geo: { lat: row.lat, lng: row.lng },
    description: description.filter((line) => line !== null).join('\n'),
    url,
    // A walkover is not played: nobody should travel to it. Unknown teams: the entry may still change.
    status: walkover ? 'CANCELLED' : row.home_team_id === null || row.away_team_id === null ? 'TENTATIVE' : 'CONFIRMED',
  };
}
