import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface FavouritesState {
  /** Followed team ids, oldest first; kept in this browser only (no account needed). */
  teamIds: number[];
  toggle: (teamId: number) => void;
}

export const useFavouriteTeams = create<FavouritesState>()(
  persist(
    (set) => ({
      teamIds: [],
      toggle: (teamId) => set((state) => ({ teamIds: state.teamIds.includes(teamId) ? state.teamIds.filter((id) => id !== teamId) : [...state.teamIds, teamId] })),
    }),
    { name: 'phc:favourite-teams', storage: createJSONStorage(() => localStorage), partialize: (state) => ({ teamIds: state.teamIds }) },
  ),
);
