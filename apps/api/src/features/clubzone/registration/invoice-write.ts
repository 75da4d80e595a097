import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { currencyOfCountry, invoiceLines, registrationItemCodes, type InvoiceGroup, type InvoiceTeam } from './invoice';

/** Replaces the invoice items the registration orders (bundles and extras of teams and extra person groups); T-shirts and transfers stay. */
export async function writeInvoice(trx: Kysely<Database>, clubId: number, countryCode: string): Promise<void> {
  const [items, bundles, teams, groups] = await Promise.all([
    trx.selectFrom('pricelist_items').select(['id', 'code', 'price_czk', 'price_eur']).execute(),
    trx.selectFrom('order_bundles').select(['id', 'pricelist_item_id']).execute(),
    trx.selectFrom('teams').selectAll().where('club_id', '=', clubId).orderBy('id').execute(),
    trx.selectFrom('extra_person_groups').selectAll().where('club_id', '=', clubId).orderBy('id').execute(),
  ]);
  const owned = items.filter((i) => i.code.startsWith('bundle_') || (registrationItemCodes as readonly string[]).includes(i.code)).map((i) => i.id);
  if (owned.length > 0) await trx.deleteFrom('invoice_items').where('club_id', '=', clubId).where('pricelist_item_id', 'in', owned).execute();
  const bundleItem = (bundleId: number | null) => bundles.find((b) => b.id === bundleId)?.pricelist_item_id ?? null;
  const invoiceTeams: InvoiceTeam[] = teams.map((t) => ({
    teamId: t.id,
    bundleItemId: bundleItem(t.order_bundle_id),
    persons: t.persons,
    extraPersons: t.extra_persons,
    vipTickets: t.vip_tickets,
    singleRooms: t.single_rooms,
    extraRestaurantMeals: t.extra_restaurant_meals,
  }));
  const invoiceGroups: InvoiceGroup[] = groups.map((g) => ({
    bundleItemId: bundleItem(g.order_bundle_id),
    persons: g.persons,
    handballPersons: g.handball_persons,
    vipPartyPersons: g.vip_party_persons,
    singleRooms: g.single_rooms,
  }));
  const lines = invoiceLines(
    invoiceTeams,
    items.map((i) => ({ id: i.id, code: i.code, priceCzk: i.price_czk, priceEur: i.price_eur })),
    currencyOfCountry(countryCode),
    invoiceGroups,
  );
  if (lines.length > 0) {
    await trx
      .insertInto('invoice_items')
      .values(lines.map((l) => ({ club_id: clubId, pricelist_item_id: l.pricelistItemId, team_id: l.teamId, quantity: l.quantity, unit_price: l.unitPrice, currency: l.currency, note: null })))
      .execute();
  }
}
