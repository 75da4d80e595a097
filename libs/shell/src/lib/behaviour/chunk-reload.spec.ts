import { chunkReloadKey, importWithReload, isChunkLoadError, type ReloadEnvironment } from './chunk-reload';

function environment(): ReloadEnvironment & { store: Map<string, string>; reload: jest.Mock } {
  const store = new Map<string, string>();
  return {
    store,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
    reload: jest.fn(),
  };
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: https://phc.test/assets/results-abc.js');

describe('failed chunk loads (SPEC §8)', () => {
  it('recognises the browsers’ dynamic-import failures and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads the page once when a chunk fails and leaves the import pending', async () => {
    const env = environment();
    const pending = importWithReload(() => Promise.reject(chunkError()), env);
    const settled = jest.fn();
    pending.then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.store.has(chunkReloadKey)).toBe(true);
    expect(settled).not.toHaveBeenCalled();
  });

  it('does not reload again in the same session: the error reaches the error page', async () => {
    const env = environment();
    env.store.set(chunkReloadKey, '1');
    await expect(importWithReload(() => Promise.reject(chunkError()), env)).rejects.toThrow(/dynamically imported/);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('rethrows other errors without reloading', async () => {
    const env = environment();
    await expect(importWithReload(() => Promise.reject(new Error('boom')), env)).rejects.toThrow('boom');
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('clears the guard after a successful load so a later deploy can reload again', async () => {
    const env = environment();
    env.store.set(chunkReloadKey, '1');
    await expect(importWithReload(async () => 'module', env)).resolves.toBe('module');
    expect(env.store.has(chunkReloadKey)).toBe(false);
  });
});
