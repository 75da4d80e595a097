import { sql, type SelectType } from 'kysely';
import { createDb, type DbHandle } from '../connection';
import { migrateToLatest } from '../migrate';
import { migrations } from '../migrations';
import type { Database } from './index';

type Nullability<C> = null extends SelectType<C> ? 'null' : 'not null';
/** Every table and column of `Database`, no more and no fewer, with the nullability its type says. */
type ColumnsOf = { [T in keyof Database]-?: { [C in keyof Database[T]]-?: Nullability<Database[T][C]> } };

// Typed against the interfaces (the compiler rejects a missing, extra or wrongly nullable column)
// and compared with the migrated database below: together they keep both in step.
const expected: ColumnsOf = {
  admin_audit: { id: 'not null', at: 'not null', user_id: 'null', user_email: 'not null', entity: 'not null', entity_id: 'not null', action: 'not null', before: 'null', after: 'null' },
  category_competitions: { team_category_id: 'not null', published_at: 'null', published_by: 'null', draw_state: 'null', playoff_trees: 'null', schedule_settings: 'null', schedule_report: 'null', updated_at: 'not null' },
  category_tie_breaks: { team_category_id: 'not null', procedure: 'not null', updated_at: 'not null' },
  club_registrations: { id: 'not null', club_id: 'not null', created_by: 'null', club_name: 'not null', street: 'not null', city: 'not null', zip: 'not null', country_id: 'not null', region_id: 'null', tax_id: 'null', vat_id: 'null', contact: 'not null', other_contact: 'null', arrival_date: 'null', departure_date: 'null', note: 'null', terms_consent: 'not null', logo: 'null', created_at: 'not null', updated_at: 'not null' },
  clubs: { id: 'not null', name: 'not null', country_id: 'not null', city: 'null', registration_state: 'not null', created_at: 'not null', region_id: 'null', logo: 'null', updated_at: 'not null', external_key: 'null', locale: 'null', paid_at: 'null', paid_by: 'null' },
  cms_objects: { id: 'not null', type: 'not null', slug: 'null', data: 'null', draft: 'null', status: 'not null', is_archived: 'not null', version: 'not null', created_at: 'not null', updated_at: 'not null', published_at: 'null', updated_by: 'null' },
  config_values: { key: 'not null', data_type: 'not null', value: 'null', format: 'null' },
  countries: { id: 'not null', code: 'not null', name_cs: 'not null', name_en: 'not null' },
  event_types: { id: 'not null', code: 'not null', name_cs: 'not null', name_en: 'not null', score_delta: 'not null', penalty_minutes: 'not null', scores_for_opponent: 'not null', has_assist: 'not null' },
  extra_person_groups: { id: 'not null', club_id: 'not null', uuid: 'not null', order_bundle_id: 'null', persons: 'not null', handball_persons: 'not null', vip_party_persons: 'not null', single_rooms: 'not null' },
  hall_referee_days: { place_id: 'not null', day: 'not null', referee_id: 'not null' },
  followed_teams: { user_id: 'not null', team_id: 'not null', position: 'not null', created_at: 'not null' },
  group_lots: { group_id: 'not null', team_id: 'not null', lot_order: 'not null', drawn_by: 'null', drawn_at: 'not null' },
  group_teams: { group_id: 'not null', team_id: 'not null', seed: 'not null' },
  groups: { id: 'not null', round_level_id: 'not null', team_category_id: 'not null', playoff_category: 'null', name: 'not null', external_key: 'null' },
  invoice_items: { id: 'not null', club_id: 'not null', pricelist_item_id: 'not null', team_id: 'null', quantity: 'not null', unit_price: 'not null', currency: 'not null', note: 'null', created_at: 'not null' },
  live_changes: { id: 'not null', xid: 'not null', payload: 'not null', created_at: 'not null' },
  live_changes_horizon: { only_row: 'not null', pruned_through: 'not null' },
  login_attempts: { id: 'not null', login: 'not null', ip: 'not null', succeeded: 'not null', at: 'not null' },
  match_events: { id: 'not null', match_id: 'not null', minute: 'not null', second: 'not null', event_type_id: 'not null', team_id: 'not null', participant_id: 'null', assist_participant_id: 'null', client_id: 'null', created_at: 'not null', updated_at: 'not null', stage_id: 'null' },
  match_referees: { match_id: 'not null', referee_id: 'not null' },
  match_rosters: { match_id: 'not null', team_id: 'not null', participant_id: 'not null', jersey_number: 'null', is_captain: 'not null', is_goalkeeper: 'not null', is_leader: 'not null' },
  match_stages: { id: 'not null', code: 'not null', name_cs: 'not null', name_en: 'not null', sort_order: 'not null' },
  matches: { id: 'not null', group_id: 'not null', home_team_id: 'null', away_team_id: 'null', home_competition_group_id: 'null', away_competition_group_id: 'null', home_source_position: 'null', away_source_position: 'null', starts_at: 'not null', place_id: 'not null', state: 'not null', home_score: 'null', away_score: 'null', walkover: 'null', stage_id: 'null', home_roster_state: 'not null', away_roster_state: 'not null', updated_at: 'not null', version: 'not null', home_confirmed_at: 'null', away_confirmed_at: 'null', sealed_at: 'null', sealed_by_referee_id: 'null', number: 'null', external_key: 'null', schedule_revision: 'not null' },
  order_bundles: { id: 'not null', pricelist_item_id: 'not null', name_cs: 'not null', name_en: 'not null', description_cs: 'not null', description_en: 'not null', availability_filter: 'null', includes_accommodation: 'not null', sort_order: 'not null' },
  outbox_emails: { id: 'not null', to_address: 'not null', subject: 'not null', body: 'not null', created_at: 'not null', sent_at: 'null', html: 'null' },
  participant_teams: { participant_id: 'not null', team_id: 'not null' },
  participants: { id: 'not null', club_id: 'not null', first_name: 'not null', last_name: 'not null', birth_date: 'not null', gender: 'not null', is_leader: 'not null', on_exception: 'not null', jersey_number: 'null', tournament_specific_attributes: 'not null', created_at: 'not null', updated_at: 'not null', external_key: 'null' },
  email_change_tokens: { token_hash: 'not null', user_id: 'not null', new_email: 'not null', expires_at: 'not null', used_at: 'null' },
  password_reset_tokens: { token_hash: 'not null', user_id: 'not null', expires_at: 'not null', used_at: 'null' },
  place_opening_days: { place_id: 'not null', day: 'not null', opens: 'not null', closes: 'not null' },
  places: { id: 'not null', place_type: 'not null', name_cs: 'not null', name_en: 'not null', description_cs: 'not null', description_en: 'not null', address: 'not null', lat: 'not null', lng: 'not null', files: 'not null', data: 'null', opening_hours: 'null', hotel_category: 'null', glue_allowed: 'null', sort_order: 'not null', external_key: 'null' },
  pricelist_items: { id: 'not null', service_type_id: 'not null', code: 'not null', name_cs: 'not null', name_en: 'not null', price_czk: 'not null', price_eur: 'not null', availability_filter: 'null', sort_order: 'not null' },
  rate_counters: { key: 'not null', count: 'not null', window_start: 'not null', last_at: 'not null' },
  referees: { id: 'not null', user_id: 'null', first_name: 'not null', last_name: 'not null', birth_year: 'not null', gender: 'not null', registration_state: 'not null', email: 'null', phone: 'null', shirt_size: 'null', highest_competition: 'null', colleague_request: 'null', wants_accommodation: 'not null', created_at: 'not null', protocol_pin: 'not null', external_key: 'null' },
  regions: { id: 'not null', country_id: 'not null', code: 'not null', name_cs: 'not null', name_en: 'not null' },
  round_levels: { id: 'not null', system_name: 'not null', is_bracket: 'not null', name_cs: 'not null', name_en: 'not null', sort_order: 'not null', team_category_id: 'null' },
  service_levels: { id: 'not null', code: 'not null', name_cs: 'not null', name_en: 'not null', sort_order: 'not null' },
  sessions: { id_hash: 'not null', user_id: 'not null', created_at: 'not null', expires_at: 'not null', user_agent: 'null' },
  team_categories: { id: 'not null', code: 'not null', gender: 'not null', name_cs: 'not null', name_en: 'not null', birth_year_from: 'null', sort_order: 'not null', birth_year_to: 'null', max_other_gender_players: 'not null', max_older_players: 'not null', small_court: 'not null', external_key: 'null' },
  team_leader_invitations: { token_hash: 'not null', team_leader_id: 'not null', expires_at: 'not null', used_at: 'null', created_at: 'not null' },
  team_leader_teams: { team_leader_id: 'not null', team_id: 'not null' },
  team_leaders: { id: 'not null', club_id: 'not null', user_id: 'null', first_name: 'not null', last_name: 'not null', email: 'not null', phone: 'null', created_at: 'not null' },
  team_requests: { id: 'not null', club_id: 'not null', participant_id: 'not null', team_id: 'not null', team_category_id: 'not null', request_reason: 'not null', resolution_reason: 'null', state: 'not null', waive_fee: 'not null', resolved_by: 'null', created_at: 'not null', updated_at: 'not null' },
  teams: { id: 'not null', club_id: 'not null', team_category_id: 'not null', name: 'null', team_number: 'not null', uuid: 'not null', service_level_id: 'null', order_bundle_id: 'null', persons: 'not null', extra_persons: 'not null', vip_tickets: 'not null', single_rooms: 'not null', extra_restaurant_meals: 'not null', created_at: 'not null', protocol_pin: 'not null', seeding_pot: 'null' },
  training_join_requests: { id: 'not null', training_id: 'not null', requesting_team_id: 'not null', state: 'not null', created_at: 'not null', updated_at: 'not null' },
  training_types: { id: 'not null', code: 'not null', name_cs: 'not null', name_en: 'not null', pricelist_item_id: 'null', sort_order: 'not null' },
  trainings: { id: 'not null', team_id: 'not null', day_offset: 'not null', preferred_time: 'not null', start_time: 'null', end_time: 'null', training_type_id: 'not null', duration_minutes: 'not null', place_id: 'null', seeking_rival: 'not null', rival_name: 'null', rival_team_id: 'null', note: 'null', state: 'not null', price: 'null', referee_requested: 'not null', created_at: 'not null', updated_at: 'not null', referee_id: 'null', resolution_reason: 'null' },
  transfers: { id: 'not null', club_id: 'not null', pricelist_item_id: 'null', day: 'not null', time: 'not null', transfer_type: 'not null', persons: 'not null', flight_number: 'null', landing_time: 'null', note: 'null', state: 'not null', created_at: 'not null', updated_at: 'not null' },
  tournament_player_limits: { id: 'not null', team_category_id: 'null', min_players: 'not null', max_players: 'not null', min_leaders: 'not null', max_leaders: 'not null', players_count_warning_from: 'null', max_exception_players: 'not null' },
  tshirt_sizes: { id: 'not null', code: 'not null', sort_order: 'not null' },
  uploaded_files: { id: 'not null', storage_key: 'not null', original_name: 'not null', mime_type: 'not null', size_bytes: 'not null', width: 'null', height: 'null', content: 'null', uploaded_by: 'null', created_at: 'not null', purpose: 'not null', uploaded_from: 'null' },
  user_clubs: { user_id: 'not null', club_id: 'not null' },
  users: { id: 'not null', email: 'not null', password_hash: 'not null', first_name: 'not null', last_name: 'not null', roles: 'not null', created_at: 'not null', disabled_at: 'null' },
};

