import * as v from 'valibot';
import { maxLength, messageCodes as m } from './messages';

/** A positive integer id; from a path or query it arrives as a string. */
export const IdSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/, m.integer), v.transform(Number))], m.integer),
  v.integer(m.integer),
  v.minValue(1, m.min),
  v.maxValue(2_147_483_647, m.max),
);
export const IdParamsSchema = v.object({ id: IdSchema });

export const NameSchema = v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.required), v.maxLength(maxLength.name, m.tooLong));
export const OptionalTextSchema = (max: number = maxLength.note) => v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max, m.tooLong))));
export const EmailSchema = v.pipe(v.string(m.required), v.trim(), v.toLowerCase(), v.maxLength(maxLength.email, m.tooLong), v.email(m.email));
/** An instant as ISO 8601 text (JSON has no dates). */
export const IsoDateTimeSchema = v.pipe(v.string(), v.isoTimestamp(m.date));
/** A calendar day `yyyy-mm-dd`. */
export const IsoDateSchema = v.pipe(v.string(), v.isoDate(m.date));
export const TimeSchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.invalid));

export const LocalizedSchema = v.object({ cs: v.string(), en: v.string() });
export type LocalizedText = v.InferOutput<typeof LocalizedSchema>;
