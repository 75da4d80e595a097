import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  adminPricesEndpoints as e,
  codeFitsServiceType,
  serviceTypeIds,
  systemPricelistCodes,
  type AdminOrderBundle,
  type AdminPricelistItem,
  type PricelistItemUpdateBody,
  OrderBundleBodySchema,
  PricelistItemUpdateBodySchema,
} from '@phc/api-contract';
import * as v from 'valibot';
import type { Database } from '../../platform/db/schema';
import { HttpError, badRequest, notFound } from '../../platform/http/errors';
import { requireUser } from '../../platform/auth/guards';
import { route } from '../../platform/http/route';
import { writeAudit } from '../../platform/audit/write-audit';

type Db = Kysely<Database> | Transaction<Database>;
type ItemRow = Selectable<Database['pricelist_items']>;
type BundleRow = Selectable<Database['order_bundles']>;
type Availability = AdminPricelistItem['availabilityFilter'];
type ItemFields = v.InferOutput<typeof PricelistItemUpdateBodySchema>;
type BundleFields = v.InferOutput<typeof OrderBundleBodySchema>;

const isSystemCode = (code: string) => (systemPricelistCodes as readonly string[]).includes(code);

/** PGlite and node-postgres parse jsonb; a driver handing back text reads the same. */
const availabilityOf = (value: unknown): Availability => (typeof value === 'string' ? (JSON.parse(value) as Availability) : ((value as Availability) ?? null));

/** An empty country and region list offers the item nowhere by accident: stored as "everywhere" only when the form says so (null). */
const availabilityValue = (filter: PricelistItemUpdateBody['availabilityFilter']) => (filter === null ? null : JSON.stringify(filter));

const itemRow = (body: ItemFields) => ({
  service_type_id: body.serviceTypeId,
  name_cs: body.nameCs,
  name_en: body.nameEn,
  price_czk: body.priceCzk,
  price_eur: body.priceEur,
  availability_filter: availabilityValue(body.availabilityFilter),
  sort_order: body.sortOrder,
});

const bundleRow = (body: BundleFields) => ({
  pricelist_item_id: body.pricelistItemId,
  name_cs: body.nameCs,
  name_en: body.nameEn,
  description_cs: body.descriptionCs,
  description_en: body.descriptionEn,
  availability_filter: body.availabilityFilter,
  includes_accommodation: body.includesAccommodation,
  sort_order: body.sortOrder,
});

const toItem = (row: ItemRow, uses: number): AdminPricelistItem => ({
  id: row.id,
  serviceTypeId: row.service_type_id,
  code: row.code,
  nameCs: row.name_cs,
  nameEn: row.name_en,
  priceCzk: row.price_czk,
  priceEur: row.price_eur,
  availabilityFilter: availabilityOf(row.availability_filter),
  sortOrder: row.sort_order,
  uses,
  system: isSystemCode(row.code),
});

const toBundle = (row: BundleRow, uses: number): AdminOrderBundle => ({
  id: row.id,
  pricelistItemId: row.pricelist_item_id,
  nameCs: row.name_cs,
  nameEn: row.name_en,
  descriptionCs: row.description_cs,
  descriptionEn: row.description_en,
  availabilityFilter: row.availability_filter,
  includesAccommodation: row.includes_accommodation,
  sortOrder: row.sort_order,
  uses,
});

/** How many rows name each id in `column` of `table`. */
async function countBy(db: Db, table: 'invoice_items' | 'order_bundles' | 'training_types' | 'transfers' | 'teams' | 'extra_person_groups', column: 'pricelist_item_id' | 'order_bundle_id'): Promise<Map<number, number>> {
  const rows = (await db
    .selectFrom(table)
    .select([`${column} as ref` as 'pricelist_item_id as ref', (eb) => eb.fn.countAll<string>().as('n')])
    .where(column as 'pricelist_item_id', 'is not', null)
    .groupBy(column as 'pricelist_item_id')
    .execute()) as { ref: number | null; n: string }[];
  return new Map(rows.map((r) => [r.ref as number, Number(r.n)]));
}

