import type { Kysely } from 'kysely';
import { type GroupTeamStanding, type LiveData, type Match, type MatchDetail, type RosterEntry, type StaticData } from '@phc/api-contract';
import { computeStandings, isTieBreakProcedure, type Sport, type StandingRow, type TieBreakProcedure } from '@phc/tournaments';
import type { Database } from '../../platform/db/schema';
import { draftCategoryIds, draftGroupIds } from './drafts';
import { protocolState } from '../match-protocol/protocol';
import { selectPlaces, toPlace, type PlaceRow } from '../map/places';

type MatchRow = Awaited<ReturnType<ReturnType<typeof selectMatches>['executeTakeFirstOrThrow']>>;

export function selectMatches(db: Kysely<Database>) {
  return db
    .selectFrom('matches')
    .select([
      'id',
      'group_id',
      'home_team_id',
      'away_team_id',
      'home_competition_group_id',
      'away_competition_group_id',
      'home_source_position',
      'away_source_position',
      'starts_at',
      'place_id',
      'state',
      'home_score',
      'away_score',
      'walkover',
      'stage_id',
      'updated_at',
      'number',
    ])
    .where('group_id', 'not in', draftGroupIds(db))
    .orderBy('starts_at')
    .orderBy('place_id');
}

export function toMatch(row: MatchRow): Match {
  const startsAt = new Date(row.starts_at).toISOString();
  return {
    id: row.id,
    competitionGroupId: row.group_id,
    homeTeamId: row.home_team_id,
    awayTeamId: row.away_team_id,
    homeTeamCompetitionGroupId: row.home_competition_group_id,
    awayTeamCompetitionGroupId: row.away_competition_group_id,
    homeSourcePosition: row.home_source_position,
    awaySourcePosition: row.away_source_position,
    day: startsAt.slice(0, 10),
    time: startsAt.slice(11, 16),
    startsAt,
    placeId: row.place_id,
    state: row.state,
    homeScore: row.home_score,
    awayScore: row.away_score,
    walkOver: row.walkover as Match['walkOver'],
    stageId: row.stage_id,
    updatedAt: new Date(row.updated_at).toISOString(),
    number: row.number,
  };
}

/** Standings of every group-stage group, from its finished matches, by the sport's rules. */
export async function groupStandings(db: Kysely<Database>, sport: Sport, matches: Match[]): Promise<GroupTeamStanding[]> {
  let id = 0;
  return [...(await standingsByGroup(db, sport, matches))].flatMap(([groupId, rows]) =>
    rows.map((row) => ({
      id: ++id,
      competitionGroupId: groupId,
      teamId: row.teamId,
      position: row.position,
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      scoreFor: row.scoreFor,
      scoreAgainst: row.scoreAgainst,
      scoreDiff: row.scoreDiff,
      points: row.points,
      decidedBy: row.decidedBy,
      tiedWith: row.tiedWith,
      ...(row.pointsFor !== undefined ? { pointsFor: row.pointsFor, pointsAgainst: row.pointsAgainst ?? 0 } : {}),
    })),
  );
}

/** The engine's table of each group-stage group by the procedure its category follows, with recorded lots. */
export async function standingsByGroup(db: Kysely<Database>, sport: Sport, matches: Match[]): Promise<Map<number, StandingRow[]>> {
  const members = await db
    .selectFrom('group_teams')
    .innerJoin('groups', 'groups.id', 'group_teams.group_id')
    .innerJoin('round_levels', 'round_levels.id', 'groups.round_level_id')
    .select(['group_teams.group_id', 'group_teams.team_id'])
    .where('round_levels.is_bracket', '=', false)
    .where('groups.team_category_id', 'not in', draftCategoryIds(db))
    .orderBy('group_teams.group_id')
    .orderBy('group_teams.seed')
    .execute();
  const teamsOf = new Map<number, number[]>();
  for (const m of members) teamsOf.set(m.group_id, [...(teamsOf.get(m.group_id) ?? []), m.team_id]);
  const matchesOf = new Map<number, Match[]>();
  for (const m of matches) matchesOf.set(m.competitionGroupId, [...(matchesOf.get(m.competitionGroupId) ?? []), m]);
  const setPoints = sport === 'volleyball' ? await rallyPointsBySet(db, matches) : new Map<number, [number, number][]>();
  const { procedureOf, lotsOf } = await tieBreakSettings(db);
  return new Map(
    [...teamsOf].map(([groupId, teamIds]) => [
      groupId,
      computeStandings({
        sport,
        teamIds,
        procedure: procedureOf.get(groupId),
        lots: lotsOf.get(groupId),
        matches: (matchesOf.get(groupId) ?? [])
          .filter((m) => m.homeTeamId !== null && m.awayTeamId !== null)
          .map((m) => ({ id: m.id, homeTeamId: m.homeTeamId as number, awayTeamId: m.awayTeamId as number, homeScore: m.homeScore, awayScore: m.awayScore, walkover: m.walkOver, finished: m.state === 'finished', setPoints: setPoints.get(m.id) })),
      }),
    ]),
  );
}

