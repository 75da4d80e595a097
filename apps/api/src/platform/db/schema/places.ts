import type { DateOnly } from './competition';

/** Migration 016: a place's hours per tournament day and a hall's referees per day. */
export interface PlaceDayTables {
  place_opening_days: {
    place_id: number;
    day: DateOnly;
    /** `HH:MM`, Prague time. */
    opens: string;
    closes: string;
  };
  hall_referee_days: { place_id: number; day: DateOnly; referee_id: number };
}
