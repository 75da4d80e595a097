import * as v from 'valibot';
import { LocalizedSchema } from '../primitives';

/** SPEC §9 service type ids. */
export const serviceTypeIds = { bundle: 12, transfer: 13, training: 14 } as const;

/** Where an item is offered: country and region codes; null means everywhere. */
export const AvailabilityFilterSchema = v.nullable(v.object({ countries: v.optional(v.array(v.string())), regions: v.optional(v.array(v.string())) }));

export const PricelistItemSchema = v.object({
  id: v.number(),
  serviceTypeId: v.number(),
  code: v.string(),
  nameCs: v.string(),
  nameEn: v.string(),
  priceCzk: v.number(),
  priceEur: v.number(),
  availabilityFilter: AvailabilityFilterSchema,
});
export type PricelistItem = v.InferOutput<typeof PricelistItemSchema>;

export const OrderBundleSchema = v.object({
  id: v.number(),
  pricelistItemId: v.number(),
  name: LocalizedSchema,
  description: LocalizedSchema,
  /** A pattern matched against the country or region code (`^CZ`); null: available everywhere. */
  availabilityFilter: v.nullable(v.string()),
  includesAccommodation: v.boolean(),
});
export type OrderBundle = v.InferOutput<typeof OrderBundleSchema>;

/** True when a bundle is offered to a club from this country (or region) code. */
export function isBundleAvailable(bundle: Pick<OrderBundle, 'availabilityFilter'>, codes: readonly string[]): boolean {
  if (bundle.availabilityFilter === null) return true;
  try {
    const pattern = new RegExp(bundle.availabilityFilter);
    return codes.some((code) => pattern.test(code));
  } catch {
    // A broken pattern offers nothing rather than everything.
    return false;
  }
}

export const ServiceLevelSchema = v.object({ id: v.number(), code: v.string(), name: LocalizedSchema });
export type ServiceLevel = v.InferOutput<typeof ServiceLevelSchema>;
export const TshirtSizeSchema = v.object({ id: v.number(), code: v.string() });
export type TshirtSize = v.InferOutput<typeof TshirtSizeSchema>;
