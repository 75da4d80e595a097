/** What editing does to a content object (SPEC §3/§7), as the server applies it: pure, for the editor's view. */
export interface ContentState<D> {
  data: D | null;
  draft: D | null;
  status: 'draft' | 'published';
  isArchived: boolean;
  version: number;
}

export type ContentAction<D> = { type: 'saveDraft'; data: D } | { type: 'publish' } | { type: 'archive' } | { type: 'unarchive' };

export class ContentTransitionError extends Error {}

/** Every edit lands in the draft; publishing moves the draft to what visitors see; archive hides it. */
export function applyContentAction<D>(state: ContentState<D>, action: ContentAction<D>): ContentState<D> {
  switch (action.type) {
    case 'saveDraft':
      return { ...state, draft: action.data, status: 'draft', version: state.version + 1 };
    case 'publish':
      if (state.draft === null) throw new ContentTransitionError('Nothing to publish');
      return { ...state, data: state.draft, draft: null, status: 'published', version: state.version + 1 };
    case 'archive':
      return { ...state, isArchived: true, version: state.version + 1 };
    case 'unarchive':
      return { ...state, isArchived: false, version: state.version + 1 };
  }
}

/** What a visitor gets: the published content, unless archived. Drafts never. */
export function visitorContent<D>(state: ContentState<D>): D | null {
  return state.isArchived ? null : state.data;
}

/** What an editor works on: the draft when there is one, else the published content. */
export function editorContent<D>(state: ContentState<D>): D | null {
  return state.draft ?? state.data;
}

export interface ContentActions {
  canPublish: boolean;
  canArchive: boolean;
  canUnarchive: boolean;
}

export function availableActions(state: Pick<ContentState<unknown>, 'draft' | 'isArchived'>): ContentActions {
  return { canPublish: state.draft !== null, canArchive: !state.isArchived, canUnarchive: state.isArchived };
}
