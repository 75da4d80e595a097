import * as v from 'valibot';
import { LocalizedSchema } from '../primitives';

/** SPEC §9 service type ids. */
export const serviceTypeIds = { bundle: 12, transfer: 13, training: 14 } as const;

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

