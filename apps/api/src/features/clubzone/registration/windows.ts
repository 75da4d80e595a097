import { configKeys, configValue, isRefereeOldEnough, refereeAgeYear, type ConfigKey, type ConfigValue, type LoggedUser } from '@phc/api-contract';

/**
 * The registration rules of SPEC §4/§6/§9 as pure functions of the configuration and the clock. They
 * mirror @phc/auth's permissions (the server may not import web libs), so the forms the web shows and
 * the writes the server accepts agree: a date-only "till" includes its whole day in UTC, a window with
 * neither end set was never opened.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

function instant(configurations: readonly ConfigValue[], key: ConfigKey): number | null {
  const raw = configValue(configurations, key);
  if (typeof raw !== 'string') return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : time;
}

const isDateOnly = (configurations: readonly ConfigValue[], key: ConfigKey) =>
  (configurations.find((c) => c.key === key)?.format ?? configKeys.find((c) => c.key === key)?.format) === 'date';

export function isBeforeDeadline(configurations: readonly ConfigValue[], key: ConfigKey, now: Date): boolean {
  const till = instant(configurations, key);
  if (till === null) return true;
  const end = isDateOnly(configurations, key) ? Math.floor(till / DAY_MS) * DAY_MS + DAY_MS : till + 1;
  return now.getTime() < end;
}

export function isAfterStart(configurations: readonly ConfigValue[], key: ConfigKey, now: Date): boolean {
  const from = instant(configurations, key);
  if (from === null) return true;
  const start = isDateOnly(configurations, key) ? Math.floor(from / DAY_MS) * DAY_MS : from;
  return now.getTime() >= start;
}

export function isWindowOpen(configurations: readonly ConfigValue[], fromKey: ConfigKey, tillKey: ConfigKey, now: Date): boolean {
  if (instant(configurations, fromKey) === null && instant(configurations, tillKey) === null) return false;
  return isAfterStart(configurations, fromKey, now) && isBeforeDeadline(configurations, tillKey, now);
}

const hasRole = (user: LoggedUser | null, role: string) => !!user?.roles.includes(role as LoggedUser['roles'][number]);
const enabled = (configurations: readonly ConfigValue[], key: ConfigKey) => configValue(configurations, key) === true;

/** SPEC §6 canRegisterNewClub: super admin or club manager always; anyone else while registration is open. */
export function canRegisterNewClub(user: LoggedUser | null, configurations: readonly ConfigValue[], now: Date): boolean {
  if (hasRole(user, 'ROLE_SUPER_ADMIN') || hasRole(user, 'ROLE_CLUB_MANAGER')) return true;
  return isWindowOpen(configurations, 'club_registration_from', 'club_registration_till', now);
}

/** SPEC §6 canRegisterNewReferee: super admin or referee manager while enabled; anyone else while enabled and within the dates. */
export function canRegisterNewReferee(user: LoggedUser | null, configurations: readonly ConfigValue[], now: Date): boolean {
  if (!enabled(configurations, 'referee_registration_enabled')) return false;
  if (hasRole(user, 'ROLE_SUPER_ADMIN') || hasRole(user, 'ROLE_REFEREE_MANAGER')) return true;
  return isWindowOpen(configurations, 'referee_registration_from', 'referee_registration_till', now);
}

/**
 * Referees must be over 18 at the tournament start (SPEC §1/§9). Only the birth year is known, so the
 * year of the start date counts, as the contract's check does with the current year.
 */
export function isRefereeOldEnoughAtStart(birthYear: number, configurations: readonly ConfigValue[], now: Date): boolean {
  return isRefereeOldEnough(birthYear, refereeAgeYear(configurations, now));
}

/** Why an existing registration can no longer be edited (SPEC §4), or null while it can. */
export type EditBlock = 'registration_closed' | 'club_approved' | 'capacity_full';

export function registrationEditBlock(input: {
  configurations: readonly ConfigValue[];
  now: Date;
  registrationState: string;
  teamCount: number;
  teamCapacity: number | null;
}): EditBlock | null {
  if (input.registrationState === 'approved') return 'club_approved';
  if (!isBeforeDeadline(input.configurations, 'registration_edit_till', input.now)) return 'registration_closed';
  if (input.teamCapacity !== null && input.teamCount >= input.teamCapacity) return 'capacity_full';
  return null;
}

/**
 * The tournament's team capacity: configuration `team_capacity` (the number of teams it takes in all),
 * not one of SPEC §9's named keys, so it is read raw; unset or not a positive number means no limit.
 */
export function teamCapacity(configurations: readonly ConfigValue[]): number | null {
  const raw = configurations.find((c) => c.key === 'team_capacity')?.value;
  const n = raw === null || raw === undefined ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}
