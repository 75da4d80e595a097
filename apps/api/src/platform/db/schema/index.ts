import type { AdminTables } from './admin';
import type { AuthTables } from './auth';
import type { ClubNoticeTables } from './club-notices';
import type { ClubzoneTables } from './clubzone';
import type { CmsTables } from './cms';
import type { CompetitionTables } from './competition';
import type { ExternalKeyTables } from './external-keys';
import type { LiveTables } from './live';
import type { PlaceDayTables } from './places';
import type { SecurityTables } from './security';
import type { TieBreakTables } from './tie-breaks';

export type { AdminTables } from './admin';
export type { AuthTables } from './auth';
export type { ClubzoneTables, ContactPerson, AvailabilityFilter } from './clubzone';
export type { CmsTables, CmsObjectType } from './cms';
export type { CompetitionTables, DateOnly, Json, Timestamp } from './competition';
export type { PlaceDayTables } from './places';

/** Every table: one interface per domain, each kept in step with its migrations. */
export type Database = AuthTables & CompetitionTables & ClubzoneTables & CmsTables & SecurityTables & AdminTables & PlaceDayTables & TieBreakTables & ExternalKeyTables & ClubNoticeTables & LiveTables;
