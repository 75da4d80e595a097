import type { AuthTables } from './auth';

export type { AuthTables } from './auth';

/** Every table; the domains' table sets join here as the data model grows. */
export type Database = AuthTables;
