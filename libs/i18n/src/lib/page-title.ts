import { useEffect } from 'react';
import { create } from 'zustand';

interface PageTitleState {
  title: string | null;
  setTitle: (title: string | null) => void;
}

/** A page's own title (e.g. "Sparta – Dukla"); the shell falls back to the route's name without one. */
export const usePageTitleStore = create<PageTitleState>((set) => ({
  title: null,
  setTitle: (title) => set({ title }),
}));

/** Sets the page's part of `document.title` while the calling page is shown. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    usePageTitleStore.getState().setTitle(title);
    return () => usePageTitleStore.getState().setTitle(null);
  }, [title]);
}
