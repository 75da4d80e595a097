import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 018: tie-break procedures per category and recorded drawings of lots. */
export interface TieBreakTables {
  category_tie_breaks: {
    team_category_id: number;
    /** A `TieBreakProcedure` code of libs/tournaments. */
    procedure: string;
    updated_at: Timestamp;
  };
  group_lots: {
    group_id: number;
    team_id: number;
    /** 1 = drawn first (ranks highest among the teams level after every criterion). */
    lot_order: number;
    drawn_by: number | null;
    drawn_at: Timestamp;
  };
}
