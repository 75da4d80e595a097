// Master data in the administration (issue 16 item 3): the price list (SPEC §3 pricelist items, §9
// service types) and the order bundles a registration offers, with their availability patterns.
// A registration prices its invoice items from the list when it is saved, so a change applies to the
// next registration or registration edit; invoice items already written keep their price.
import * as v from 'valibot';
import { adminMasterDataAccess } from './admin-categories-endpoints';
import { defineEndpoint } from './endpoint';
import { serviceTypeIds } from './entities/order';
import { maxLength, messageCodes as m } from './messages';
import { IdSchema, IntSchema, NameSchema, OkSchema, inputObject, storableText } from './primitives';

/** A price in whole Kč or € (the invoice stores whole units). */
const PriceSchema = IntSchema(0, 10_000_000);
const SortOrderSchema = IntSchema(0, 9999);

/**
 * Codes the server reads an item by (T-shirts, VIP tickets, single rooms, extra meals, transfers):
 * renaming or deleting one would silently drop it from every new invoice.
 */
export const systemPricelistCodes = ['tshirt', 'vip_ticket', 'single_room', 'restaurant_meal', 'transfer_airport', 'transfer_station'] as const;
/** A registration rewrites the invoice lines of items with this prefix: every bundle's item carries it, and only theirs. */
export const bundleCodePrefix = 'bundle_';

/** A country or region code as the enums list them (`CZ`, `CZ-10`). */
const PlaceCodeSchema = v.pipe(v.string(m.invalid), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, m.invalid));
const PlaceCodesSchema = v.optional(v.pipe(v.array(PlaceCodeSchema, m.invalid), v.maxLength(300, m.max)));
/** Where an item is offered: country and region codes; null means everywhere (SPEC §3). */
export const PricelistAvailabilityBodySchema = v.nullable(inputObject({ countries: PlaceCodesSchema, regions: PlaceCodesSchema }));

const pricelistFields = {
  serviceTypeId: v.picklist([serviceTypeIds.bundle, serviceTypeIds.transfer, serviceTypeIds.training], m.required),
  nameCs: NameSchema,
  nameEn: NameSchema,
  priceCzk: PriceSchema,
  priceEur: PriceSchema,
  availabilityFilter: PricelistAvailabilityBodySchema,
  sortOrder: SortOrderSchema,
};

export const PricelistItemCodeSchema = v.pipe(v.string(m.required), v.trim(), v.toLowerCase(), v.minLength(1, m.required), v.maxLength(40, m.tooLong), v.regex(/^[a-z][a-z0-9_]*$/, m.invalid));

/** Whether a code fits its service type: bundles' items carry the bundle prefix, nothing else does. */
export const codeFitsServiceType = (code: string, serviceTypeId: number) => code.startsWith(bundleCodePrefix) === (serviceTypeId === serviceTypeIds.bundle);

/** An item as it is edited: its code names it for good (invoices and the server refer to it), so only a new item sets one. */
export const PricelistItemUpdateBodySchema = inputObject(pricelistFields);
export type PricelistItemUpdateBody = v.InferInput<typeof PricelistItemUpdateBodySchema>;

export const PricelistItemCreateBodySchema = v.pipe(
  inputObject({ code: PricelistItemCodeSchema, ...pricelistFields }),
  v.forward(
    v.partialCheck([['code'], ['serviceTypeId']], (item) => codeFitsServiceType(item.code, item.serviceTypeId), m.bundleCode),
    ['code'],
  ),
);
export type PricelistItemCreateBody = v.InferInput<typeof PricelistItemCreateBodySchema>;

export const AdminPricelistItemSchema = v.object({
  id: v.number(),
  serviceTypeId: v.number(),
  code: v.string(),
  nameCs: v.string(),
  nameEn: v.string(),
  priceCzk: v.number(),
  priceEur: v.number(),
  availabilityFilter: v.nullable(v.object({ countries: v.optional(v.array(v.string())), regions: v.optional(v.array(v.string())) })),
  sortOrder: v.number(),
  /** Invoice lines, bundles, training types and transfers that name the item: while any do, it stays. */
  uses: v.number(),
  /** The server reads it by its code (systemPricelistCodes). */
  system: v.boolean(),
});
export type AdminPricelistItem = v.InferOutput<typeof AdminPricelistItemSchema>;