/** Per group: the procedure its category chose (none: the sport's default) and the recorded drawing of lots. */
export async function tieBreakSettings(db: Kysely<Database>): Promise<{ procedureOf: Map<number, TieBreakProcedure>; lotsOf: Map<number, number[]> }> {
  const [procedures, lots] = await Promise.all([
    db.selectFrom('groups').innerJoin('category_tie_breaks', 'category_tie_breaks.team_category_id', 'groups.team_category_id').select(['groups.id', 'category_tie_breaks.procedure']).execute(),
    db.selectFrom('group_lots').select(['group_id', 'team_id']).orderBy('group_id').orderBy('lot_order').execute(),
  ]);
  const procedureOf = new Map<number, TieBreakProcedure>();
  for (const row of procedures) if (isTieBreakProcedure(row.procedure)) procedureOf.set(row.id, row.procedure);
  const lotsOf = new Map<number, number[]>();
  for (const row of lots) lotsOf.set(row.group_id, [...(lotsOf.get(row.group_id) ?? []), row.team_id]);
  return { procedureOf, lotsOf };
}

/** Volleyball: rally points of each set of each match as [home, away], for the points ratio of the table. */
async function rallyPointsBySet(db: Kysely<Database>, matches: Match[]): Promise<Map<number, [number, number][]>> {
  const rows = await db
    .selectFrom('match_events')
    .innerJoin('event_types', 'event_types.id', 'match_events.event_type_id')
    .select(['match_events.match_id', 'match_events.stage_id', 'match_events.team_id', (eb) => eb.fn.sum<number>('event_types.score_delta').as('points')])
    .where('event_types.score_delta', '>', 0)
    .where('match_events.stage_id', 'is not', null)
    .groupBy(['match_events.match_id', 'match_events.stage_id', 'match_events.team_id'])
    .execute();
  const homeOf = new Map(matches.map((m) => [m.id, m.homeTeamId]));
  const sets = new Map<number, Map<number, [number, number]>>();
  for (const row of rows) {
    const bySet = sets.get(row.match_id) ?? new Map<number, [number, number]>();
    const set = bySet.get(row.stage_id as number) ?? [0, 0];
    set[row.team_id === homeOf.get(row.match_id) ? 0 : 1] += Number(row.points);
    bySet.set(row.stage_id as number, set);
    sets.set(row.match_id, bySet);
  }
  return new Map([...sets].map(([matchId, bySet]) => [matchId, [...bySet.values()]]));
}

export async function liveData(db: Kysely<Database>, sport: Sport, now: Date): Promise<LiveData> {
  const matches = (await selectMatches(db).execute()).map(toMatch);
  return { matches, groupTeams: await groupStandings(db, sport, matches), generatedAt: now.toISOString() };
}

