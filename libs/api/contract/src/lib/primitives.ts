import * as v from 'valibot';
import { maxLength, messageCodes as m } from './messages';

const absenceCode = /^(required|atLeastOneTeam)$|Required$|Missing$/;

/**
 * `v.object` for input: valibot reports a missing key with the object's message, so this names the
 * absence with the field's own code when it is an absence code (`emailMissing`, `firstNameRequired`),
 * else `required`; a value that is no object at all is `invalid`. Answers stay message codes.
 */
// Pure: lets the bundler drop the schemas of calls a page never makes.
/* @__NO_SIDE_EFFECTS__ */
export function inputObject<const E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    if (issue.input !== undefined || typeof key !== 'string' || !(key in entries)) return m.invalid;
    const own = (entries[key] as { message?: unknown }).message;
    return typeof own === 'string' && absenceCode.test(own) ? own : m.required;
  });
}

/** A positive integer id; from a path or query it arrives as a string. */
export const IdSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(m.invalid), v.regex(/^\d{1,10}$/, m.integer), v.transform(Number))], m.integer),
  v.integer(m.integer),
  v.minValue(1, m.min),
  v.maxValue(2_147_483_647, m.max),
);
export const IdParamsSchema = inputObject({ id: IdSchema });

export const NameSchema = v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.required), v.maxLength(maxLength.name, m.tooLong));
export const OptionalTextSchema = /* @__NO_SIDE_EFFECTS__ */ (max: number = maxLength.note) => v.optional(v.nullable(v.pipe(v.string(m.invalid), v.maxLength(max, m.tooLong))));
export const EmailSchema = v.pipe(v.string(m.required), v.trim(), v.toLowerCase(), v.maxLength(maxLength.email, m.tooLong), v.email(m.email));
/** An instant as ISO 8601 text (JSON has no dates). */
export const IsoDateTimeSchema = v.pipe(v.string(m.invalid), v.isoTimestamp(m.date));
/** A calendar day `yyyy-mm-dd`. */
export const IsoDateSchema = v.pipe(v.string(m.invalid), v.isoDate(m.date));
export const TimeSchema = v.pipe(v.string(m.invalid), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.invalid));

export const LocalizedSchema = v.object({ cs: v.string(m.invalid), en: v.string(m.invalid) });
export type LocalizedText = v.InferOutput<typeof LocalizedSchema>;

/** SPEC §5: international format, e.g. `+420 777 888 999` (spaces optional, 8 to 15 digits). */
export const PhoneSchema = v.pipe(
  v.string(m.required),
  v.trim(),
  v.minLength(1, m.required),
  v.maxLength(30, m.tooLong),
  v.regex(/^\+[1-9]\d{0,2}(?: ?\d{2,4}){2,5}$/, m.phone),
  v.check((phone) => phone.replace(/\D/g, '').length >= 8 && phone.replace(/\D/g, '').length <= 15, m.phone),
);

/** A whole number in a range; forms and query strings may send it as text. */
export const IntSchema = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number, message: string = m.integer) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.regex(/^-?\d{1,9}$/, message), v.transform(Number))], message),
    v.integer(m.integer),
    v.minValue(min, m.min),
    v.maxValue(max, m.max),
  );

/** A year of birth as entered (SPEC §3: stored as 1 January of that year). */
export const BirthYearSchema = IntSchema(1900, 2100, m.birthYearRequired);

export const OkSchema = v.object({ ok: v.literal(true) });

/** SPEC §7 list envelope (`_envelope=1`): `{ data: [{ data: item }] }`; the client unwraps it. */
export const envelopeList = /* @__NO_SIDE_EFFECTS__ */ <S extends v.GenericSchema>(item: S) => v.object({ data: v.array(v.object({ data: item })) });

/** `?_envelope=1` as it arrives in a query string. */
export const EnvelopeFlagSchema = v.picklist(['1'], m.invalid);

export const LocaleSchema = v.picklist(['cs', 'en'], m.invalid);

/** A link or an uploaded file's address: absolute http(s) or site-relative. */
export const UrlSchema = v.pipe(v.string(m.invalid), v.maxLength(maxLength.url, m.tooLong), v.regex(/^(https?:\/\/|\/)[^\s]*$/, m.invalid));
