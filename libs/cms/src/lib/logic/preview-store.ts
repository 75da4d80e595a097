import { create } from 'zustand';

interface CmsPreviewState {
  /** The super admin has the editor open: content reads ask for drafts (the server checks the role). */
  preview: boolean;
  setPreview: (preview: boolean) => void;
}

export const useCmsPreviewStore = create<CmsPreviewState>((set) => ({
  preview: false,
  setPreview: (preview) => set({ preview }),
}));

export const usePreview = () => useCmsPreviewStore((state) => state.preview);
