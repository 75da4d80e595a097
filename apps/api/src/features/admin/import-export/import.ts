import type { Kysely, Transaction } from 'kysely';
import { tournamentTableNames, type TournamentTable, type TournamentTables } from '@phc/api-contract';
import type { Database } from '../../../platform/db/schema';
import { categoryKey, placeKey, playoffNumber } from './keys';

type Db = Kysely<Database> | Transaction<Database>;
type Ids = Map<string, number>;

/** Keeps each statement well under PostgreSQL's 65,535 parameters. */
const chunk = 1000;

/** Inserts rows in order and answers their ids in the same order. */
async function insertAll<T extends keyof Database & string>(trx: Db, table: T, rows: Record<string, unknown>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const slice = rows.slice(i, i + chunk);
    const inserted = await trx
      .insertInto(table)
      .values(slice as never)
      .returning('id' as never)
      .execute();
    ids.push(...(inserted as unknown as { id: number }[]).map((r) => r.id));
  }
  return ids;
}

/** Rows without an id column (link tables). */
async function insertLinks<T extends keyof Database & string>(trx: Db, table: T, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) await trx.insertInto(table).values(rows.slice(i, i + chunk) as never).execute();
}

/** Keys → ids of new rows, beside those the database had. */
async function insertKeyed<T extends keyof Database & string, R>(trx: Db, table: T, existing: Ids, rows: readonly R[], key: (row: R) => string, values: (row: R) => Record<string, unknown>): Promise<Ids> {
  const fresh = rows.filter((row) => !existing.has(key(row)));
  const ids = await insertAll(trx, table, fresh.map(values));
  const map = new Map(existing);
  fresh.forEach((row, i) => map.set(key(row), ids[i]));
  return map;
}

/** The keys of the lookups the database already has; an import reuses them rather than doubling them. */
export async function existingLookups(db: Db): Promise<Partial<Record<TournamentTable, Ids>>> {
  const [countries, stages, eventTypes, categories, places, roundLevels] = await Promise.all([
    db.selectFrom('countries').select(['id', 'code']).execute(),
    db.selectFrom('match_stages').select(['id', 'code']).execute(),
    db.selectFrom('event_types').select(['id', 'code']).execute(),
    db.selectFrom('team_categories').select(['id', 'code', 'gender', 'external_key']).execute(),
    db.selectFrom('places').select(['id', 'external_key']).where('place_type', '=', 'hall').execute(),
    db.selectFrom('round_levels').select(['id', 'system_name']).execute(),
  ]);
  return {
    countries: new Map(countries.map((r) => [r.code, r.id])),
    matchStages: new Map(stages.map((r) => [r.code, r.id])),
    eventTypes: new Map(eventTypes.map((r) => [r.code, r.id])),
    categories: new Map(categories.map((r) => [categoryKey(r), r.id])),
    places: new Map(places.map((r) => [placeKey(r), r.id])),
    roundLevels: new Map(roundLevels.map((r) => [r.system_name, r.id])),
  };
}

/** Whether the competition side of the database is empty: no clubs, teams, players, referees, groups or matches. */
export async function isTournamentEmpty(db: Db): Promise<boolean> {
  const counts = await Promise.all(
    (['clubs', 'teams', 'participants', 'referees', 'groups', 'matches'] as const).map((table) => db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()),
  );
  return counts.every((row) => Number(row.n) === 0);
}

