import { create } from 'zustand';

export interface MenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
}

/** The phone hamburger menu (SPEC §2: the open flag can be set or toggled). */
export const useMenuStore = create<MenuState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
  toggle: () => set((state) => ({ open: !state.open })),
}));
