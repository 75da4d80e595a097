import { sql, type Kysely } from 'kysely';
import { computeStandings, getSportRules, getTournament, type Sport, type TournamentId } from '@phc/tournaments';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { clubPrefixes, countries, firstNames, hallNames, lastNames, otherPlaces, refereeNames } from './data';
import { createRandom, type Random } from './random';

export const demoPassword = 'demo1234';
export const demoAccounts = [
  { email: 'superadmin@demo.test', firstName: 'Sára', lastName: 'Správcová', roles: ['ROLE_SUPER_ADMIN'] },
  { email: 'admin@demo.test', firstName: 'Adam', lastName: 'Administrátor', roles: ['ROLE_ADMIN'] },
  { email: 'club@demo.test', firstName: 'Klára', lastName: 'Klubová', roles: [] },
  { email: 'reporter@demo.test', firstName: 'Radek', lastName: 'Reportér', roles: ['ROLE_COMPETITION_REPORTER'] },
  { email: 'superreporter@demo.test', firstName: 'Simona', lastName: 'Superreportérová', roles: ['ROLE_COMPETITION_SUPER_REPORTER'] },
  { email: 'referees@demo.test', firstName: 'Robert', lastName: 'Rozhodčí', roles: ['ROLE_REFEREE_MANAGER'] },
  { email: 'clubs@demo.test', firstName: 'Kamil', lastName: 'Klubař', roles: ['ROLE_CLUB_MANAGER'] },
] as const;

export interface SeedSummary {
  tournament: TournamentId;
  halls: number;
  teams: number;
  countries: number;
  matches: number;
  events: number;
  firstDay: string;
}

/** Size of the demo per tournament: the handball cup is the big one. */
function sizeOf(id: TournamentId) {
  return id === 'phc' ? { halls: 36, teamsPerCategory: 40, categoryCodes: ['A', 'B', 'C', 'D', 'E'] } : { halls: 8, teamsPerCategory: 10, categoryCodes: ['A', 'B', 'C'] };
}

const slotMinutes = 40;
const slotsPerDay = 18; // 08:00 – 19:20