async function itemUses(db: Db): Promise<Map<number, number>> {
  const maps = await Promise.all((['invoice_items', 'order_bundles', 'training_types', 'transfers'] as const).map((table) => countBy(db, table, 'pricelist_item_id')));
  const total = new Map<number, number>();
  for (const map of maps) for (const [id, n] of map) total.set(id, (total.get(id) ?? 0) + n);
  return total;
}

async function bundleUses(db: Db): Promise<Map<number, number>> {
  const [teams, groups] = await Promise.all([countBy(db, 'teams', 'order_bundle_id'), countBy(db, 'extra_person_groups', 'order_bundle_id')]);
  return new Map([...new Set([...teams.keys(), ...groups.keys()])].map((id) => [id, (teams.get(id) ?? 0) + (groups.get(id) ?? 0)]));
}

async function listItems(db: Db, id?: number): Promise<AdminPricelistItem[]> {
  const [rows, uses] = await Promise.all([
    db
      .selectFrom('pricelist_items')
      .selectAll()
      .$if(id !== undefined, (q) => q.where('id', '=', id as number))
      .orderBy('service_type_id')
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    itemUses(db),
  ]);
  return rows.map((r) => toItem(r, uses.get(r.id) ?? 0));
}

async function listBundles(db: Db, id?: number): Promise<AdminOrderBundle[]> {
  const [rows, uses] = await Promise.all([
    db
      .selectFrom('order_bundles')
      .selectAll()
      .$if(id !== undefined, (q) => q.where('id', '=', id as number))
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    bundleUses(db),
  ]);
  return rows.map((r) => toBundle(r, uses.get(r.id) ?? 0));
}

async function oneItem(db: Db, id: number): Promise<AdminPricelistItem> {
  const [item] = await listItems(db, id);
  if (!item) throw notFound(`No price list item ${id}`);
  return item;
}

async function oneBundle(db: Db, id: number): Promise<AdminOrderBundle> {
  const [bundle] = await listBundles(db, id);
  if (!bundle) throw notFound(`No order bundle ${id}`);
  return bundle;
}

/** A bundle is priced by a bundle item (SPEC §9 service type 12): a registration writes its invoice lines from it. */
async function assertBundleItem(db: Db, pricelistItemId: number): Promise<void> {
  const item = await db.selectFrom('pricelist_items').select('service_type_id').where('id', '=', pricelistItemId).executeTakeFirst();
  if (item?.service_type_id !== serviceTypeIds.bundle) throw badRequest('The bundle needs a bundle price list item', { pricelistItemId: ['invalid'] });
}

const withoutUses = <T extends { uses: number }>({ uses: _uses, ...rest }: T) => rest;
const changed = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

function registerItemRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, e.pricelistItemCreate, async ({ body, request }) => {
    const user = requireUser(request);
    const item = await db.transaction().execute(async (trx) => {
      if (await trx.selectFrom('pricelist_items').select('id').where('code', '=', body.code).executeTakeFirst()) throw badRequest('The code is taken', { code: ['taken'] });
      const { id } = await trx
        .insertInto('pricelist_items')
        .values({ code: body.code, ...itemRow(body) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await oneItem(trx, id);
      await writeAudit(trx, user, [{ entity: 'pricelistItem', entityId: id, action: 'create', before: null, after: withoutUses(created) }]);
      return created;
    });
    return { item };
  });

  // The code stays: a bundle item must remain a bundle item (and nothing else may become one), or invoices would double.
  route(app, e.pricelistItemUpdate, async ({ params, body, request }) => {
    const user = requireUser(request);
    const item = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('pricelist_items').select(['id', 'code']).where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!row) throw notFound(`No price list item ${params.id}`);
      if (!codeFitsServiceType(row.code, body.serviceTypeId)) throw badRequest('The service type does not fit the code', { serviceTypeId: ['bundleCode'] });
      const before = await oneItem(trx, params.id);
      await trx.updateTable('pricelist_items').set(itemRow(body)).where('id', '=', params.id).execute();
      const after = await oneItem(trx, params.id);
      if (changed(withoutUses(before), withoutUses(after))) await writeAudit(trx, user, [{ entity: 'pricelistItem', entityId: params.id, action: 'edit', before: withoutUses(before), after: withoutUses(after) }]);
      return after;
    });
    return { item };
  });

  route(app, e.pricelistItemDelete, async ({ params, request }) => {
    const user = requireUser(request);
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('pricelist_items').select('id').where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!row) throw notFound(`No price list item ${params.id}`);
      const before = await oneItem(trx, params.id);
      if (before.system) throw new HttpError(409, 'item_required', 'The server prices registrations or transfers with this item');
      if (before.uses > 0) throw new HttpError(409, 'item_in_use', 'Invoices, bundles, training types or transfers use the item');
      await trx.deleteFrom('pricelist_items').where('id', '=', params.id).execute();
      await writeAudit(trx, user, [{ entity: 'pricelistItem', entityId: params.id, action: 'delete', before: withoutUses(before), after: null }]);
    });
    return { ok: true as const };
  });
}

function registerBundleRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, e.orderBundleCreate, async ({ body, request }) => {
    const user = requireUser(request);
    const bundle = await db.transaction().execute(async (trx) => {
      await assertBundleItem(trx, body.pricelistItemId);
      const { id } = await trx.insertInto('order_bundles').values(bundleRow(body)).returning('id').executeTakeFirstOrThrow();
      const created = await oneBundle(trx, id);
      await writeAudit(trx, user, [{ entity: 'orderBundle', entityId: id, action: 'create', before: null, after: withoutUses(created) }]);
      return created;
    });
    return { bundle };
  });

  route(app, e.orderBundleUpdate, async ({ params, body, request }) => {
    const user = requireUser(request);
    const bundle = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('order_bundles').select('id').where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!row) throw notFound(`No order bundle ${params.id}`);
      await assertBundleItem(trx, body.pricelistItemId);
      const before = await oneBundle(trx, params.id);
      await trx.updateTable('order_bundles').set(bundleRow(body)).where('id', '=', params.id).execute();
      const after = await oneBundle(trx, params.id);
      if (changed(withoutUses(before), withoutUses(after))) await writeAudit(trx, user, [{ entity: 'orderBundle', entityId: params.id, action: 'edit', before: withoutUses(before), after: withoutUses(after) }]);
      return after;
    });
    return { bundle };
  });

  route(app, e.orderBundleDelete, async ({ params, request }) => {
    const user = requireUser(request);
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('order_bundles').select('id').where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!row) throw notFound(`No order bundle ${params.id}`);
      const before = await oneBundle(trx, params.id);
      if (before.uses > 0) throw new HttpError(409, 'bundle_in_use', 'Teams have ordered the bundle');
      await trx.deleteFrom('order_bundles').where('id', '=', params.id).execute();
      await writeAudit(trx, user, [{ entity: 'orderBundle', entityId: params.id, action: 'delete', before: withoutUses(before), after: null }]);
    });
    return { ok: true as const };
  });
}

/**
 * The price list and order bundles (issue 16 item 3). Registrations price their invoice lines from the
 * list when they are saved and the enums and bundle list read it on every request, so a change applies
 * to the next registration at once; invoice lines already written keep the price the club was shown.
 */
export function registerAdminPriceRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;
  route(app, e.pricelist, async () => {
    const [items, bundles] = await Promise.all([listItems(db), listBundles(db)]);
    return { items, bundles };
  });
  registerItemRoutes(app);
  registerBundleRoutes(app);
}
