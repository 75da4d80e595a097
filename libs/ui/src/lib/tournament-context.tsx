import { createContext, useContext, type ReactNode } from 'react';
import type { Tournament } from '@phc/tournaments';

const TournamentContext = createContext<Tournament | null>(null);

/** The tournament this app serves; the shell provides it, features read it. */
export function TournamentProvider({ tournament, children }: { tournament: Tournament; children: ReactNode }) {
  return <TournamentContext.Provider value={tournament}>{children}</TournamentContext.Provider>;
}

export function useTournament(): Tournament {
  const tournament = useContext(TournamentContext);
  if (!tournament) throw new Error('useTournament() needs a <TournamentProvider> above it (the shell provides one).');
  return tournament;
}
