import { sql, type Kysely } from 'kysely';

/** The competition: clubs and teams, groups and brackets, halls and places, matches and their events. */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (t: ReturnType<Kysely<any>['schema']['createTable']>) => t.addColumn('id', 'serial', (c) => c.primaryKey());

  await db.schema
    .createTable('config_values')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('data_type', 'text', (c) => c.notNull())
    .addColumn('value', 'text')
    .addColumn('format', 'text')
    .execute();

  await id(db.schema.createTable('countries'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_cs', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('clubs'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('city', 'text')
    .addColumn('registration_state', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_clubs')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_clubs_pk', ['user_id', 'club_id'])
    .execute();

  await id(db.schema.createTable('team_categories'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('name_cs', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('birth_year_from', 'integer')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await id(db.schema.createTable('round_levels'))
    .addColumn('system_name', 'text', (c) => c.notNull())
    .addColumn('is_bracket', 'boolean', (c) => c.notNull())
    .addColumn('name_cs', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('groups'))
    .addColumn('round_level_id', 'integer', (c) => c.notNull().references('round_levels.id'))
    .addColumn('team_category_id', 'integer', (c) => c.notNull().references('team_categories.id'))
    .addColumn('playoff_category', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('groups_category_idx').on('groups').column('team_category_id').execute();

  await id(db.schema.createTable('teams'))
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('team_category_id', 'integer', (c) => c.notNull().references('team_categories.id'))
    .addColumn('name', 'text')
    .addColumn('team_number', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema.createIndex('teams_club_idx').on('teams').column('club_id').execute();

  await db.schema
    .createTable('group_teams')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('seed', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('group_teams_pk', ['group_id', 'team_id'])
    .execute();
  await db.schema.createIndex('group_teams_team_idx').on('group_teams').column('team_id').execute();

  await id(db.schema.createTable('places'))
    .addColumn('place_type', 'text', (c) => c.notNull())
    .addColumn('name_cs', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('description_cs', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('files', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('data', 'text')
    .execute();
  await db.schema.createIndex('places_type_idx').on('places').column('place_type').execute();

  await id(db.schema.createTable('match_stages'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_cs', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('event_types'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_cs', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('score_delta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('penalty_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await id(db.schema.createTable('participants'))
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'date', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('is_leader', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('on_exception', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('jersey_number', 'integer')
    .addColumn('tournament_specific_attributes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('participants_club_idx').on('participants').column('club_id').execute();

  await db.schema
    .createTable('participant_teams')
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('participant_teams_pk', ['participant_id', 'team_id'])
    .execute();
  await db.schema.createIndex('participant_teams_team_idx').on('participant_teams').column('team_id').execute();

  await id(db.schema.createTable('matches'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id'))
    .addColumn('home_team_id', 'integer', (c) => c.references('teams.id'))
    .addColumn('away_team_id', 'integer', (c) => c.references('teams.id'))
    .addColumn('home_competition_group_id', 'integer', (c) => c.references('groups.id'))
    .addColumn('away_competition_group_id', 'integer', (c) => c.references('groups.id'))
    .addColumn('home_source_position', 'integer')
    .addColumn('away_source_position', 'integer')
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('place_id', 'integer', (c) => c.notNull().references('places.id'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('scheduled'))
    .addColumn('home_score', 'integer')
    .addColumn('away_score', 'integer')
    .addColumn('walkover', 'text')
    .addColumn('stage_id', 'integer', (c) => c.references('match_stages.id'))
    .addColumn('home_roster_state', 'text', (c) => c.notNull().defaultTo('unconfirmed'))
    .addColumn('away_roster_state', 'text', (c) => c.notNull().defaultTo('unconfirmed'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  for (const column of ['group_id', 'place_id', 'starts_at', 'home_team_id', 'away_team_id']) {
    await db.schema.createIndex(`matches_${column}_idx`).on('matches').column(column).execute();
  }

  await id(db.schema.createTable('match_events'))
    .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addColumn('second', 'integer', (c) => c.notNull())
    .addColumn('event_type_id', 'integer', (c) => c.notNull().references('event_types.id'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .addColumn('participant_id', 'integer', (c) => c.references('participants.id'))
    .addColumn('assist_participant_id', 'integer', (c) => c.references('participants.id'))
    .addColumn('client_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('match_events_match_idx').on('match_events').column('match_id').execute();

  await db.schema
    .createTable('match_rosters')
    .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id').onDelete('cascade'))
    .addColumn('jersey_number', 'integer')
    .addColumn('is_captain', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_goalkeeper', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_leader', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('match_rosters_pk', ['match_id', 'participant_id'])
    .execute();

  await id(db.schema.createTable('referees'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('birth_year', 'integer', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('registration_state', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();

  await db.schema
    .createTable('match_referees')
    .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('referee_id', 'integer', (c) => c.notNull().references('referees.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('match_referees_pk', ['match_id', 'referee_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'match_referees',
    'referees',
    'match_rosters',
    'match_events',
    'matches',
    'participant_teams',
    'participants',
    'event_types',
    'match_stages',
    'places',
    'group_teams',
    'teams',
    'groups',
    'round_levels',
    'team_categories',
    'user_clubs',
    'clubs',
    'countries',
    'config_values',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
