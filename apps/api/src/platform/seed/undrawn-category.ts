import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Teams of the undrawn category: enough for three groups, two of them from one club (the draw keeps those apart). */
const teamCount = 12;

/**
 * A category registered but not yet drawn (issue 17): the youngest, mixed, whose competition the
 * matchmaker builds in the administration. Its teams come from approved clubs other than the demo
 * club administrator's (whose screens other journeys count), one club bringing two teams.
 */
export async function seedUndrawnCategory(db: Kysely<Database>, clubAdminEmail: string): Promise<void> {
  const youngest = await db.selectFrom('team_categories').selectAll().orderBy('sort_order', 'desc').executeTakeFirstOrThrow();
  const category = await db
    .insertInto('team_categories')
    .values({
      code: youngest.code,
      gender: 'X',
      name_cs: `${youngest.code} mix`,
      name_en: `${youngest.code} mixed`,
      birth_year_from: youngest.birth_year_from,
      birth_year_to: youngest.birth_year_to,
      sort_order: youngest.sort_order + 1,
      max_other_gender_players: 0,
      max_older_players: youngest.max_older_players,
      small_court: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const adminClubs = db.selectFrom('user_clubs').innerJoin('users', 'users.id', 'user_clubs.user_id').select('user_clubs.club_id').where('users.email', '=', clubAdminEmail);
  const clubs = await db.selectFrom('clubs').select('id').where('registration_state', '=', 'approved').where('id', 'not in', adminClubs).orderBy('id').limit(teamCount - 1).execute();
  if (clubs.length < 2) return;
  const entries = [...clubs.map((c) => ({ club: c.id, number: 1 })), { club: clubs[0].id, number: 2 }];
  await db
    .insertInto('teams')
    .values(entries.map((e, i) => ({ club_id: e.club, team_category_id: category.id, name: null, team_number: e.number, uuid: `00000000-0000-4000-9000-${String(i + 1).padStart(12, '0')}` })))
    .execute();
}
