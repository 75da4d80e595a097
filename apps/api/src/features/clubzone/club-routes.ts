import type { FastifyInstance } from 'fastify';
import { webEndpoints } from '@phc/api-contract';
import { notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { requireClubReader } from '../../platform/auth/guards';

/** The dashboard's club (SPEC §2): its teams in category order and its registration state, any state. */
export function registerClubRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, webEndpoints.club, async ({ params, request }) => {
    requireClubReader(request, params.id);
    const club = await db.selectFrom('clubs').select(['id', 'name', 'country_id', 'city', 'logo', 'registration_state']).where('id', '=', params.id).executeTakeFirst();
    if (!club) throw notFound('No such club');
    const teams = await db
      .selectFrom('teams')
      .innerJoin('team_categories', 'team_categories.id', 'teams.team_category_id')
      .select(['teams.id', 'teams.club_id', 'teams.name', 'teams.team_number', 'teams.team_category_id', 'teams.uuid', 'team_categories.code', 'team_categories.name_cs', 'team_categories.name_en'])
      .where('teams.club_id', '=', club.id)
      .orderBy('team_categories.sort_order')
      .orderBy('teams.team_number')
      .orderBy('teams.id')
      .execute();
    return {
      club: {
        id: club.id,
        name: club.name,
        countryId: club.country_id,
        city: club.city,
        logo: club.logo,
        registrationState: club.registration_state,
        teams: teams.map((t) => ({ id: t.id, clubId: t.club_id, name: t.name, teamNumber: t.team_number, teamCategoryId: t.team_category_id, teamCategory: { code: t.code, name: { cs: t.name_cs, en: t.name_en } }, uuid: t.uuid })),
      },
    };
  });
}
