import ICAL from 'ical.js';
import { adminCompetitionEndpoints as admin, calendarEndpoints as e, competitionEndpoints as pub, competitionWriteEndpoints as w, type CalendarScope, type LiveData, type Match, type StaticData } from '@phc/api-contract';
import { onPragueClock } from '@phc/tournaments';
import { call, createTestApp, loginAs, type TestApp } from '../../../platform/test-utils/test-app';

// Issue 28 item 1: every feed is read back with ical.js (a maintained RFC 5545 parser) and compared with
// the public matches of the database, kick-offs as real instants through the feed's own VTIMEZONE.

let t: TestApp;
let adminCookie: string;
let statics: StaticData;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await loginAs(t.app, 'admin@demo.test');
  statics = (await call(t.app, pub.static)).json() as StaticData;
});
afterAll(() => t.close());

const publicUrl = 'http://localhost:3000';
const live = async () => ((await call(t.app, pub.live)).json() as LiveData).matches;
const feed = (scope: CalendarScope, id: number, lang: 'cs' | 'en' = 'cs', headers?: Record<string, string>) =>
  call(t.app, e.feed, { params: { scope, id }, query: { lang }, headers });

interface ParsedEvent {
  uid: string;
  sequence: number;
  start: Date;
  summary: string;
  location: string;
  description: string;
  status: string;
  geo: number[];
}

function parse(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // The feed's own zone, not the parser's built-in knowledge: a wrong VTIMEZONE gives wrong instants.
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: String(vevent.getFirstPropertyValue('status')),
      geo: vevent.getFirstPropertyValue('geo') as unknown as number[],
    };
  });
  return { calendar, events };
}

/** The real instant of a kick-off kept as Prague's wall clock: the offset (CET or CEST) that reads back as it. */
function pragueInstant(wallClock: string): Date {
  const wall = new Date(wallClock).getTime();
  const instant = [1, 2].map((hours) => new Date(wall - hours * 3600_000)).find((candidate) => onPragueClock(candidate).getTime() === wall);
  if (!instant) throw new Error(`No Prague instant reads ${wallClock}`);
  return instant;
}

const matchIdOf = (uid: string) => Number(/^match-(\d+)\.phc@localhost$/.exec(uid)?.[1]);

function expectSameMatches(events: ParsedEvent[], matches: Match[]) {
  expect(events.map((event) => matchIdOf(event.uid)).sort((a, b) => a - b)).toEqual(matches.map((m) => m.id).sort((a, b) => a - b));
  for (const event of events) {
    const match = matches.find((m) => m.id === matchIdOf(event.uid)) as Match;
    const hall = statics.halls.find((h) => h.id === match.placeId);
    expect(event.start.toISOString()).toBe(pragueInstant(match.startsAt).toISOString());
    expect(event.location).toContain(hall?.address);
    expect(event.location).toContain(hall?.translations.find((tr) => tr.locale === 'cs')?.name);
    expect(event.geo).toEqual([Number(hall?.lat.toFixed(6)), Number(hall?.lng.toFixed(6))]);
    expect(event.description).toContain(`${publicUrl}/vysledky/zapas/${match.id}`);
  }
}

/** A team with two matches still to play, both teams known. */
async function teamWithScheduledMatches() {
  const matches = await live();
  const scheduled = matches.filter((m) => m.state === 'scheduled' && m.homeTeamId !== null && m.awayTeamId !== null);
  const teamId = scheduled.map((m) => m.homeTeamId as number).find((id) => scheduled.filter((m) => m.homeTeamId === id || m.awayTeamId === id).length >= 2) as number;
  return { teamId, matches: scheduled.filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId) };
}

