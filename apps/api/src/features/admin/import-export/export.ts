import type { Kysely } from 'kysely';
import { tournamentExportFormat, type TieBreakProcedureCode, type TournamentExport, type TournamentTables } from '@phc/api-contract';
import type { Database } from '../../../platform/db/schema';
import { categoryKey, clubKey, groupKey, matchKey, placeKey, playerKey, playoffLetter, refereeKey, yearOf } from './keys';

type Db = Kysely<Database>;
const byId = <T>(rows: readonly T[], id: (row: T) => number, key: (row: T) => string) => new Map(rows.map((row) => [id(row), key(row)]));
const lookup = (map: Map<number, string>, id: number) => map.get(id) as string;
const maybe = (map: Map<number, string>, id: number | null) => (id === null ? null : (map.get(id) ?? null));

/** The lookups, halls, clubs, teams and people: everything the competition's rows point at. */
async function exportMasterData(db: Db) {
  const [countries, stages, eventTypes, categories, places, roundLevels, clubs, teams, players, teamPlayers, referees, tieBreaks, draws] = await Promise.all([
    db.selectFrom('countries').selectAll().orderBy('code').execute(),
    db.selectFrom('match_stages').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('event_types').selectAll().orderBy('id').execute(),
    db.selectFrom('team_categories').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('places').selectAll().where('place_type', '=', 'hall').orderBy('id').execute(),
    db.selectFrom('round_levels').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('clubs').selectAll().orderBy('id').execute(),
    db.selectFrom('teams').select(['id', 'uuid', 'club_id', 'team_category_id', 'name', 'team_number', 'seeding_pot']).orderBy('id').execute(),
    db.selectFrom('participants').select(['id', 'external_key', 'club_id', 'first_name', 'last_name', 'birth_date', 'gender', 'is_leader', 'jersey_number']).orderBy('id').execute(),
    db.selectFrom('participant_teams').selectAll().orderBy('team_id').orderBy('participant_id').execute(),
    db.selectFrom('referees').select(['id', 'external_key', 'first_name', 'last_name', 'birth_year', 'gender', 'registration_state']).orderBy('id').execute(),
    db.selectFrom('category_tie_breaks').select(['team_category_id', 'procedure']).execute(),
    db.selectFrom('category_competitions').select(['team_category_id', 'published_at']).execute(),
  ]);
  const tieBreakOf = new Map(tieBreaks.map((t) => [t.team_category_id, t.procedure as TieBreakProcedureCode]));
  const drawOf = new Map(draws.map((d) => [d.team_category_id, d.published_at === null ? ('draft' as const) : ('published' as const)]));
  const country = byId(countries, (c) => c.id, (c) => c.code);
  const keys = {
    stage: byId(stages, (s) => s.id, (s) => s.code),
    eventType: byId(eventTypes, (e) => e.id, (e) => e.code),
    category: byId(categories, (c) => c.id, categoryKey),
    place: byId(places, (p) => p.id, placeKey),
    roundLevel: byId(roundLevels, (r) => r.id, (r) => r.system_name),
    club: byId(clubs, (c) => c.id, clubKey),
    team: byId(teams, (t) => t.id, (t) => t.uuid),
    player: byId(players, (p) => p.id, playerKey),
    referee: byId(referees, (r) => r.id, refereeKey),
  };
  const tables: Pick<TournamentTables, 'countries' | 'matchStages' | 'eventTypes' | 'categories' | 'places' | 'roundLevels' | 'clubs' | 'teams' | 'players' | 'teamPlayers' | 'referees'> = {
    countries: countries.map((c) => ({ code: c.code, nameCs: c.name_cs, nameEn: c.name_en })),
    matchStages: stages.map((s) => ({ code: s.code, nameCs: s.name_cs, nameEn: s.name_en, order: s.sort_order })),
    eventTypes: eventTypes.map((e) => ({ code: e.code, nameCs: e.name_cs, nameEn: e.name_en, scoreDelta: e.score_delta, penaltyMinutes: e.penalty_minutes, scoresForOpponent: e.scores_for_opponent, hasAssist: e.has_assist })),
    categories: categories.map((c) => ({
      key: categoryKey(c),
      code: c.code,
      gender: c.gender as 'M' | 'F' | 'X',
      nameCs: c.name_cs,
      nameEn: c.name_en,
      birthYearFrom: c.birth_year_from,
      birthYearTo: c.birth_year_to,
      order: c.sort_order,
      maxOtherGenderPlayers: c.max_other_gender_players,
      maxOlderPlayers: c.max_older_players,
      smallCourt: c.small_court,
      tieBreak: tieBreakOf.get(c.id) ?? null,
      draw: drawOf.get(c.id) ?? null,
    })),
    places: places.map((p) => ({ key: placeKey(p), nameCs: p.name_cs, nameEn: p.name_en, descriptionCs: p.description_cs, descriptionEn: p.description_en, address: p.address, lat: p.lat, lng: p.lng, openingHours: p.opening_hours, glueAllowed: p.glue_allowed, order: p.sort_order })),
    roundLevels: roundLevels.map((r) => ({ key: r.system_name, isBracket: r.is_bracket, nameCs: r.name_cs, nameEn: r.name_en, order: r.sort_order, category: maybe(keys.category, r.team_category_id) })),
    clubs: clubs.map((c) => ({ key: clubKey(c), name: c.name, country: lookup(country, c.country_id), city: c.city, registrationState: c.registration_state })),
    teams: teams.map((t) => ({ key: t.uuid, club: lookup(keys.club, t.club_id), category: lookup(keys.category, t.team_category_id), name: t.name, number: t.team_number, seedingPot: t.seeding_pot })),
    players: players.map((p) => ({
      key: playerKey(p),
      club: lookup(keys.club, p.club_id),
      firstName: p.first_name,
      lastName: p.last_name,
      birthYear: yearOf(p.birth_date),
      gender: p.gender as 'M' | 'F' | 'I',
      isLeader: p.is_leader,
      jerseyNumber: p.jersey_number,
    })),
    teamPlayers: teamPlayers.map((tp) => ({ team: lookup(keys.team, tp.team_id), player: lookup(keys.player, tp.participant_id) })),
    referees: referees.map((r) => ({ key: refereeKey(r), firstName: r.first_name, lastName: r.last_name, birthYear: r.birth_year, gender: r.gender as 'M' | 'F' | 'X', registrationState: r.registration_state })),
  };
  return { tables, keys };
}

