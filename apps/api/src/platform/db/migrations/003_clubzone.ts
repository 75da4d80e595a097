import { sql, type Kysely } from 'kysely';

type CreateTable = ReturnType<Kysely<any>['schema']['createTable']>;
const withId = (t: CreateTable) => t.addColumn('id', 'serial', (c) => c.primaryKey());
const timestamps = (t: CreateTable) =>
  t.addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));

/**
 * The club zone (registration, orders, transfers, trainings, requests, team leaders), the enumerations
 * it reads, and the competition fields that 002 left out (regions, player limits, place details, match
 * versions, referee registration). 002 is already applied on developers' machines, so it is extended
 * here rather than edited.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Enumerations (GET /api/v1/web/enums).
  await withId(db.schema.createTable('regions'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_cs', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('regions_country_idx').on('regions').column('country_id').execute();

  await withId(db.schema.createTable('tshirt_sizes'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('service_levels'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_cs', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('pricelist_items'))
    // SPEC §9: 12 bundles, 13 transfers, 14 trainings.
    .addColumn('service_type_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_cs', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('price_czk', 'integer', (c) => c.notNull())
    .addColumn('price_eur', 'integer', (c) => c.notNull())
    .addColumn('availability_filter', 'jsonb')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pricelist_items_service_type_idx').on('pricelist_items').column('service_type_id').execute();

  await withId(db.schema.createTable('training_types'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_cs', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('pricelist_item_id', 'integer', (c) => c.references('pricelist_items.id'))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('order_bundles'))
    .addColumn('pricelist_item_id', 'integer', (c) => c.notNull().references('pricelist_items.id'))
    .addColumn('name_cs', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('description_cs', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    // A pattern matched against the club's country or region code; null: available everywhere.
    .addColumn('availability_filter', 'text')
    .addColumn('includes_accommodation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('tournament_player_limits'))
    // Null category: the default for categories without their own row.
    .addColumn('team_category_id', 'integer', (c) => c.references('team_categories.id').onDelete('cascade').unique())
    .addColumn('min_players', 'integer', (c) => c.notNull())
    .addColumn('max_players', 'integer', (c) => c.notNull())
    .addColumn('min_leaders', 'integer', (c) => c.notNull())
    .addColumn('max_leaders', 'integer', (c) => c.notNull())
    .addColumn('players_count_warning_from', 'integer')
    .addColumn('max_exception_players', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Competition fields 002 did not have.
  await db.schema
    .alterTable('team_categories')
    .addColumn('birth_year_to', 'integer')
    // SPEC §5 roster errors: players of the other gender and older players are allowed up to a count.
    .addColumn('max_other_gender_players', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_older_players', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('small_court', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .alterTable('clubs')
    .addColumn('region_id', 'integer', (c) => c.references('regions.id'))
    .addColumn('logo', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('clubs_country_idx').on('clubs').column('country_id').execute();
  await db.schema.createIndex('user_clubs_club_idx').on('user_clubs').column('club_id').execute();

  await db.schema
    .alterTable('teams')
    .addColumn('service_level_id', 'integer', (c) => c.references('service_levels.id'))
    .addColumn('order_bundle_id', 'integer', (c) => c.references('order_bundles.id'))
    .addColumn('persons', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('extra_persons', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vip_tickets', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('single_rooms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('extra_restaurant_meals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('teams_category_idx').on('teams').column('team_category_id').execute();

  await db.schema
    .alterTable('participants')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('places')
    .addColumn('opening_hours', 'text')
    .addColumn('hotel_category', 'integer')
    .addColumn('glue_allowed', 'boolean')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Optimistic concurrency for the match protocol: a write names the version it read.
  await db.schema
    .alterTable('matches')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('match_events')
    // The period (set, half) the event happened in: volleyball sets are told apart only by it.
    .addColumn('stage_id', 'integer', (c) => c.references('match_stages.id'))
    .execute();
  await db.schema
    .alterTable('event_types')
    // An own goal is recorded for the team that conceded it and counts for the other.
    .addColumn('scores_for_opponent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_assist', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('matches_stage_idx').on('matches').column('stage_id').execute();
  await db.schema.createIndex('matches_home_group_idx').on('matches').column('home_competition_group_id').execute();
  await db.schema.createIndex('matches_away_group_idx').on('matches').column('away_competition_group_id').execute();
  await db.schema.createIndex('match_rosters_team_idx').on('match_rosters').columns(['team_id', 'match_id']).execute();
  await db.schema.createIndex('match_rosters_participant_idx').on('match_rosters').column('participant_id').execute();
  await db.schema.createIndex('match_events_team_idx').on('match_events').column('team_id').execute();
  await db.schema.createIndex('match_events_participant_idx').on('match_events').column('participant_id').execute();
  await db.schema.createIndex('match_referees_referee_idx').on('match_referees').column('referee_id').execute();
  await db.schema.createIndex('groups_round_level_idx').on('groups').column('round_level_id').execute();

  // Referee registration (SPEC §3).
  await db.schema
    .alterTable('referees')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('shirt_size', 'text')
    .addColumn('highest_competition', 'text')
    .addColumn('colleague_request', 'text')
    .addColumn('wants_accommodation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('referees_user_idx').on('referees').column('user_id').execute();
  await db.schema.createIndex('referees_last_name_idx').on('referees').column('last_name').execute();

  // Club registration: one per club, the form as sent (SPEC §3); the teams live in `teams`.
  await timestamps(
    withId(db.schema.createTable('club_registrations'))
      .addColumn('club_id', 'integer', (c) => c.notNull().unique().references('clubs.id').onDelete('cascade'))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('club_name', 'text', (c) => c.notNull())
      .addColumn('street', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('zip', 'text', (c) => c.notNull())
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('region_id', 'integer', (c) => c.references('regions.id'))
      .addColumn('tax_id', 'text')
      .addColumn('vat_id', 'text')
      // { firstName, lastName, email, phone }
      .addColumn('contact', 'jsonb', (c) => c.notNull())
      .addColumn('other_contact', 'jsonb')
      .addColumn('arrival_date', 'date')
      .addColumn('departure_date', 'date')
      .addColumn('note', 'text')
      .addColumn('terms_consent', 'boolean', (c) => c.notNull())
      .addColumn('logo', 'text'),
  ).execute();

  await withId(db.schema.createTable('extra_person_groups'))
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('order_bundle_id', 'integer', (c) => c.references('order_bundles.id'))
    .addColumn('persons', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('handball_persons', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vip_party_persons', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('single_rooms', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('extra_person_groups_club_idx').on('extra_person_groups').column('club_id').execute();

  await withId(db.schema.createTable('invoice_items'))
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('pricelist_item_id', 'integer', (c) => c.notNull().references('pricelist_items.id'))
    .addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('invoice_items_club_idx').on('invoice_items').column('club_id').execute();

  await timestamps(
    withId(db.schema.createTable('transfers'))
      .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
      .addColumn('pricelist_item_id', 'integer', (c) => c.references('pricelist_items.id'))
      .addColumn('day', 'date', (c) => c.notNull())
      .addColumn('time', 'text', (c) => c.notNull())
      .addColumn('transfer_type', 'text', (c) => c.notNull())
      .addColumn('persons', 'integer', (c) => c.notNull())
      .addColumn('flight_number', 'text')
      .addColumn('landing_time', 'text')
      .addColumn('note', 'text')
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('unconfirmed')),
  ).execute();
  await db.schema.createIndex('transfers_club_idx').on('transfers').column('club_id').execute();

  await timestamps(
    withId(db.schema.createTable('trainings'))
      .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
      // Days from the tournament start date (SPEC §3); may be negative (before the tournament).
      .addColumn('day_offset', 'integer', (c) => c.notNull())
      .addColumn('preferred_time', 'text', (c) => c.notNull())
      .addColumn('start_time', 'text')
      .addColumn('end_time', 'text')
      .addColumn('training_type_id', 'integer', (c) => c.notNull().references('training_types.id'))
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('place_id', 'integer', (c) => c.references('places.id'))
      .addColumn('seeking_rival', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('rival_name', 'text')
      .addColumn('rival_team_id', 'integer', (c) => c.references('teams.id').onDelete('set null'))
      .addColumn('note', 'text')
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('price', 'integer')
      .addColumn('referee_requested', 'boolean', (c) => c.notNull().defaultTo(false)),
  ).execute();
  await db.schema.createIndex('trainings_team_idx').on('trainings').column('team_id').execute();
  await db.schema.createIndex('trainings_day_place_idx').on('trainings').columns(['day_offset', 'place_id']).execute();

  await timestamps(
    withId(db.schema.createTable('training_join_requests'))
      .addColumn('training_id', 'integer', (c) => c.notNull().references('trainings.id').onDelete('cascade'))
      .addColumn('requesting_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending')),
  ).execute();
  await db.schema.createIndex('training_join_requests_training_idx').on('training_join_requests').column('training_id').execute();
  await db.schema.createIndex('training_join_requests_team_idx').on('training_join_requests').column('requesting_team_id').execute();

  await timestamps(
    withId(db.schema.createTable('team_requests'))
      .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
      .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id').onDelete('cascade'))
      .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
      .addColumn('team_category_id', 'integer', (c) => c.notNull().references('team_categories.id'))
      .addColumn('request_reason', 'text', (c) => c.notNull())
      .addColumn('resolution_reason', 'text')
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('waive_fee', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('team_requests_club_idx').on('team_requests').column('club_id').execute();
  await db.schema.createIndex('team_requests_participant_idx').on('team_requests').column('participant_id').execute();

  await withId(db.schema.createTable('team_leaders'))
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    // A paperless leader logs in to update the match roster of their teams.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('team_leaders_club_idx').on('team_leaders').column('club_id').execute();
  await db.schema.createIndex('team_leaders_user_idx').on('team_leaders').column('user_id').execute();

  await db.schema
    .createTable('team_leader_teams')
    .addColumn('team_leader_id', 'integer', (c) => c.notNull().references('team_leaders.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('team_leader_teams_pk', ['team_leader_id', 'team_id'])
    .execute();
  await db.schema.createIndex('team_leader_teams_team_idx').on('team_leader_teams').column('team_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'team_leader_teams',
    'team_leaders',
    'team_requests',
    'training_join_requests',
    'trainings',
    'transfers',
    'invoice_items',
    'extra_person_groups',
    'club_registrations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  const dropColumns = async (table: string, columns: string[]) => {
    for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  };
  await dropColumns('referees', ['email', 'phone', 'shirt_size', 'highest_competition', 'colleague_request', 'wants_accommodation', 'created_at']);
  await dropColumns('matches', ['version']);
  await dropColumns('match_events', ['stage_id']);
  await dropColumns('event_types', ['scores_for_opponent', 'has_assist']);
  await dropColumns('places', ['opening_hours', 'hotel_category', 'glue_allowed', 'sort_order']);
  await dropColumns('participants', ['created_at', 'updated_at']);
  await dropColumns('teams', ['service_level_id', 'order_bundle_id', 'persons', 'extra_persons', 'vip_tickets', 'single_rooms', 'extra_restaurant_meals', 'created_at']);
  await dropColumns('clubs', ['region_id', 'logo', 'updated_at']);
  await dropColumns('team_categories', ['birth_year_to', 'max_other_gender_players', 'max_older_players', 'small_court']);
  for (const index of [
    'clubs_country_idx',
    'user_clubs_club_idx',
    'teams_category_idx',
    'matches_stage_idx',
    'matches_home_group_idx',
    'matches_away_group_idx',
    'match_rosters_team_idx',
    'match_rosters_participant_idx',
    'match_events_team_idx',
    'match_events_participant_idx',
    'match_referees_referee_idx',
    'groups_round_level_idx',
    'referees_user_idx',
    'referees_last_name_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const table of ['tournament_player_limits', 'order_bundles', 'training_types', 'pricelist_items', 'service_levels', 'tshirt_sizes', 'regions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
