/**
 * After a deploy, an open tab may ask for a chunk that no longer exists. Reloading once fetches the
 * new index and its chunks (SPEC §8); the sessionStorage flag stops a reload loop when the chunk is
 * really broken, and then the error page is shown instead.
 */
export const chunkReloadKey = 'phc:chunk-reload';

const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && chunkErrorPattern.test(message));
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

const browserEnvironment = (): ReloadEnvironment => ({ storage: window.sessionStorage, reload: () => window.location.reload() });

/** Reloads the page unless this session already did so for a failed chunk; tells whether it did. */
export function reloadOnce(env: ReloadEnvironment = browserEnvironment()): boolean {
  if (env.storage.getItem(chunkReloadKey)) return false;
  env.storage.setItem(chunkReloadKey, String(Date.now()));
  env.reload();
  return true;
}

/** Runs a dynamic import; a failed chunk reloads the page once, any other failure is rethrown. */
export async function importWithReload<T>(load: () => Promise<T>, env: ReloadEnvironment = browserEnvironment()): Promise<T> {
  try {
    const loaded = await load();
    env.storage.removeItem(chunkReloadKey);
    return loaded;
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce(env)) {
      // The page is going away; never settling keeps the router from flashing an error page meanwhile.
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}
