/** SPEC §7/§9: while a user is logged in, GET /admin/ every 5 minutes keeps the session warm; errors are ignored. */
export const keepAliveIntervalMs = 300_000;

export function startKeepAlive(options: { isLoggedIn: () => boolean; ping?: () => Promise<unknown>; intervalMs?: number }): () => void {
  const ping = options.ping ?? (() => fetch('/admin/', { credentials: 'same-origin' }));
  const timer = setInterval(() => {
    if (!options.isLoggedIn()) return;
    ping().catch(() => undefined);
  }, options.intervalMs ?? keepAliveIntervalMs);
  return () => clearInterval(timer);
}
