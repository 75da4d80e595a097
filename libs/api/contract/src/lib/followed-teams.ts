import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { messageCodes as m } from './messages';
import { IdSchema, inputObject } from './primitives';

/** A visitor follows a handful of teams; the cap keeps one account's list (and one request) small. */
export const maxFollowedTeams = 100;

/** Issue 28 item 4: the teams a signed-in user follows, in the order they were followed. */
export const FollowedTeamsBodySchema = inputObject({
  teamIds: v.pipe(v.array(IdSchema, m.invalid), v.maxLength(maxFollowedTeams, m.tooLong)),
});
export type FollowedTeamsBody = v.InferOutput<typeof FollowedTeamsBodySchema>;

/** `userId`: whose list it is, so a browser tells a list it already merged from another account's. */
export const FollowedTeamsSchema = v.object({ userId: v.number(), teamIds: v.array(v.number()) });
export type FollowedTeams = v.InferOutput<typeof FollowedTeamsSchema>;

const path = '/api/v1/web/auth/followed-teams';

export const followedTeamsEndpoints = {
  get: defineEndpoint({ name: 'auth.followedTeams', method: 'GET', path, response: FollowedTeamsSchema, access: ['user'] }),
  /** Replaces the list; ids of teams that no longer exist are dropped, not refused (a phone's list can be old). */
  set: defineEndpoint({ name: 'auth.setFollowedTeams', method: 'PUT', path, body: FollowedTeamsBodySchema, response: FollowedTeamsSchema, access: ['user'] }),
};

/**
 * How a browser's list and the account's list become one (pure, for the client's sync).
 * - The first time this browser meets this account: both lists together (nothing followed on either
 *   side is lost), the account's first; pushed when the browser added something.
 * - Afterwards the account's list is the truth (an unfollow on another device must not come back),
 *   unless this browser changed its list and could not tell the server (`unsent`): then the browser's.
 */
export function reconcileFollowedTeams(local: { teamIds: readonly number[]; accountId: number | null; unsent: boolean }, account: FollowedTeams): { teamIds: number[]; push: boolean } {
  if (local.accountId === account.userId) return local.unsent ? { teamIds: [...local.teamIds], push: true } : { teamIds: [...account.teamIds], push: false };
  const added = local.teamIds.filter((id) => !account.teamIds.includes(id));
  return { teamIds: [...account.teamIds, ...added].slice(0, maxFollowedTeams), push: added.length > 0 };
}
