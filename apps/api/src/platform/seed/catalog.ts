import { czechAccountToIban } from '@phc/api-contract';
import type { Sport, Tournament } from '@phc/tournaments';
import { otherPlaces } from './data';
import { sportContent, type SportContent } from './sport-content';

/** SPEC §9 service type ids. */
export const serviceTypes = { bundle: 12, transfer: 13, training: 14 } as const;

export type ConfigRow = { key: string; data_type: 'string' | 'datetime' | 'integer' | 'boolean'; value: string | null; format: 'date' | 'datetime' | null };

/**
 * Every configuration key of SPEC §9, dated around the first day so that registrations, roster
 * editing and requests are open while the tournament is on.
 */
export function configValues(tournament: Tournament, day: (offset: number) => string): ConfigRow[] {
  const date = (key: string, offset: number): ConfigRow => ({ key, data_type: 'datetime', value: `${day(offset)}T00:00:00Z`, format: 'date' });
  const flag = (key: string, on: boolean): ConfigRow => ({ key, data_type: 'boolean', value: String(on), format: null });
  const int = (key: string, value: number): ConfigRow => ({ key, data_type: 'integer', value: String(value), format: null });
  const text = (key: string, value: string | null): ConfigRow => ({ key, data_type: 'string', value, format: null });
  return [
    date('tournament_start_date', 0),
    { key: 'first_game_date', data_type: 'datetime', value: `${day(0)}T08:00:00Z`, format: 'datetime' },
    date('club_registration_from', -150),
    date('club_registration_till', 30),
    date('registration_edit_till', 30),
    date('referee_registration_from', -150),
    date('referee_registration_till', 30),
    flag('referee_registration_enabled', tournament.features.refereeRegistration),
    date('club_team_add_till', 30),
    { key: 'roster_edit_till', data_type: 'datetime', value: `${day(3)}T20:00:00Z`, format: 'datetime' },
    date('transfers_editable_till', 30),
    date('trainings_editable_till', 30),
    date('participant_team_request_till', 30),
    flag('participant_team_request_enabled', tournament.features.teamRequests),
    // In units of 45 minutes (SPEC §5: 1 to 4).
    int('training_length', 45),
    int('leader_min_age_years', 0),
    int('default_event_type_position', 1),
    flag('copy_roster_from_previous_match', true),
    flag('offline_match_protocol', true),
    flag('allow_score_without_events', false),
    flag('download_roster_visible', true),
    flag('paperless_team_leader_allowed', true),
    flag('team_name_required', false),
    flag('allow_team_bundle_persons_count_updates', true),
    flag('show_results', tournament.features.results),
    flag('show_transfers', tournament.features.transfers),
    flag('show_trainings', tournament.features.trainings),
    flag('show_accommodation', tournament.features.accommodation),
    flag('handball_restaurant', tournament.sport === 'handball'),
    flag('vip_party', true),
    // JSON of ThemeTokens colour overrides; null keeps the tournament's theme.
    text('style_colors', null),
    text('tag_manager_id', 'GTM-DEMO000'),
    text('pixel_id', '000000000000000'),
    // Not a SPEC §9 key: the number of teams the tournament takes; full closes registration editing (SPEC §4).
    int('team_capacity', 2000),
    ...paymentConfig(tournament.sport, day),
  ];
}

/**
 * Demo bank details per sport's organiser (issue 18 item 8; keys added to SPEC §9): fictional account
 * numbers that pass the Czech mod 11 check, their IBAN derived, so the order summary shows a QR payment.
 */
const demoAccounts: Record<Sport, string> = {
  handball: '2801234578/2010',
  floorball: '2902345672/2010',
  volleyball: '2703456783/2010',
  basketball: '2604567891/2010',
  football: '2505678908/2010',
};

