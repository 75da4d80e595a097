import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { followedTeamsEndpoints as e, type FollowedTeams } from '@phc/api-contract';
import type { Database } from '../db/schema';
import { unauthenticated } from '../http/errors';
import { route } from '../http/route';
import { enforceLimit } from '../security/throttle';

/** Each follow or unfollow is one write; a person taps far fewer, a script is held back. */
export const followedTeamsLimit = { max: 300, windowMs: 60 * 60_000 };

async function readFollowed(db: Kysely<Database>, userId: number): Promise<FollowedTeams> {
  const rows = await db.selectFrom('followed_teams').select('team_id').where('user_id', '=', userId).orderBy('position').execute();
  return { userId, teamIds: rows.map((row) => row.team_id) };
}

/** Replaces the list in one transaction: two devices saving at once leave one whole list, never a mix. */
async function replaceFollowed(db: Kysely<Database>, userId: number, teamIds: readonly number[]): Promise<void> {
  const unique = [...new Set(teamIds)];
  await db.transaction().execute(async (trx) => {
    // Ids of teams that are gone (withdrawn since the phone stored them) are dropped, not refused.
    const existing = unique.length ? new Set((await trx.selectFrom('teams').select('id').where('id', 'in', unique).execute()).map((row) => row.id)) : new Set<number>();
    await trx.deleteFrom('followed_teams').where('user_id', '=', userId).execute();
    const kept = unique.filter((id) => existing.has(id));
    if (kept.length) await trx.insertInto('followed_teams').values(kept.map((teamId, position) => ({ user_id: userId, team_id: teamId, position }))).execute();
  });
}

/** Issue 28 item 4: a signed-in user's followed teams, the same on every device (any role may follow). */
export function registerFollowedTeamsRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;
  route(app, e.get, async ({ request }) => {
    if (!request.user) throw unauthenticated();
    return readFollowed(db, request.user.id);
  });
  route(app, e.set, async ({ body, request, reply }) => {
    if (!request.user) throw unauthenticated();
    await enforceLimit(db, reply, `followed-teams:${request.user.id}`, followedTeamsLimit, app.ctx.now(), 'changes of followed teams');
    await replaceFollowed(db, request.user.id, body.teamIds);
    return readFollowed(db, request.user.id);
  });
}
