import { create } from 'zustand';

/** How fresh competition data is: pushed by the stream, polled while it is down, or not yet known. */
export type LiveStatus = 'connecting' | 'live' | 'polling';

interface LiveStatusState {
  status: LiveStatus;
  setStatus: (status: LiveStatus) => void;
}

/** Client state for the small "live" indicator; the data itself stays in the React Query cache. */
export const useLiveStatus = create<LiveStatusState>((set) => ({
  status: 'connecting',
  setStatus: (status) => set({ status }),
}));
