import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { Db } from './common';

type Trx = Transaction<Database>;

export const invitationByTokenHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('team_leader_invitations')
    .innerJoin('team_leaders', 'team_leaders.id', 'team_leader_invitations.team_leader_id')
    .innerJoin('clubs', 'clubs.id', 'team_leaders.club_id')
    .select(['team_leaders.id', 'team_leaders.first_name', 'team_leaders.last_name', 'clubs.name as club_name', 'team_leader_invitations.expires_at', 'team_leader_invitations.used_at'])
    .where('team_leader_invitations.token_hash', '=', tokenHash)
    .executeTakeFirst();

export const leaderTeamIds = async (db: Db, leaderId: number) => (await db.selectFrom('team_leader_teams').select('team_id').where('team_leader_id', '=', leaderId).execute()).map((r) => r.team_id);

export interface LeaderPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
}

/**
 * The club's leader with this e-mail now also leads the team (one person leading several teams of
 * the club is one leader); `pending` while no account accepted an invitation.
 */
export async function saveLeaderOfTeam(trx: Trx, clubId: number, teamId: number, person: LeaderPerson): Promise<{ id: number; pending: boolean }> {
  // Two adds of one e-mail at once must not make two leaders: they wait for each other on the club.
  await trx.selectFrom('clubs').select('id').where('id', '=', clubId).forUpdate().executeTakeFirst();
  const existing = await trx.selectFrom('team_leaders').select(['id', 'user_id']).where('club_id', '=', clubId).where('email', '=', person.email).executeTakeFirst();
  let id: number;
  if (existing) {
    id = existing.id;
    // The account stays the one that accepted: what the club types never moves the rights.
    await trx
      .updateTable('team_leaders')
      .set({ first_name: person.firstName, last_name: person.lastName, phone: person.phone ?? null })
      .where('id', '=', id)
      .execute();
  } else {
    id = (
      await trx
        .insertInto('team_leaders')
        .values({ club_id: clubId, user_id: null, first_name: person.firstName, last_name: person.lastName, email: person.email, phone: person.phone ?? null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  await trx
    .insertInto('team_leader_teams')
    .values({ team_leader_id: id, team_id: teamId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return { id, pending: !existing || existing.user_id === null };
}

/** Only the newest invitation works: an older e-mail (maybe sent to a mistyped address) is void. */
export async function replaceInvitation(trx: Trx, leaderId: number, tokenHash: string, now: Date, validDays: number): Promise<void> {
  await trx.updateTable('team_leader_invitations').set({ used_at: now }).where('team_leader_id', '=', leaderId).where('used_at', 'is', null).execute();
  await trx
    .insertInto('team_leader_invitations')
    .values({ token_hash: tokenHash, team_leader_id: leaderId, expires_at: new Date(now.getTime() + validDays * 24 * 60 * 60_000) })
    .execute();
}

/** Single use even when two tabs accept at once: only one update finds the token unused. */
export const spendInvitation = async (trx: Trx, tokenHash: string, now: Date) =>
  !!(await trx.updateTable('team_leader_invitations').set({ used_at: now }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).returning('team_leader_id').executeTakeFirst());

export const leaderEmail = async (trx: Db, leaderId: number) => (await trx.selectFrom('team_leaders').select('email').where('id', '=', leaderId).executeTakeFirstOrThrow()).email;

export const linkLeaderAccount = (trx: Db, leaderId: number, userId: number | undefined) => trx.updateTable('team_leaders').set({ user_id: userId }).where('id', '=', leaderId).execute();

/** Ends a leader's lead of one team; a leader of no team is nobody's leader any more. False when it did not lead it. */
export async function removeLeaderOfTeam(trx: Trx, leaderId: number, teamId: number): Promise<boolean> {
  const removed = await trx.deleteFrom('team_leader_teams').where('team_leader_id', '=', leaderId).where('team_id', '=', teamId).returning('team_id').executeTakeFirst();
  if (!removed) return false;
  const rest = await trx.selectFrom('team_leader_teams').select('team_id').where('team_leader_id', '=', leaderId).executeTakeFirst();
  if (!rest) await trx.deleteFrom('team_leaders').where('id', '=', leaderId).execute();
  return true;
}

/** The teams an account leads: only leader rows tied to it by an accepted invitation (issue 14), never by e-mail. */
export async function ledTeamIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('team_leaders')
    .innerJoin('team_leader_teams', 'team_leader_teams.team_leader_id', 'team_leaders.id')
    .select('team_leader_teams.team_id')
    .where('team_leaders.user_id', '=', userId)
    .orderBy('team_leader_teams.team_id')
    .execute();
  return rows.map((r) => r.team_id);
}

/** A club's leaders (or one), by name. */
export async function leaderRows(db: Db, filter: { clubId?: number; id?: number }) {
  let query = db.selectFrom('team_leaders').select(['id', 'club_id', 'user_id', 'first_name', 'last_name', 'email', 'phone']).orderBy('last_name').orderBy('first_name').orderBy('id');
  if (filter.clubId !== undefined) query = query.where('club_id', '=', filter.clubId);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  return query.execute();
}

export const leaderTeamLinks = (db: Db, leaderIds: number[]) =>
  db.selectFrom('team_leader_teams').select(['team_leader_id', 'team_id']).where('team_leader_id', 'in', leaderIds).orderBy('team_id').execute();