let handle: DbHandle;
beforeAll(async () => {
  handle = await createDb({});
  await migrateToLatest(handle.db);
});
afterAll(() => handle.close());

describe('database schema', () => {
  it('has exactly the tables and columns the Kysely interfaces declare, with the same nullability', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
      select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = 'public' and table_name not like 'kysely_%'`.execute(handle.db);
    const actual: Record<string, Record<string, string>> = {};
    for (const row of rows) (actual[row.table_name] ??= {})[row.column_name] = row.is_nullable === 'YES' ? 'null' : 'not null';
    expect(actual).toEqual(expected);
  });

  it('indexes the lookups the API makes', async () => {
    const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where schemaname = 'public'`.execute(handle.db);
    const indexed = (table: string, column: string) => rows.some((r) => r.indexdef.includes(`ON public.${table} USING btree (${column}`));
    const lookups: [string, string][] = [
      ['matches', 'group_id'],
      ['matches', 'starts_at'],
      ['matches', 'place_id'],
      ['matches', 'home_team_id'],
      ['matches', 'away_team_id'],
      ['match_events', 'match_id'],
      ['match_rosters', 'team_id'],
      ['participants', 'club_id'],
      ['participant_teams', 'team_id'],
      ['teams', 'club_id'],
      ['group_teams', 'team_id'],
      ['trainings', 'team_id'],
      ['transfers', 'club_id'],
      ['team_requests', 'club_id'],
      ['team_leaders', 'club_id'],
      ['cms_objects', 'type'],
    ];
    expect(lookups.filter(([table, column]) => !indexed(table, column))).toEqual([]);
  });

  it('rolls every migration back down to an empty database', async () => {
    const other = await createDb({});
    await migrateToLatest(other.db);
    for (const name of Object.keys(migrations).reverse()) await migrations[name].down?.(other.db);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%'`.execute(other.db);
    expect(rows[0].n).toBe(0);
    await other.close();
  });
});
