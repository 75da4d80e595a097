import { writeInvoice } from '../../../features/clubzone/registration/invoice-write';
import type { seedConfiguration, seedPlaces } from './catalogue';
import type { seedClubs, seedTeams } from './clubs';
import { hhmm, insertBatched, type SeedBase, type StepOut } from './context';

/** What the clubs' services are seeded from (the results of the earlier steps). */
type ServicesInput = SeedBase & StepOut<typeof seedConfiguration> & StepOut<typeof seedPlaces> & StepOut<typeof seedClubs> & StepOut<typeof seedTeams>;

const currencyOf = (countryIndex: number) => (countryIndex === 0 ? 'CZK' : 'EUR');

/** Orders, transfers, trainings and friendly-match requests of the clubs. */
export async function seedClubServices(input: ServicesInput): Promise<void> {
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
