import { sql, type Kysely } from 'kysely';
import { categoryPeriodMinutes, computeStandings, getSportRules, getTournament, onPragueClock, type EventType, type Tournament, type TournamentId } from '@phc/tournaments';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { writeInvoice } from '../registration/invoice-write';
import { configValues, playerLimits, serviceLevels, sportCatalog, trainingTypes, tshirtSizes } from './catalog';
import { cmsContent, placeholderSvg, seedImages } from './cms-content';
import { contentFigures } from './content-figures';
import { sportContent } from './sport-content';
import { clubName, countries, englishHallName, firstNames, halls as hallData, lastNames, refereeNames, regionOfCity, regions as regionData, surnameFor } from './data';
import { placePhotoCollector } from './place-photos';
import { seedProtocolDemo } from './protocol';
import { seedUndrawnCategory } from './undrawn-category';
import { createRandom, type Random } from './random';
import { roundRobin } from './round-robin';
import { finalScore, rallies, setScores, splitScore } from './scores';

export const demoPassword = 'demo1234';

/** Demo logins (password `demoPassword`); `club@demo.test` administers two clubs, one approved and one not. */
export const demoAccounts = [
  { email: 'superadmin@demo.test', firstName: 'Sára', lastName: 'Správcová', roles: ['ROLE_SUPER_ADMIN'] },
  { email: 'admin@demo.test', firstName: 'Adam', lastName: 'Administrátor', roles: ['ROLE_ADMIN'] },
  { email: 'club@demo.test', firstName: 'Klára', lastName: 'Klubová', roles: [] },
  { email: 'reporter@demo.test', firstName: 'Radek', lastName: 'Reportér', roles: ['ROLE_COMPETITION_REPORTER'] },
  { email: 'superreporter@demo.test', firstName: 'Simona', lastName: 'Superreportérová', roles: ['ROLE_COMPETITION_SUPER_REPORTER'] },
  { email: 'referees@demo.test', firstName: 'Robert', lastName: 'Rozhodčí', roles: ['ROLE_REFEREE_MANAGER'] },
  { email: 'clubs@demo.test', firstName: 'Kamil', lastName: 'Klubař', roles: ['ROLE_CLUB_MANAGER'] },
  // Leads some teams of club@demo.test's approved club (seedProtocolDemo).
  { email: 'leader@demo.test', firstName: 'Lukáš', lastName: 'Vedoucí', roles: [] },
  // A reporter of no hall until an organiser names them in the administration (issue 16), and who manages the halls.
  { email: 'reporter2@demo.test', firstName: 'Hana', lastName: 'Halová', roles: ['ROLE_COMPETITION_REPORTER'] },
  { email: 'places@demo.test', firstName: 'Petr', lastName: 'Provozní', roles: ['ROLE_PLACE_MANAGER'] },
  // Builds the competition (groups, schedule, playoffs) in the administration (issue 17).
  { email: 'matchmaker@demo.test', firstName: 'Marta', lastName: 'Losovací', roles: ['ROLE_MATCHMAKER'] },
] as const;

export interface SeedSummary {
  tournament: TournamentId;
  halls: number;
  teams: number;
  clubs: number;
  countries: number;
  participants: number;
  matches: number;
  events: number;
  referees: number;
  cmsObjects: number;
  /** YYYY-MM-DD of the tournament's first day (yesterday, relative to `now`). */
  firstDay: string;
}

/** The handball cup is the big one; the sister tournaments are smaller but complete. */
function sizeOf(tournament: Tournament) {
  return tournament.id === 'phc'
    ? { halls: 36, categoryCodes: ['A', 'B', 'C', 'D', 'E'], teamsPerCategory: [40, 38, 42, 36, 44, 40, 38, 42, 36, 40], countries: countries.length, trainings: 80 }
    : { halls: 8, categoryCodes: ['A', 'B', 'C'], teamsPerCategory: [11, 10, 12, 10, 11, 12], countries: 12, trainings: 16 };
}

