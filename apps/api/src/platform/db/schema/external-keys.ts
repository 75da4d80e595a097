/** Migration 020: the key a tournament import named a row with (null for rows made here). */
type ExternalKey = { external_key: string | null };

export interface ExternalKeyTables {
  clubs: ExternalKey;
  team_categories: ExternalKey;
  places: ExternalKey;
  groups: ExternalKey;
  matches: ExternalKey;
  participants: ExternalKey;
  referees: ExternalKey;
}
