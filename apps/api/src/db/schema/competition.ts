import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateOnly = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

export interface CompetitionTables {
  config_values: { key: string; data_type: string; value: string | null; format: string | null };
  countries: { id: Generated<number>; code: string; name_cs: string; name_en: string };
  clubs: { id: Generated<number>; name: string; country_id: number; city: string | null; registration_state: Generated<string>; created_at: Generated<Date> };
  user_clubs: { user_id: number; club_id: number };
  team_categories: { id: Generated<number>; code: string; gender: string; name_cs: string; name_en: string; birth_year_from: number | null; sort_order: Generated<number> };
  round_levels: { id: Generated<number>; system_name: string; is_bracket: boolean; name_cs: string; name_en: string; sort_order: number };
  groups: { id: Generated<number>; round_level_id: number; team_category_id: number; playoff_category: number | null; name: string };
  teams: { id: Generated<number>; club_id: number; team_category_id: number; name: string | null; team_number: Generated<number>; uuid: string };
  group_teams: { group_id: number; team_id: number; seed: Generated<number> };
  places: {
    id: Generated<number>;
    place_type: string;
    name_cs: string;
    name_en: string;
    description_cs: Generated<string>;
    description_en: Generated<string>;
    address: string;
    lat: number;
    lng: number;
    files: Json<{ url: string }[]>;
    data: string | null;
  };
  match_stages: { id: Generated<number>; code: string; name_cs: string; name_en: string; sort_order: number };
  event_types: { id: Generated<number>; code: string; name_cs: string; name_en: string; score_delta: Generated<number>; penalty_minutes: Generated<number> };
  participants: {
    id: Generated<number>;
    club_id: number;
    first_name: string;
    last_name: string;
    birth_date: DateOnly;
    gender: string;
    is_leader: Generated<boolean>;
    on_exception: Generated<boolean>;
    jersey_number: number | null;
    tournament_specific_attributes: Json<{ captain?: boolean; goalkeeper?: boolean }>;
  };
  participant_teams: { participant_id: number; team_id: number };
  matches: {
    id: Generated<number>;
    group_id: number;
    home_team_id: number | null;
    away_team_id: number | null;
    home_competition_group_id: number | null;
    away_competition_group_id: number | null;
    home_source_position: number | null;
    away_source_position: number | null;
    starts_at: Timestamp;
    place_id: number;
    state: Generated<string>;
    home_score: number | null;
    away_score: number | null;
    walkover: string | null;
    stage_id: number | null;
    home_roster_state: Generated<string>;
    away_roster_state: Generated<string>;
    updated_at: Generated<Date>;
  };
  match_events: {
    id: Generated<number>;
    match_id: number;
    minute: number;
    second: number;
    event_type_id: number;
    team_id: number;
    participant_id: number | null;
    assist_participant_id: number | null;
    client_id: string | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  match_rosters: {
    match_id: number;
    team_id: number;
    participant_id: number;
    jersey_number: number | null;
    is_captain: Generated<boolean>;
    is_goalkeeper: Generated<boolean>;
    is_leader: Generated<boolean>;
  };
  referees: { id: Generated<number>; user_id: number | null; first_name: string; last_name: string; birth_year: number; gender: string; registration_state: Generated<string> };
  match_referees: { match_id: number; referee_id: number };
}