function paymentConfig(sport: Sport, day: (offset: number) => string): ConfigRow[] {
  const text = (key: string, value: string | null): ConfigRow => ({ key, data_type: 'string', value, format: null });
  return [
    text('payment_recipient', sportContent(sport).organiser.cs),
    text('payment_bank_account', demoAccounts[sport]),
    text('payment_iban', czechAccountToIban(demoAccounts[sport])),
    text('payment_swift', 'FIOBCZPPXXX'),
    { key: 'payment_due_date', data_type: 'datetime', value: `${day(-30)}T00:00:00Z`, format: 'date' },
    text('payment_note', 'Do zprávy pro příjemce uveďte název klubu. / Please state your club name in the payment reference.'),
  ];
}

export const tshirtSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((code, i) => ({ code, sort_order: i + 1 }));

export const serviceLevels = [
  { code: 'basic', name_cs: 'Základní (bez ubytování)', name_en: 'Basic (no accommodation)', sort_order: 1 },
  { code: 'school', name_cs: 'Škola (ubytování ve třídě)', name_en: 'School (classroom accommodation)', sort_order: 2 },
  { code: 'hostel', name_cs: 'Hostel', name_en: 'Hostel', sort_order: 3 },
  { code: 'hotel', name_cs: 'Hotel ***', name_en: 'Hotel ***', sort_order: 4 },
];

export type PricelistDef = {
  service_type_id: number;
  code: string;
  name_cs: string;
  name_en: string;
  price_czk: number;
  price_eur: number;
  availability_filter: { countries?: string[]; regions?: string[] } | null;
};

type Restaurant = SportContent['restaurant'];

/**
 * The demo's price list, bundles and places for a tournament's sport: the restaurant is named per sport
 * (issue 18 item 8), so a volleyball site's price list does not offer meals in the "Handball Restaurant".
 */
export function sportCatalog(sport: Sport) {
  const { restaurant } = sportContent(sport);
  return { pricelistItems: pricelistItems(restaurant), orderBundles: orderBundles(restaurant), otherPlaces: places(restaurant) };
}

/** Bundles (12), transfers (13) and trainings (14); a T-shirt costs 300 CZK or 12 EUR (SPEC §9). */
const pricelistItems = (restaurant: Restaurant): PricelistDef[] => [
  { service_type_id: 12, code: 'bundle_basic', name_cs: 'Startovné bez ubytování', name_en: 'Entry fee without accommodation', price_czk: 1900, price_eur: 76, availability_filter: null },
  { service_type_id: 12, code: 'bundle_school', name_cs: 'Balíček Škola – 4 noci, plná penze', name_en: 'School package – 4 nights, full board', price_czk: 4600, price_eur: 184, availability_filter: null },
  { service_type_id: 12, code: 'bundle_hostel', name_cs: 'Balíček Hostel – 4 noci, plná penze', name_en: 'Hostel package – 4 nights, full board', price_czk: 6200, price_eur: 248, availability_filter: null },
  { service_type_id: 12, code: 'bundle_hotel', name_cs: 'Balíček Hotel – 4 noci, plná penze', name_en: 'Hotel package – 4 nights, full board', price_czk: 8900, price_eur: 356, availability_filter: null },
  { service_type_id: 12, code: 'bundle_local', name_cs: 'Startovné pro české a slovenské kluby', name_en: 'Entry fee for Czech and Slovak clubs', price_czk: 1500, price_eur: 60, availability_filter: { countries: ['CZ', 'SK'] } },
  { service_type_id: 12, code: 'tshirt', name_cs: 'Turnajové tričko', name_en: 'Tournament T-shirt', price_czk: 300, price_eur: 12, availability_filter: null },
  { service_type_id: 12, code: 'vip_ticket', name_cs: 'Vstupenka na VIP party', name_en: 'VIP party ticket', price_czk: 450, price_eur: 18, availability_filter: null },
  { service_type_id: 12, code: 'single_room', name_cs: 'Příplatek za jednolůžkový pokoj', name_en: 'Single room supplement', price_czk: 1200, price_eur: 48, availability_filter: null },
  { service_type_id: 12, code: 'restaurant_meal', name_cs: `Jídlo navíc ${restaurant.in.cs}`, name_en: `Extra meal ${restaurant.in.en}`, price_czk: 160, price_eur: 7, availability_filter: null },
  { service_type_id: 13, code: 'transfer_airport', name_cs: 'Transfer z/na letiště Václava Havla', name_en: 'Václav Havel Airport transfer', price_czk: 250, price_eur: 10, availability_filter: null },
  { service_type_id: 13, code: 'transfer_station', name_cs: 'Transfer z/na hlavní nádraží', name_en: 'Main railway station transfer', price_czk: 150, price_eur: 6, availability_filter: null },
  { service_type_id: 14, code: 'training_hall', name_cs: 'Trénink v hale (za hodinu a tým)', name_en: 'Hall training (per hour and team)', price_czk: 800, price_eur: 32, availability_filter: null },
  { service_type_id: 14, code: 'training_friendly', name_cs: 'Přátelské utkání (za hodinu a tým)', name_en: 'Friendly match (per hour and team)', price_czk: 1000, price_eur: 40, availability_filter: null },
];

