import * as v from 'valibot';
import type { ConfigDataType, ConfigValue } from './config-value';

export interface ConfigKeyDefinition {
  key: string;
  dataType: ConfigDataType;
  format: 'date' | 'datetime' | null;
  /** As stored (text); null where SPEC §9 gives no default. */
  default: string | null;
}

const date = /* @__NO_SIDE_EFFECTS__ */ (key: string) => ({ key, dataType: 'datetime', format: 'date', default: null }) as const;
const instant = /* @__NO_SIDE_EFFECTS__ */ (key: string) => ({ key, dataType: 'datetime', format: 'datetime', default: null }) as const;
const flag = /* @__NO_SIDE_EFFECTS__ */ (key: string, on = false) => ({ key, dataType: 'boolean', format: null, default: String(on) }) as const;
const int = /* @__NO_SIDE_EFFECTS__ */ (key: string, value: number | null) => ({ key, dataType: 'integer', format: null, default: value === null ? null : String(value) }) as const;
const text = /* @__NO_SIDE_EFFECTS__ */ (key: string) => ({ key, dataType: 'string', format: null, default: null }) as const;

/**
 * Every configuration key of SPEC §9, with stable snake_case names: the server seeds them and the web
 * reads them (registration windows, feature switches, protocol options).
 */
export const configKeys = [
  date('club_registration_from'),
  date('club_registration_till'),
  date('registration_edit_till'),
  date('referee_registration_from'),
  date('referee_registration_till'),
  flag('referee_registration_enabled'),
  date('club_team_add_till'),
  instant('roster_edit_till'),
  date('transfers_editable_till'),
  date('trainings_editable_till'),
  date('participant_team_request_till'),
  flag('participant_team_request_enabled'),
  /** One training unit in minutes; a training is 1 to 4 units (SPEC §5). */
  int('training_length', 45),
  int('leader_min_age_years', 0),
  int('default_event_type_position', 1),
  date('tournament_start_date'),
  instant('first_game_date'),
  flag('copy_roster_from_previous_match', true),
  flag('offline_match_protocol'),
  flag('allow_score_without_events'),
  flag('download_roster_visible'),
  flag('paperless_team_leader_allowed'),
  flag('team_name_required'),
  flag('allow_team_bundle_persons_count_updates'),
  // On until an organiser switches it off: a new tournament's live stream and tables work from the first start.
  flag('show_results', true),
  flag('show_transfers'),
  flag('show_trainings'),
  flag('show_accommodation'),
  flag('handball_restaurant'),
  flag('vip_party'),
  /** JSON of theme colour overrides; null keeps the tournament's theme. */
  text('style_colors'),
  /** SPEC §7 analytics: tag manager and pixel ids. */
  text('tag_manager_id'),
  text('pixel_id'),
  /**
   * Payment details on the order summary (issue 18 item 8; an addition to SPEC §9, which names none):
   * the recipient, a Czech account and/or IBAN with SWIFT, a due day and a note for the payer.
   */
  text('payment_recipient'),
  text('payment_bank_account'),
  text('payment_iban'),
  text('payment_swift'),
  date('payment_due_date'),
  text('payment_note'),
] as const satisfies readonly ConfigKeyDefinition[];

export type ConfigKey = (typeof configKeys)[number]['key'];
export const ConfigKeySchema = v.picklist(/* @__PURE__ */ configKeys.map((c) => c.key) as [ConfigKey, ...ConfigKey[]]);

/** The typed value of a key: booleans and integers parsed, datetimes as ISO text; a missing key gets its default. */
export function configValue(values: readonly ConfigValue[], key: ConfigKey): string | number | boolean | null {
  const definition = configKeys.find((c) => c.key === key) as ConfigKeyDefinition;
  const raw = values.find((c) => c.key === key)?.value ?? definition.default;
  if (raw === null) return null;
  switch (definition.dataType) {
    case 'boolean':
      return raw === 'true' || raw === '1';
    case 'integer': {
      const n = Number(raw);
      return Number.isInteger(n) ? n : definition.default === null ? null : Number(definition.default);
    }
    default:
      return raw;
  }
}

/** The year ages are counted in: the tournament's start date, else today (as the server's Config.year). */
export function tournamentYear(configurations: readonly ConfigValue[], now: Date): number {
  const raw = configValue(configurations, 'tournament_start_date');
  const start = typeof raw === 'string' ? new Date(raw) : null;
  return start && !Number.isNaN(start.getTime()) ? start.getUTCFullYear() : now.getUTCFullYear();
}

/** SPEC §9 "show results": whether the results are on the web (the key's default when not configured). */
export const resultsShown = (configurations: readonly ConfigValue[]) => configValue(configurations, 'show_results') !== false;