async function insertLookups(trx: Db, t: TournamentTables) {
  const existing = await existingLookups(trx);
  const none: Ids = new Map();
  const category = await insertKeyed(trx, 'team_categories', existing.categories ?? none, t.categories, (r) => r.key, (r) => ({
    external_key: r.key,
    code: r.code,
    gender: r.gender,
    name_cs: r.nameCs,
    name_en: r.nameEn,
    birth_year_from: r.birthYearFrom,
    birth_year_to: r.birthYearTo,
    sort_order: r.order,
    max_other_gender_players: r.maxOtherGenderPlayers,
    max_older_players: r.maxOlderPlayers,
    small_court: r.smallCourt,
  }));
  return {
    country: await insertKeyed(trx, 'countries', existing.countries ?? none, t.countries, (r) => r.code, (r) => ({ code: r.code, name_cs: r.nameCs, name_en: r.nameEn })),
    stage: await insertKeyed(trx, 'match_stages', existing.matchStages ?? none, t.matchStages, (r) => r.code, (r) => ({ code: r.code, name_cs: r.nameCs, name_en: r.nameEn, sort_order: r.order })),
    eventType: await insertKeyed(trx, 'event_types', existing.eventTypes ?? none, t.eventTypes, (r) => r.code, (r) => ({
      code: r.code,
      name_cs: r.nameCs,
      name_en: r.nameEn,
      score_delta: r.scoreDelta,
      penalty_minutes: r.penaltyMinutes,
      scores_for_opponent: r.scoresForOpponent,
      has_assist: r.hasAssist,
    })),
    category,
    place: await insertKeyed(trx, 'places', existing.places ?? none, t.places, (r) => r.key, (r) => ({
      external_key: r.key,
      place_type: 'hall',
      name_cs: r.nameCs,
      name_en: r.nameEn,
      description_cs: r.descriptionCs,
      description_en: r.descriptionEn,
      address: r.address,
      lat: r.lat,
      lng: r.lng,
      files: '[]',
      data: null,
      opening_hours: r.openingHours,
      glue_allowed: r.glueAllowed,
      sort_order: r.order,
    })),
    roundLevel: await insertKeyed(trx, 'round_levels', existing.roundLevels ?? none, t.roundLevels, (r) => r.key, (r) => ({
      system_name: r.key,
      is_bracket: r.isBracket,
      name_cs: r.nameCs,
      name_en: r.nameEn,
      sort_order: r.order,
      // A level one category has of its own (the builder's), by the category's key.
      team_category_id: maybeId(category, r.category),
    })),
  };
}
type Lookups = Awaited<ReturnType<typeof insertLookups>>;

const id = (ids: Ids, key: string) => ids.get(key) as number;
const maybeId = (ids: Ids, key: string | null) => (key === null ? null : id(ids, key));

async function insertPeople(trx: Db, t: TournamentTables, l: Lookups) {
  const none: Ids = new Map();
  const club = await insertKeyed(trx, 'clubs', none, t.clubs, (r) => r.key, (r) => ({ external_key: r.key, name: r.name, country_id: id(l.country, r.country), city: r.city, registration_state: r.registrationState }));
  const team = await insertKeyed(trx, 'teams', none, t.teams, (r) => r.key, (r) => ({ uuid: r.key, club_id: id(club, r.club), team_category_id: id(l.category, r.category), name: r.name, team_number: r.number, seeding_pot: r.seedingPot }));
  const player = await insertKeyed(trx, 'participants', none, t.players, (r) => r.key, (r) => ({
    external_key: r.key,
    club_id: id(club, r.club),
    first_name: r.firstName,
    last_name: r.lastName,
    birth_date: `${r.birthYear}-01-01`,
    gender: r.gender,
    is_leader: r.isLeader,
    jersey_number: r.jerseyNumber,
    tournament_specific_attributes: '{}',
  }));
  await insertLinks(trx, 'participant_teams', t.teamPlayers.map((r) => ({ team_id: id(team, r.team), participant_id: id(player, r.player) })));
  const referee = await insertKeyed(trx, 'referees', none, t.referees, (r) => r.key, (r) => ({
    external_key: r.key,
    first_name: r.firstName,
    last_name: r.lastName,
    birth_year: r.birthYear,
    gender: r.gender,
    registration_state: r.registrationState,
  }));
  return { club, team, player, referee };
}
type People = Awaited<ReturnType<typeof insertPeople>>;