/** Order bundles point at their bundle price item by code; the filter is a pattern over country/region codes. */
const orderBundles = (restaurant: Restaurant) => [
  { item: 'bundle_basic', name_cs: 'Bez ubytování', name_en: 'No accommodation', includes_accommodation: false, availability_filter: null, description_cs: 'Startovné, turnajové tričko pro trenéra a vstup na slavnostní zahájení.', description_en: 'Entry fee, a coach T-shirt and entry to the opening ceremony.' },
  { item: 'bundle_local', name_cs: 'Domácí startovné', name_en: 'Domestic entry', includes_accommodation: false, availability_filter: '^(CZ|SK)', description_cs: 'Zvýhodněné startovné pro kluby z Česka a Slovenska.', description_en: 'Reduced entry fee for clubs from Czechia and Slovakia.' },
  { item: 'bundle_school', name_cs: 'Škola', name_en: 'School', includes_accommodation: true, availability_filter: null, description_cs: 'Ubytování ve třídách na karimatkách, snídaně, obědy a večeře.', description_en: 'Classroom accommodation on mats, breakfast, lunch and dinner.' },
  { item: 'bundle_hostel', name_cs: 'Hostel', name_en: 'Hostel', includes_accommodation: true, availability_filter: null, description_cs: 'Vícelůžkové pokoje v hostelu, plná penze.', description_en: 'Shared rooms in a hostel, full board.' },
  { item: 'bundle_hotel', name_cs: 'Hotel', name_en: 'Hotel', includes_accommodation: true, availability_filter: '^(?!CZ)', description_cs: `Hotel *** se snídaní; obědy a večeře ${restaurant.in.cs}.`, description_en: `*** hotel with breakfast; lunch and dinner ${restaurant.in.en}.` },
];

/** The demo's restaurant in the places (data.ts names it as the handball cup does) bears the sport's name. */
const places = (restaurant: Restaurant) =>
  otherPlaces.map((place) =>
    place.cs.startsWith(handballRestaurant) ? { ...place, cs: place.cs.replace(handballRestaurant, restaurant.name.cs), en: place.en.replace(handballRestaurant, restaurant.name.en) } : place,
  );
const handballRestaurant = 'Handball Restaurant';

export const trainingTypes = [
  { code: 'training', item: 'training_hall', name_cs: 'Trénink', name_en: 'Training', sort_order: 1 },
  { code: 'friendly', item: 'training_friendly', name_cs: 'Přátelské utkání', name_en: 'Friendly match', sort_order: 2 },
];

/** Roster limits (SPEC §3); youngest categories bring more players, adults fewer leaders. */
export function playerLimits(adult: boolean) {
  return { min_players: 7, max_players: adult ? 16 : 14, min_leaders: 1, max_leaders: adult ? 2 : 4, players_count_warning_from: adult ? 15 : 13, max_exception_players: 2 };
}
