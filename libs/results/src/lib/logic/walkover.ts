import type { MyMatch } from '@phc/api-contract';

/**
 * SPEC §2/§6: brackets offer a walkover dropdown (and the match page a link to the protocol) to
 * whoever may edit the match: a super admin or super reporter anywhere, a reporter only in their own
 * hall. Which hall is a reporter's is the server's to say (`my-matches`): the public static data no
 * longer names a hall's reporter.
 */
export interface WalkoverUser {
  id: number;
  roles: readonly string[];
}

/** Super admin and super reporter edit every match (the server's list of them is capped, so no list is asked). */
export const editsEveryMatch = (user: WalkoverUser | null | undefined) => !!user && (user.roles.includes('ROLE_SUPER_ADMIN') || user.roles.includes('ROLE_COMPETITION_SUPER_REPORTER'));

/** A plain reporter: whether a match is theirs needs the server's list of the matches they may edit. */
export const needsMyMatches = (user: WalkoverUser | null | undefined) => !!user && !editsEveryMatch(user) && user.roles.includes('ROLE_COMPETITION_REPORTER');

/** `myMatches`: the server's answer for this user (undefined while unknown: nothing offered yet). */
export function canSetWalkover(user: WalkoverUser | null | undefined, matchId: number, myMatches: readonly MyMatch[] | undefined): boolean {
  if (editsEveryMatch(user)) return true;
  if (!needsMyMatches(user)) return false;
  // teamIds null: the whole match; a list is only the rosters of a leader's teams, not a walkover.
  return myMatches?.some((mine) => mine.matchId === matchId && mine.teamIds === null) ?? false;
}