describe('calendar feeds', () => {
  it('answers a team feed as text/calendar with the Prague zone, refresh hints, and every match of the team', async () => {
    const { teamId } = await teamWithScheduledMatches();
    const response = await feed('team', teamId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = parse(response.body);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Prague');
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    expect(response.body).toMatch(/\r\nDTSTART;TZID=Europe\/Prague:\d{8}T\d{6}\r\n/);
    const team = statics.teams.find((tm) => tm.id === teamId);
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toContain(team?.club.name);
    expectSameMatches(events, (await live()).filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId));
  });

  it.each([
    ['club', (m: Match, id: number) => [m.homeTeamId, m.awayTeamId].some((teamId) => statics.teams.find((tm) => tm.id === teamId)?.clubId === id)],
    ['hall', (m: Match, id: number) => m.placeId === id],
    ['category', (m: Match, id: number) => statics.groups.find((g) => g.id === m.competitionGroupId)?.teamCategoryId === id],
  ] as const)('lists exactly the matches of a %s', async (scope, belongs) => {
    const matches = await live();
    const first = matches[0];
    const id =
      scope === 'club' ? (statics.teams.find((tm) => tm.id === first.homeTeamId)?.clubId as number) : scope === 'hall' ? first.placeId : (statics.groups.find((g) => g.id === first.competitionGroupId)?.teamCategoryId as number);
    const response = await feed(scope, id);
    expect(response.statusCode).toBe(200);
    const expected = matches.filter((m) => belongs(m, id));
    expect(expected.length).toBeGreaterThan(0);
    expectSameMatches(parse(response.body).events, expected);
  });

  it('keeps the kick-offs right across the spring switch, and raises SEQUENCE when a match moves', async () => {
    const { teamId, matches } = await teamWithScheduledMatches();
    const [saturday, sunday] = matches;
    const before = parse((await feed('team', teamId)).body).events;
    const sequenceOf = (events: ParsedEvent[], id: number) => events.find((ev) => matchIdOf(ev.uid) === id)?.sequence;
    const categoryOf = (m: Match) => statics.groups.find((g) => g.id === m.competitionGroupId)?.teamCategoryId;
    // The last weekend of March 2026: Saturday still CET (UTC+1), Sunday already CEST (UTC+2).
    for (const [match, startsAt] of [[saturday, '2026-03-28T10:00:00.000Z'], [sunday, '2026-03-29T10:00:00.000Z']] as const) {
      const moved = await call(t.app, admin.moveMatch, { cookie: adminCookie, params: { categoryId: categoryOf(match), matchId: match.id }, body: { startsAt, placeId: match.placeId } });
      expect(moved.statusCode).toBe(200);
    }
    const after = parse((await feed('team', teamId)).body).events;
    const startOf = (id: number) => after.find((ev) => matchIdOf(ev.uid) === id)?.start.toISOString();
    expect(startOf(saturday.id)).toBe('2026-03-28T09:00:00.000Z');
    expect(startOf(sunday.id)).toBe('2026-03-29T08:00:00.000Z');
    expect(sequenceOf(after, saturday.id)).toBe((sequenceOf(before, saturday.id) as number) + 1);
    expect(sequenceOf(after, sunday.id)).toBe((sequenceOf(before, sunday.id) as number) + 1);
    expectSameMatches(after, (await live()).filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId));
  });

  it('marks a walkover cancelled with its result, in both languages', async () => {
    const { teamId, matches } = await teamWithScheduledMatches();
    const [match] = matches;
    const superadmin = await loginAs(t.app, 'superadmin@demo.test');
    expect((await call(t.app, w.walkover, { cookie: superadmin, params: { id: match.id }, body: { _data: { walkOverType: 'home' } } })).statusCode).toBe(200);
    const detail = (await live()).find((m) => m.id === match.id) as Match;
    for (const [lang, words] of [['cs', ['Kategorie:', 'Výsledek:', 'kontumace']], ['en', ['Category:', 'Result:', 'walkover']]] as const) {
      const { events } = parse((await feed('team', teamId, lang)).body);
      const event = events.find((ev) => matchIdOf(ev.uid) === match.id) as ParsedEvent;
      expect(event.status).toBe('CANCELLED');
      expect(event.summary).toContain(`${detail.homeScore}:${detail.awayScore}`);
      for (const word of words) expect(event.description).toContain(word);
      expect(event.description).toContain(`${publicUrl}${lang === 'en' ? '/en' : ''}/vysledky/zapas/${match.id}`);
      const category = statics.teamCategories.find((c) => c.id === statics.groups.find((g) => g.id === match.competitionGroupId)?.teamCategoryId);
      expect(event.description).toContain(category?.name[lang]);
    }
  });

  it('tags the feed: 304 on the same ETag, a new one after a change; public caching', async () => {
    const { teamId, matches } = await teamWithScheduledMatches();
    const first = await feed('team', teamId);
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const again = await feed('team', teamId, 'cs', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const [match] = matches;
    const categoryId = statics.groups.find((g) => g.id === match.competitionGroupId)?.teamCategoryId;
    const moved = await call(t.app, admin.moveMatch, { cookie: adminCookie, params: { categoryId, matchId: match.id }, body: { startsAt: '2026-03-27T09:00:00.000Z', placeId: match.placeId } });
    expect(moved.statusCode).toBe(200);
    const changed = await feed('team', teamId, 'cs', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers 404 for no such team and 400 for a scope it does not know', async () => {
    expect((await feed('team', 999999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/calendar/referee/1' })).statusCode).toBe(400);
  });
});