async function insertBatched<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: Record<string, unknown>[], returning = false): Promise<{ id: number }[]> {
  const out: { id: number }[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const query = db.insertInto(table).values(chunk as never);
    if (returning) out.push(...((await query.returning(sql<number>`id`.as('id')).execute()) as { id: number }[]));
    else await query.execute();
  }
  return out;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function scoreFor(sport: Sport, random: Random): [number, number] {
  switch (sport) {
    case 'handball':
      return [random.int(6, 22), random.int(6, 22)];
    case 'basketball':
      return [random.int(20, 70), random.int(20, 70)];
    case 'volleyball': {
      const winner = random.int(0, 1);
      const loser = random.int(0, 1);
      return winner === 0 ? [2, loser] : [loser, 2];
    }
    default:
      return [random.int(0, 7), random.int(0, 7)];
  }
}

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** Drops everything and migrates again: `npm run seed -- --reset`. */
export async function resetDatabase(db: Kysely<Database>): Promise<void> {
  await sql`drop schema public cascade`.execute(db);
  await sql`create schema public`.execute(db);
  await migrateToLatest(db);
}

/**
 * A realistic, deterministic demo tournament that is always on its second day relative to `now`:
 * day 1 played, day 2 partly played with matches live now, days 3 and 4 to come.
 */
export async function seedDemo(db: Kysely<Database>, options: { tournament: TournamentId; now?: Date }): Promise<SeedSummary> {
  const tournament = getTournament(options.tournament);
  const rules = getSportRules(tournament.sport);
  const random = createRandom(20_260_406);
  const now = options.now ?? new Date();
  const size = sizeOf(tournament.id);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const firstDay = new Date(today.getTime() - 24 * 3600_000);
  const nowMinutes = now.getUTCHours() * 60 + now.getUTCMinutes();

  return db.transaction().execute(async (trx) => {
    // Accounts.
    const passwordHash = await hashPassword(demoPassword);
    const users = await insertBatched(
      trx,
      'users',
      demoAccounts.map((a) => ({ email: a.email, password_hash: passwordHash, first_name: a.firstName, last_name: a.lastName, roles: [...a.roles] })),
      true,
    );
    const userId = (email: string) => users[demoAccounts.findIndex((a) => a.email === email)].id;

    // Configuration (SPEC §9), dates around `now` so registrations are open.
    const day = (offset: number) => isoDay(new Date(firstDay.getTime() + offset * 24 * 3600_000));
    const config: [string, string, string | null, string | null][] = [
      ['tournament_start_date', 'datetime', `${day(0)}T00:00:00Z`, 'date'],
      ['first_game_date', 'datetime', `${day(0)}T08:00:00Z`, 'datetime'],
      ['club_registration_from', 'datetime', `${day(-120)}T00:00:00Z`, 'date'],
      ['club_registration_till', 'datetime', `${day(60)}T00:00:00Z`, 'date'],
      ['registration_edit_till', 'datetime', `${day(60)}T00:00:00Z`, 'date'],
      ['referee_registration_from', 'datetime', `${day(-120)}T00:00:00Z`, 'date'],
      ['referee_registration_till', 'datetime', `${day(60)}T00:00:00Z`, 'date'],
      ['referee_registration_enabled', 'boolean', 'true', null],
      ['club_team_add_till', 'datetime', `${day(30)}T00:00:00Z`, 'date'],
      ['roster_edit_till', 'datetime', `${day(3)}T20:00:00Z`, 'datetime'],
      ['transfers_editable_till', 'datetime', `${day(30)}T00:00:00Z`, 'date'],
      ['trainings_editable_till', 'datetime', `${day(30)}T00:00:00Z`, 'date'],
      ['participant_team_request_till', 'datetime', `${day(30)}T00:00:00Z`, 'date'],
      ['participant_team_request_enabled', 'boolean', 'true', null],
      ['training_length', 'integer', '45', null],
      ['leader_min_age_years', 'integer', '0', null],
      ['default_event_type_position', 'integer', '1', null],
      ['copy_roster_from_previous_match', 'boolean', 'true', null],
      ['offline_match_protocol', 'boolean', 'true', null],
      ['allow_score_without_events', 'boolean', 'false', null],
      ['download_roster_visible', 'boolean', 'true', null],
      ['paperless_team_leader_allowed', 'boolean', 'true', null],
      ['team_name_required', 'boolean', 'false', null],
      ['allow_team_bundle_persons_count_updates', 'boolean', 'true', null],
      ['show_results', 'boolean', 'true', null],
      ['show_transfers', 'boolean', 'true', null],
      ['show_trainings', 'boolean', 'true', null],
      ['show_accommodation', 'boolean', 'true', null],
      ['handball_restaurant', 'boolean', tournament.sport === 'handball' ? 'true' : 'false', null],
      ['vip_party', 'boolean', 'true', null],
      ['style_colors', 'string', null, null],
    ];
    await insertBatched(trx, 'config_values', config.map(([key, data_type, value, format]) => ({ key, data_type, value, format })));

    // Countries and clubs.
    const usedCountries = tournament.id === 'phc' ? countries : countries.slice(0, 10);
    const countryRows = await insertBatched(trx, 'countries', usedCountries.map((c) => ({ code: c.code, name_cs: c.cs, name_en: c.en })), true);

    // Places: halls (one names the demo reporter), accommodation, food, sights.
    const hallRows = hallNames.slice(0, size.halls).map(([name, address], i) => ({
      place_type: 'hall',
      name_cs: name,
      name_en: name.replace('Sportovní hala', 'Sports hall').replace('Hala', 'Hall'),
      description_cs: 'Sportovní hala turnaje. Hraje se na palubovce, lepidlo ' + (i % 3 === 0 ? 'povoleno.' : 'zakázáno.'),
      description_en: 'Tournament sports hall. Parquet floor; glue ' + (i % 3 === 0 ? 'allowed.' : 'not allowed.'),
      address,
      lat: 49.98 + random.next() * 0.14,
      lng: 14.3 + random.next() * 0.32,
      files: JSON.stringify([]),
      data: JSON.stringify({ glueAllowed: i % 3 === 0, ...(i === 0 ? { reporterUserId: userId('reporter@demo.test') } : {}) }),
    }));
    const halls = await insertBatched(trx, 'places', hallRows, true);
    await insertBatched(
      trx,
      'places',
      otherPlaces.map((p) => ({
        place_type: p.type,
        name_cs: p.cs,
        name_en: p.en,
        address: p.address,
        lat: 50.03 + random.next() * 0.08,
        lng: 14.38 + random.next() * 0.16,
        files: JSON.stringify([]),
        data: JSON.stringify(p.hotelCategory ? { hotelCategory: p.hotelCategory } : {}),
      })),
    );

    // Stages and event types of the sport.
    const stages = await insertBatched(trx, 'match_stages', rules.stages.map((s, i) => ({ code: s.code, name_cs: s.label.cs, name_en: s.label.en, sort_order: i + 1 })), true);
    const eventTypes = await insertBatched(
      trx,
      'event_types',
      rules.eventTypes.map((e) => ({ code: e.code, name_cs: e.label.cs, name_en: e.label.en, score_delta: e.scoreDelta, penalty_minutes: e.penaltyMinutes ?? 0 })),
      true,
    );
    const scoringType = eventTypes[rules.eventTypes.findIndex((e) => e.scoreDelta > 0)].id;
    const scoringDelta = rules.eventTypes.find((e) => e.scoreDelta > 0)?.scoreDelta ?? 1;
    const penaltyIndex = rules.eventTypes.findIndex((e) => (e.penaltyMinutes ?? 0) > 0);

    // Round levels.
    const roundLevelDefs = [
      ['group', false, 'Základní skupiny', 'Group stage'],
      ['playoff_r16', true, 'Osmifinále', 'Round of 16'],
      ['playoff_qf', true, 'Čtvrtfinále', 'Quarter-finals'],
      ['playoff_sf', true, 'Semifinále', 'Semi-finals'],
      ['playoff_final', true, 'Finále', 'Final'],
    ] as const;
    const roundLevels = await insertBatched(
      trx,
      'round_levels',
      roundLevelDefs.map(([system_name, is_bracket, name_cs, name_en], i) => ({ system_name, is_bracket, name_cs, name_en, sort_order: i + 1 })),
      true,
    );

    // Categories A–E for boys and girls, each with teams from many countries.
    const birthYear = now.getUTCFullYear();
    const categoryDefs = size.categoryCodes.flatMap((code, i) =>
      (['M', 'F'] as const).map((gender) => ({
        code,
        gender,
        name_cs: `${code} ${gender === 'M' ? 'chlapci' : 'dívky'}`,
        name_en: `${code} ${gender === 'M' ? 'boys' : 'girls'}`,
        birth_year_from: tournament.adult ? null : birthYear - 19 + i * 2,
        sort_order: i * 2 + (gender === 'M' ? 0 : 1),
      })),
    );
    const categories = await insertBatched(trx, 'team_categories', categoryDefs, true);

    // Clubs: one per (country, city); teams spread over clubs.
    const clubDefs = usedCountries.flatMap((c, ci) => c.cities.map((city) => ({ name: `${random.pick(clubPrefixes)} ${city}`, country_id: countryRows[ci].id, city, registration_state: random.chance(0.85) ? 'approved' : 'processed', names: c.names })));
    const clubs = await insertBatched(
      trx,
      'clubs',
      clubDefs.map(({ names: _names, ...club }) => club),
      true,
    );
    await insertBatched(trx, 'user_clubs', [
      { user_id: userId('club@demo.test'), club_id: clubs[0].id },
      { user_id: userId('club@demo.test'), club_id: clubs[1].id },
    ]);
    await trx.updateTable('clubs').set({ registration_state: 'approved' }).where('id', '=', clubs[0].id).execute();
    await trx.updateTable('clubs').set({ registration_state: 'new' }).where('id', '=', clubs[1].id).execute();

    const teamDefs: { club: number; category: number; number: number }[] = [];
    categories.forEach((category, ci) => {
      const perClub = new Map<number, number>();
      for (let t = 0; t < size.teamsPerCategory; t++) {
        const club = (t * 7 + ci * 3) % clubs.length;
        const n = (perClub.get(club) ?? 0) + 1;
        perClub.set(club, n);
        teamDefs.push({ club, category: ci, number: n });
      }
    });
    const teams = await insertBatched(
      trx,
      'teams',
      teamDefs.map((t, i) => ({
        club_id: clubs[t.club].id,
        team_category_id: categories[t.category].id,
        name: t.number === 1 && random.chance(0.3) ? `${clubDefs[t.club].name}` : null,
        team_number: t.number,
        uuid: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      })),
      true,
    );

    // Rosters: 12 players and 2 leaders per team, born in the category's years.
    const participantDefs: Record<string, unknown>[] = [];
    const teamOfParticipant: number[] = [];
    teamDefs.forEach((t, ti) => {
      const category = categoryDefs[t.category];
      const style = clubDefs[t.club].names;
      const gender = category.gender as 'M' | 'F';
      for (let p = 0; p < 14; p++) {
        const leader = p >= 12;
        const year = leader ? random.int(1970, 1995) : (category.birth_year_from ?? 1990) + random.int(0, 1);
        participantDefs.push({
          club_id: clubs[t.club].id,
          first_name: random.pick(firstNames[gender][style]),
          last_name: random.pick(lastNames[style]),
          birth_date: `${year}-01-01`,
          gender,
          is_leader: leader,
          jersey_number: leader ? null : p + 1,
          tournament_specific_attributes: JSON.stringify({ captain: p === 0, goalkeeper: p === 1 }),
        });
        teamOfParticipant.push(ti);
      }
    });
    const participants = await insertBatched(trx, 'participants', participantDefs, true);
    await insertBatched(
      trx,
      'participant_teams',
      participants.map((p, i) => ({ participant_id: p.id, team_id: teams[teamOfParticipant[i]].id })),
    );
    const playersOfTeam = (ti: number) => participants.filter((_, i) => teamOfParticipant[i] === ti && (participantDefs[i].is_leader as boolean) === false);
    const rosterOfTeam = new Map<number, { id: number; index: number }[]>();
    participants.forEach((p, i) => {
      const list = rosterOfTeam.get(teamOfParticipant[i]) ?? [];
      list.push({ id: p.id, index: i });
      rosterOfTeam.set(teamOfParticipant[i], list);
    });

    // Referees.
    const referees = await insertBatched(
      trx,
      'referees',
      refereeNames.map(([first, last], i) => ({ first_name: first, last_name: last, birth_year: 1965 + (i % 30), gender: last.endsWith('á') ? 'F' : 'M', registration_state: i % 5 === 4 ? 'new' : 'approved' })),
      true,
    );

    // Schedule: every (hall, day, slot) in order; group stage first, brackets after.
    const slotTime = (dayIndex: number, slot: number) => new Date(firstDay.getTime() + dayIndex * 24 * 3600_000 + (8 * 60 + slot * slotMinutes) * 60_000);
    // Each day fills its halls slot by slot; `fromSlot` keeps a later round after the matches feeding it.
    const used = [0, 0, 0, 0];
    const nextSlot = (dayIndex: number, fromSlot = 0) => {
      used[dayIndex] = Math.max(used[dayIndex], fromSlot * halls.length);
      const index = used[dayIndex]++;
      return { dayIndex, slot: Math.min(slotsPerDay - 1, Math.floor(index / halls.length)), hall: index % halls.length };
    };
    const lastSlot = (dayIndex: number) => Math.ceil(used[dayIndex] / halls.length) - 1;

    type PlannedMatch = {
      group: number;
      home: number | null;
      away: number | null;
      homeGroup: number | null;
      awayGroup: number | null;
      homePos: number | null;
      awayPos: number | null;
      when: { dayIndex: number; slot: number; hall: number };
    };
    const groupStage = roundLevels[0].id;
    const planned: PlannedMatch[] = [];
    const groupsOfCategory = new Map<number, { id: number; teams: number[] }[]>();

    // Group stage: groups of 5 (round robin: 10 matches each).
    for (const [ci, category] of categories.entries()) {
      const categoryTeams = teams.map((t, i) => ({ t, i })).filter(({ i }) => teamDefs[i].category === ci);
      const shuffled = random.shuffle(categoryTeams);
      const groupCount = Math.ceil(shuffled.length / 5);
      const groupRows = await insertBatched(
        trx,
        'groups',
        Array.from({ length: groupCount }, (_, g) => ({ round_level_id: groupStage, team_category_id: category.id, playoff_category: null, name: `${categoryDefs[ci].code}${categoryDefs[ci].gender === 'M' ? 'M' : 'F'}-${String.fromCharCode(65 + g)}` })),
        true,
      );
      const groups = groupRows.map((g, gi) => ({ id: g.id, teams: shuffled.filter((_, k) => k % groupCount === gi).map(({ i }) => i) }));
      groupsOfCategory.set(ci, groups);
      await insertBatched(trx, 'group_teams', groups.flatMap((g) => g.teams.map((ti, seed) => ({ group_id: g.id, team_id: teams[ti].id, seed }))));
    }
    // Interleave categories round by round so every category plays every day.
    const rounds: PlannedMatch[][] = [];
    for (const groups of groupsOfCategory.values()) {
      for (const g of groups) {
        const list = g.teams;
        let r = 0;
        for (let a = 0; a < list.length; a++)
          for (let b = a + 1; b < list.length; b++) {
            (rounds[r] ??= []).push({ group: g.id, home: list[a], away: list[b], homeGroup: null, awayGroup: null, homePos: null, awayPos: null, when: { dayIndex: 0, slot: 0, hall: 0 } });
            r = (r + 1) % 10;
          }
      }
    }
    // Ten rounds over the first three days: 4, 3 and 3.
    rounds.forEach((round, r) => round.forEach((m) => planned.push({ ...m, when: nextSlot(r < 4 ? 0 : r < 7 ? 1 : 2) })));

    // Brackets A (group winners and runners-up) and B (3rd and 4th), fed from the groups.
    const bracketLevels = roundLevels.slice(1).map((r) => r.id);
    const bracketStart = lastSlot(2) + 2;
    // First bracket round on day 3 after the groups, the rest on day 4.
    const bracketSlot = (level: number) => (level === 0 ? nextSlot(2, bracketStart) : nextSlot(3, [0, 0, 6, 11][Math.min(level, 3)]));
    for (const [ci, category] of categories.entries()) {
      const groups = groupsOfCategory.get(ci) ?? [];
      for (const [playoff, positions] of [
        [1, [1, 2]],
        [2, [3, 4]],
      ] as const) {
        // First round: position p1 of group g against p2 of the next group (one group feeds two matches).
        type Feeder = { home: { group: number; pos: number }; away: { group: number; pos: number } };
        let feeders: Feeder[] = groups.map((g, gi) => ({ home: { group: g.id, pos: positions[0] }, away: { group: groups[(gi + 1) % groups.length].id, pos: positions[1] } }));
        let level = 0;
        while (feeders.length >= 1) {
          const created = await insertBatched(
            trx,
            'groups',
            feeders.map((_, k) => ({
              round_level_id: bracketLevels[feeders.length >= 8 ? 0 : feeders.length >= 4 ? 1 : feeders.length >= 2 ? 2 : 3],
              team_category_id: category.id,
              playoff_category: playoff,
              name: `${categoryDefs[ci].code}${categoryDefs[ci].gender} ${playoff === 1 ? 'A' : 'B'} ${level + 1}/${k + 1}`,
            })),
            true,
          );
          created.forEach((g, k) =>
            planned.push({
              group: g.id,
              home: null,
              away: null,
              homeGroup: feeders[k].home.group,
              awayGroup: feeders[k].away.group,
              homePos: feeders[k].home.pos,
              awayPos: feeders[k].away.pos,
              when: bracketSlot(level),
            }),
          );
          if (created.length === 1) break;
          feeders = [];
          for (let k = 0; k + 1 < created.length; k += 2) feeders.push({ home: { group: created[k].id, pos: 1 }, away: { group: created[k + 1].id, pos: 1 } });
          if (created.length % 2 === 1) feeders.push({ home: { group: created[created.length - 1].id, pos: 1 }, away: { group: created[0].id, pos: 2 } });
          level++;
        }
      }
    }

    // Day 2 is today: matches before the current slot are finished, those in it are live (whatever the hour, some are).
    const currentSlot = Math.min(Math.max(1, lastSlot(1) - 1), Math.max(1, Math.floor((nowMinutes - 8 * 60) / slotMinutes)));
    const stateAt = (dayIndex: number, slot: number) => (dayIndex < 1 || (dayIndex === 1 && slot < currentSlot) ? 'finished' : dayIndex === 1 && slot === currentSlot ? 'live' : 'scheduled');

    // Results of what has been played.
    const matchRows = planned.map((m) => {
      const state = m.home !== null ? stateAt(m.when.dayIndex, m.when.slot) : 'scheduled';
      const [h, a] = state === 'scheduled' ? [null, null] : scoreFor(tournament.sport, random);
      const live = state === 'live';
      return {
        group_id: m.group,
        home_team_id: m.home !== null ? teams[m.home].id : null,
        away_team_id: m.away !== null ? teams[m.away].id : null,
        home_competition_group_id: m.homeGroup,
        away_competition_group_id: m.awayGroup,
        home_source_position: m.homePos,
        away_source_position: m.awayPos,
        starts_at: slotTime(m.when.dayIndex, m.when.slot).toISOString(),
        place_id: halls[m.when.hall].id,
        state,
        // A live match is half played.
        home_score: h === null ? null : live ? Math.floor(h / 2) : h,
        away_score: a === null ? null : live ? Math.floor(a / 2) : a,
        walkover: state === 'finished' && random.chance(0.01) ? 'home' : null,
        stage_id: state === 'finished' ? stages[stages.length - 1].id : live ? stages[0].id : null,
        home_roster_state: state === 'scheduled' ? 'unconfirmed' : 'confirmed',
        away_roster_state: state === 'scheduled' ? 'unconfirmed' : 'confirmed',
      };
    });
    for (const row of matchRows) {
      if (row.walkover === 'home') {
        const [h, a] = rules.walkover.home;
        row.home_score = h;
        row.away_score = a;
      }
    }
    const matches = await insertBatched(trx, 'matches', matchRows, true);

    // Events, rosters and referees of played matches; events add up to the score.
    const events: Record<string, unknown>[] = [];
    const rosters: Record<string, unknown>[] = [];
    const matchReferees: Record<string, unknown>[] = [];
    planned.forEach((m, i) => {
      const row = matchRows[i];
      if (row.state === 'scheduled' || m.home === null || m.away === null) return;
      const matchId = matches[i].id;
      for (const [ti, score] of [
        [m.home, row.home_score ?? 0],
        [m.away, row.away_score ?? 0],
      ] as const) {
        const players = playersOfTeam(ti);
        for (const entry of rosterOfTeam.get(ti) ?? []) {
          const def = participantDefs[entry.index];
          rosters.push({ match_id: matchId, team_id: teams[ti].id, participant_id: entry.id, jersey_number: def.jersey_number, is_leader: def.is_leader, is_captain: def.jersey_number === 1, is_goalkeeper: def.jersey_number === 2 });
        }
        if (row.walkover || tournament.sport === 'volleyball') continue;
        const scoringEvents = Math.floor(score / scoringDelta);
        for (let e = 0; e < scoringEvents; e++) {
          const minute = random.int(0, row.state === 'live' ? 14 : 29);
          events.push({ match_id: matchId, minute, second: random.int(0, 59), event_type_id: scoringType, team_id: teams[ti].id, participant_id: random.pick(players).id });
        }
        if (penaltyIndex >= 0 && random.chance(0.6)) {
          events.push({ match_id: matchId, minute: random.int(0, 29), second: random.int(0, 59), event_type_id: eventTypes[penaltyIndex].id, team_id: teams[ti].id, participant_id: random.pick(players).id });
        }
      }
      const first = (i * 3) % referees.length;
      matchReferees.push({ match_id: matchId, referee_id: referees[first].id }, { match_id: matchId, referee_id: referees[(first + 1) % referees.length].id });
    });
    await insertBatched(trx, 'match_events', events);
    await insertBatched(trx, 'match_rosters', rosters);
    await insertBatched(trx, 'match_referees', matchReferees);

    // Bracket matches whose feeding groups are complete know their teams.
    const finishedOf = new Map<number, typeof matchRows>();
    matchRows.forEach((row) => finishedOf.set(row.group_id, [...(finishedOf.get(row.group_id) ?? []), row]));
    const teamAt = (groupId: number, position: number): number | null => {
      const rows = finishedOf.get(groupId) ?? [];
      if (rows.length === 0 || rows.some((r) => r.state !== 'finished' || r.home_team_id === null)) return null;
      const teamIds = [...new Set(rows.flatMap((r) => [r.home_team_id as number, r.away_team_id as number]))];
      const table = computeStandings({
        sport: tournament.sport,
        teamIds,
        matches: rows.map((r, k) => ({ id: k, homeTeamId: r.home_team_id as number, awayTeamId: r.away_team_id as number, homeScore: r.home_score, awayScore: r.away_score, finished: true, walkover: r.walkover as 'home' | null })),
      });
      return table[position - 1]?.teamId ?? null;
    };
    for (const [i, m] of planned.entries()) {
      if (m.homeGroup === null || m.awayGroup === null) continue;
      const home = teamAt(m.homeGroup, m.homePos ?? 1);
      const away = teamAt(m.awayGroup, m.awayPos ?? 1);
      if (home !== null || away !== null) {
        await trx.updateTable('matches').set({ home_team_id: home, away_team_id: away }).where('id', '=', matches[i].id).execute();
      }
    }

    return {
      tournament: tournament.id,
      halls: halls.length,
      teams: teams.length,
      countries: countryRows.length,
      matches: matches.length,
      events: events.length,
      firstDay: isoDay(firstDay),
    };
  });
}
