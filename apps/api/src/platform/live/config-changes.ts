/**
 * Configuration writes (the administration's configuration screen) tell the server's caches of
 * configuration values to forget them, so a change applies on the next request without a restart.
 * Not the live bus: that one carries competition changes to browsers; this stays inside one server.
 * Listeners are kept per app context, so the test apps of one process never hear each other.
 */
const listeners = new WeakMap<object, Set<() => void>>();

/** Calls `listener` after every configuration write of this app; returns the unsubscribe. */
export function onConfigChange(ctx: object, listener: () => void): () => void {
  let set = listeners.get(ctx);
  if (!set) listeners.set(ctx, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Announces a configuration write; call it after the write's transaction has committed. */
export function configChanged(ctx: object): void {
  for (const listener of listeners.get(ctx) ?? []) listener();
}
