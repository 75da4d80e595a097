import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { configKeys, configValue, type ConfigKey, type ConfigValue, type TeamRef } from '@phc/api-contract';
import { isAdmin, isSuperAdmin, type RequestUser } from '../../platform/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { HttpError, notFound } from '../../platform/http/errors';

export type Db = Kysely<Database> | Transaction<Database>;

/** The tournament's configuration, typed by the contract's key definitions (defaults for missing keys). */
export interface Config {
  /** The stored values, for the shared rules that read a configuration (@phc/tournaments date rules). */
  values: readonly ConfigValue[];
  get(key: ConfigKey): string | number | boolean | null;
  flag(key: ConfigKey): boolean;
  int(key: ConfigKey): number | null;
  /**
   * Whether a "till" key still allows changes at `now`. A key kept as a date (format `date`) is open
   * through the whole of that day; an instant is open up to it. No value: no deadline.
   */
  open(key: ConfigKey, now: Date): boolean;
  /** The year the tournament is played in: ages are counted in whole years against it. */
  year(now: Date): number;
  /** `tournament_start_date` plus `offset` days, `yyyy-mm-dd`. */
  day(offset: number, now: Date): string;
}

export async function loadConfig(db: Db): Promise<Config> {
  const rows = await db.selectFrom('config_values').select(['key', 'data_type', 'value', 'format']).execute();
  const values: ConfigValue[] = rows.map((r) => ({ key: r.key, dataType: r.data_type as ConfigValue['dataType'], value: r.value, format: r.format as ConfigValue['format'] }));
  const get = (key: ConfigKey) => configValue(values, key);
  const start = (now: Date) => {
    const raw = get('tournament_start_date');
    const date = typeof raw === 'string' ? new Date(raw) : null;
    return date && !Number.isNaN(date.getTime()) ? date : now;
  };
  return {
    values,
    get,
    flag: (key) => get(key) === true,
    int: (key) => {
      const value = get(key);
      return typeof value === 'number' ? value : null;
    },
    open: (key, now) => {
      const raw = get(key);
      if (typeof raw !== 'string') return true;
      const till = new Date(raw);
      if (Number.isNaN(till.getTime())) return true;
      const format = values.find((v) => v.key === key)?.format ?? configKeys.find((c) => c.key === key)?.format;
      const end = format === 'date' ? Date.UTC(till.getUTCFullYear(), till.getUTCMonth(), till.getUTCDate() + 1) : till.getTime();
      return now.getTime() < end || (format !== 'date' && now.getTime() === end);
    },
    year: (now) => start(now).getUTCFullYear(),
    day: (offset, now) => {
      const s = start(now);
      return new Date(Date.UTC(s.getUTCFullYear(), s.getUTCMonth(), s.getUTCDate() + offset)).toISOString().slice(0, 10);
    },
  };
}

/** A closed window (SPEC §9 dates, switched-off features): 403 with the stable code `closed`. */
export const closed = (message: string) => new HttpError(403, 'closed', message);

/** Organiser staff are not held to the clubs' deadlines. */
export const bypassesDeadlines = (user: RequestUser) => isSuperAdmin(user) || isAdmin(user);

export async function clubExists(db: Db, clubId: number): Promise<void> {
  const club = await db.selectFrom('clubs').select('id').where('id', '=', clubId).executeTakeFirst();
  if (!club) throw notFound(`No club ${clubId}`);
}

export type TeamRow = Pick<Selectable<Database['teams']>, 'id' | 'club_id' | 'team_category_id'>;

export async function findTeam(db: Db, teamId: number): Promise<TeamRow> {
  const team = await db.selectFrom('teams').select(['id', 'club_id', 'team_category_id']).where('id', '=', teamId).executeTakeFirst();
  if (!team) throw notFound(`No team ${teamId}`);
  return team;
}

/** Teams as other records name them (TeamRef), keyed by id. */
export async function teamRefs(db: Db, teamIds: readonly number[]): Promise<Map<number, TeamRef>> {
  const ids = [...new Set(teamIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('teams')
    .innerJoin('clubs', 'clubs.id', 'teams.club_id')
    .innerJoin('team_categories', 'team_categories.id', 'teams.team_category_id')
    .select(['teams.id', 'teams.name', 'teams.team_number', 'teams.club_id', 'clubs.name as club_name', 'team_categories.code', 'team_categories.name_cs', 'team_categories.name_en'])
    .where('teams.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, teamNumber: r.team_number, categoryCode: r.code, categoryName: { cs: r.name_cs, en: r.name_en }, clubId: r.club_id, clubName: r.club_name }]));
}

/** The year of a `date` column, read in SQL: drivers disagree on how they hand a date to JavaScript. */
export const birthYearSql = sql<number>`cast(extract(year from participants.birth_date) as integer)`;