type Keys = Awaited<ReturnType<typeof exportMasterData>>['keys'];

/** Groups, their teams, matches and what happened in them. */
async function exportCompetition(db: Db, keys: Keys): Promise<Pick<TournamentTables, 'groups' | 'groupTeams' | 'groupLots' | 'matches' | 'matchReferees' | 'matchRosters' | 'matchEvents'>> {
  const [groups, groupTeams, lots, matches, matchReferees, rosters, events] = await Promise.all([
    db.selectFrom('groups').selectAll().orderBy('id').execute(),
    db.selectFrom('group_teams').selectAll().orderBy('group_id').orderBy('seed').orderBy('team_id').execute(),
    db.selectFrom('group_lots').select(['group_id', 'team_id', 'lot_order']).orderBy('group_id').orderBy('lot_order').orderBy('team_id').execute(),
    db.selectFrom('matches').select(['id', 'external_key', 'number', 'group_id', 'home_team_id', 'away_team_id', 'home_competition_group_id', 'away_competition_group_id', 'home_source_position', 'away_source_position', 'starts_at', 'place_id', 'state', 'home_score', 'away_score', 'walkover', 'stage_id']).orderBy('id').execute(),
    db.selectFrom('match_referees').selectAll().orderBy('match_id').orderBy('referee_id').execute(),
    db.selectFrom('match_rosters').selectAll().orderBy('match_id').orderBy('team_id').orderBy('participant_id').execute(),
    db.selectFrom('match_events').select(['match_id', 'minute', 'second', 'event_type_id', 'team_id', 'participant_id', 'assist_participant_id', 'stage_id']).orderBy('match_id').orderBy('minute').orderBy('second').orderBy('id').execute(),
  ]);
  const group = byId(groups, (g) => g.id, groupKey);
  const match = byId(matches, (m) => m.id, matchKey);
  return {
    groups: groups.map((g) => ({ key: groupKey(g), category: lookup(keys.category, g.team_category_id), roundLevel: lookup(keys.roundLevel, g.round_level_id), playoff: playoffLetter(g.playoff_category), name: g.name })),
    groupTeams: groupTeams.map((gt) => ({ group: lookup(group, gt.group_id), team: lookup(keys.team, gt.team_id), seed: gt.seed })),
    groupLots: lots.map((l) => ({ group: lookup(group, l.group_id), team: lookup(keys.team, l.team_id), order: l.lot_order })),
    matches: matches.map((m) => ({
      key: matchKey(m),
      number: m.number,
      group: lookup(group, m.group_id),
      homeTeam: maybe(keys.team, m.home_team_id),
      awayTeam: maybe(keys.team, m.away_team_id),
      homeFromGroup: maybe(group, m.home_competition_group_id),
      homeFromPosition: m.home_source_position,
      awayFromGroup: maybe(group, m.away_competition_group_id),
      awayFromPosition: m.away_source_position,
      startsAt: new Date(m.starts_at).toISOString(),
      place: lookup(keys.place, m.place_id),
      state: m.state,
      homeScore: m.home_score,
      awayScore: m.away_score,
      walkover: m.walkover as 'home' | 'away' | 'both' | null,
      stage: maybe(keys.stage, m.stage_id),
    })),
    matchReferees: matchReferees.map((mr) => ({ match: lookup(match, mr.match_id), referee: lookup(keys.referee, mr.referee_id) })),
    matchRosters: rosters.map((r) => ({
      match: lookup(match, r.match_id),
      team: lookup(keys.team, r.team_id),
      player: lookup(keys.player, r.participant_id),
      jerseyNumber: r.jersey_number,
      captain: r.is_captain,
      goalkeeper: r.is_goalkeeper,
      leader: r.is_leader,
    })),
    matchEvents: events.map((e) => ({
      match: lookup(match, e.match_id),
      minute: e.minute,
      second: e.second,
      type: lookup(keys.eventType, e.event_type_id),
      team: lookup(keys.team, e.team_id),
      player: maybe(keys.player, e.participant_id),
      assist: maybe(keys.player, e.assist_participant_id),
      stage: maybe(keys.stage, e.stage_id),
    })),
  };
}

/** The whole tournament in the exchange format (tournament-export.ts). Reads in one snapshot. */
export async function exportTournament(db: Db, sport: string, now: Date): Promise<TournamentExport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { tables, keys } = await exportMasterData(trx);
      return { format: tournamentExportFormat.name, version: tournamentExportFormat.version, exportedAt: now.toISOString(), sport, ...tables, ...(await exportCompetition(trx, keys)) };
    });
}
