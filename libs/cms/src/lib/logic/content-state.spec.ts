import { applyContentAction, availableActions, ContentTransitionError, editorContent, visitorContent, type ContentState } from './content-state';

const published: ContentState<string> = { data: 'old', draft: null, status: 'published', isArchived: false, version: 1 };

describe('content state transitions', () => {
  it('a saved draft is seen by the editor but not by visitors', () => {
    const next = applyContentAction(published, { type: 'saveDraft', data: 'new' });
    expect(next.status).toBe('draft');
    expect(editorContent(next)).toBe('new');
    expect(visitorContent(next)).toBe('old');
    expect(next.version).toBe(2);
  });

  it('publishing shows the draft to visitors and clears it', () => {
    const next = applyContentAction(applyContentAction(published, { type: 'saveDraft', data: 'new' }), { type: 'publish' });
    expect(visitorContent(next)).toBe('new');
    expect(next.draft).toBeNull();
    expect(next.status).toBe('published');
  });

  it('publishing without a draft is refused', () => {
    expect(() => applyContentAction(published, { type: 'publish' })).toThrow(ContentTransitionError);
  });

  it('archiving hides the content from visitors and unarchiving brings it back', () => {
    const archived = applyContentAction(published, { type: 'archive' });
    expect(visitorContent(archived)).toBeNull();
    expect(editorContent(archived)).toBe('old');
    expect(visitorContent(applyContentAction(archived, { type: 'unarchive' }))).toBe('old');
  });

  it('a never-published object shows visitors nothing', () => {
    expect(visitorContent({ ...published, data: null, draft: 'first', status: 'draft' })).toBeNull();
  });

  it('offers publish only with a draft, archive or unarchive by state', () => {
    expect(availableActions(published)).toEqual({ canPublish: false, canArchive: true, canUnarchive: false });
    expect(availableActions({ draft: 'x', isArchived: true })).toEqual({ canPublish: true, canArchive: false, canUnarchive: true });
  });
});
