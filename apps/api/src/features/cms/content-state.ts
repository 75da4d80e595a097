/**
 * The life of a content object (SPEC §4: saved as draft, then published; archived or not) as pure
 * transitions. `data` is what visitors see, `draft` the editor's working copy; every change bumps
 * `version`, so an editor saving on top of an older version is told someone else saved meanwhile.
 */
export interface ContentState<T = unknown> {
  data: T | null;
  draft: T | null;
  isArchived: boolean;
  version: number;
  publishedAt: Date | null;
}

export type ContentStatus = 'draft' | 'published';

export type Transition<T> = { ok: true; state: ContentState<T>; changed: boolean } | { ok: false; reason: 'conflict' | 'nothingToPublish' };

/** `draft` while a working copy waits to be published, else `published`. */
export const statusOf = (state: ContentState): ContentStatus => (state.draft !== null ? 'draft' : 'published');

/** A new object is only a draft: nobody sees it until it is published. */
export const created = <T>(draft: T): ContentState<T> => ({ data: null, draft, isArchived: false, version: 1, publishedAt: null });

/** Saves the editor's copy if it was based on the current version. */
export function saveDraft<T>(state: ContentState<T>, draft: T, basedOnVersion: number): Transition<T> {
  if (basedOnVersion !== state.version) return { ok: false, reason: 'conflict' };
  return { ok: true, changed: true, state: { ...state, draft, version: state.version + 1 } };
}

/** The draft becomes what visitors see; publishing with nothing pending changes nothing. */
export function publish<T>(state: ContentState<T>, now: Date): Transition<T> {
  if (state.draft === null) return state.data === null ? { ok: false, reason: 'nothingToPublish' } : { ok: true, changed: false, state };
  return { ok: true, changed: true, state: { ...state, data: state.draft, draft: null, version: state.version + 1, publishedAt: now } };
}

export function setArchived<T>(state: ContentState<T>, isArchived: boolean): Transition<T> {
  if (state.isArchived === isArchived) return { ok: true, changed: false, state };
  return { ok: true, changed: true, state: { ...state, isArchived, version: state.version + 1 } };
}

/** What a visitor sees: the published data of an object that is not archived. */
export const visitorView = <T>(state: ContentState<T>): T | null => (state.isArchived ? null : state.data);

/** What the super admin previews: the draft if there is one, else the published data (archived hidden too). */
export const previewView = <T>(state: ContentState<T>): T | null => (state.isArchived ? null : (state.draft ?? state.data));
