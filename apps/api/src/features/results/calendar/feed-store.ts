import type { Kysely } from 'kysely';
import type { CalendarScope } from '@phc/api-contract';
import type { Database } from '../../../platform/db/schema';
import { teamFullName } from '@phc/tournaments';
import { draftGroupIds } from '../drafts';
import { publicClubStates } from '../../participants/routes';

/** One match of a feed with everything its calendar entry says. */
export type FeedMatchRow = Awaited<ReturnType<typeof feedMatches>>[number];

/** The matches a feed lists, in kick-off order: a draft category's are nobody's schedule yet. */
export async function feedMatches(db: Kysely<Database>, scope: CalendarScope, id: number) {
  let query = db
    .selectFrom('matches as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .innerJoin('team_categories as c', 'c.id', 'g.team_category_id')
    .innerJoin('places as p', 'p.id', 'm.place_id')
    .leftJoin('teams as ht', 'ht.id', 'm.home_team_id')
    .leftJoin('clubs as hc', 'hc.id', 'ht.club_id')
    .leftJoin('teams as at', 'at.id', 'm.away_team_id')
    .leftJoin('clubs as ac', 'ac.id', 'at.club_id')
    .leftJoin('groups as hg', 'hg.id', 'm.home_competition_group_id')
    .leftJoin('groups as ag', 'ag.id', 'm.away_competition_group_id')
    .leftJoin('category_competitions as cc', 'cc.team_category_id', 'c.id')
    .select([
      'm.id',
      'm.starts_at',
      'm.state',
      'm.home_score',
      'm.away_score',
      'm.walkover',
      'm.updated_at',
      'm.schedule_revision',
      'm.home_team_id',
      'm.away_team_id',
      'm.home_source_position',
      'm.away_source_position',
      'g.name as group_name',
      'c.code as category_code',
      'c.name_cs as category_cs',
      'c.name_en as category_en',
      'cc.schedule_settings',
      'p.name_cs as hall_cs',
      'p.name_en as hall_en',
      'p.address as hall_address',
      'p.lat',
      'p.lng',
      'ht.name as home_name',
      'ht.team_number as home_number',
      'hc.id as home_club_id',
      'hc.name as home_club',
      'at.name as away_name',
      'at.team_number as away_number',
      'ac.id as away_club_id',
      'ac.name as away_club',
      'hg.name as home_source_group',
      'ag.name as away_source_group',
    ])
    .where('m.group_id', 'not in', draftGroupIds(db));
  if (scope === 'team') query = query.where((eb) => eb.or([eb('m.home_team_id', '=', id), eb('m.away_team_id', '=', id)]));
  if (scope === 'club') query = query.where((eb) => eb.or([eb('hc.id', '=', id), eb('ac.id', '=', id)]));
  if (scope === 'hall') query = query.where('m.place_id', '=', id);
  if (scope === 'category') query = query.where('c.id', '=', id);
  return query.orderBy('m.starts_at').orderBy('m.id').execute();
}

export interface FeedSubject {
  /** The feed's title in each language. */
  name: { cs: string; en: string };
  /** The teams the feed follows: their opponent is the one its entries name. */
  teamIds: readonly number[];
}

/** What a feed follows, or null when there is no such team, public club, hall or category. */
export async function feedSubject(db: Kysely<Database>, scope: CalendarScope, id: number): Promise<FeedSubject | null> {
  if (scope === 'team') {
    const team = await db
      .selectFrom('teams')
      .innerJoin('clubs', 'clubs.id', 'teams.club_id')
      .innerJoin('team_categories as c', 'c.id', 'teams.team_category_id')
      .select(['teams.id', 'teams.name', 'teams.team_number', 'clubs.name as club', 'c.name_cs', 'c.name_en'])
      .where('teams.id', '=', id)
      .where('clubs.registration_state', 'in', publicClubStates)
      .executeTakeFirst();
    if (!team) return null;
    const title = (categoryName: string) => teamFullName({ clubName: team.club, name: team.name, categoryName, teamNumber: team.team_number });
    return { name: { cs: title(team.name_cs), en: title(team.name_en) }, teamIds: [team.id] };
  }
  if (scope === 'club') {
    const club = await db.selectFrom('clubs').select(['id', 'name']).where('id', '=', id).where('registration_state', 'in', publicClubStates).executeTakeFirst();
    if (!club) return null;
    const teams = await db.selectFrom('teams').select('id').where('club_id', '=', id).execute();
    return { name: { cs: club.name, en: club.name }, teamIds: teams.map((t) => t.id) };
  }
  if (scope === 'hall') {
    const hall = await db.selectFrom('places').select(['name_cs', 'name_en']).where('id', '=', id).where('place_type', '=', 'hall').executeTakeFirst();
    return hall ? { name: { cs: hall.name_cs, en: hall.name_en }, teamIds: [] } : null;
  }
  const category = await db.selectFrom('team_categories').select(['name_cs', 'name_en']).where('id', '=', id).executeTakeFirst();
  return category ? { name: { cs: category.name_cs, en: category.name_en }, teamIds: [] } : null;
}
