import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface RateCountersTable {
  /** `<limit>:<subject>`, e.g. `login-pair:<login>|<ip>`. */
  key: string;
  count: number;
  window_start: Timestamp;
  last_at: Timestamp;
}

export interface SecurityTables {
  rate_counters: RateCountersTable;
}
