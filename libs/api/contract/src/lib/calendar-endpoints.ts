import * as v from 'valibot';
import { buildPath, defineEndpoint } from './endpoint';
import { messageCodes as m } from './messages';
import { IdSchema, LocaleSchema, inputObject } from './primitives';

/** Issue 28 item 1: what a calendar feed follows. */
export const CalendarScopeSchema = v.picklist(['team', 'club', 'hall', 'category'], m.invalid);
export type CalendarScope = v.InferOutput<typeof CalendarScopeSchema>;

/**
 * An iCalendar feed (RFC 5545, `text/calendar`) of a team's, a club's, a hall's or a category's matches:
 * a calendar app subscribes to it (webcal://) or a visitor downloads it once. `lang` is the language of
 * its texts (Czech by default, like the site).
 */
export const calendarFeedEndpoint = defineEndpoint({
  name: 'calendar.feed',
  method: 'GET',
  path: '/api/v1/calendar/:scope/:id',
  params: inputObject({ scope: CalendarScopeSchema, id: IdSchema }),
  query: inputObject({ lang: v.optional(LocaleSchema) }),
  response: v.string(),
  responseType: 'calendar',
  access: ['public'],
  cache: 'static',
});

export const calendarEndpoints = { feed: calendarFeedEndpoint };

/** The feed's path on the site, for the pages' "subscribe" and "download" links. */
export function calendarFeedPath(scope: CalendarScope, id: number, locale: v.InferOutput<typeof LocaleSchema>): string {
  return `${buildPath(calendarFeedEndpoint, { scope, id })}${locale === 'en' ? '?lang=en' : ''}`;
}
