import type { AuthTables } from './auth';
import type { CompetitionTables } from './competition';

export type { AuthTables } from './auth';
export type { CompetitionTables } from './competition';

/** Every table; the domains' table sets join here as the data model grows. */
export type Database = AuthTables & CompetitionTables;