/** A pattern the club's country or region code is matched against; it must compile (SPEC §3: null is everywhere). */
export const isValidAvailabilityPattern = (pattern: string) => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

const LocalizedTextSchema = v.pipe(v.string(m.invalid), v.trim(), v.maxLength(maxLength.note, m.tooLong), storableText());

export const OrderBundleBodySchema = inputObject({
  pricelistItemId: v.pipe(v.unknown(), v.check((id) => id !== undefined && id !== null && id !== '', m.required), IdSchema),
  nameCs: NameSchema,
  nameEn: NameSchema,
  descriptionCs: LocalizedTextSchema,
  descriptionEn: LocalizedTextSchema,
  availabilityFilter: v.nullable(v.pipe(v.string(m.invalid), v.trim(), v.minLength(1, m.required), v.maxLength(200, m.tooLong), v.check(isValidAvailabilityPattern, m.pattern))),
  includesAccommodation: v.boolean(m.invalid),
  sortOrder: SortOrderSchema,
});
export type OrderBundleBody = v.InferInput<typeof OrderBundleBodySchema>;

export const AdminOrderBundleSchema = v.object({
  id: v.number(),
  pricelistItemId: v.number(),
  nameCs: v.string(),
  nameEn: v.string(),
  descriptionCs: v.string(),
  descriptionEn: v.string(),
  availabilityFilter: v.nullable(v.string()),
  includesAccommodation: v.boolean(),
  sortOrder: v.number(),
  /** Teams and extra person groups that ordered it: while any do, it stays. */
  uses: v.number(),
});
export type AdminOrderBundle = v.InferOutput<typeof AdminOrderBundleSchema>;

const ParamsSchema = inputObject({ id: IdSchema });

export const adminPricesEndpoints = {
  pricelist: defineEndpoint({
    name: 'admin.pricelist',
    method: 'GET',
    path: '/api/v1/admin/pricelist',
    response: v.object({ items: v.array(AdminPricelistItemSchema), bundles: v.array(AdminOrderBundleSchema) }),
    access: adminMasterDataAccess,
  }),
  pricelistItemCreate: defineEndpoint({
    name: 'admin.pricelistItemCreate',
    method: 'POST',
    path: '/api/v1/admin/pricelist',
    body: PricelistItemCreateBodySchema,
    response: v.object({ item: AdminPricelistItemSchema }),
    access: adminMasterDataAccess,
  }),
  pricelistItemUpdate: defineEndpoint({
    name: 'admin.pricelistItemUpdate',
    method: 'PUT',
    path: '/api/v1/admin/pricelist/:id',
    params: ParamsSchema,
    body: PricelistItemUpdateBodySchema,
    response: v.object({ item: AdminPricelistItemSchema }),
    access: adminMasterDataAccess,
  }),
  pricelistItemDelete: defineEndpoint({
    name: 'admin.pricelistItemDelete',
    method: 'DELETE',
    path: '/api/v1/admin/pricelist/:id',
    params: ParamsSchema,
    response: OkSchema,
    access: adminMasterDataAccess,
  }),
  orderBundleCreate: defineEndpoint({
    name: 'admin.orderBundleCreate',
    method: 'POST',
    path: '/api/v1/admin/order-bundles',
    body: OrderBundleBodySchema,
    response: v.object({ bundle: AdminOrderBundleSchema }),
    access: adminMasterDataAccess,
  }),
  orderBundleUpdate: defineEndpoint({
    name: 'admin.orderBundleUpdate',
    method: 'PUT',
    path: '/api/v1/admin/order-bundles/:id',
    params: ParamsSchema,
    body: OrderBundleBodySchema,
    response: v.object({ bundle: AdminOrderBundleSchema }),
    access: adminMasterDataAccess,
  }),
  orderBundleDelete: defineEndpoint({
    name: 'admin.orderBundleDelete',
    method: 'DELETE',
    path: '/api/v1/admin/order-bundles/:id',
    params: ParamsSchema,
    response: OkSchema,
    access: adminMasterDataAccess,
  }),
} as const;
