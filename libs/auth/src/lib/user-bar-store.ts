import { create } from 'zustand';

export type UserBarMode = 'login' | 'reset' | 'profile';

interface UserBarState {
  open: boolean;
  mode: UserBarMode;
  /** Why the bar opened by itself: a protected page asked the visitor to log in. */
  reason: 'loginRequired' | null;
  /** The club the user chose in the switcher; null falls back to the first administered club (SPEC §6). */
  selectedClubId: number | null;
  show: (mode: UserBarMode, reason?: 'loginRequired' | null) => void;
  setMode: (mode: UserBarMode) => void;
  close: () => void;
  selectClub: (clubId: number | null) => void;
}

const selectedClubKey = 'phc:selected-club';

function storedClub(): number | null {
  if (typeof localStorage === 'undefined') return null;
  const value = Number(localStorage.getItem(selectedClubKey));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** Client state of the slide-in user bar (SPEC §2), shared by the shell's login guard and the club zone. */
export const useUserBarStore = create<UserBarState>((set) => ({
  open: false,
  mode: 'login',
  reason: null,
  selectedClubId: storedClub(),
  show: (mode, reason = null) => set({ open: true, mode, reason }),
  setMode: (mode) => set({ mode }),
  close: () => set({ open: false, reason: null }),
  selectClub: (clubId) => {
    if (typeof localStorage !== 'undefined') {
      if (clubId === null) localStorage.removeItem(selectedClubKey);
      else localStorage.setItem(selectedClubKey, String(clubId));
    }
    set({ selectedClubId: clubId });
  },
}));
