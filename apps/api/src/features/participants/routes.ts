import type { FastifyInstance } from 'fastify';
import { webEndpoints, type Club, type RegistrationState, comparePeopleCzech, compareCzech } from '@phc/api-contract';
import { route } from '../../platform/http/route';

/** Clubs the organiser accepted; the public sees these, never a registration still waiting ('new'). */
export const publicClubStates: RegistrationState[] = ['approved', 'processed'];

/**
 * The public participants pages (SPEC §6/§9): approved referees by last name in Czech order (Č after C,
 * Ch after H), and the participating clubs with their teams. No login needed.
 */
export function registerPublicParticipantRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, webEndpoints.referees, async () => {
    const rows = await db.selectFrom('referees').select(['id', 'first_name', 'last_name', 'registration_state']).where('registration_state', '=', 'approved').execute();
    return {
      referees: rows
        .map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, registrationState: 'approved' as const }))
        .sort(comparePeopleCzech),
    };
  });

  // The public participants page: clubs in the draw (approved or processed, SPEC §3) with their teams.
  // A registration not yet confirmed ('new') stays private: the club has not been accepted.
  route(app, webEndpoints.clubs, async () => {
    const [clubs, teams] = await Promise.all([
      db.selectFrom('clubs').select(['id', 'name', 'country_id', 'city', 'logo', 'registration_state']).where('registration_state', 'in', publicClubStates).execute(),
      db
        .selectFrom('teams')
        .innerJoin('clubs', 'clubs.id', 'teams.club_id')
        .innerJoin('team_categories', 'team_categories.id', 'teams.team_category_id')
        .select(['teams.id', 'teams.club_id', 'teams.name', 'teams.team_number', 'teams.team_category_id', 'teams.uuid', 'team_categories.code', 'team_categories.name_cs', 'team_categories.name_en'])
        .where('clubs.registration_state', 'in', publicClubStates)
        .orderBy('team_categories.sort_order')
        .orderBy('teams.team_number')
        .orderBy('teams.id')
        .execute(),
    ]);
    const teamsOf = new Map<number, Club['teams']>();
    for (const t of teams) {
      teamsOf.set(t.club_id, [
        ...(teamsOf.get(t.club_id) ?? []),
        { id: t.id, clubId: t.club_id, name: t.name, teamNumber: t.team_number, teamCategoryId: t.team_category_id, teamCategory: { code: t.code, name: { cs: t.name_cs, en: t.name_en } }, uuid: t.uuid },
      ]);
    }
    return {
      clubs: clubs
        .map((c) => ({
          id: c.id,
          name: c.name,
          countryId: c.country_id,
          city: c.city,
          logo: c.logo,
          registrationState: c.registration_state,
          teams: teamsOf.get(c.id) ?? [],
        }))
        .sort((a, b) => compareCzech(a.name, b.name) || a.id - b.id),
    };
  });
}