export async function staticData(db: Kysely<Database>): Promise<StaticData> {
  const [roundLevels, groups, groupTeams, categories, countries, configurations, teams, places, stages, eventTypes] = await Promise.all([
    // A draft category's own levels are as private as its groups. A shared level (null) stays:
    // `null not in (...)` is unknown, not true, hence the `is null`.
    db
      .selectFrom('round_levels')
      .selectAll()
      .where((eb) => eb.or([eb('team_category_id', 'is', null), eb('team_category_id', 'not in', draftCategoryIds(db))]))
      .orderBy('sort_order')
      .execute(),
    db.selectFrom('groups').selectAll().where('team_category_id', 'not in', draftCategoryIds(db)).orderBy('id').execute(),
    db.selectFrom('group_teams').select(['group_id', 'team_id']).where('group_id', 'not in', draftGroupIds(db)).orderBy('group_id').orderBy('seed').execute(),
    db.selectFrom('team_categories').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('countries').selectAll().orderBy('code').execute(),
    db.selectFrom('config_values').selectAll().orderBy('key').execute(),
    db
      .selectFrom('teams')
      .innerJoin('clubs', 'clubs.id', 'teams.club_id')
      .innerJoin('team_categories', 'team_categories.id', 'teams.team_category_id')
      .select(['teams.id', 'teams.club_id', 'teams.name', 'teams.team_number', 'teams.team_category_id', 'teams.uuid', 'clubs.name as club_name', 'clubs.country_id', 'team_categories.code'])
      .orderBy('teams.id')
      .execute(),
    selectPlaces(db).execute(),
    db.selectFrom('match_stages').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('event_types').selectAll().orderBy('id').execute(),
  ]);
  const membersOf = new Map<number, number[]>();
  for (const m of groupTeams) membersOf.set(m.group_id, [...(membersOf.get(m.group_id) ?? []), m.team_id]);
  const allPlaces = places.map((p) => toPlace(p as PlaceRow));
  return {
    roundLevels: roundLevels.map((r) => ({ id: r.id, systemName: r.system_name, isBracket: r.is_bracket, name: { cs: r.name_cs, en: r.name_en }, order: r.sort_order })),
    groups: groups.map((g) => ({ id: g.id, competitionRoundLevelId: g.round_level_id, teamCategoryId: g.team_category_id, playoffCategory: g.playoff_category, name: g.name, teamIds: membersOf.get(g.id) ?? [] })),
    teamCategories: categories.map((c) => ({ id: c.id, code: c.code, name: { cs: c.name_cs, en: c.name_en }, gender: c.gender as 'M' | 'F' | 'X', birthYearFrom: c.birth_year_from, birthYearTo: c.birth_year_to, maxOtherGenderPlayers: c.max_other_gender_players, maxOlderPlayers: c.max_older_players, smallCourt: c.small_court })),
    countries: countries.map((c) => ({ id: c.id, countryCode: c.code, translations: [{ locale: 'cs' as const, name: c.name_cs }, { locale: 'en' as const, name: c.name_en }] })),
    configurations: configurations.map((c) => ({ key: c.key, dataType: c.data_type as 'string', value: c.value, format: c.format as 'date' | null })),
    teams: teams.map((t) => ({ id: t.id, clubId: t.club_id, name: t.name, teamNumber: t.team_number, teamCategoryId: t.team_category_id, teamCategory: { code: t.code }, club: { id: t.club_id, name: t.club_name, countryId: t.country_id }, uuid: t.uuid })),
    halls: allPlaces.filter((p) => p.placeType.name === 'hall'),
    places: allPlaces.filter((p) => p.placeType.name !== 'hall'),
    matchStages: stages.map((s) => ({ id: s.id, code: s.code, name: { cs: s.name_cs, en: s.name_en }, order: s.sort_order })),
    eventTypes: eventTypes.map((e) => ({ id: e.id, code: e.code, name: { cs: e.name_cs, en: e.name_en }, scoreDelta: e.score_delta, penaltyMinutes: e.penalty_minutes })),
  };
}

export async function matchDetail(db: Kysely<Database>, id: number): Promise<MatchDetail | null> {
  const row = await selectMatches(db).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [events, roster, referees, protocol] = await Promise.all([
    db.selectFrom('match_events').selectAll().where('match_id', '=', id).orderBy('minute').orderBy('second').orderBy('id').execute(),
    db
      .selectFrom('match_rosters')
      .innerJoin('participants', 'participants.id', 'match_rosters.participant_id')
      .select(['match_rosters.team_id', 'participants.id', 'participants.first_name', 'participants.last_name', 'participants.gender', 'match_rosters.jersey_number', 'match_rosters.is_leader', 'match_rosters.is_captain', 'match_rosters.is_goalkeeper'])
      .where('match_rosters.match_id', '=', id)
      .orderBy('match_rosters.is_leader')
      .orderBy('match_rosters.jersey_number')
      .execute(),
    db.selectFrom('match_referees').innerJoin('referees', 'referees.id', 'match_referees.referee_id').select(['referees.id', 'referees.first_name', 'referees.last_name']).where('match_id', '=', id).execute(),
    protocolState(db, id),
  ]);
  const rosterOf = (teamId: number | null) =>
    roster
      .filter((r) => r.team_id === teamId)
      .map((r) => ({ participantId: r.id, firstName: r.first_name, lastName: r.last_name, jerseyNumber: r.jersey_number, isLeader: r.is_leader, isCaptain: r.is_captain, isGoalkeeper: r.is_goalkeeper, gender: r.gender as RosterEntry['gender'] }));
  return {
    match: toMatch(row),
    events: events.map((e) => ({
      id: e.id,
      matchId: e.match_id,
      minute: e.minute,
      second: e.second,
      eventTypeId: e.event_type_id,
      teamId: e.team_id,
      participantId: e.participant_id,
      assistParticipantId: e.assist_participant_id,
      // The offline protocol merges its local copies with the server's by it.
      clientId: e.client_id,
      stageId: e.stage_id,
      createdAt: new Date(e.created_at).toISOString(),
      updatedAt: new Date(e.updated_at).toISOString(),
    })),
    roster: { homeTeamRoster: rosterOf(row.home_team_id), awayTeamRoster: rosterOf(row.away_team_id) },
    referees: referees.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name })),
    protocol,
  };
}
