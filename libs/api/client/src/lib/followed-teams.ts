import { create } from 'zustand';

interface FollowedTeamsState {
  /** Followed team ids, oldest first; kept in this browser only (no account needed). */
  teamIds: number[];
  toggle: (teamId: number) => void;
}

const storageKey = 'phc:favourite-teams';

/**
 * The ids an earlier visit kept. The format is the one zustand's persist middleware wrote
 * (`{ state: { teamIds }, version: 0 }`), so nothing followed before is lost; anything unreadable
 * counts as no team followed.
 */
export function storedTeamIds(storage: Pick<Storage, 'getItem'>): number[] {
  try {
    const ids: unknown = JSON.parse(storage.getItem(storageKey) ?? 'null')?.state?.teamIds;
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Keeps the ids for the next visit; without storage (private mode, full quota) they last this visit only. */
export function storeTeamIds(storage: Pick<Storage, 'setItem'>, teamIds: readonly number[]): void {
  try {
    storage.setItem(storageKey, JSON.stringify({ state: { teamIds }, version: 0 }));
  } catch {
    // Nothing to tell the visitor: the star still works until the page is closed.
  }
}

/**
 * The teams this browser follows. Here, beside the competition reads, because more than one feature
 * shows them: the results (follow a team, favourites first) and the content system's live block
 * (its next matches), and features may not import each other.
 * Read and written in a few lines rather than with zustand's persist middleware: that is 1 KiB of
 * gzipped JS on every results page's first load for one array of numbers (tools/scripts/budgets.mjs).
 */
// Pure: pages that never read it (most first loads) leave the store out of their chunks.
export const useFavouriteTeams = /* @__PURE__ */ create<FollowedTeamsState>()((set, get) => ({
  teamIds: storedTeamIds(localStorage),
  toggle: (teamId) => {
    const { teamIds } = get();
    set({ teamIds: teamIds.includes(teamId) ? teamIds.filter((id) => id !== teamId) : [...teamIds, teamId] });
    storeTeamIds(localStorage, get().teamIds);
  },
}));
