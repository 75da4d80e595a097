/**
 * SPEC §2/§6: brackets offer a walkover dropdown to whoever may edit the match: a super admin or
 * super reporter anywhere, a reporter only in the hall whose data names them (the server checks the same).
 */
export interface WalkoverUser {
  id: number;
  roles: readonly string[];
}

export function canSetWalkover(user: WalkoverUser | null | undefined, hallData: string | null | undefined): boolean {
  if (!user) return false;
  if (user.roles.includes('ROLE_SUPER_ADMIN') || user.roles.includes('ROLE_COMPETITION_SUPER_REPORTER')) return true;
  if (!user.roles.includes('ROLE_COMPETITION_REPORTER')) return false;
  try {
    return (JSON.parse(hallData ?? '{}') as { reporterUserId?: unknown }).reporterUserId === user.id;
  } catch {
    return false;
  }
}
