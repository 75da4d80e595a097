import type { FastifyInstance } from 'fastify';
import { webEndpoints, type PricelistItem } from '@phc/api-contract';
import { route } from '../../platform/http/route';
import { staticData } from '../results/queries';

export function registerEnumRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

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
