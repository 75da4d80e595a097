import type { FastifyInstance } from 'fastify';
import { calendarEndpoints as e } from '@phc/api-contract';
import { defaultScheduleSettings } from '../../admin/competition/schedule-input';
import { onConfigChange } from '../../../platform/live/config-changes';
import { resultsVisibility } from '../results-visibility';
import { notFound } from '../../../platform/http/errors';
import { route } from '../../../platform/http/route';
import type { LiveBus } from '../../../platform/live/bus';
import { matchEvent } from './feed-events';
import { feedMatches, feedSubject } from './feed-store';
import { renderCalendar } from './ical';

/** A subscribed calendar reads the feed again after this; a schedule change reaches it within the hour. */
const refreshMinutes = 60;
/** Feeds kept between changes: every team, club, hall and category of a big tournament in both languages fits. */
const maxCachedFeeds = 2000;

/**
 * Issue 28 item 1: calendar feeds of a team, a club, a hall and a category (RFC 5545). A feed is read
 * from the database once and kept until the live bus announces any change (a moved match, a result),
 * so calendar apps polling every hour cost no database work between changes; route() gives it an ETag
 * (304 on a match) and the public Cache-Control of static reads.
 */
export function registerCalendarRoutes(app: FastifyInstance, bus: LiveBus, options: { publicUrl: string }): void {
  const { db, tournament } = app.ctx;
  const feeds = new Map<string, Promise<string | null>>();
  bus.subscribe(() => feeds.clear());
  onConfigChange(app.ctx, () => feeds.clear());
  const visibility = resultsVisibility(app);
  const defaultMinutes = defaultScheduleSettings(tournament.sport, null).matchMinutes;

  const build = async (scope: Parameters<typeof feedMatches>[1], id: number, locale: 'cs' | 'en', resultsShown: boolean) => {
    const subject = await feedSubject(db, scope, id);
    if (!subject) return null;
    const rows = await feedMatches(db, scope, id);
    const context = { locale, publicUrl: options.publicUrl, tournamentId: tournament.id, teamIds: subject.teamIds, resultsShown, defaultMinutes };
    const name = `${subject.name[locale]} – ${tournament.name[locale]}`;
    return renderCalendar({ name, publisher: tournament.name.en, locale, refreshMinutes, events: rows.map((row) => matchEvent(row, context)) });
  };

  route(app, e.feed, async ({ params, query }) => {
    const locale = query.lang ?? 'cs';
    const shown = await visibility.shown();
    const key = `${params.scope}:${params.id}:${locale}:${shown}`;
    let feed = feeds.get(key);
    if (!feed) {
      if (feeds.size >= maxCachedFeeds) feeds.delete(feeds.keys().next().value as string);
      feed = build(params.scope, params.id, locale, shown);
      feed.catch(() => feeds.delete(key));
      feeds.set(key, feed);
    }
    const text = await feed;
    if (text === null) throw notFound(`No ${params.scope} ${params.id}`);
    return text;
  });
}
