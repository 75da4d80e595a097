import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface FollowedTeamsState {
  /** Followed team ids, oldest first; kept in this browser only (no account needed). */
  teamIds: number[];
  toggle: (teamId: number) => void;
}

/**
 * The teams this browser follows. Here, beside the competition reads, because more than one feature
 * shows them: the results (follow a team, favourites first) and the content system's live block
 * (its next matches), and features may not import each other.
 */
// Pure: pages that never read it (most first loads) leave the store and its persistence out of their chunks.
export const useFavouriteTeams = /* @__PURE__ */ create<FollowedTeamsState>()(
  /* @__PURE__ */ persist(
    (set) => ({
      teamIds: [],
      toggle: (teamId) => set((state) => ({ teamIds: state.teamIds.includes(teamId) ? state.teamIds.filter((id) => id !== teamId) : [...state.teamIds, teamId] })),
    }),
    { name: 'phc:favourite-teams', storage: createJSONStorage(() => localStorage), partialize: (state) => ({ teamIds: state.teamIds }) },
  ),
);
