import { clearLocalDraft, readLocalDraft, writeLocalDraft } from './local-drafts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
}

describe('local drafts', () => {
  it('keep an unsaved edit with the version it started from until cleared', () => {
    const storage = memoryStorage();
    writeLocalDraft({ objectId: 7, baseVersion: 3, data: { title: 'Nový' } }, storage, new Date('2026-04-01T10:00:00Z'));
    expect(readLocalDraft(7, storage)).toEqual({ objectId: 7, baseVersion: 3, data: { title: 'Nový' }, savedAt: '2026-04-01T10:00:00.000Z' });
    expect(readLocalDraft(8, storage)).toBeNull();
    clearLocalDraft(7, storage);
    expect(readLocalDraft(7, storage)).toBeNull();
  });

  it('ignore a broken stored value', () => {
    const storage = memoryStorage();
    storage.setItem('phc:cms-draft:1', '{nope');
    expect(readLocalDraft(1, storage)).toBeNull();
  });

  it('survive a storage that refuses to write', () => {
    const storage = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => writeLocalDraft({ objectId: 1, baseVersion: 1, data: 'x' }, storage)).not.toThrow();
  });
});
