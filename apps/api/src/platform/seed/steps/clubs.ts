import { tshirtSizes } from '../catalog';
import { clubName, firstNames, lastNames, refereeNames, surnameFor } from '../data';
import type { Random } from '../random';
import { days, insertBatched, json, pad, type SeedBase, type StepOut } from './context';
import type { seedAccounts, seedCategories, seedConfiguration, seedGeography } from './catalogue';

type ClubsInput = SeedBase & StepOut<typeof seedAccounts> & StepOut<typeof seedGeography>;

/** A contact person of a club in the club's naming style. */
export function contactOf(random: Random, style: string) {
  const gender = random.chance(0.5) ? 'M' : 'F';
  const first = random.pick(firstNames[gender][style]);
  const last = surnameFor(random.pick(lastNames[style]), gender);
  const plain = `${first}.${last}`.normalize('NFD').replace(/[^A-Za-z.]/g, '').toLowerCase();
  return { firstName: first, lastName: last, email: `${plain}@demo.test`, phone: `+420 7${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}` };
}

/** Clubs: one per (country, city); the first (Prague) belongs to the demo club administrator. */
export async function seedClubs({ trx, tournament, random, day, userId, usedCountries, countryRows, regionIdOfCity }: ClubsInput) {
  const clubDefs = usedCountries.flatMap((c, ci) =>
    c.cities.map((city) => ({ name: clubName(tournament.sport, c.names, city, random.pick), countryIndex: ci, city, style: c.names, state: random.chance(0.9) ? 'approved' : 'processed' })),
  );
  clubDefs[0].state = 'approved';
  // The demo administrator's second club: registered, not yet approved, so not in the draw.
  clubDefs.push({ name: clubName(tournament.sport, 'cz', 'Kladno', random.pick), countryIndex: 0, city: 'Kladno', style: 'cz', state: 'new' });
  const pendingClub = clubDefs.length - 1;
  const clubRows = clubDefs.map((c, i) => ({
    name: c.name,
    country_id: countryRows[c.countryIndex].id,
    region_id: regionIdOfCity(c.city),
    city: c.city,
    registration_state: c.state,
    // Most approved clubs paid before the due date; every fifth has not (issue 24: the organiser's overview).
    ...(c.state === 'approved' && i % 5 !== 4 ? { paid_at: `${day(-40 + (i % 7))}T09:00:00Z`, paid_by: userId('admin@demo.test') } : {}),
  }));
  const clubs = await insertBatched(trx, 'clubs', clubRows, true);
  await insertBatched(trx, 'user_clubs', [
    { user_id: userId('club@demo.test'), club_id: clubs[0].id },
    { user_id: userId('club@demo.test'), club_id: clubs[pendingClub].id },
  ]);
  const registrations = clubDefs.map((c, i) => ({
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
    contact: json(contactOf(random, c.style)),
    other_contact: random.chance(0.4) ? json(contactOf(random, c.style)) : null,
    arrival_date: day(-1),
    departure_date: day(days),
    note: random.chance(0.15) ? 'Prosíme o ubytování blízko hal.' : null,
    terms_consent: true,
  }));
  await insertBatched(trx, 'club_registrations', registrations);
  return { clubDefs, pendingClub, clubs };
}

type TeamsInput = SeedBase & StepOut<typeof seedConfiguration> & StepOut<typeof seedGeography> & StepOut<typeof seedCategories> & StepOut<typeof seedClubs>;

/** Teams: each category spread over the drawn clubs, two more for the pending club. */
export async function seedTeams({ trx, tournament, random, size, orderBundles, bundles, levels, usedCountries, categories, clubDefs, pendingClub, clubs }: TeamsInput) {
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
  const teamRows = teamDefs.map((t, i) => {
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
  });
  return { teamDefs, drawnTeams, teams: await insertBatched(trx, 'teams', teamRows, true) };
}

/** Referees: Czech names, most approved; adults only. */
export async function seedReferees({ trx, tournament, random }: SeedBase) {
  const rows = refereeNames.slice(0, tournament.id === 'phc' ? refereeNames.length : 16).map(([first, last], i) => ({
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
  }));
  const referees = await insertBatched(trx, 'referees', rows, true);
  return { referees, approvedReferees: referees.filter((_, i) => i % 6 !== 5) };
}