const slotMinutes = 40;
const slotsPerDay = 18; // 08:00 – 19:20, the last match ends by 20:00
const days = 4;
/** Playing time in minutes (events fall inside it); volleyball sets are placed 20 minutes apart. */
const matchLength: Record<string, number> = { handball: 30, floorball: 30, basketball: 32, volleyball: 60, football: 40 };

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
const json = (value: unknown) => JSON.stringify(value);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Each tournament its own, fixed PRNG seed (FNV-1a of the id). */
function seedOf(id: string): number {
  let h = 0x811c9dc5;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

export { isDatabaseEmpty } from '../db/empty';

/** Drops everything and migrates again: `npm run seed -- --reset`. */
export async function resetDatabase(db: Kysely<Database>): Promise<void> {
  await sql`drop schema public cascade`.execute(db);
  await sql`create schema public`.execute(db);
  await migrateToLatest(db);
}

/**
 * A realistic, deterministic demo tournament that is always on its second day relative to `now`:
 * day 1 played, day 2 partly played with matches live now, days 3 and 4 to come. Expects an empty,
 * migrated database.
 */
export async function seedDemo(db: Kysely<Database>, options: { tournament: TournamentId; now?: Date }): Promise<SeedSummary> {
  const tournament = getTournament(options.tournament);
  const rules = getSportRules(tournament.sport);
  const random = createRandom(seedOf(tournament.id));
  const now = options.now ?? new Date();
  const size = sizeOf(tournament);
  // The tournament's day and hour are Prague's: 23:30 UTC is already the next day there.
  const wallNow = onPragueClock(now);
  const today = new Date(Date.UTC(wallNow.getUTCFullYear(), wallNow.getUTCMonth(), wallNow.getUTCDate()));
  const firstDay = new Date(today.getTime() - 24 * 3600_000);
  const day = (offset: number) => isoDay(new Date(firstDay.getTime() + offset * 24 * 3600_000));
  const passwordHash = await hashPassword(demoPassword);

  return db.transaction().execute(async (trx) => {
    // Accounts.
    const users = await insertBatched(
      trx,
      'users',
      demoAccounts.map((a) => ({ email: a.email, password_hash: passwordHash, first_name: a.firstName, last_name: a.lastName, roles: [...a.roles] })),
      true,
    );
    const userId = (email: (typeof demoAccounts)[number]['email']) => users[demoAccounts.findIndex((a) => a.email === email)].id;

    // Configuration and enumerations.
    await insertBatched(trx, 'config_values', configValues(tournament, day));
    const { pricelistItems, orderBundles, otherPlaces } = sportCatalog(tournament.sport);
    await insertBatched(trx, 'tshirt_sizes', tshirtSizes);
    const levels = await insertBatched(trx, 'service_levels', serviceLevels, true);
    const items = await insertBatched(
      trx,
      'pricelist_items',
      pricelistItems.map((p, i) => ({ ...p, availability_filter: p.availability_filter === null ? null : json(p.availability_filter), sort_order: i + 1 })),
      true,
    );
    const itemId = (code: string) => items[pricelistItems.findIndex((p) => p.code === code)].id;
    const priceOf = (code: string) => pricelistItems.find((p) => p.code === code) as (typeof pricelistItems)[number];
    const bundles = await insertBatched(
      trx,
      'order_bundles',
      orderBundles.map(({ item, ...b }, i) => ({ ...b, pricelist_item_id: itemId(item), sort_order: i + 1 })),
      true,
    );
    const types = await insertBatched(
      trx,
      'training_types',
      trainingTypes.map(({ item, ...t }) => ({ ...t, pricelist_item_id: itemId(item) })),
      true,
    );

    // Countries, regions, places.
    const usedCountries = countries.slice(0, size.countries);
    const countryRows = await insertBatched(trx, 'countries', usedCountries.map((c) => ({ code: c.code, name_cs: c.cs, name_en: c.en })), true);
    const usedRegions = regionData.filter((r) => usedCountries.some((c) => c.code === r.country));
    const regionRows = await insertBatched(
      trx,
      'regions',
      usedRegions.map((r) => ({ country_id: countryRows[usedCountries.findIndex((c) => c.code === r.country)].id, code: r.code, name_cs: r.cs, name_en: r.en })),
      true,
    );
    const regionIdOfCity = (city: string) => {
      const index = usedRegions.findIndex((r) => r.code === regionOfCity[city]);
      return index >= 0 ? regionRows[index].id : null;
    };

    const photos = placePhotoCollector();
    const hallRows = hallData.slice(0, size.halls).map((h, i) => {
      // Resin (glue) is a handball thing; other sports' halls say nothing of it (issue 18).
      const glue = tournament.sport === 'handball' && i % 3 === 0;
      const description = sportContent(tournament.sport).hallDescription(glue);
      return {
        place_type: 'hall',
        name_cs: h.name,
        name_en: englishHallName(h.name),
        description_cs: description.cs,
        description_en: description.en,
        address: h.address,
        lat: h.lat,
        lng: h.lng,
        files: json(photos.add('hall', h.name, i)),
        // The demo reporter reports in the first hall (SPEC §6).
        data: json(i === 0 ? { reporterUserId: userId('reporter@demo.test') } : {}),
        opening_hours: '7:30–20:30',
        // Unknown (null) outside handball, so the map does not list glue for a volleyball hall.
        glue_allowed: tournament.sport === 'handball' ? glue : null,
        sort_order: i + 1,
      };
    });
    const halls = await insertBatched(trx, 'places', hallRows, true);
    await insertBatched(
      trx,
      'places',
      otherPlaces.map((p, i) => ({
        place_type: p.type,
        name_cs: p.cs,
        name_en: p.en,
        description_cs: p.description?.cs ?? '',
        description_en: p.description?.en ?? '',
        address: p.address,
        lat: p.lat,
        lng: p.lng,
        files: json(photos.add(p.type, p.cs, i)),
        data: null,
        opening_hours: p.openingHours ?? null,
        hotel_category: p.hotelCategory ?? null,
        sort_order: i + 1,
      })),
    );
    await insertBatched(trx, 'uploaded_files', photos.rows(userId('superadmin@demo.test')));

    // The sport: stages, event types, round levels, categories and their limits.
    const stages = await insertBatched(trx, 'match_stages', rules.stages.map((s, i) => ({ code: s.code, name_cs: s.label.cs, name_en: s.label.en, sort_order: i + 1 })), true);
    const eventTypeRows = await insertBatched(
      trx,
      'event_types',
      rules.eventTypes.map((e) => ({
        code: e.code,
        name_cs: e.label.cs,
        name_en: e.label.en,
        score_delta: e.scoreDelta,
        penalty_minutes: e.penaltyMinutes ?? 0,
        scores_for_opponent: e.scoresForOpponent ?? false,
        has_assist: e.hasAssist ?? false,
      })),
      true,
    );
    const eventTypeId = (e: EventType) => eventTypeRows[rules.eventTypes.indexOf(e)].id;

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

    const year = now.getUTCFullYear();
    const categoryDefs = size.categoryCodes.flatMap((code, i) =>
      (['M', 'F'] as const).map((gender) => {
        const youngest = i === size.categoryCodes.length - 1;
        const [cs, en] = tournament.adult ? (gender === 'M' ? ['muži', 'men'] : ['ženy', 'women']) : gender === 'M' ? ['chlapci', 'boys'] : ['dívky', 'girls'];
        return {
          code,
          gender,
          name_cs: `${code} ${cs}`,
          name_en: `${code} ${en}`,
          // A is the oldest (19 this year), each later letter two years younger.
          birth_year_from: tournament.adult ? null : year - 19 + i * 2,
          birth_year_to: tournament.adult ? null : year - 18 + i * 2,
          sort_order: i * 2 + (gender === 'M' ? 1 : 2),
          max_other_gender_players: youngest && gender === 'M' ? 3 : 0,
          max_older_players: i === 0 || tournament.adult ? 0 : 2,
          small_court: code === 'D' || code === 'E',
        };
      }),
    );
    const categories = await insertBatched(trx, 'team_categories', categoryDefs, true);
    const limits = playerLimits(tournament.adult);
    await insertBatched(trx, 'tournament_player_limits', [
      { team_category_id: null, ...limits },
      // The youngest bring bigger squads.
      ...categories.slice(-2).map((c) => ({ team_category_id: c.id, ...limits, max_players: limits.max_players + 2, players_count_warning_from: limits.max_players + 1 })),
    ]);

    // Clubs: one per (country, city); the first (Prague) belongs to the demo club administrator.
    const clubDefs = usedCountries.flatMap((c, ci) =>
      c.cities.map((city) => ({ name: clubName(tournament.sport, c.names, city, random.pick), countryIndex: ci, city, style: c.names, state: random.chance(0.9) ? 'approved' : 'processed' })),
    );
    clubDefs[0].state = 'approved';
    // The demo administrator's second club: registered, not yet approved, so not in the draw.
    clubDefs.push({ name: clubName(tournament.sport, 'cz', 'Kladno', random.pick), countryIndex: 0, city: 'Kladno', style: 'cz', state: 'new' });
    const pendingClub = clubDefs.length - 1;
    const clubs = await insertBatched(
      trx,
      'clubs',
      clubDefs.map((c, i) => ({
        name: c.name,
        country_id: countryRows[c.countryIndex].id,
        region_id: regionIdOfCity(c.city),
        city: c.city,
        registration_state: c.state,
        // Most approved clubs paid before the due date; every fifth has not (issue 24: the organiser's overview).
        ...(c.state === 'approved' && i % 5 !== 4 ? { paid_at: `${day(-40 + (i % 7))}T09:00:00Z`, paid_by: userId('admin@demo.test') } : {}),
      })),
      true,
    );
    await insertBatched(trx, 'user_clubs', [
      { user_id: userId('club@demo.test'), club_id: clubs[0].id },
      { user_id: userId('club@demo.test'), club_id: clubs[pendingClub].id },
    ]);
    const contactOf = (style: string) => {
      const gender = random.chance(0.5) ? 'M' : 'F';
      const first = random.pick(firstNames[gender][style]);
      const last = surnameFor(random.pick(lastNames[style]), gender);
      const plain = `${first}.${last}`.normalize('NFD').replace(/[^A-Za-z.]/g, '').toLowerCase();
      return { firstName: first, lastName: last, email: `${plain}@demo.test`, phone: `+420 7${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}` };
    };
    await insertBatched(
      trx,
      'club_registrations',
      clubDefs.map((c, i) => ({
        club_id: clubs[i].id,
        created_by: i === 0 || i === pendingClub ? userId('club@demo.test') : null,
        club_name: c.name,
        street: `${random.pick(['Sportovní', 'Hlavní', 'Školní', 'Nádražní', 'Parková'])} ${random.int(1, 120)}`,
        city: c.city,
        zip: `${random.int(10, 99)}${random.int(100, 999)}`,
        country_id: countryRows[c.countryIndex].id,
        region_id: regionIdOfCity(c.city),
        tax_id: c.countryIndex === 0 ? String(random.int(10_000_000, 99_999_999)) : null,
        vat_id: random.chance(0.5) ? `${usedCountries[c.countryIndex].code}${random.int(10_000_000, 99_999_999)}` : null,
        contact: json(contactOf(c.style)),
        other_contact: random.chance(0.4) ? json(contactOf(c.style)) : null,
        arrival_date: day(-1),
        departure_date: day(days),
        note: random.chance(0.15) ? 'Prosíme o ubytování blízko hal.' : null,
        terms_consent: true,
      })),
    );

    // Teams: each category spread over the drawn clubs.
    const drawnClubs = clubDefs.length - 1;
    const availableBundles = (countryIndex: number) =>
      orderBundles.map((b, i) => ({ b, id: bundles[i].id })).filter(({ b }) => b.availability_filter === null || new RegExp(b.availability_filter).test(usedCountries[countryIndex].code));
    const teamDefs: { club: number; category: number; number: number }[] = [];
    categories.forEach((_, ci) => {
      const perClub = new Map<number, number>();
      for (let t = 0; t < size.teamsPerCategory[ci]; t++) {
        const club = (t * 7 + ci * 3) % drawnClubs;
        const n = (perClub.get(club) ?? 0) + 1;
        perClub.set(club, n);
        teamDefs.push({ club, category: ci, number: n });
      }
    });
    const drawnTeams = teamDefs.length;
    teamDefs.push({ club: pendingClub, category: 0, number: 1 }, { club: pendingClub, category: 2, number: 1 });
    const teams = await insertBatched(
      trx,
      'teams',
      teamDefs.map((t, i) => {
        const bundle = random.pick(availableBundles(clubDefs[t.club].countryIndex));
        return {
          club_id: clubs[t.club].id,
          team_category_id: categories[t.category].id,
          name: t.number === 1 && random.chance(0.25) ? clubDefs[t.club].name : null,
          team_number: t.number,
          uuid: `00000000-0000-4000-8000-${pad(i + 1, 12)}`,
          service_level_id: levels[Math.min(levels.length - 1, orderBundles.indexOf(bundle.b) > 1 ? orderBundles.indexOf(bundle.b) - 1 : 0)].id,
          order_bundle_id: bundle.id,
          persons: random.int(12, 18),
          extra_persons: random.int(0, 3),
          vip_tickets: 1,
          single_rooms: random.int(0, 2),
          extra_restaurant_meals: tournament.sport === 'handball' ? random.int(0, 10) : 0,
        };
      }),
      true,
    );

    // Rosters: 10–14 players born in the category's years, 1–2 adult leaders, unique jersey numbers.
    type ParticipantDef = Record<string, unknown> & { is_leader: boolean; jersey_number: number | null; captain: boolean; goalkeeper: boolean; team: number | null };
    const participantDefs: ParticipantDef[] = [];
    teamDefs.forEach((t, ti) => {
      const category = categoryDefs[t.category];
      const style = clubDefs[t.club].style;
      const gender = category.gender;
      const players = random.int(10, 14);
      const leaders = random.int(1, 2);
      const numbers = random.shuffle(Array.from({ length: 40 }, (_, k) => k + 1));
      for (let p = 0; p < players + leaders; p++) {
        const leader = p >= players;
        const leaderGender = random.chance(0.7) ? 'M' : 'F';
        const birthYear = leader ? random.int(1965, 1995) : (category.birth_year_from ?? random.int(1980, 2003)) + random.int(0, 1);
        participantDefs.push({
          club_id: clubs[t.club].id,
          first_name: random.pick(firstNames[leader ? leaderGender : gender][style]),
          last_name: surnameFor(random.pick(lastNames[style]), leader ? leaderGender : gender),
          birth_date: `${birthYear}-01-01`,
          gender: leader ? leaderGender : gender,
          is_leader: leader,
          jersey_number: leader ? null : numbers[p],
          captain: p === 0,
          goalkeeper: p === 1 && rules.hasGoalkeeper,
          team: ti,
        });
      }
    });
    // A few club members not yet in any team (availableTeamIds in the club zone).
    for (let c = 0; c < clubDefs.length; c += 3) {
      const gender = random.chance(0.5) ? 'M' : 'F';
      participantDefs.push({
        club_id: clubs[c].id,
        first_name: random.pick(firstNames[gender][clubDefs[c].style]),
        last_name: surnameFor(random.pick(lastNames[clubDefs[c].style]), gender),
        birth_date: `${categoryDefs[random.int(0, categoryDefs.length - 1)].birth_year_from ?? 1995}-01-01`,
        gender,
        is_leader: false,
        jersey_number: null,
        captain: false,
        goalkeeper: false,
        team: null,
      });
    }
    const participants = await insertBatched(
      trx,
      'participants',
      participantDefs.map(({ captain, goalkeeper, team: _team, ...p }) => ({ ...p, tournament_specific_attributes: json({ captain, goalkeeper }) })),
      true,
    );
    const membersOf = new Map<number, number[]>();
    participantDefs.forEach((p, i) => {
      if (p.team !== null) membersOf.set(p.team, [...(membersOf.get(p.team) ?? []), i]);
    });
    const participantTeams = participantDefs.flatMap((p, i) => (p.team === null ? [] : [{ participant_id: participants[i].id, team_id: teams[p.team].id }]));

    // Exception requests: a player asked to also play for another team of the club (SPEC §3 team request).
    const requestStates = ['pending', 'approved', 'rejected', 'canceled'] as const;
    const teamRequests: Record<string, unknown>[] = [];
    for (let ti = 0, made = 0; ti < drawnTeams && made < (tournament.id === 'phc' ? 40 : 8); ti += 5) {
      const other = teamDefs.findIndex((t, k) => k !== ti && k < drawnTeams && t.club === teamDefs[ti].club && t.category !== teamDefs[ti].category);
      if (other < 0) continue;
      const p = (membersOf.get(ti) ?? [])[2];
      const state = requestStates[made % requestStates.length];
      teamRequests.push({
        club_id: clubs[teamDefs[ti].club].id,
        participant_id: participants[p].id,
        team_id: teams[other].id,
        team_category_id: categories[teamDefs[other].category].id,
        request_reason: random.pick(['Tým nemá dost hráčů.', 'Hráč je o rok starší, hraje s kamarády.', 'Brankář pro druhý tým.']),
        resolution_reason: state === 'approved' ? 'Schváleno podle pravidel výjimek.' : state === 'rejected' ? 'Kategorie neumožňuje starší hráče.' : null,
        state,
        waive_fee: state === 'approved' && made % 8 === 1,
        resolved_by: state === 'approved' || state === 'rejected' ? userId('admin@demo.test') : null,
      });
      if (state === 'approved') {
        participantTeams.push({ participant_id: participants[p].id, team_id: teams[other].id });
        participantDefs[p].on_exception = true;
        await trx.updateTable('participants').set({ on_exception: true }).where('id', '=', participants[p].id).execute();
      }
      made++;
    }
    await insertBatched(trx, 'participant_teams', participantTeams);
    await insertBatched(trx, 'team_requests', teamRequests);

    // Team leaders (paperless): one or two per club, each leading some of its teams.
    const leaderRows: Record<string, unknown>[] = [];
    const leaderTeams: number[][] = [];
    clubDefs.forEach((c, ci) => {
      const clubTeams = teamDefs.map((t, k) => ({ t, k })).filter(({ t }) => t.club === ci);
      if (clubTeams.length === 0) return;
      const count = ci === 0 ? 2 : random.int(1, 2);
      for (let l = 0; l < count; l++) {
        const contact = contactOf(c.style);
        leaderRows.push({ club_id: clubs[ci].id, first_name: contact.firstName, last_name: contact.lastName, email: `leader${leaderRows.length + 1}.${contact.email}`, phone: contact.phone });
        leaderTeams.push(clubTeams.filter((_, k) => k % count === l).map(({ k }) => k));
      }
    });
    const leaders = await insertBatched(trx, 'team_leaders', leaderRows, true);
    await insertBatched(
      trx,
      'team_leader_teams',
      leaders.flatMap((l, i) => leaderTeams[i].map((ti) => ({ team_leader_id: l.id, team_id: teams[ti].id }))),
    );

    // Referees: Czech names, most approved; adults only.
    const referees = await insertBatched(
      trx,
      'referees',
      refereeNames.slice(0, tournament.id === 'phc' ? refereeNames.length : 16).map(([first, last], i) => ({
        first_name: first,
        last_name: last,
        birth_year: 1960 + ((i * 7) % 40),
        gender: last.endsWith('á') ? 'F' : 'M',
        registration_state: i % 6 === 5 ? 'new' : 'approved',
        email: `${first}.${last}`.normalize('NFD').replace(/[^A-Za-z.]/g, '').toLowerCase() + '@demo.test',
        phone: `+420 6${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`,
        shirt_size: random.pick(tshirtSizes.slice(1)).code,
        highest_competition: random.pick(['1. liga', 'Extraliga', 'Krajský přebor', '2. liga', 'EHF']),
        colleague_request: i % 4 === 0 ? refereeNames[(i + 1) % refereeNames.length].join(' ') : null,
        wants_accommodation: i % 3 !== 0,
      })),
      true,
    );
    const approvedReferees = referees.filter((_, i) => i % 6 !== 5);

    // Schedule: halls × 18 slots a day; a round starts on a fresh slot so nobody plays twice at once.
    const slotTime = (dayIndex: number, slot: number) => new Date(firstDay.getTime() + dayIndex * 24 * 3600_000 + (8 * 60 + slot * slotMinutes) * 60_000);
    const used = Array.from({ length: days }, () => 0);
    const nextSlot = (dayIndex: number) => {
      const index = used[dayIndex]++;
      const slot = Math.floor(index / halls.length);
      if (slot >= slotsPerDay) throw new Error(`The demo schedule overflows day ${dayIndex + 1}`);
      return { dayIndex, slot, hall: index % halls.length };
    };
    const startNewSlot = (dayIndex: number) => {
      used[dayIndex] = Math.ceil(used[dayIndex] / halls.length) * halls.length;
    };

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
    const planned: PlannedMatch[] = [];
    const groupsOfCategory = new Map<number, { id: number; teams: number[] }[]>();
    // Whose matches are played on a small court: the periods (and so the events' minutes) are shorter.
    const smallCourtOfGroup = new Map<number, boolean>();

    // Group stage: groups of 4–6 per category, round robin.
    const groupRounds: Omit<PlannedMatch, 'when'>[][] = [];
    for (const [ci, category] of categories.entries()) {
      const categoryTeams = random.shuffle(teamDefs.map((t, i) => ({ t, i })).filter(({ t, i }) => i < drawnTeams && t.category === ci).map(({ i }) => i));
      const groupCount = Math.max(1, Math.round(categoryTeams.length / 5));
      const groupRows = await insertBatched(
        trx,
        'groups',
        Array.from({ length: groupCount }, (_, g) => ({ round_level_id: roundLevels[0].id, team_category_id: category.id, playoff_category: null, name: `${categoryDefs[ci].code}${categoryDefs[ci].gender} – ${String.fromCharCode(65 + g)}` })),
        true,
      );
      const groups = groupRows.map((g, gi) => ({ id: g.id, teams: categoryTeams.filter((_, k) => k % groupCount === gi) }));
      groupsOfCategory.set(ci, groups);
      for (const g of groups) smallCourtOfGroup.set(g.id, categoryDefs[ci].small_court);
      await insertBatched(trx, 'group_teams', groups.flatMap((g) => g.teams.map((ti, seed) => ({ group_id: g.id, team_id: teams[ti].id, seed: seed + 1 }))));
      for (const g of groups)
        roundRobin(g.teams).forEach((round, r) =>
          round.forEach(([home, away]) => (groupRounds[r] ??= []).push({ group: g.id, home, away, homeGroup: null, awayGroup: null, homePos: null, awayPos: null })),
        );
    }
    // Five rounds over the first three days: two, two and one.
    const dayOfRound = [0, 0, 1, 1, 2];
    groupRounds.forEach((round, r) => {
      const dayIndex = dayOfRound[Math.min(r, dayOfRound.length - 1)];
      startNewSlot(dayIndex);
      round.forEach((m) => planned.push({ ...m, when: nextSlot(dayIndex) }));
    });

    // Playoff A (winners and runners-up) and B (3rd and 4th) brackets, fed from the groups: the first
    // round pairs group g's p1 with group g+1's p2, so each group feeds two matches.
    const bracketLevels: Omit<PlannedMatch, 'when'>[][] = [];
    for (const [ci, category] of categories.entries()) {
      const groups = groupsOfCategory.get(ci) ?? [];
      if (groups.length < 2) continue;
      for (const [playoff, positions] of [
        [1, [1, 2]],
        [2, [3, 4]],
      ] as const) {
        type Feeder = { home: { group: number; pos: number }; away: { group: number; pos: number } };
        let feeders: Feeder[] = groups.map((g, gi) => ({ home: { group: g.id, pos: positions[0] }, away: { group: groups[(gi + 1) % groups.length].id, pos: positions[1] } }));
        for (let level = 0; feeders.length >= 1; level++) {
          const created = await insertBatched(
            trx,
            'groups',
            feeders.map((_, k) => ({
              round_level_id: roundLevels[feeders.length >= 8 ? 1 : feeders.length >= 4 ? 2 : feeders.length >= 2 ? 3 : 4].id,
              team_category_id: category.id,
              playoff_category: playoff,
              name: `${categoryDefs[ci].code}${categoryDefs[ci].gender} ${playoff === 1 ? 'A' : 'B'} ${level + 1}/${k + 1}`,
            })),
            true,
          );
          for (const g of created) smallCourtOfGroup.set(g.id, categoryDefs[ci].small_court);
          created.forEach((g, k) =>
            (bracketLevels[level] ??= []).push({ group: g.id, home: null, away: null, homeGroup: feeders[k].home.group, awayGroup: feeders[k].away.group, homePos: feeders[k].home.pos, awayPos: feeders[k].away.pos }),
          );
          if (created.length === 1) break;
          const next: Feeder[] = [];
          for (let k = 0; k + 1 < created.length; k += 2) next.push({ home: { group: created[k].id, pos: 1 }, away: { group: created[k + 1].id, pos: 1 } });
          if (created.length % 2 === 1) next.push({ home: { group: created[created.length - 1].id, pos: 1 }, away: { group: created[0].id, pos: 2 } });
          feeders = next;
        }
      }
    }
    // The first bracket round after the last group round on day 3, the rest level by level on day 4.
    bracketLevels.forEach((level, l) => {
      const dayIndex = l === 0 ? 2 : 3;
      startNewSlot(dayIndex);
      level.forEach((m) => planned.push({ ...m, when: nextSlot(dayIndex) }));
    });

    // Today (day 2): a slot is live while its 40 minutes hold now on the tournament's wall clock (kick-offs
    // are Prague's wall clock written in UTC), finished once they are over, to come before. So before 8:00
    // nothing of day 2 has started and in the evening all of it is played: a match that kicked off at 13:20
    // was still live at 20:30 while the slot was clamped into the day's playing hours (issue 24).
    const currentSlot = Math.floor((wallNow.getTime() - slotTime(1, 0).getTime()) / (slotMinutes * 60_000));
    const stateAt = (dayIndex: number, slot: number) => (dayIndex < 1 || (dayIndex === 1 && slot < currentSlot) ? 'finished' : dayIndex === 1 && slot === currentSlot ? 'live' : 'scheduled');

    // Results: events first (minutes, scorers, stage), the score follows from them; a live match is cut at 40 %.
    const penalties = rules.eventTypes.filter((e) => e.scoreDelta === 0 && e.code !== 'timeout' && !e.code.includes('miss') && !e.code.includes('shootout'));
    const stageId = (code: string | null) => (code === null ? null : (stages[rules.stages.findIndex((s) => s.code === code)]?.id ?? null));
    // The regular periods (halves, thirds, quarters, sets), in order.
    const periods = rules.stages.filter((s) => /^(1st|2nd|3rd|4th|5th)_/.test(s.code)).map((s) => s.code);
    // The category's playing time (@phc/tournaments, what the protocol and the server check events against).
    const lengthOf = (group: number) => categoryPeriodMinutes(tournament.sport, { smallCourt: smallCourtOfGroup.get(group) ?? false }) * periods.length || (matchLength[tournament.sport] ?? 30);
    const periodAt = (minute: number, length: number) => periods[Math.min(periods.length - 1, Math.floor(minute / (length / Math.max(1, periods.length))))] ?? null;
    type EventDef = { minute: number; second: number; type: EventType; team: number; participant: number | null; assist: number | null; stage: string | null };
    const playersOf = (ti: number) => (membersOf.get(ti) ?? []).filter((p) => !participantDefs[p].is_leader);
    const goalEvents = (ti: number, score: number, length: number): EventDef[] => {
      const players = playersOf(ti);
      const scoring = splitScore(score, rules.eventTypes, random).map((type) => {
        const scorer = random.pick(players);
        const assist = type.hasAssist && random.chance(0.6) ? random.pick(players.filter((p) => p !== scorer)) : null;
        return { minute: random.int(0, length - 1), second: random.int(0, 59), type, team: ti, participant: scorer, assist, stage: null };
      });
      const cards = penalties.length > 0 ? Array.from({ length: random.int(0, 2) }, () => ({ minute: random.int(0, length - 1), second: random.int(0, 59), type: random.pick(penalties), team: ti, participant: random.pick(players), assist: null, stage: null })) : [];
      return [...scoring, ...cards].map((e) => ({ ...e, stage: periodAt(e.minute, length) }));
    };
    // Volleyball: every rally point is an event of its set (stage); the match score counts sets won.
    const pointType = rules.eventTypes.find((e) => e.scoreDelta > 0) as EventType;
    const setEvents = (home: number, away: number, score: [number, number]): EventDef[] =>
      setScores(score, random).flatMap((set, k) => {
        const sequence = rallies(set, random);
        return sequence.map((side, r) => {
          const ti = side === 'home' ? home : away;
          const at = k * 20 * 60 + Math.floor((r * 20 * 60) / sequence.length);
          return { minute: Math.floor(at / 60), second: at % 60, type: pointType, team: ti, participant: random.chance(0.7) ? random.pick(playersOf(ti)) : null, assist: null, stage: periods[k] ?? null };
        });
      });
    const setsWon = (events: EventDef[], ti: number, complete: (stage: string) => boolean) => {
      const sets = new Map<string, Map<number, number>>();
      for (const e of events) {
        const set = sets.get(e.stage as string) ?? new Map<number, number>();
        set.set(e.team, (set.get(e.team) ?? 0) + 1);
        sets.set(e.stage as string, set);
      }
      return [...sets].filter(([stage, points]) => complete(stage) && (points.get(ti) ?? 0) > Math.max(...[...points].filter(([team]) => team !== ti).map(([, n]) => n), 0)).length;
    };

    const plannedEvents: EventDef[][] = [];
    const matchRows = planned.map((m) => {
      const state = m.home !== null ? stateAt(m.when.dayIndex, m.when.slot) : 'scheduled';
      const base = {
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
        home_score: null as number | null,
        away_score: null as number | null,
        walkover: null as string | null,
        stage_id: null as number | null,
        home_roster_state: state === 'scheduled' ? 'unconfirmed' : 'confirmed',
        away_roster_state: state === 'scheduled' ? 'unconfirmed' : 'confirmed',
        version: 1,
      };
      if (state === 'scheduled' || m.home === null || m.away === null) {
        plannedEvents.push([]);
        return base;
      }
      if (state === 'finished' && random.chance(0.01)) {
        const walkover = random.chance(0.5) ? 'home' : 'away';
        const [home, away] = rules.walkover[walkover];
        plannedEvents.push([]);
        return { ...base, walkover, home_score: home, away_score: away, stage_id: stageId('end'), version: 2 };
      }
      const final = finalScore(tournament.sport, random);
      const length = lengthOf(m.group);
      const liveCut = Math.floor(length * 0.4);
      const all = rules.scoresAreSets
        ? setEvents(m.home, m.away, final)
        : [...goalEvents(m.home, final[0], length), ...goalEvents(m.away, final[1], length)].sort((a, b) => a.minute - b.minute || a.second - b.second);
      const live = state === 'live';
      const events = live ? all.filter((e) => e.minute < liveCut) : all;
      const current = live ? (events[events.length - 1]?.stage ?? periods[0] ?? null) : 'end';
      // A set counts once it is over: every set of a finished match, all but the one in play of a live one.
      const score = (ti: number) =>
        rules.scoresAreSets ? setsWon(events, ti, (stage) => !live || stage !== current) : events.filter((e) => e.team === ti).reduce((total, e) => total + e.type.scoreDelta, 0);
      plannedEvents.push(events);
      return { ...base, home_score: score(m.home), away_score: score(m.away), stage_id: stageId(live && !rules.scoresAreSets ? periodAt(liveCut, length) : current), version: 1 + events.length };
    });
    const matches = await insertBatched(trx, 'matches', matchRows, true);
    // The demo is published: its matches carry the numbers publishing gives (start, then hall), which
    // the printed schedule and the play-off slots ("Vítěz zápasu 37") refer to.
    await sql`update matches set number = ordered.n from (select id, row_number() over (order by starts_at, place_id, id) as n from matches) ordered where matches.id = ordered.id`.execute(trx);

    // Events, rosters and referees of played matches.
    const events: Record<string, unknown>[] = [];
    const rosters: Record<string, unknown>[] = [];
    const matchReferees: Record<string, unknown>[] = [];
    planned.forEach((m, i) => {
      const row = matchRows[i];
      const matchId = matches[i].id;
      if (m.home === null || m.away === null) return;
      const refereeCount = row.state === 'scheduled' ? (m.when.dayIndex <= 2 ? 2 : 0) : 2;
      const first = (i * 3) % approvedReferees.length;
      for (let r = 0; r < refereeCount; r++) matchReferees.push({ match_id: matchId, referee_id: approvedReferees[(first + r) % approvedReferees.length].id });
      if (row.state === 'scheduled') return;
      for (const ti of [m.home, m.away]) {
        for (const p of membersOf.get(ti) ?? []) {
          const def = participantDefs[p];
          rosters.push({ match_id: matchId, team_id: teams[ti].id, participant_id: participants[p].id, jersey_number: def.jersey_number, is_leader: def.is_leader, is_captain: def.captain, is_goalkeeper: def.goalkeeper });
        }
      }
      plannedEvents[i].forEach((e, k) =>
        events.push({
          match_id: matchId,
          minute: e.minute,
          second: e.second,
          event_type_id: eventTypeId(e.type),
          team_id: teams[e.team].id,
          participant_id: e.participant === null ? null : participants[e.participant].id,
          assist_participant_id: e.assist === null ? null : participants[e.assist].id,
          stage_id: stageId(e.stage),
          client_id: `seed-${matchId}-${k + 1}`,
        }),
      );
    });
    await insertBatched(trx, 'match_events', events);
    await insertBatched(trx, 'match_rosters', rosters);
    await insertBatched(trx, 'match_referees', matchReferees);

    // Bracket matches whose feeding groups are complete already know their teams.
    const rowsOfGroup = new Map<number, typeof matchRows>();
    matchRows.forEach((row) => rowsOfGroup.set(row.group_id, [...(rowsOfGroup.get(row.group_id) ?? []), row]));
    const teamAt = (groupId: number, position: number): number | null => {
      const rows = rowsOfGroup.get(groupId) ?? [];
      if (rows.length === 0 || rows.some((r) => r.state !== 'finished' || r.home_team_id === null)) return null;
      const table = computeStandings({
        sport: tournament.sport,
        teamIds: [...new Set(rows.flatMap((r) => [r.home_team_id as number, r.away_team_id as number]))],
        matches: rows.map((r, k) => ({ id: k, homeTeamId: r.home_team_id as number, awayTeamId: r.away_team_id as number, homeScore: r.home_score, awayScore: r.away_score, finished: true, walkover: r.walkover as 'home' | null })),
      });
      return table[position - 1]?.teamId ?? null;
    };
    for (const [i, m] of planned.entries()) {
      if (m.homeGroup === null || m.awayGroup === null) continue;
      const home = teamAt(m.homeGroup, m.homePos ?? 1);
      const away = teamAt(m.awayGroup, m.awayPos ?? 1);
      if (home !== null || away !== null) await trx.updateTable('matches').set({ home_team_id: home, away_team_id: away }).where('id', '=', matches[i].id).execute();
    }

    await seedUndrawnCategory(trx, 'club@demo.test');
    await seedProtocolDemo(trx, 'leader@demo.test');
    await seedClubServices(trx, { random, day, clubDefs, clubs, teamDefs, teams, drawnTeams, halls, trainingTypeIds: types.map((t) => t.id), itemId, priceOf, bundles, size });
    const cmsObjects = await seedContent(trx, tournament, isoDay(firstDay), userId('superadmin@demo.test'), now);

    return {
      tournament: tournament.id,
      halls: halls.length,
      teams: teams.length,
      clubs: clubs.length,
      countries: countryRows.length,
      participants: participants.length,
      matches: matches.length,
      events: events.length,
      referees: referees.length,
      cmsObjects,
      firstDay: isoDay(firstDay),
    };
  });
}

/** Orders, transfers, trainings and friendly-match requests of the clubs. */
async function seedClubServices(
  trx: Kysely<Database>,
  ctx: {
    random: Random;
    day: (offset: number) => string;
    clubDefs: { name: string; countryIndex: number; state: string }[];
    clubs: { id: number }[];
    teamDefs: { club: number; category: number }[];
    teams: { id: number }[];
    drawnTeams: number;
    halls: { id: number }[];
    trainingTypeIds: number[];
    itemId: (code: string) => number;
    priceOf: (code: string) => { price_czk: number; price_eur: number };
    bundles: { id: number }[];
    size: { trainings: number };
  },
): Promise<void> {
  const { random, day, clubDefs, clubs, teamDefs, teams, itemId, priceOf } = ctx;
  const currencyOf = (countryIndex: number) => (countryIndex === 0 ? 'CZK' : 'EUR');
  const price = (code: string, currency: string) => (currency === 'CZK' ? priceOf(code).price_czk : priceOf(code).price_eur);

  // Extra persons (drivers, parents) for some clubs.
  await insertBatched(
    trx,
    'extra_person_groups',
    clubDefs.flatMap((_, ci) =>
      ci % 4 === 0
        ? [{ club_id: clubs[ci].id, uuid: `00000000-0000-4000-9000-${String(ci + 1).padStart(12, '0')}`, order_bundle_id: ctx.bundles[0].id, persons: random.int(1, 6), handball_persons: random.int(0, 2), vip_party_persons: random.int(0, 2), single_rooms: random.int(0, 1) }]
        : [],
    ),
  );

  // Transfers: foreign clubs arrive by air or rail the day before and leave after the finals.
  const transfers: Record<string, unknown>[] = [];
  clubDefs.forEach((c, ci) => {
    if (c.countryIndex === 0 || ci % 3 !== 0) return;
    const airport = random.chance(0.7);
    const persons = random.int(14, 40);
    const flight = () => `${random.pick(['OK', 'LH', 'SK', 'FR', 'W6', 'KL'])} ${random.int(100, 9999)}`;
    transfers.push(
      { club_id: clubs[ci].id, pricelist_item_id: itemId(airport ? 'transfer_airport' : 'transfer_station'), day: day(-1), time: hhmm(random.int(9, 20) * 60), transfer_type: airport ? 'arrival_airport' : 'arrival_station', persons, flight_number: airport ? flight() : null, landing_time: airport ? hhmm(random.int(8, 19) * 60 + 30) : null, note: null, state: random.chance(0.6) ? 'confirmed' : 'unconfirmed' },
      { club_id: clubs[ci].id, pricelist_item_id: itemId(airport ? 'transfer_airport' : 'transfer_station'), day: day(4), time: hhmm(random.int(7, 14) * 60), transfer_type: airport ? 'departure_airport' : 'departure_station', persons, flight_number: airport ? flight() : null, landing_time: null, note: random.chance(0.2) ? 'Velká zavazadla (sportovní vybavení).' : null, state: 'unconfirmed' },
    );
  });
  await insertBatched(trx, 'transfers', transfers);

  // The order: bundles per team, T-shirts, VIP tickets, transfers; only for approved or processed clubs.
  const invoice: Record<string, unknown>[] = [];
  teamDefs.forEach((t, ti) => {
    const club = clubDefs[t.club];
    if (club.state === 'new') return;
    const currency = currencyOf(club.countryIndex);
    // The bundles, extras and extra person groups are written below as the club's save writes them;
    // the two draws stay so the rest of the demo (T-shirts, trainings) keeps its values.
    random.pick(['bundle_basic', 'bundle_school', 'bundle_hostel', 'bundle_hotel']);
    random.int(12, 18);
    if (random.chance(0.5)) invoice.push({ club_id: clubs[t.club].id, pricelist_item_id: itemId('tshirt'), team_id: teams[ti].id, quantity: random.int(1, 15), unit_price: price('tshirt', currency), currency, note: null });
  });
  for (const tr of transfers) {
    const ci = clubs.findIndex((c) => c.id === tr.club_id);
    const currency = currencyOf(clubDefs[ci].countryIndex);
    const code = tr.transfer_type === 'arrival_airport' || tr.transfer_type === 'departure_airport' ? 'transfer_airport' : 'transfer_station';
    invoice.push({ club_id: tr.club_id, pricelist_item_id: itemId(code), team_id: null, quantity: tr.persons, unit_price: price(code, currency), currency, note: `${tr.day} ${tr.time}` });
  }
  await insertBatched(trx, 'invoice_items', invoice);
  // Issue 24: the invoice counts the teams' bundles and extras and the extra person groups (SPEC §3)
  // from the start, not only after the club's next save.
  const ordering = await trx.selectFrom('clubs').innerJoin('countries', 'countries.id', 'clubs.country_id').select(['clubs.id', 'countries.code']).where('clubs.registration_state', '!=', 'new').orderBy('clubs.id').execute();
  for (const club of ordering) await writeInvoice(trx, club.id, club.code);

  // Trainings before and during the tournament, some looking for a rival; the time is booked per hall.
  const trainingStates = ['approved', 'approved', 'pending', 'rejected', 'cancelled'] as const;
  const trainingRows: Record<string, unknown>[] = [];
  const trainingTeams: number[] = [];
  for (let k = 0; k < ctx.size.trainings; k++) {
    const ti = (k * 11) % ctx.drawnTeams;
    const units = random.int(1, 2);
    const dayOffset = random.pick([-1, -1, 0, 1, 2]);
    const start = 7 * 60 + random.int(0, 2) * 45;
    const state = trainingStates[k % trainingStates.length];
    const seeking = k % 4 === 0;
    const currency = currencyOf(clubDefs[teamDefs[ti].club].countryIndex);
    trainingRows.push({
      team_id: teams[ti].id,
      day_offset: dayOffset,
      preferred_time: hhmm(start),
      start_time: state === 'approved' ? hhmm(start) : null,
      end_time: state === 'approved' ? hhmm(start + units * 45) : null,
      training_type_id: seeking ? ctx.trainingTypeIds[1] : ctx.trainingTypeIds[0],
      duration_minutes: units * 45,
      place_id: state === 'approved' ? ctx.halls[k % ctx.halls.length].id : null,
      seeking_rival: seeking,
      rival_name: !seeking && k % 7 === 3 ? 'HC Kobylisy' : null,
      note: k % 5 === 2 ? 'Prosíme o halu blízko ubytování.' : null,
      state,
      price: Math.round(((seeking ? priceOf('training_friendly') : priceOf('training_hall'))[currency === 'CZK' ? 'price_czk' : 'price_eur'] * units * 45) / 60),
      referee_requested: seeking && k % 8 === 0,
    });
    trainingTeams.push(ti);
  }
  const trainings = await insertBatched(trx, 'trainings', trainingRows, true);

  // Friendly-match requests: teams of the same category ask to join trainings that seek a rival.
  const joinStates = ['pending', 'approved', 'rejected'] as const;
  const joins: Record<string, unknown>[] = [];
  trainingRows.forEach((row, k) => {
    if (!row.seeking_rival) return;
    const owner = trainingTeams[k];
    const candidates = teamDefs.map((t, i) => ({ t, i })).filter(({ t, i }) => i < ctx.drawnTeams && i !== owner && t.category === teamDefs[owner].category && t.club !== teamDefs[owner].club);
    candidates.slice(0, 2).forEach(({ i }, n) => joins.push({ training_id: trainings[k].id, requesting_team_id: teams[i].id, state: joinStates[(k + n) % joinStates.length] }));
  });
  await insertBatched(trx, 'training_join_requests', joins);
  for (const [k, row] of trainingRows.entries()) {
    const approved = joins.find((j) => j.training_id === trainings[k].id && j.state === 'approved');
    if (row.seeking_rival && approved) await trx.updateTable('trainings').set({ rival_team_id: approved.requesting_team_id as number }).where('id', '=', trainings[k].id).execute();
  }
}

/** Site content and the placeholder images it shows. */
async function seedContent(trx: Kysely<Database>, tournament: Tournament, firstDay: string, editor: number, now: Date): Promise<number> {
  await insertBatched(
    trx,
    'uploaded_files',
    seedImages(tournament).map((image) => {
      const bytes = Buffer.from(placeholderSvg(image), 'utf8');
      return { storage_key: image.key, original_name: image.key, mime_type: 'image/svg+xml', size_bytes: bytes.length, width: image.width, height: image.height, content: new Uint8Array(bytes), uploaded_by: editor };
    }),
  );
  const objects = cmsContent(tournament, firstDay, await contentFigures(trx));
  await insertBatched(
    trx,
    'cms_objects',
    objects.map((o) => ({
      type: o.type,
      slug: o.slug,
      data: json(o.data),
      draft: o.draft === undefined ? null : json(o.draft),
      status: o.draft === undefined ? 'published' : 'draft',
      is_archived: o.isArchived ?? false,
      version: o.draft === undefined ? 1 : 2,
      published_at: now.toISOString(),
      updated_by: editor,
    })),
  );
  return objects.length;
}
