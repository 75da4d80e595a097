import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as the parsed value, written as JSON text. */
type JsonValue = ColumnType<unknown, string | null, string | null>;

/** Migration 013: the administration area. */
export interface AdminTables {
  admin_audit: {
    id: Generated<number>;
    at: Timestamp;
    user_id: number | null;
    user_email: string;
    entity: string;
    entity_id: number;
    action: string;
    before: JsonValue;
    after: JsonValue;
  };
}