/** A category's tie-break procedure and builder state, over what a reused category had. */
async function insertCategorySettings(trx: Db, t: TournamentTables, l: Lookups, userId: number): Promise<void> {
  for (const c of t.categories) {
    const categoryId = id(l.category, c.key);
    if (c.tieBreak !== null)
      await trx
        .insertInto('category_tie_breaks')
        .values({ team_category_id: categoryId, procedure: c.tieBreak })
        .onConflict((oc) => oc.column('team_category_id').doUpdateSet({ procedure: c.tieBreak as string }))
        .execute();
    if (c.draw !== null) {
      const published = c.draw === 'published' ? { published_at: new Date(), published_by: userId } : { published_at: null, published_by: null };
      await trx
        .insertInto('category_competitions')
        .values({ team_category_id: categoryId, ...published })
        .onConflict((oc) => oc.column('team_category_id').doUpdateSet(published))
        .execute();
    }
  }
}

async function insertCompetition(trx: Db, t: TournamentTables, l: Lookups, p: People, userId: number): Promise<void> {
  const none: Ids = new Map();
  const group = await insertKeyed(trx, 'groups', none, t.groups, (r) => r.key, (r) => ({
    external_key: r.key,
    team_category_id: id(l.category, r.category),
    round_level_id: id(l.roundLevel, r.roundLevel),
    playoff_category: playoffNumber(r.playoff),
    name: r.name,
  }));
  await insertLinks(trx, 'group_teams', t.groupTeams.map((r) => ({ group_id: id(group, r.group), team_id: id(p.team, r.team), seed: r.seed })));
  // The importer records the lots: who drew them where the tournament ran is not in the file.
  await insertLinks(trx, 'group_lots', t.groupLots.map((r) => ({ group_id: id(group, r.group), team_id: id(p.team, r.team), lot_order: r.order, drawn_by: userId })));
  const match = await insertKeyed(trx, 'matches', none, t.matches, (r) => r.key, (r) => ({
    external_key: r.key,
    number: r.number,
    group_id: id(group, r.group),
    home_team_id: maybeId(p.team, r.homeTeam),
    away_team_id: maybeId(p.team, r.awayTeam),
    home_competition_group_id: maybeId(group, r.homeFromGroup),
    home_source_position: r.homeFromPosition,
    away_competition_group_id: maybeId(group, r.awayFromGroup),
    away_source_position: r.awayFromPosition,
    starts_at: r.startsAt,
    place_id: id(l.place, r.place),
    state: r.state,
    home_score: r.homeScore,
    away_score: r.awayScore,
    walkover: r.walkover,
    stage_id: maybeId(l.stage, r.stage),
    // A played match's rosters were confirmed where it was played.
    home_roster_state: r.state === 'scheduled' ? 'unconfirmed' : 'confirmed',
    away_roster_state: r.state === 'scheduled' ? 'unconfirmed' : 'confirmed',
  }));
  await insertLinks(trx, 'match_referees', t.matchReferees.map((r) => ({ match_id: id(match, r.match), referee_id: id(p.referee, r.referee) })));
  await insertLinks(
    trx,
    'match_rosters',
    t.matchRosters.map((r) => ({ match_id: id(match, r.match), team_id: id(p.team, r.team), participant_id: id(p.player, r.player), jersey_number: r.jerseyNumber, is_captain: r.captain, is_goalkeeper: r.goalkeeper, is_leader: r.leader })),
  );
  await insertAll(
    trx,
    'match_events',
    t.matchEvents.map((r) => ({
      match_id: id(match, r.match),
      minute: r.minute,
      second: r.second,
      event_type_id: id(l.eventType, r.type),
      team_id: id(p.team, r.team),
      participant_id: maybeId(p.player, r.player),
      assist_participant_id: maybeId(p.player, r.assist),
      stage_id: maybeId(l.stage, r.stage),
    })),
  );
}

/** Writes checked tables (checkReferences found nothing) into the transaction; the counts per table. */
export async function importTables(trx: Db, tables: TournamentTables, userId: number): Promise<Record<string, number>> {
  const lookups = await insertLookups(trx, tables);
  await insertCategorySettings(trx, tables, lookups, userId);
  const people = await insertPeople(trx, tables, lookups);
  await insertCompetition(trx, tables, lookups, people, userId);
  return Object.fromEntries(tournamentTableNames.map((table) => [table, tables[table].length]));
}
