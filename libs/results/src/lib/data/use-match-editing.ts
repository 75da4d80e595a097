import { useQuery } from '@tanstack/react-query';
import { competitionQueries } from '@phc/api-client';
import { canSetWalkover, needsMyMatches, type WalkoverUser } from '../logic/walkover';

/**
 * Whether the user may edit a match (walkover, protocol link). A plain reporter's matches come from
 * the server (`my-matches`, asked only of them); everybody else is decided by role alone.
 */
export function useMatchEditing(user: WalkoverUser | null | undefined): (matchId: number) => boolean {
  const { data: myMatches } = useQuery({ ...competitionQueries.myMatches(), enabled: needsMyMatches(user) });
  return (matchId) => canSetWalkover(user, matchId, myMatches);
}
