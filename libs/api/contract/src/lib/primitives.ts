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

/**
 * An empty input (a select left on its placeholder, a cleared field) is a missing answer: it says
 * "required", and the format check after it lets '' through so the field gets one message, not two.
 */
/* @__NO_SIDE_EFFECTS__ */
const filled = <T>(message: string = m.required) => v.check<T, string>((value) => value !== '', message);
/** A whole number as a number or as digits (a path, a query, a form field); `pattern` is the digits. */
/* @__NO_SIDE_EFFECTS__ */
const wholeNumber = (pattern: RegExp, message: string, typeMessage: string, missing: string) =>
  v.pipe(
    v.union([v.number(typeMessage), v.string(typeMessage)], message),
    filled<number | string>(missing),
    v.check((value) => typeof value === 'number' || value === '' || pattern.test(value), message),
    v.transform(Number),
  );

/** A positive integer id; from a path or query it arrives as a string. */
export const IdSchema = v.pipe(
  wholeNumber(/^\d{1,10}$/, m.integer, m.integer, m.required),
  v.integer(m.integer),
  v.minValue(1, m.min),
  v.maxValue(2_147_483_647, m.max),
);
export const IdParamsSchema = inputObject({ id: IdSchema });

/**
 * Text a database can store: no NUL character and no half of a UTF-16 surrogate pair (JSON can
 * carry both; PostgreSQL refuses them). The server checks every string of every input with it.
 */
export const isStorableText = (text: string) => !text.includes('\u0000') && !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
/* @__NO_SIDE_EFFECTS__ */
export const storableText = (message: string = m.invalid) => v.check<string, string>(isStorableText, message);

export const NameSchema = v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.required), v.maxLength(maxLength.name, m.tooLong), storableText());
export const OptionalTextSchema = /* @__NO_SIDE_EFFECTS__ */ (max: number = maxLength.note) => v.optional(v.nullable(v.pipe(v.string(m.invalid), v.maxLength(max, m.tooLong), storableText())));
export const EmailSchema = v.pipe(v.string(m.required), v.trim(), v.toLowerCase(), filled<string>(), v.maxLength(maxLength.email, m.tooLong), v.check((email) => email === '' || v.EMAIL_REGEX.test(email), m.email));
/** The years a date of this product can fall in: a wider range is a typo or an attack, and overflows date arithmetic. */
export const dateYears = { min: 1900, max: 2199 } as const;
/** `yyyy-mm-dd` that exists in the calendar (not 2026-02-30) within `dateYears`. */
export const isRealDay = (day: string) => {
  const year = Number(day.slice(0, 4));
  if (!(year >= dateYears.min && year <= dateYears.max)) return false;
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day.slice(0, 10);
};
/** A calendar day, checked for existence and range after the format. */
/* @__NO_SIDE_EFFECTS__ */
export const calendarDay = (message: string = m.date, missing: string = m.invalid) =>
  v.pipe(v.string(missing), filled<string>(), v.check((day) => day === '' || (/^\d{4}-\d{2}-\d{2}$/.test(day) && isRealDay(day)), message));
/** An instant as ISO 8601 text (JSON has no dates). */
export const IsoDateTimeSchema = v.pipe(v.string(m.invalid), v.isoTimestamp(m.date), v.check(isRealDay, m.date));
/** A calendar day `yyyy-mm-dd`. */
export const IsoDateSchema = calendarDay();
export const TimeSchema = v.pipe(v.string(m.invalid), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.invalid));
/** A time the form must have: empty says "required" before the format is checked. */
export const RequiredTimeSchema = v.pipe(v.string(m.required), v.nonEmpty(m.required), TimeSchema);

export const LocalizedSchema = v.object({ cs: v.string(m.invalid), en: v.string(m.invalid) });
export type LocalizedText = v.InferOutput<typeof LocalizedSchema>;

/** What people type between the digits of a phone number. */
const phoneSeparators = /[\s\-./()]+/g;

/**
 * A phone number as people type it, in one form (issue 24): separators become single spaces, a leading
 * 00 becomes +, and nine digits with no prefix are a Czech number; Czech and Slovak numbers read
 * "+420 777 123 456". Anything else is returned trimmed, for the check to refuse.
 */
export function normalisePhone(raw: string): string {
  const typed = raw.trim();
  if (!/^(\+|00)?[\d\s\-./()]+$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '');
  const international = typed.startsWith('+') ? digits : typed.startsWith('00') ? digits.slice(2) : digits.length === 9 ? `420${digits}` : null;
  if (international === null) return typed;
  if (/^42[01]\d{9}$/.test(international)) return `+${international.slice(0, 3)} ${international.slice(3).replace(/(\d{3})(?=\d)/g, '$1 ')}`;
  const spaced = typed.replace(/^(\+|00)/, '').replace(phoneSeparators, ' ').trim();
  return `+${spaced}`;
}

/**
 * SPEC §5: an international number, e.g. `+420 777 888 999`; spaces, dashes, dots, slashes and
 * brackets are allowed, a 00 prefix or none (a Czech number) too; the value is normalised (normalisePhone).
 */
export const PhoneSchema = v.pipe(
  v.string(m.required),
  v.trim(),
  v.minLength(1, m.required),
  v.maxLength(30, m.tooLong),
  v.transform(normalisePhone),
  v.regex(/^\+[1-9][\d ]*$/, m.phone),
  v.check((phone) => phone.replace(/\D/g, '').length >= 8 && phone.replace(/\D/g, '').length <= 15, m.phone),
);

/** A whole number in a range; forms and query strings may send it as text. */
export const IntSchema = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number, message: string = m.integer) =>
  v.pipe(
    // A field-specific absence code (birthYearRequired) names the empty field better than "required".
    wholeNumber(/^-?\d{1,9}$/, message, message, /Required$/.test(message) ? message : m.required),
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

/** Passwords every guessing list starts with; a longer list belongs to a breach check, not the contract. */
const commonPasswords = /* @__PURE__ */ new Set(['password', 'password1', 'passw0rd', 'qwertyui', 'qwertyuiop', 'qwertzui', 'qwertzuiop', 'asdfghjk', 'abcdefgh', 'abcd1234', 'abc12345', 'iloveyou', 'heslo123', 'heslo1234', 'letmein1', 'welcome1', 'admin123', 'football', 'sunshine', 'princess', 'baseball']);
/** Blank, one character repeated, a run of digits (12345678, 98765432) or a common password. */
export const isGuessablePassword = (password: string) => {
  const text = password.trim().toLowerCase();
  if (text.length < 8 || /^(.)\1*$/s.test(text) || commonPasswords.has(text)) return true;
  if (/^\d+$/.test(text)) {
    const steps = new Set([...text].slice(1).map((d, i) => (Number(d) - Number(text[i]) + 10) % 10));
    return steps.size === 1;
  }
  return false;
};
/** A new password (registration, profile, reset): 8 to 200 characters and not trivially guessed. */
export const NewPasswordSchema = v.pipe(
  v.string(m.required),
  v.minLength(8, m.passwordTooShort),
  v.maxLength(200, m.tooLong),
  v.check((password) => password.length < 8 || !isGuessablePassword(password), m.passwordTooWeak),
);

/**
 * A link or an uploaded file's address: absolute http(s) or site-relative. Not `//host` or `/\host`
 * (browsers read both as another site) and no backslash anywhere.
 */
export const UrlSchema = v.pipe(v.string(m.invalid), v.maxLength(maxLength.url, m.tooLong), v.regex(/^(https?:\/\/|\/(?![/\\]))[^\s\\]*$/, m.invalid));
