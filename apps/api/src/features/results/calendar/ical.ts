/**
 * iCalendar text (RFC 5545) for the calendar feeds, written by hand: the feeds use a handful of
 * properties, and a generator library would be a runtime dependency of the server for them. The tests
 * read every feed back with ical.js, a maintained parser.
 */

export type EventStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export interface CalendarEvent {
  /** Stable across every change of the match: a calendar updates its entry instead of adding one. */
  uid: string;
  /** Rises when the match moves (RFC 5545 §3.8.7.4). */
  sequence: number;
  /** The last change of the match, a real instant. */
  modifiedAt: Date;
  /** The kick-off on Prague's wall clock, written as a UTC value (the app's form of kick-offs). */
  startsAt: Date;
  minutes: number;
  summary: string;
  location: string;
  geo: { lat: number; lng: number };
  description: string;
  url: string;
  status: EventStatus;
}

export interface CalendarFeed {
  name: string;
  /** The tournament whose site publishes the feed (PRODID). */
  publisher: string;
  /** PRODID's language and the calendar's own. */
  locale: 'cs' | 'en';
  /** How often a subscribed calendar should read the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes: number;
  events: readonly CalendarEvent[];
}

/** Europe/Prague since 1996 (the EU rules): the feeds' kick-offs carry TZID=Europe/Prague. */
const pragueTimeZone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Prague',
  'X-LIC-LOCATION:Europe/Prague',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values (§3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n|\r/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (§3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets, each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const two = (n: number) => String(n).padStart(2, '0');
const basicDate = (d: Date) => `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}T${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`;
/** A wall-clock value (the app keeps kick-offs as UTC values of Prague's clock): local time, no `Z`. */
export const wallClockValue = (wallClock: Date) => basicDate(wallClock);
export const utcValue = (instant: Date) => `${basicDate(instant)}Z`;

function eventLines(event: CalendarEvent): string[] {
  const end = new Date(event.startsAt.getTime() + event.minutes * 60_000);
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcValue(event.modifiedAt)}`,
    `LAST-MODIFIED:${utcValue(event.modifiedAt)}`,
    `DTSTART;TZID=Europe/Prague:${wallClockValue(event.startsAt)}`,
    `DTEND;TZID=Europe/Prague:${wallClockValue(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `GEO:${event.geo.lat.toFixed(6)};${event.geo.lng.toFixed(6)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL;VALUE=URI:${event.url}`,
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The whole calendar, CRLF line ends and folded lines as §3.1 asks. */
export function renderCalendar(feed: CalendarFeed): string {
  const refresh = feed.refreshMinutes % 60 === 0 ? `PT${feed.refreshMinutes / 60}H` : `PT${feed.refreshMinutes}M`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${feed.publisher.replace(/\/\//g, '/')}//Calendar feeds//${feed.locale.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(feed.name)}`,
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    'X-WR-TIMEZONE:Europe/Prague',
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...pragueTimeZone,
    ...feed.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
