import { created, previewView, publish, saveDraft, setArchived, statusOf, visitorView, type ContentState } from './content-state';

const now = new Date('2026-04-06T10:00:00Z');
const published: ContentState<string> = { data: 'old', draft: null, isArchived: false, version: 3, publishedAt: new Date('2026-01-01T00:00:00Z') };

describe('content object states', () => {
  it('starts a new object as an unpublished draft that visitors do not see', () => {
    const state = created('new');
    expect(statusOf(state)).toBe('draft');
    expect(visitorView(state)).toBeNull();
    expect(previewView(state)).toBe('new');
  });

  it('saves a draft without changing what visitors see', () => {
    const result = saveDraft(published, 'new', 3);
    if (!result.ok) throw new Error('expected a saved draft');
    expect(result.state).toMatchObject({ data: 'old', draft: 'new', version: 4 });
    expect(statusOf(result.state)).toBe('draft');
    expect(visitorView(result.state)).toBe('old');
    expect(previewView(result.state)).toBe('new');
  });

  it('refuses a draft based on an older version as a conflict', () => {
    expect(saveDraft(published, 'mine', 2)).toEqual({ ok: false, reason: 'conflict' });
    expect(saveDraft(published, 'mine', 4)).toEqual({ ok: false, reason: 'conflict' });
  });

  it('publishes the draft: visitors see it, nothing is pending', () => {
    const draft = saveDraft(published, 'new', 3);
    if (!draft.ok) throw new Error('expected a saved draft');
    const result = publish(draft.state, now);
    if (!result.ok) throw new Error('expected a publish');
    expect(result.state).toEqual({ data: 'new', draft: null, isArchived: false, version: 5, publishedAt: now });
    expect(statusOf(result.state)).toBe('published');
    expect(visitorView(result.state)).toBe('new');
  });

  it('publishing with nothing pending changes nothing; a never-saved object cannot be published', () => {
    expect(publish(published, now)).toEqual({ ok: true, changed: false, state: published });
    expect(publish({ ...published, data: null }, now)).toEqual({ ok: false, reason: 'nothingToPublish' });
  });

  it('archiving hides the object from visitors and previews; unarchiving brings it back', () => {
    const archived = setArchived(published, true);
    if (!archived.ok) throw new Error('expected archiving');
    expect(archived.state.version).toBe(4);
    expect(visitorView(archived.state)).toBeNull();
    expect(previewView(archived.state)).toBeNull();
    expect(setArchived(archived.state, true)).toMatchObject({ changed: false });
    const back = setArchived(archived.state, false);
    if (!back.ok) throw new Error('expected unarchiving');
    expect(visitorView(back.state)).toBe('old');
    expect(back.state.version).toBe(5);
  });
});
