/**
 * The protocol's service worker (built per app as `/sw.js` by tools/vite/protocol-pwa.mts), registered
 * only when a protocol screen mounts: public pages neither download nor run it, and its scopes cover
 * only the protocol's pages (Czech and English), so a reporter's other pages stay as they are.
 */
export const serviceWorkerUrl = '/sw.js';
export const manifestUrl = '/manifest.webmanifest';
export const protocolScopes = ['/zapasovy-protokol', '/en/zapasovy-protokol'] as const;

/** The live stream is no read to replay; every other GET of the API the protocol made is kept. */
const notCached = /^\/api\/v1\/competition\/live\/stream/;

/** What this page loaded so far that a reload without network needs: assets, the page, its reads. */
export function loadedUrls(entries: readonly { name: string }[], href: string, origin: string): string[] {
  const urls = new Set<string>([href]);
  for (const { name } of entries) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (url.origin === origin && !notCached.test(url.pathname)) urls.add(url.href);
  }
  return [...urls];
}

let manifestAdded = false;
/** The manifest link goes in with the protocol too: nothing at all on public pages. */
function addManifestLink(): void {
  if (manifestAdded || typeof document === 'undefined' || document.querySelector('link[rel="manifest"]')) return;
  manifestAdded = true;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = manifestUrl;
  document.head.appendChild(link);
}

/** Events waiting on the device must survive the browser clearing storage under pressure. */
function keepStorage(): void {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.persist || !storage.persisted) return;
  void storage
    .persisted()
    .then((already) => (already ? true : storage.persist()))
    .catch(() => undefined);
}

let registering: Promise<ServiceWorkerRegistration | null> | null = null;

/**
 * Registers the worker for the protocol's pages and, once it is active, has it cache what this page
 * already loaded, so that a reload with no network right after the first visit works. Resolves with
 * the registration of the current page's scope (null where service workers are unavailable).
 */
export function registerProtocolServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  addManifestLink();
  keepStorage();
  registering ??= register().catch((error: unknown) => {
    console.warn('match-protocol: the offline service worker could not be registered', error);
    registering = null;
    return null;
  });
  return registering;
}

async function register(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return null;
  const path = window.location.pathname;
  const current = protocolScopes.find((scope) => path === scope || path.startsWith(`${scope}/`)) ?? protocolScopes[0];
  const registrations = await Promise.all(protocolScopes.map((scope) => navigator.serviceWorker.register(serviceWorkerUrl, { scope, updateViaCache: 'none' })));
  // Both scopes move to a new build together: a worker left behind would miss the assets its cache had.
  for (const r of registrations) if (r.active) void r.update().catch(() => undefined);
  const registration = registrations[protocolScopes.indexOf(current)];
  const worker = await activeWorker(registration);
  const urls = loadedUrls(performance.getEntriesByType('resource'), window.location.href, window.location.origin);
  await askToCache(worker, urls);
  return registration;
}

function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  if (registration.active) return Promise.resolve(registration.active);
  const installing = registration.installing ?? registration.waiting;
  return new Promise((resolve, reject) => {
    if (!installing) return reject(new Error('no service worker is installing'));
    installing.addEventListener('statechange', () => {
      if (installing.state === 'activated') resolve(installing);
      if (installing.state === 'redundant') reject(new Error('the service worker was replaced before activating'));
    });
  });
}

/** Resolves when the worker stored the URLs (its answer), so a test may go offline right after. */
function askToCache(worker: ServiceWorker, urls: string[]): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, 30_000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      document.documentElement.dataset.protocolOffline = 'ready';
      resolve();
    };
    worker.postMessage({ type: 'cache-urls', page: window.location.href, urls }, [channel.port2]);
  });
}
