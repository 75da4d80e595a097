import { sql, type Kysely } from 'kysely';
import type { Tournament, TournamentId } from '@phc/tournaments';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { writeInvoice } from '../../features/clubzone/registration/invoice-write';
import { cmsContent, placeholderSvg, seedImages } from './cms-content';
import { contentFigures } from './content-figures';
import { demoPassword } from './demo-accounts';
import { seedProtocolDemo } from './protocol';
import { seedUndrawnCategory } from './undrawn-category';
import type { Random } from './random';
import { seedAccounts, seedCategories, seedConfiguration, seedGeography, seedPlaces, seedSport } from './steps/catalogue';
import { seedClubs, seedReferees, seedTeams } from './steps/clubs';
import { hhmm, insertBatched, isoDay, json, seedBase } from './steps/context';
import { seedBracketTeams, seedMatchDetails, seedMatches } from './steps/results';
import { seedRosters, seedTeamLeaders, seedTeamRequests } from './steps/rosters';
import { seedSchedule } from './steps/schedule';

export { demoAccounts, demoPassword } from './demo-accounts';

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
 * migrated database. The steps (steps/*.ts) run in this order inside one transaction: each one's
 * results join the context of the ones after it, and the PRNG draws stay in the same order.
 */
export async function seedDemo(db: Kysely<Database>, options: { tournament: TournamentId; now?: Date }): Promise<SeedSummary> {
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction().execute(async (trx) => {
    const base = seedBase(trx, options, passwordHash);
    const catalogue = { ...base, ...(await seedAccounts(base)), ...(await seedConfiguration(base)) };
    const places = { ...catalogue, ...(await seedGeography(base)), ...(await seedPlaces(catalogue)), ...(await seedSport(base)), ...(await seedCategories(base)) };
    const clubs = { ...places, ...(await seedClubs(places)) };
    const teams = { ...clubs, ...(await seedTeams(clubs)) };
    const people = { ...teams, ...(await seedRosters(teams)) };
    await seedTeamRequests(people);
    await seedTeamLeaders(people);
    const refereed = { ...people, ...(await seedReferees(people)) };
    const scheduled = { ...refereed, ...(await seedSchedule(refereed)) };
    const played = { ...scheduled, ...(await seedMatches(scheduled)) };
    const { eventCount } = await seedMatchDetails(played);
    await seedBracketTeams(played);
    await seedUndrawnCategory(trx, 'club@demo.test');
    await seedProtocolDemo(trx, 'leader@demo.test');
    await seedClubServices({ ...played, trx });
    const firstDay = isoDay(base.firstDay);
    const cmsObjects = await seedContent(trx, base.tournament, firstDay, played.userId('superadmin@demo.test'), base.now);
    return {
      tournament: base.tournament.id,
      halls: played.halls.length,
      teams: played.teams.length,
      clubs: played.clubs.length,
      countries: played.countryRows.length,
      participants: played.participants.length,
      matches: played.matches.length,
      events: eventCount,
      referees: played.referees.length,
      cmsObjects,
      firstDay,
    };
  });
}

/** What the clubs' services are seeded from (the results of the earlier steps). */
type ServicesInput = {
  trx: Kysely<Database>;
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
};

const currencyOf = (countryIndex: number) => (countryIndex === 0 ? 'CZK' : 'EUR');

/** Orders, transfers, trainings and friendly-match requests of the clubs. */
async function seedClubServices(input: ServicesInput): Promise<void> {
  await seedExtraPersons(input);
  const transfers = await seedTransfers(input);
  await seedOrders(input, transfers);
  await seedTrainings(input);
}

/** Extra persons (drivers, parents) for some clubs. */
async function seedExtraPersons({ trx, random, clubDefs, clubs, bundles }: ServicesInput): Promise<void> {
  await insertBatched(
    trx,
    'extra_person_groups',
    clubDefs.flatMap((_, ci) =>
      ci % 4 === 0
        ? [{ club_id: clubs[ci].id, uuid: `00000000-0000-4000-9000-${String(ci + 1).padStart(12, '0')}`, order_bundle_id: bundles[0].id, persons: random.int(1, 6), handball_persons: random.int(0, 2), vip_party_persons: random.int(0, 2), single_rooms: random.int(0, 1) }]
        : [],
    ),
  );
}

/** Transfers: foreign clubs arrive by air or rail the day before and leave after the finals. */
async function seedTransfers({ trx, random, day, clubDefs, clubs, itemId }: ServicesInput) {
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

  return transfers;
}

/** The order: bundles per team, T-shirts, VIP tickets, transfers; only for approved or processed clubs. */
async function seedOrders({ trx, random, clubDefs, clubs, teamDefs, teams, itemId, priceOf }: ServicesInput, transfers: Record<string, unknown>[]): Promise<void> {
  const price = (code: string, currency: string) => (currency === 'CZK' ? priceOf(code).price_czk : priceOf(code).price_eur);
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
}

/** Trainings before and during the tournament, some looking for a rival; the time is booked per hall. */
async function seedTrainings(ctx: ServicesInput): Promise<void> {
  const { trx, random, clubDefs, teamDefs, teams, priceOf } = ctx;
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

  await seedTrainingJoins(ctx, trainingRows, trainingTeams, trainings);
}

/** Friendly-match requests: teams of the same category ask to join trainings that seek a rival. */
async function seedTrainingJoins({ trx, teamDefs, teams, drawnTeams }: ServicesInput, trainingRows: Record<string, unknown>[], trainingTeams: number[], trainings: { id: number }[]): Promise<void> {
  const joinStates = ['pending', 'approved', 'rejected'] as const;
  const joins: Record<string, unknown>[] = [];
  trainingRows.forEach((row, k) => {
    if (!row.seeking_rival) return;
    const owner = trainingTeams[k];
    const candidates = teamDefs.map((t, i) => ({ t, i })).filter(({ t, i }) => i < drawnTeams && i !== owner && t.category === teamDefs[owner].category && t.club !== teamDefs[owner].club);
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
