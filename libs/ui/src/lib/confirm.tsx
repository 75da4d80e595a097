import { lazy, Suspense, useEffect } from 'react';
import { create } from 'zustand';
import type { ConfirmDialogProps } from './dialog';

// The shell mounts the host on every page, but a question is rare: the dialog's code comes with the first one.
const LazyConfirmDialog = lazy(() => import('./dialog').then((m) => ({ default: m.ConfirmDialog })));

export type ConfirmOptions = Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmLabel' | 'cancelLabel' | 'danger'>;

interface ConfirmState {
  request: (ConfirmOptions & { resolve: (ok: boolean) => void }) | null;
  hosts: number;
  ask: (options: ConfirmOptions) => Promise<boolean>;
  settle: (ok: boolean) => void;
}

const useConfirmStore = create<ConfirmState>((set, get) => ({
  request: null,
  hosts: 0,
  ask: (options) =>
    new Promise<boolean>((resolve) => {
      if (get().hosts === 0) {
        // Without a host nobody could ever answer: refuse rather than leave the caller waiting forever.
        console.error('useConfirm(): no <ConfirmHost /> is mounted (the shell renders one); answering "no".');
        resolve(false);
        return;
      }
      // A newer question replaces an unanswered one, which counts as cancelled.
      get().request?.resolve(false);
      set({ request: { ...options, resolve } });
    }),
  settle: (ok) => {
    get().request?.resolve(ok);
    set({ request: null });
  },
}));

/** `const confirm = useConfirm(); if (await confirm({ title, danger: true })) remove();` — needs one <ConfirmHost />. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  return useConfirmStore((s) => s.ask);
}

/** Renders the dialog for `useConfirm()`; the shell mounts it once. */
export function ConfirmHost() {
  const request = useConfirmStore((s) => s.request);
  const settle = useConfirmStore((s) => s.settle);
  useEffect(() => {
    useConfirmStore.setState((s) => ({ hosts: s.hosts + 1 }));
    return () => {
      useConfirmStore.setState((s) => ({ hosts: s.hosts - 1 }));
      // The host is going away: an open question can no longer be answered.
      if (useConfirmStore.getState().hosts === 0) useConfirmStore.getState().settle(false);
    };
  }, []);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <LazyConfirmDialog
        open
        title={request.title}
        message={request.message}
        confirmLabel={request.confirmLabel}
        cancelLabel={request.cancelLabel}
        danger={request.danger}
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
    </Suspense>
  );
}
