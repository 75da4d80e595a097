import type { FastifyInstance } from 'fastify';
import { cmsEndpoints, describeEndpoints, webEndpoints, type PricelistItem } from '@phc/api-contract';
import { route } from '../http/route';
import { staticData, toPlace, type PlaceRow } from '../competition/queries';

/** SPEC §6/§9: the public referee list shows approved referees, by last name in Czech order (Č after C, Ch after H). */
const czech = new Intl.Collator('cs', { sensitivity: 'base' });

/** Public web lists that need no login: places for the map, approved referees, the API's own index. */
export function registerPublicWebRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, webEndpoints.places, async ({ query }) => {
    let select = db.selectFrom('places').selectAll().orderBy('id');
    if (query.type) select = select.where('place_type', '=', query.type);
    return { places: (await select.execute()).map((row) => toPlace(row as unknown as PlaceRow)) };
  });

  route(app, webEndpoints.referees, async () => {
    const rows = await db.selectFrom('referees').select(['id', 'first_name', 'last_name', 'registration_state']).where('registration_state', '=', 'approved').execute();
    return {
      referees: rows
        .map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, registrationState: 'approved' as const }))
        .sort((a, b) => czech.compare(a.lastName, b.lastName) || czech.compare(a.firstName, b.firstName)),
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
