import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { webQueries } from '@phc/api-client';
import { analyticsIds, isAnalyticsConfigured, routeChangeEvents, type AnalyticsIds } from '../logic/analytics';

type AnalyticsWindow = Window & { dataLayer?: unknown[]; fbq?: ((...args: unknown[]) => void) & { queue?: unknown[] } };

function loadScript(src: string) {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** The tag manager and pixel snippets, only for ids that are configured. */
function installAnalytics(ids: AnalyticsIds) {
  const w = window as AnalyticsWindow;
  if (ids.tagManagerId && !w.dataLayer) {
    w.dataLayer = [{ 'gtm.start': Date.now(), event: 'gtm.js' }];
    loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.tagManagerId)}`);
  }
  if (ids.pixelId && !w.fbq) {
    const queue: unknown[] = [];
    w.fbq = Object.assign((...args: unknown[]) => void queue.push(args), { queue });
    w.fbq('init', ids.pixelId);
    loadScript('https://connect.facebook.net/en_US/fbevents.js');
  }
}

/** SPEC §7: an analytics event and a pixel event on each route change; nothing without ids. */
export function RouteObserver() {
  const location = useLocation();
  // The enums' configurations: small, and the user bar reads them on every page anyway.
  const { data } = useQuery(webQueries.enums());
  const ids = useMemo(() => analyticsIds(data?.configurations ?? []), [data]);
  const page = location.pathname + location.search;
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (!isAnalyticsConfigured(ids) || reported.current === page) return;
    installAnalytics(ids);
    reported.current = page;
    const w = window as AnalyticsWindow;
    for (const event of routeChangeEvents(ids, page)) {
      if (event.kind === 'tagManager') w.dataLayer?.push(event.payload);
      else w.fbq?.('track', event.name);
    }
  }, [ids, page]);
  return null;
}
