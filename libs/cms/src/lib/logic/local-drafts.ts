/**
 * Unsaved edits kept in the browser until the server has them (a reload or a crash loses nothing).
 * Keyed by object; remembers the version the edit started from, so a stale copy can be told apart.
 */
export interface LocalDraft<D> {
  objectId: number;
  baseVersion: number;
  data: D;
  savedAt: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (objectId: number) => `phc:cms-draft:${objectId}`;

function storageOrNull(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readLocalDraft<D>(objectId: number, storage: StorageLike | null = storageOrNull()): LocalDraft<D> | null {
  const raw = storage?.getItem(keyOf(objectId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as LocalDraft<D>;
    return parsed && parsed.objectId === objectId && typeof parsed.baseVersion === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft<D>(draft: Omit<LocalDraft<D>, 'savedAt'>, storage: StorageLike | null = storageOrNull(), now = new Date()): void {
  try {
    storage?.setItem(keyOf(draft.objectId), JSON.stringify({ ...draft, savedAt: now.toISOString() }));
  } catch {
    // A full storage must not break editing; the edit is still on screen.
  }
}

export function clearLocalDraft(objectId: number, storage: StorageLike | null = storageOrNull()): void {
  storage?.removeItem(keyOf(objectId));
}
