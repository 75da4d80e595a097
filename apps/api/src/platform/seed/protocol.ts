import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Demo PINs (8 digits like real ones), the same on every seed: a team's is shown to its club on the dashboard, a referee's is 50000000 + its id. */
export const demoTeamPin = (teamId: number) => String(10000000 + ((teamId * 7919) % 90000000));
export const demoRefereePin = (refereeId: number) => String(50000000 + refereeId);

/**
 * What the match protocol needs in the demo: deterministic PINs, and `leader@demo.test` as the
 * paperless leader of some (not all) teams of the approved club of `club@demo.test`, so that a team
 * leader can log in and edit their own team's match rosters only.
 */
export async function seedProtocolDemo(db: Kysely<Database>, leaderEmail: string): Promise<void> {
  // The same formulas as demoTeamPin and demoRefereePin, one statement per table.
  await db.updateTable('teams').set({ protocol_pin: sql<string>`(10000000 + (id * 7919) % 90000000)::text` }).execute();
  await db.updateTable('referees').set({ protocol_pin: sql<string>`(50000000 + id)::text` }).execute();
  const account = await db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('email', '=', leaderEmail).executeTakeFirstOrThrow();
  const club = await db
    .selectFrom('user_clubs')
    .innerJoin('users', 'users.id', 'user_clubs.user_id')
    .innerJoin('clubs', 'clubs.id', 'user_clubs.club_id')
    .select('clubs.id')
    .where('users.email', '=', 'club@demo.test')
    .where('clubs.registration_state', '=', 'approved')
    .orderBy('clubs.id')
    .executeTakeFirstOrThrow();
  // The club's first leader leads half of its teams (the seed gives it two leaders): that one becomes the demo account.
  const leader = await db.selectFrom('team_leaders').select('id').where('club_id', '=', club.id).orderBy('id').executeTakeFirstOrThrow();
  await db.updateTable('team_leaders').set({ user_id: account.id, email: leaderEmail, first_name: account.first_name, last_name: account.last_name }).where('id', '=', leader.id).execute();
  // The demo leader came in as a real one does (issue 14): through an invitation it accepted.
  const accepted = new Date();
  await db
    .insertInto('team_leader_invitations')
    .values({ token_hash: createHash('sha256').update(`demo-invitation-${leader.id}`).digest('hex'), team_leader_id: leader.id, expires_at: accepted, used_at: accepted })
    .execute();
}
