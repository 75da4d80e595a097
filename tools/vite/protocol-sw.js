/* The match protocol's service worker (issue 12). tools/vite/protocol-pwa.mts prepends, per build:
 *   const VERSION = '<hash>';  const PRECACHE = ['/index.html', '/assets/…', …];
 * It is registered only by the protocol screen, for the protocol's pages (its scopes), so public pages
 * never run it. Pages: network first, the cached app shell without network. Hashed assets: cache
 * first. API reads: network first, the last answer without network (marked, so the sync engine does
 * not take it for the server's). Writes and the live stream: never touched. */
/* global VERSION, PRECACHE */
const SHELL = '/index.html';
const ASSETS = `protocol-assets-${VERSION}`;
// Data outlives an app update: a reporter offline right after a deploy still has the match.
const DATA = 'protocol-data';
const CACHED_HEADER = 'x-protocol-cache';
/** With one bar of signal a request can hang for long: after this, what the cache has is shown. */
const NETWORK_PATIENCE_MS = 4000;

const isAsset = (url) => url.pathname.startsWith('/assets/');
const isApi = (url) => url.pathname.startsWith('/api/');
const isStream = (url) => url.pathname.startsWith('/api/v1/competition/live/stream');
/** Logging in or out changes whose data the cache holds. */
const changesUser = (url) => /\/(login|logout)(\/|$)/.test(url.pathname);

/** `_ts` only defeats HTTP caches: one cached answer per read. */
function dataKey(url) {
  const key = new URL(url.href);
  key.searchParams.delete('_ts');
  return key.href;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSETS);
      // One missing file must not keep the worker from installing: it is cached on first use instead.
      await Promise.all(PRECACHE.map((path) => cache.add(path).catch(() => undefined)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('protocol-') && name !== ASSETS && name !== DATA).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

async function put(cacheName, key, response) {
  if (!response || !response.ok || response.type === 'opaque') return;
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
}

function marked(response) {
  const headers = new Headers(response.headers);
  headers.set(CACHED_HEADER, '1');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The network's answer, stored; without network (or after waiting too long) the stored one. */
async function networkFirst(event, cacheName, key, mark) {
  const fallback = async () => {
    const cached = await caches.match(key, { cacheName });
    return cached ? (mark ? marked(cached) : cached) : undefined;
  };
  const network = fetch(event.request).then(async (response) => {
    if (response.ok) event.waitUntil(put(cacheName, key, response.clone()));
    // A proxy's error page while the server is down is no better than no network.
    if (response.status >= 500) return (await fallback()) ?? response;
    return response;
  });
  network.catch(() => undefined); // answered from the cache meanwhile: a later failure is no error
  let timer;
  const impatient = new Promise((resolve) => {
    timer = setTimeout(() => resolve(fallback()), NETWORK_PATIENCE_MS);
  });
  try {
    const first = await Promise.race([network, impatient]);
    if (first) return first;
    return await network; // nothing cached yet: wait for the network after all
  } catch (error) {
    const cached = await fallback();
    if (cached) return cached;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function cacheFirst(event) {
  const cached = await caches.match(event.request, { cacheName: ASSETS });
  if (cached) return cached;
  const response = await fetch(event.request);
  event.waitUntil(put(ASSETS, event.request, response.clone()));
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (changesUser(url)) {
    event.waitUntil(caches.delete(DATA));
    return;
  }
  if (request.method !== 'GET') return;
  if (isStream(url)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(event, ASSETS, SHELL, false));
  else if (isAsset(url)) event.respondWith(cacheFirst(event));
  else if (isApi(url)) event.respondWith(networkFirst(event, DATA, dataKey(url), true));
  else event.respondWith(networkFirst(event, ASSETS, url.href, false));
});

/** What the page had already loaded before this worker ran (its first visit): stored now. */
async function cacheUrls(page, urls) {
  try {
    await put(ASSETS, SHELL, await fetch(page, { headers: { accept: 'text/html' }, credentials: 'same-origin' }));
  } catch {
    // Offline already: the shell is cached on the next page load.
  }
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(href, self.location.origin);
      if (url.origin !== self.location.origin || isStream(url)) return;
      try {
        if (isApi(url)) {
          await put(DATA, dataKey(url), await fetch(url.href, { credentials: 'same-origin' }));
        } else if (isAsset(url)) {
          const cache = await caches.open(ASSETS);
          if (!(await cache.match(url.href))) await cache.add(url.href);
        } else if (url.href !== page) {
          await put(ASSETS, url.href, await fetch(url.href));
        }
      } catch {
        // Offline already: whatever could not be fetched is cached on its next use.
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'cache-urls' || typeof data.page !== 'string' || !Array.isArray(data.urls)) return;
  const reply = event.ports && event.ports[0];
  event.waitUntil(
    cacheUrls(data.page, data.urls.filter((u) => typeof u === 'string')).then(
      () => reply && reply.postMessage({ type: 'cached', version: VERSION }),
      () => reply && reply.postMessage({ type: 'cached', version: VERSION }),
    ),
  );
});
