import { useParams } from 'react-router';
import type { LoggedUser } from '@phc/api-contract';
import { currentClubId, useUserBarStore } from '@phc/auth';

/** The club a club-zone page shows: the path's `clubId` (the super reporter's form), else the current club. */
export function useClubOfPage(user: LoggedUser | null): number | null {
  const params = useParams();
  const selectedClubId = useUserBarStore((state) => state.selectedClubId);
  const paramId = Number(params['clubId']);
  return Number.isInteger(paramId) && paramId > 0 ? paramId : currentClubId({ user, selectedClubId });
}
