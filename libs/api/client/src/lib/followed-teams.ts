import { create } from 'zustand';
import { followedTeamsEndpoints, reconcileFollowedTeams } from '@phc/api-contract';
import { isApiError } from './api-error';
import { accountChangedEvent, isProbablyLoggedIn } from './logged-in-flag';
import { apiRequest } from './request';

interface FollowedTeamsState {
  /** Followed team ids, oldest first; in this browser, and on the account once signed in (issue 28 item 4). */
  teamIds: number[];
  /** The account whose list this browser has merged; null while anonymous. */
  accountId: number | null;
  /** A change made while signed in that the server has not confirmed yet (offline): sent at the next chance. */
  unsent: boolean;
  toggle: (teamId: number) => void;
  /** Makes this browser's list and the account's one again (after a login, on coming back to the tab). */
  sync: () => Promise<void>;
}

type StoredAccount = Pick<FollowedTeamsState, 'accountId' | 'unsent'>;

const storageKey = 'phc:favourite-teams';

function readStored(storage: Pick<Storage, 'getItem'>): Record<string, unknown> | undefined {
  try {
    return JSON.parse(storage.getItem(storageKey) ?? 'null')?.state;
  } catch {
    return undefined;
  }
}

/**
 * The ids an earlier visit kept. The format is the one zustand's persist middleware wrote
 * (`{ state: { teamIds }, version: 0 }`), so nothing followed before is lost; anything unreadable
 * counts as no team followed.
 */
export function storedTeamIds(storage: Pick<Storage, 'getItem'>): number[] {
  const ids = readStored(storage)?.['teamIds'];
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
}

export function storedAccount(storage: Pick<Storage, 'getItem'>): StoredAccount {
  const state = readStored(storage);
  const accountId = state?.['accountId'];
  return { accountId: Number.isInteger(accountId) ? (accountId as number) : null, unsent: state?.['unsent'] === true };
}

/** Keeps the ids for the next visit; without storage (private mode, full quota) they last this visit only. */
export function storeTeamIds(storage: Pick<Storage, 'setItem'>, teamIds: readonly number[], account: StoredAccount = { accountId: null, unsent: false }): void {
  try {
    storage.setItem(storageKey, JSON.stringify({ state: { teamIds, ...(account.accountId === null ? {} : account) }, version: 0 }));
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
export const useFavouriteTeams = /* @__PURE__ */ create<FollowedTeamsState>()((set, get) => {
  const persist = () => storeTeamIds(localStorage, get().teamIds, get());
  // One request at a time, each sending the list as it is then: two quick taps never reach the server
  // in the wrong order.
  let sending = Promise.resolve();
  const send = () =>
    (sending = sending.then(async () => {
      const { teamIds } = get();
      try {
        await apiRequest(followedTeamsEndpoints.set, { body: { teamIds } });
        if (get().teamIds === teamIds) set({ unsent: false });
        persist();
      } catch {
        // Offline or signed out meanwhile: `unsent` stays, the next sync sends the list.
      }
    }));
  const sync = async () => {
    if (!isProbablyLoggedIn()) {
      // Signed out: the list stays this browser's own (only rewritten when it was an account's).
      if (get().accountId !== null) {
        set({ accountId: null, unsent: false });
        persist();
      }
      return;
    }
    try {
      const account = await apiRequest(followedTeamsEndpoints.get);
      const { teamIds, push } = reconcileFollowedTeams(get(), account);
      set({ teamIds, accountId: account.userId, unsent: push });
      persist();
      if (push) await send();
    } catch (error) {
      // Signed out elsewhere: this browser keeps its list as an anonymous one. Offline: try again later.
      if (isApiError(error, 401)) set({ accountId: null, unsent: false });
    }
  };
  if (typeof window !== 'undefined') {
    queueMicrotask(() => void sync());
    window.addEventListener(accountChangedEvent, () => void sync());
    // Back to the tab: another device may have changed the list meanwhile.
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void sync());
  }
  return {
    teamIds: storedTeamIds(localStorage),
    ...storedAccount(localStorage),
    toggle: (teamId) => {
      const { teamIds, accountId } = get();
      set({ teamIds: teamIds.includes(teamId) ? teamIds.filter((id) => id !== teamId) : [...teamIds, teamId], unsent: accountId !== null });
      persist();
      if (accountId !== null) void send();
    },
    sync,
  };
});
