import type { ColumnType, Generated } from 'kysely';
import type { MatchState, RefereeState, RegistrationState, RosterState } from '@phc/api-contract';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `date` column: read and written as `YYYY-MM-DD`. */
export type DateOnly = ColumnType<string, string, string>;
/** A `jsonb` column: written as a JSON string (one code path for PGlite and node-postgres). */
export type Json<T> = ColumnType<T, string, string>;

/** Migrations 002 and 003. */
export interface CompetitionTables {
  config_values: { key: string; data_type: string; value: string | null; format: string | null };
  countries: { id: Generated<number>; code: string; name_cs: string; name_en: string };
  regions: { id: Generated<number>; country_id: number; code: string; name_cs: string; name_en: string };
  clubs: {
    id: Generated<number>;
    name: string;
    country_id: number;
    region_id: number | null;
    city: string | null;
    /** new | processed | approved */
    registration_state: Generated<RegistrationState>;
    logo: string | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  user_clubs: { user_id: number; club_id: number };
  team_categories: {
    id: Generated<number>;
    code: string;
    /** M | F | X */
    gender: string;
    name_cs: string;
    name_en: string;
    /** The oldest regular players' birth year; null for adult tournaments. */
    birth_year_from: number | null;
    birth_year_to: number | null;
    sort_order: Generated<number>;
    max_other_gender_players: Generated<number>;
    max_older_players: Generated<number>;
    small_court: Generated<boolean>;
  };
  round_levels: {
    id: Generated<number>;
    system_name: string;
    is_bracket: boolean;
    name_cs: string;
    name_en: string;
    sort_order: number;
    /** A level the builder added to one category (migration 021); null: shared by every category. */
    team_category_id: number | null;
  };
  groups: {
    id: Generated<number>;
    round_level_id: number;
    team_category_id: number;
    /** 1 = Playoff A, 2 = Playoff B, null for the group stage. */
    playoff_category: number | null;
    name: string;
  };
  teams: {
    id: Generated<number>;
    club_id: number;
    team_category_id: number;
    name: string | null;
    team_number: Generated<number>;
    uuid: string;
    service_level_id: number | null;
    order_bundle_id: number | null;
    persons: Generated<number>;
    extra_persons: Generated<number>;
    vip_tickets: Generated<number>;
    single_rooms: Generated<number>;
    extra_restaurant_meals: Generated<number>;
    created_at: Generated<Date>;
    /** The team leader confirms a match result with it (club admins and the team's leaders see it). */
    protocol_pin: Generated<string>;
    /** The organiser's seeding pot in the team's category (1 = strongest), null: none (migration 021). */
    seeding_pot: number | null;
  };
  group_teams: { group_id: number; team_id: number; seed: Generated<number> };
  places: {
    id: Generated<number>;
    /** hall | accommodation | catering | prague | ac_benefit | activity_card */
    place_type: string;
    name_cs: string;
    name_en: string;
    description_cs: Generated<string>;
    description_en: Generated<string>;
    address: string;
    lat: number;
    lng: number;
    files: Json<{ url: string }[]>;
    /** JSON text; a hall's names its reporter: `{"reporterUserId": <users.id>}`. */
    data: string | null;
    opening_hours: string | null;
    hotel_category: number | null;
    glue_allowed: boolean | null;
    sort_order: Generated<number>;
  };
  match_stages: { id: Generated<number>; code: string; name_cs: string; name_en: string; sort_order: number };
  event_types: {
    id: Generated<number>;
    code: string;
    name_cs: string;
    name_en: string;
    score_delta: Generated<number>;
    penalty_minutes: Generated<number>;
    /** Counts for the other team (an own goal). */
    scores_for_opponent: Generated<boolean>;
    has_assist: Generated<boolean>;
  };
  participants: {
    id: Generated<number>;
    club_id: number;
    first_name: string;
    last_name: string;
    /** Only the year is entered: 1 January of it. */
    birth_date: DateOnly;
    gender: string;
    is_leader: Generated<boolean>;
    on_exception: Generated<boolean>;
    jersey_number: number | null;
    tournament_specific_attributes: Json<{ captain?: boolean; goalkeeper?: boolean }>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  participant_teams: { participant_id: number; team_id: number };
  matches: {
    id: Generated<number>;
    group_id: number;
    home_team_id: number | null;
    away_team_id: number | null;
    /** Bracket matches: the groups whose standings name the teams. */
    home_competition_group_id: number | null;
    away_competition_group_id: number | null;
    home_source_position: number | null;
    away_source_position: number | null;
    starts_at: Timestamp;
    place_id: number;
    /** scheduled | live | finished */
    state: Generated<MatchState>;
    home_score: number | null;
    away_score: number | null;
    /** home | away | both */
    walkover: string | null;
    stage_id: number | null;
    /** confirmed | unconfirmed */
    home_roster_state: Generated<RosterState>;
    away_roster_state: Generated<RosterState>;
    updated_at: Generated<Date>;
    version: Generated<number>;
    /** The result confirmed by each team's leader with the team's PIN. */
    home_confirmed_at: Timestamp | null;
    away_confirmed_at: Timestamp | null;
    /** Sealed by a referee of the match: read-only but for the super admin. */
    sealed_at: Timestamp | null;
    sealed_by_referee_id: number | null;
    /** Given when the category's competition is published (migration 019); never changed afterwards. */
    number: number | null;
    /**
     * Rises by one whenever the kick-off, the hall or the walkover changes, whoever writes it (a trigger,
     * migration 026): the calendar feeds' SEQUENCE, so a subscribed calendar replaces the old entry.
     */
    schedule_revision: Generated<number>;
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
    /** Set by the offline protocol so a retried sync does not duplicate the event. */
    client_id: string | null;
    /** The period or set the event belongs to. */
    stage_id: number | null;
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
  referees: {
    id: Generated<number>;
    user_id: number | null;
    first_name: string;
    last_name: string;
    birth_year: number;
    /** male | female | other, stored M | F | X */
    gender: string;
    /** new | approved | rejected */
    registration_state: Generated<RefereeState>;
    email: string | null;
    phone: string | null;
    shirt_size: string | null;
    highest_competition: string | null;
    colleague_request: string | null;
    wants_accommodation: Generated<boolean>;
    created_at: Generated<Date>;
    /** Seals match protocols. */
    protocol_pin: Generated<string>;
  };
  match_referees: { match_id: number; referee_id: number };
  /** Migration 019: a category's competition built in the administration; no `published_at` = a draft the public does not see. */
  category_competitions: {
    team_category_id: number;
    published_at: Timestamp | null;
    published_by: number | null;
    draw_state: Json<unknown> | null;
    playoff_trees: Json<unknown> | null;
    schedule_settings: Json<unknown> | null;
    schedule_report: Json<unknown> | null;
    updated_at: Generated<Date>;
  };
  tournament_player_limits: {
    id: Generated<number>;
    /** Null: the default for categories without their own row. */
    team_category_id: number | null;
    min_players: number;
    max_players: number;
    min_leaders: number;
    max_leaders: number;
    players_count_warning_from: number | null;
    max_exception_players: Generated<number>;
  };
}
