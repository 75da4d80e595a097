import type { EventType } from '@phc/tournaments';
import { configValues, playerLimits, serviceLevels, sportCatalog, trainingTypes, tshirtSizes } from '../catalog';
import { countries, englishHallName, halls as hallData, regionOfCity, regions as regionData } from '../data';
import { demoAccounts } from '../demo-accounts';
import { placePhotoCollector } from '../place-photos';
import { sportContent } from '../sport-content';
import { insertBatched, json, type SeedBase, type StepOut } from './context';

/** The demo logins (demo-accounts.ts), all with the demo password. */
export async function seedAccounts({ trx, passwordHash }: SeedBase) {
  const users = await insertBatched(
    trx,
    'users',
    demoAccounts.map((a) => ({ email: a.email, password_hash: passwordHash, first_name: a.firstName, last_name: a.lastName, roles: [...a.roles] })),
    true,
  );
  return { userId: (email: (typeof demoAccounts)[number]['email']) => users[demoAccounts.findIndex((a) => a.email === email)].id };
}

/** Configuration and enumerations: the settings, T-shirt sizes, service levels, price list, bundles, training types. */
export async function seedConfiguration({ trx, tournament, day }: SeedBase) {
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
  const bundles = await insertBatched(trx, 'order_bundles', orderBundles.map(({ item, ...b }, i) => ({ ...b, pricelist_item_id: itemId(item), sort_order: i + 1 })), true);
  const types = await insertBatched(trx, 'training_types', trainingTypes.map(({ item, ...t }) => ({ ...t, pricelist_item_id: itemId(item) })), true);
  return { orderBundles, otherPlaces, levels, itemId, priceOf, bundles, trainingTypeIds: types.map((t) => t.id) };
}

/** The countries the clubs come from and their regions. */
export async function seedGeography({ trx, size }: SeedBase) {
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
  return { usedCountries, countryRows, regionIdOfCity };
}

type PlacesInput = SeedBase & StepOut<typeof seedAccounts> & Pick<StepOut<typeof seedConfiguration>, 'otherPlaces'>;

/** The halls (with photos, hours and the demo reporter's hall) and the other places of the map. */
export async function seedPlaces({ trx, tournament, size, userId, otherPlaces }: PlacesInput) {
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
  const otherRows = otherPlaces.map((p, i) => ({
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
  }));
  await insertBatched(trx, 'places', otherRows);
  await insertBatched(trx, 'uploaded_files', photos.rows(userId('superadmin@demo.test')));
  return { halls };
}

const roundLevelDefs = [
  ['group', false, 'Základní skupiny', 'Group stage'],
  ['playoff_r16', true, 'Osmifinále', 'Round of 16'],
  ['playoff_qf', true, 'Čtvrtfinále', 'Quarter-finals'],
  ['playoff_sf', true, 'Semifinále', 'Semi-finals'],
  ['playoff_final', true, 'Finále', 'Final'],
] as const;

/** The sport: match stages, event types and round levels. */
export async function seedSport({ trx, rules }: SeedBase) {
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
  const roundLevels = await insertBatched(
    trx,
    'round_levels',
    roundLevelDefs.map(([system_name, is_bracket, name_cs, name_en], i) => ({ system_name, is_bracket, name_cs, name_en, sort_order: i + 1 })),
    true,
  );
  return {
    stageId: (code: string | null) => (code === null ? null : (stages[rules.stages.findIndex((s) => s.code === code)]?.id ?? null)),
    eventTypeId: (e: EventType) => eventTypeRows[rules.eventTypes.indexOf(e)].id,
    roundLevels,
  };
}

/** The categories (A oldest, boys and girls or men and women) and their roster limits. */
export async function seedCategories({ trx, tournament, size, now }: SeedBase) {
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
  return { categoryDefs, categories };
}
