import * as v from 'valibot';
import { LocalizedSchema, LocaleSchema } from '../primitives';

// The lists of the enums answer (categories, countries, regions, price list, service levels, T-shirt
// sizes), apart from the teams and orders that use them: every page reads the enums.

/** SPEC §3: categories A to E; `X` for mixed. `birthYearFrom` is the oldest regular players' year. */
export const TeamCategorySchema = v.object({
  id: v.number(),
  code: v.string(),
  name: LocalizedSchema,
  gender: v.picklist(['M', 'F', 'X']),
  birthYearFrom: v.nullable(v.number()),
  /** The youngest regular players' year (null: the year after birthYearFrom); with the allowances below, what the club roster explains (SPEC §5). */
  birthYearTo: v.optional(v.nullable(v.number())),
  maxOtherGenderPlayers: v.optional(v.number()),
  maxOlderPlayers: v.optional(v.number()),
  /** Played on a small court (the youngest): shorter periods, see @phc/tournaments categoryPeriodMinutes. */
  smallCourt: v.optional(v.boolean()),
});
export type TeamCategory = v.InferOutput<typeof TeamCategorySchema>;

export const CountrySchema = v.object({ id: v.number(), countryCode: v.string(), translations: v.array(v.object({ locale: LocaleSchema, name: v.string() })) });
export type Country = v.InferOutput<typeof CountrySchema>;

export const RegionSchema = v.object({ id: v.number(), countryId: v.number(), code: v.string(), name: LocalizedSchema });
export type Region = v.InferOutput<typeof RegionSchema>;

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

export const ServiceLevelSchema = v.object({ id: v.number(), code: v.string(), name: LocalizedSchema });
export type ServiceLevel = v.InferOutput<typeof ServiceLevelSchema>;

export const TshirtSizeSchema = v.object({ id: v.number(), code: v.string() });
export type TshirtSize = v.InferOutput<typeof TshirtSizeSchema>;
