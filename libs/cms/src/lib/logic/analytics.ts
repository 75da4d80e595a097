import type { ConfigValue } from '@phc/api-contract';

export interface AnalyticsIds {
  tagManagerId: string | null;
  pixelId: string | null;
}

const tagManagerPattern = /^GTM-[A-Z0-9]{4,12}$/;
const pixelPattern = /^\d{6,20}$/;

/**
 * The tag manager and pixel ids from configuration (SPEC §7); an id in the wrong shape counts as
 * not configured, since it is pasted into a script address.
 */
export function analyticsIds(configurations: readonly ConfigValue[]): AnalyticsIds {
  const value = (key: string) => configurations.find((c) => c.key === key)?.value?.trim() || null;
  const tagManagerId = value('tag_manager_id');
  const pixelId = value('pixel_id');
  return {
    tagManagerId: tagManagerId && tagManagerPattern.test(tagManagerId) ? tagManagerId : null,
    pixelId: pixelId && pixelPattern.test(pixelId) ? pixelId : null,
  };
}

export const isAnalyticsConfigured = (ids: AnalyticsIds) => ids.tagManagerId !== null || ids.pixelId !== null;

export type AnalyticsEvent = { kind: 'tagManager'; payload: { event: 'pageview'; page: string } } | { kind: 'pixel'; name: 'PageView' };

/** What one route change reports: an analytics event and a pixel event, each only when configured. */
export function routeChangeEvents(ids: AnalyticsIds, page: string): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  if (ids.tagManagerId) events.push({ kind: 'tagManager', payload: { event: 'pageview', page } });
  if (ids.pixelId) events.push({ kind: 'pixel', name: 'PageView' });
  return events;
}
