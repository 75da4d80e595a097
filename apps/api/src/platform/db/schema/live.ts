import type { ColumnType, Generated } from 'kysely';

/** Migration 027: the live changes (see live/changes.ts); ids are bigint, read as numbers like every int8 here (safe below 2^53). */
export interface LiveTables {
  live_changes: {
    id: Generated<number>;
    /** The writing transaction's id (xid8, as text). */
    xid: string;
    payload: ColumnType<Record<string, unknown>, string, string>;
    created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  live_changes_horizon: {
    only_row: Generated<boolean>;
    pruned_through: number;
  };
}
