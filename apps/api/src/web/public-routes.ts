import type { FastifyInstance } from 'fastify';
import { cmsEndpoints, describeEndpoints, webEndpoints, type Club, type PricelistItem, type RegistrationState, comparePeopleCzech, compareCzech } from '@phc/api-contract';
import { route } from '../http/route';
import { selectPlaces, staticData, toPlace, type PlaceRow } from '../competition/queries';

/** SPEC §6/§9: the public referee list shows approved referees, by last name in Czech order (Č after C, Ch after H). */

/** Clubs the organiser accepted; the public sees these, never a registration still waiting ('new'). */
export const publicClubStates: RegistrationState[] = ['approved', 'processed'];

/** Public web lists that need no login: places for the map, approved referees, participating clubs, the API's own index. */
export function registerPublicWebRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, webEndpoints.places, async ({ query }) => {
    let select = selectPlaces(db);
    if (query.type) select = select.where('place_type', '=', query.type);
    return { places: (await select.execute()).map((row) => toPlace(row as unknown as PlaceRow)) };
  });

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

  route(app, cmsEndpoints.apiRefs, async () => describeEndpoints());

  // What the registration and club-zone forms choose from (SPEC §7 enums).
  route(app, webEndpoints.enums, async () => {
    const [competition, tshirtSizes, regions, pricelistItems, serviceLevels, trainingTypes] = await Promise.all([
      staticData(db),
      db.selectFrom('tshirt_sizes').select(['id', 'code']).orderBy('sort_order').execute(),
      db.selectFrom('regions').selectAll().orderBy('code').execute(),
      db.selectFrom('pricelist_items').selectAll().orderBy('sort_order').orderBy('id').execute(),
      db.selectFrom('service_levels').selectAll().orderBy('sort_order').execute(),
      db.selectFrom('training_types').selectAll().orderBy('sort_order').execute(),
    ]);
    return {
      configurations: competition.configurations,
      countries: competition.countries,
      teamCategories: competition.teamCategories,
      tshirtSizes,
      regions: regions.map((r) => ({ id: r.id, countryId: r.country_id, code: r.code, name: { cs: r.name_cs, en: r.name_en } })),
      pricelistItems: pricelistItems.map((p) => ({
        id: p.id,
        serviceTypeId: p.service_type_id,
        code: p.code,
        nameCs: p.name_cs,
        nameEn: p.name_en,
        priceCzk: p.price_czk,
        priceEur: p.price_eur,
        availabilityFilter: (p.availability_filter as PricelistItem['availabilityFilter']) ?? null,
      })),
      serviceLevels: serviceLevels.map((l) => ({ id: l.id, code: l.code, name: { cs: l.name_cs, en: l.name_en } })),
      trainingTypes: trainingTypes.map((t) => ({ id: t.id, code: t.code, name: { cs: t.name_cs, en: t.name_en }, pricelistItemId: t.pricelist_item_id })),
    };
  });
}
