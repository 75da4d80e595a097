import localforage from 'localforage';
import { create } from 'zustand';
import { favouritesKey, sanitizeFavourites, toggleFavourite } from './favourites';

/** The map's own storage in the browser (IndexedDB where there is one, localStorage otherwise). */
const storage = localforage.createInstance({ name: 'phc', storeName: 'map' });
const readTimeoutMs = 1500;

interface FavouritesState {
  /** Newest first. */
  ids: number[];
  /** False until storage answered, so the list does not jump when the favourites arrive. */
  loaded: boolean;
  tournamentId: string | null;
  load: (tournamentId: string) => Promise<void>;
  toggle: (id: number) => Promise<void>;
}

/**
 * Client state only (zustand): which places this browser marked. Writes go to storage right away;
 * a failed write (private mode, full quota) keeps the favourite for this visit instead of losing it.
 */
export const useFavouritesStore = create<FavouritesState>((set, get) => ({
  ids: [],
  loaded: false,
  tournamentId: null,
  load: async (tournamentId) => {
    if (get().tournamentId === tournamentId && get().loaded) return;
    set({ tournamentId, loaded: false });
    let ids: number[] = [];
    try {
      // Some private modes leave IndexedDB hanging: after a moment the list shows without favourites.
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), readTimeoutMs));
      ids = sanitizeFavourites(await Promise.race([storage.getItem(favouritesKey(tournamentId)), timeout]));
    } catch (error) {
      console.warn('map: favourites could not be read', error);
    }
    if (get().tournamentId === tournamentId) set({ ids, loaded: true });
  },
  toggle: async (id) => {
    const { tournamentId } = get();
    const ids = toggleFavourite(get().ids, id);
    set({ ids });
    if (!tournamentId) return;
    try {
      await storage.setItem(favouritesKey(tournamentId), ids);
    } catch (error) {
      console.warn('map: favourites could not be saved', error);
    }
  },
}));
