import * as v from 'valibot';
import { messageCodes as m } from '../messages';
import { LocaleSchema } from '../primitives';

/** SPEC §2 map categories. */
export const PlaceTypeSchema = v.picklist(['hall', 'accommodation', 'catering', 'prague', 'ac_benefit', 'activity_card'], m.invalid);
export type PlaceType = v.InferOutput<typeof PlaceTypeSchema>;

export const PlaceSchema = v.object({
  id: v.number(),
  translations: v.array(v.object({ locale: LocaleSchema, name: v.string(), description: v.string() })),
  address: v.string(),
  lat: v.number(),
  lng: v.number(),
  files: v.array(v.object({ url: v.string() })),
  placeType: v.object({ name: PlaceTypeSchema }),
  /** JSON text; for halls it names the reporter (SPEC §3). */
  data: v.nullable(v.string()),
  /** Map detail panel (SPEC §2); absent where the place type has none. */
  openingHours: v.optional(v.nullable(v.string())),
  /** The same hours as parts, so a page writes each day in its own language (`6 Apr` on English pages). */
  openingDays: v.optional(v.array(v.object({ day: v.string(), opens: v.string(), closes: v.string() }))),
  /** The free note of the hours ("Recepce nonstop"), the last part of `openingHours`. */
  openingNote: v.optional(v.nullable(v.string())),
  hotelCategory: v.optional(v.nullable(v.number())),
  glueAllowed: v.optional(v.nullable(v.boolean())),
});
export type Place = v.InferOutput<typeof PlaceSchema>;
