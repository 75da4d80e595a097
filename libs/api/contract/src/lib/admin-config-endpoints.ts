// The administration's configuration screen (issue 16 item 4): every SPEC §9 key with its type, edited
// one at a time; the value is validated by the key's type on the server and, before sending, in the browser.
import * as v from 'valibot';
import { defineEndpoint, type Access } from './endpoint';
import { configKeys, type ConfigKey } from './entities/config';
import { ConfigDataTypeSchema, type ConfigDataType } from './entities/config-value';
import { maxLength, messageCodes as m, type MessageCode } from './messages';
import { normalizeBic, normalizeCzechAccount, normalizeIban } from './payment-details';
import { inputObject } from './primitives';

/** The configuration: admins and super admins only (issue 16 item 4). */
export const adminConfigAccess: Access[] = ['admin'];

/** SPEC §9 groups the keys; a key outside the table (e.g. team capacity) falls under "other". */
export const configGroups = ['registration', 'referees', 'deadlines', 'tournament', 'protocol', 'web', 'payment', 'other'] as const;
export type ConfigGroup = (typeof configGroups)[number];

const groupOfKey: Record<ConfigKey, ConfigGroup> = {
  club_registration_from: 'registration',
  club_registration_till: 'registration',
  registration_edit_till: 'registration',
  club_team_add_till: 'registration',
  team_name_required: 'registration',
  allow_team_bundle_persons_count_updates: 'registration',
  referee_registration_from: 'referees',
  referee_registration_till: 'referees',
  referee_registration_enabled: 'referees',
  roster_edit_till: 'deadlines',
  transfers_editable_till: 'deadlines',
  trainings_editable_till: 'deadlines',
  participant_team_request_till: 'deadlines',
  participant_team_request_enabled: 'deadlines',
  tournament_start_date: 'tournament',
  first_game_date: 'tournament',
  training_length: 'tournament',
  leader_min_age_years: 'tournament',
  default_event_type_position: 'tournament',
  copy_roster_from_previous_match: 'protocol',
  offline_match_protocol: 'protocol',
  allow_score_without_events: 'protocol',
  download_roster_visible: 'protocol',
  paperless_team_leader_allowed: 'protocol',
  show_results: 'web',
  show_transfers: 'web',
  show_trainings: 'web',
  show_accommodation: 'web',
  handball_restaurant: 'web',
  vip_party: 'web',
  style_colors: 'web',
  tag_manager_id: 'web',
  pixel_id: 'web',
  payment_recipient: 'payment',
  payment_bank_account: 'payment',
  payment_iban: 'payment',
  payment_swift: 'payment',
  payment_due_date: 'payment',
  payment_note: 'payment',
};

export const configGroupOf = (key: string): ConfigGroup => groupOfKey[key as ConfigKey] ?? 'other';

/** One key as the screen shows it: stored text, its type, and the default a missing value falls back to. */
export const AdminConfigEntrySchema = v.object({
  key: v.string(),
  dataType: ConfigDataTypeSchema,
  format: v.nullable(v.picklist(['date', 'datetime'])),
  value: v.nullable(v.string()),
  default: v.nullable(v.string()),
  group: v.picklist(configGroups),
});
export type AdminConfigEntry = v.InferOutput<typeof AdminConfigEntrySchema>;

/** The value as text (`true`, `45`, an ISO date or instant) or null to fall back to the default. */
export const AdminConfigBodySchema = inputObject({
  value: v.nullable(v.pipe(v.string(m.invalid), v.maxLength(maxLength.note, m.tooLong))),
});
export type AdminConfigBody = v.InferInput<typeof AdminConfigBodySchema>;

/** Whole numbers a key may take: counts, minutes, ages and positions are never negative. */
export const configIntegerRange = { min: 0, max: 1_000_000 } as const;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function validDay(text: string): boolean {
  const match = isoDate.exec(text);
  if (!match) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.getUTCDate() === Number(match[3]);
}

/**
 * The stored text of a value for a key of this type, or the message code of why it cannot be stored.
 * A date key keeps its UTC day (`2026-04-05T00:00:00Z`), an instant its UTC ISO form; a boolean is
 * `true` or `false`; null clears a key that may be empty (not a boolean: it is on or off).
 */
export function normalizeConfigValue(dataType: ConfigDataType, format: 'date' | 'datetime' | null, value: string | null, key?: string): { value: string | null } | { issue: MessageCode } {
  if (value === null || value.trim() === '') return dataType === 'boolean' ? { issue: 'required' } : { value: null };
  const text = value.trim();
  switch (dataType) {
    case 'boolean':
      return text === 'true' || text === 'false' ? { value: text } : { issue: 'invalid' };
    case 'integer': {
      if (!/^-?\d+$/.test(text)) return { issue: 'integer' };
      const n = Number(text);
      if (n < configIntegerRange.min) return { issue: 'min' };
      if (n > configIntegerRange.max) return { issue: 'max' };
      return { value: String(n) };
    }
    case 'datetime': {
      const day = format === 'date' ? text.slice(0, 10) : null;
      if (day !== null && (text.length === 10 || isoInstant.test(text))) return validDay(day) ? { value: `${day}T00:00:00Z` } : { issue: 'date' };
      if (!isoInstant.test(text) || !validDay(text.slice(0, 10))) return { issue: 'date' };
      const at = new Date(text);
      return Number.isNaN(at.getTime()) ? { issue: 'date' } : { value: at.toISOString().replace('.000Z', 'Z') };
    }
    default:
      return key ? normalizeKeyText(key, text) : { value: text };
  }
}

/** Keys whose text has a shape of its own (bank details, issue 18 item 8): stored in their normal form. */
const textChecks: Record<string, { normalize: (text: string) => string | null; issue: MessageCode }> = {
  payment_iban: { normalize: normalizeIban, issue: 'iban' },
  payment_swift: { normalize: normalizeBic, issue: 'bic' },
  payment_bank_account: { normalize: normalizeCzechAccount, issue: 'bankAccount' },
};

function normalizeKeyText(key: string, text: string): { value: string } | { issue: MessageCode } {
  const check = textChecks[key];
  if (!check) return { value: text };
  const normalized = check.normalize(text);
  return normalized === null ? { issue: check.issue } : { value: normalized };
}

/** Every SPEC §9 key, in the table's order, for a screen that lists them even before they are stored. */
export const configKeyNames: readonly string[] = /* @__PURE__ */ configKeys.map((c) => c.key);

export const adminConfigEndpoints = {
  configList: defineEndpoint({
    name: 'admin.config',
    method: 'GET',
    path: '/api/v1/admin/config',
    response: v.object({ entries: v.array(AdminConfigEntrySchema) }),
    access: adminConfigAccess,
  }),
  configUpdate: defineEndpoint({
    name: 'admin.configUpdate',
    method: 'PUT',
    path: '/api/v1/admin/config/:key',
    params: inputObject({ key: v.pipe(v.string(m.invalid), v.regex(/^[a-z][a-z0-9_]{0,63}$/, m.invalid)) }),
    body: AdminConfigBodySchema,
    response: v.object({ entry: AdminConfigEntrySchema }),
    access: adminConfigAccess,
  }),
} as const;
