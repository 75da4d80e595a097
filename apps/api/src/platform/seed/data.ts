/** Raw material of the demo tournament: countries with cities, names, Prague halls and places. */
import type { Sport } from '@phc/tournaments';

// Kostelec nad Černými lesy stands for the long names real clubs carry (issue 18): the phone walk
// (apps/e2e phone-overflow) shows the longest team name on every page that names a team. It took
// another town's place, so the seed draws the same random numbers and the rest of the demo is unchanged.
export const countries: { code: string; cs: string; en: string; cities: string[]; names: NameStyle }[] = [
  { code: 'CZ', cs: 'Česko', en: 'Czechia', cities: ['Praha', 'Brno', 'Plzeň', 'Zlín', 'Karviná', 'Jičín', 'Kopřivnice', 'Kostelec nad Černými lesy'], names: 'cz' },
  { code: 'SK', cs: 'Slovensko', en: 'Slovakia', cities: ['Bratislava', 'Prešov', 'Topoľčany', 'Šaľa'], names: 'slavic' },
  { code: 'DE', cs: 'Německo', en: 'Germany', cities: ['Berlin', 'Kiel', 'Leipzig', 'Magdeburg', 'Flensburg'], names: 'de' },
  { code: 'AT', cs: 'Rakousko', en: 'Austria', cities: ['Wien', 'Graz', 'Linz', 'Bregenz'], names: 'de' },
  { code: 'PL', cs: 'Polsko', en: 'Poland', cities: ['Kielce', 'Płock', 'Gdańsk', 'Wrocław'], names: 'slavic' },
  { code: 'HU', cs: 'Maďarsko', en: 'Hungary', cities: ['Veszprém', 'Szeged', 'Győr'], names: 'slavic' },
  { code: 'DK', cs: 'Dánsko', en: 'Denmark', cities: ['Aalborg', 'Odense', 'Skjern', 'Holstebro'], names: 'nordic' },
  { code: 'NO', cs: 'Norsko', en: 'Norway', cities: ['Oslo', 'Bergen', 'Elverum', 'Drammen'], names: 'nordic' },
  { code: 'SE', cs: 'Švédsko', en: 'Sweden', cities: ['Göteborg', 'Lund', 'Kristianstad', 'Ystad'], names: 'nordic' },
  { code: 'FI', cs: 'Finsko', en: 'Finland', cities: ['Helsinki', 'Turku', 'Riihimäki'], names: 'nordic' },
  { code: 'IS', cs: 'Island', en: 'Iceland', cities: ['Reykjavík', 'Hafnarfjörður'], names: 'nordic' },
  { code: 'NL', cs: 'Nizozemsko', en: 'Netherlands', cities: ['Arnhem', 'Zwolle', 'Sittard'], names: 'de' },
  { code: 'BE', cs: 'Belgie', en: 'Belgium', cities: ['Hasselt', 'Antwerpen'], names: 'latin' },
  { code: 'FR', cs: 'Francie', en: 'France', cities: ['Montpellier', 'Nantes', 'Chambéry', 'Dunkerque'], names: 'latin' },
  { code: 'ES', cs: 'Španělsko', en: 'Spain', cities: ['Barcelona', 'Granollers', 'Logroño'], names: 'latin' },
  { code: 'IT', cs: 'Itálie', en: 'Italy', cities: ['Bolzano', 'Conversano', 'Trieste'], names: 'latin' },
  { code: 'PT', cs: 'Portugalsko', en: 'Portugal', cities: ['Porto', 'Lisboa'], names: 'latin' },
  { code: 'CH', cs: 'Švýcarsko', en: 'Switzerland', cities: ['Kadetten', 'Winterthur', 'Bern'], names: 'de' },
  { code: 'SI', cs: 'Slovinsko', en: 'Slovenia', cities: ['Celje', 'Velenje'], names: 'slavic' },
  { code: 'HR', cs: 'Chorvatsko', en: 'Croatia', cities: ['Zagreb', 'Poreč', 'Split'], names: 'slavic' },
  { code: 'GB', cs: 'Spojené království', en: 'United Kingdom', cities: ['London', 'Coventry', 'Manchester'], names: 'en' },
  { code: 'IE', cs: 'Irsko', en: 'Ireland', cities: ['Dublin', 'Cork'], names: 'en' },
  { code: 'US', cs: 'Spojené státy', en: 'United States', cities: ['New York', 'Chicago'], names: 'en' },
  { code: 'LT', cs: 'Litva', en: 'Lithuania', cities: ['Kaunas', 'Vilnius'], names: 'slavic' },
  { code: 'EE', cs: 'Estonsko', en: 'Estonia', cities: ['Tallinn', 'Põlva'], names: 'nordic' },
  { code: 'UA', cs: 'Ukrajina', en: 'Ukraine', cities: ['Lviv', 'Zaporizhzhia'], names: 'slavic' },
  { code: 'FO', cs: 'Faerské ostrovy', en: 'Faroe Islands', cities: ['Tórshavn', 'Klaksvík'], names: 'nordic' },
  { code: 'IL', cs: 'Izrael', en: 'Israel', cities: ['Rishon LeZion', 'Holon'], names: 'en' },
];

export type NameStyle = 'cz' | 'de' | 'nordic' | 'latin' | 'slavic' | 'en';

/** Club name prefixes as clubs of each sport and naming tradition really use them. */
const clubPrefixes: Record<Sport, Record<NameStyle, string[]>> = {
  handball: { cz: ['HC', 'TJ Sokol', 'SK', 'HK', 'DHK', 'HBC'], slavic: ['KS', 'RK', 'HK', 'MKS', 'ŠKP'], de: ['HSG', 'TSV', 'SG', 'HC', 'TuS', 'THW'], nordic: ['IF', 'HK', 'IK', 'HF', 'GOG'], latin: ['HBC', 'BM', 'Pallamano', 'AD', 'US'], en: ['Handball Club', 'HC'] },
  volleyball: { cz: ['VK', 'TJ Sokol', 'SK', 'VO'], slavic: ['KS', 'OK', 'VK'], de: ['VC', 'TSV', 'SV'], nordic: ['VK', 'IF', 'VBK'], latin: ['Pallavolo', 'CV', 'VB'], en: ['Volleyball Club', 'VC'] },
  floorball: { cz: ['FBC', 'Florbal', 'TJ Sokol', 'SK'], slavic: ['FBK', 'UKS', 'FK'], de: ['UHC', 'Floorball', 'SG'], nordic: ['IBK', 'FBC', 'SSK', 'IBF'], latin: ['Floorball', 'UH'], en: ['Floorball Club', 'FC'] },
  basketball: { cz: ['BK', 'BC', 'TJ Sokol', 'USK'], slavic: ['KK', 'KS', 'BK'], de: ['BG', 'TSV', 'Baskets'], nordic: ['BK', 'IF', 'BBK'], latin: ['CB', 'Pallacanestro', 'BC'], en: ['Basketball Club', 'BC'] },
  football: { cz: ['FK', 'SK', 'TJ Sokol', 'FC'], slavic: ['NK', 'KS', 'FK'], de: ['FC', 'SV', 'TSV'], nordic: ['IF', 'FK', 'BK'], latin: ['CD', 'AC', 'US'], en: ['FC', 'Athletic'] },
};

export function clubName(sport: Sport, style: NameStyle, city: string, pick: <T>(items: readonly T[]) => T): string {
  const prefix = pick(clubPrefixes[sport][style]);
  return style === 'en' ? `${city} ${prefix}` : `${prefix} ${city}`;
}

export const firstNames: Record<'M' | 'F', Record<string, string[]>> = {
  M: {
    cz: ['Jan', 'Jakub', 'Tomáš', 'Matěj', 'Vojtěch', 'Ondřej', 'Lukáš', 'Šimon', 'Filip', 'Štěpán', 'Adam', 'David'],
    slavic: ['Marek', 'Piotr', 'Luka', 'Ivan', 'Bence', 'Domen', 'Andrii', 'Mateusz'],
    de: ['Lukas', 'Finn', 'Jonas', 'Leon', 'Felix', 'Niklas', 'Tim', 'Moritz'],
    nordic: ['Magnus', 'Emil', 'Oscar', 'Mikkel', 'Aron', 'Elias', 'Nils', 'Gísli'],
    latin: ['Hugo', 'Mateo', 'Lucas', 'Alejandro', 'Luca', 'Théo', 'Diogo', 'Marco'],
    en: ['Oliver', 'Jack', 'Noah', 'Liam', 'Ethan', 'Daniel', 'Ryan', 'Sean'],
  },
  F: {
    cz: ['Tereza', 'Anna', 'Eliška', 'Karolína', 'Adéla', 'Natálie', 'Kristýna', 'Barbora', 'Klára', 'Veronika'],
    slavic: ['Zofia', 'Petra', 'Lucija', 'Réka', 'Ana', 'Oksana', 'Julia', 'Nika'],
    de: ['Lena', 'Mia', 'Hannah', 'Lea', 'Sophie', 'Emma', 'Marie', 'Laura'],
    nordic: ['Ida', 'Freja', 'Ingrid', 'Sara', 'Thea', 'Nora', 'Elín', 'Maja'],
    latin: ['Lucía', 'Chloé', 'Giulia', 'Inês', 'Camille', 'Sofia', 'Martina', 'Léa'],
    en: ['Olivia', 'Amelia', 'Grace', 'Emily', 'Ava', 'Chloe', 'Megan', 'Aoife'],
  },
};

export const lastNames: Record<string, string[]> = {
  cz: ['Novák', 'Svoboda', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec', 'Pokorný', 'Marek', 'Pospíšil', 'Hájek', 'Jelínek', 'Růžička', 'Beneš', 'Fiala', 'Sedláček'],
  slavic: ['Kowalski', 'Nowak', 'Horváth', 'Kovač', 'Novak', 'Babić', 'Shevchenko', 'Nagy', 'Wiśniewski'],
  de: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann'],
  nordic: ['Hansen', 'Jensen', 'Nielsen', 'Andersson', 'Johansson', 'Larsen', 'Karlsson', 'Virtanen', 'Jónsson'],
  latin: ['García', 'Martin', 'Rossi', 'Bernard', 'Fernández', 'Silva', 'Dubois', 'Romano', 'López'],
  en: ['Smith', 'Jones', 'Brown', 'Taylor', 'Murphy', 'Walsh', 'Wilson', 'Cohen', 'Evans'],
};

/**
 * A surname as a woman bears it: Czech (and Polish -ski) surnames take a feminine form, so a girl of the demo
 * is "Nováková", not "Novák" (issue 24); the other styles' surnames are the same for both.
 */
const feminine: Record<string, string> = {
  Novák: 'Nováková', Svoboda: 'Svobodová', Dvořák: 'Dvořáková', Černý: 'Černá', Procházka: 'Procházková', Kučera: 'Kučerová',
  Veselý: 'Veselá', Horák: 'Horáková', Němec: 'Němcová', Pokorný: 'Pokorná', Marek: 'Marková', Pospíšil: 'Pospíšilová',
  Hájek: 'Hájková', Jelínek: 'Jelínková', Růžička: 'Růžičková', Beneš: 'Benešová', Fiala: 'Fialová', Sedláček: 'Sedláčková',
  Kowalski: 'Kowalska', Wiśniewski: 'Wiśniewska',
};

export function surnameFor(surname: string, gender: string): string {
  return gender === 'F' ? (feminine[surname] ?? surname) : surname;
}

/** Referees: Czech names with the letters the collation tests care about (Č after C, Ch after H). */
export const refereeNames: [string, string][] = [
  ['Petr', 'Čermák'], ['Jiří', 'Cibulka'], ['Pavel', 'Chalupa'], ['Martin', 'Hruška'], ['Karel', 'Šťastný'], ['Josef', 'Žák'],
  ['Michal', 'Řezníček'], ['Roman', 'Urban'], ['Zdeněk', 'Ambrož'], ['Hana', 'Bartošová'], ['Lenka', 'Černá'], ['Eva', 'Horáková'],
  ['Jana', 'Chládková'], ['Radek', 'Dušek'], ['Milan', 'Effenberger'], ['Ivana', 'Fialová'], ['Aleš', 'Gregor'], ['Petra', 'Ilčíková'],
  ['Vladimír', 'Janda'], ['Tomáš', 'Kalina'], ['Libor', 'Lang'], ['Ondřej', 'Mach'], ['Daniel', 'Oravec'], ['Robert', 'Pech'],
  ['Jaroslav', 'Říha'], ['Filip', 'Sýkora'], ['Marek', 'Tichý'], ['Lucie', 'Vaňková'], ['Kamil', 'Zeman'], ['Dana', 'Šimková'],
];

/** Sports halls of Prague with their addresses and approximate coordinates (lat 49.95–50.15, lng 14.25–14.65). */
export const halls: { name: string; address: string; lat: number; lng: number }[] = [
  { name: 'Sportovní hala Slavia', address: 'Vladivostocká 1460/10, Praha 10', lat: 50.067, lng: 14.472 },
  { name: 'Hala Dukla Praha', address: 'Na Julisce 28, Praha 6', lat: 50.105, lng: 14.392 },
  { name: 'Sportcentrum Chodov', address: 'Mírového hnutí 2137, Praha 4', lat: 50.031, lng: 14.491 },
  { name: 'Hala Sparta Podvinný mlýn', address: 'Podvinný mlýn 2281, Praha 9', lat: 50.108, lng: 14.494 },
  { name: 'ZŠ Hostivař – tělocvična', address: 'Kozinova 1000, Praha 10', lat: 50.056, lng: 14.531 },
  { name: 'Sportovní hala Krč', address: 'Bohúňova 1900, Praha 4', lat: 50.03, lng: 14.456 },
  { name: 'Hala Strahov', address: 'Vaníčkova 2, Praha 6', lat: 50.081, lng: 14.387 },
  { name: 'Sportovní hala Lužiny', address: 'Amforová 1887, Praha 5', lat: 50.046, lng: 14.324 },
  { name: 'Hala Modřany', address: 'Rakovského 3136, Praha 4', lat: 50.005, lng: 14.412 },
  { name: 'Sportovní areál Hamr Záběhlice', address: 'Ve Studeném 2129, Praha 4', lat: 50.052, lng: 14.487 },
  { name: 'Hala Čakovice', address: 'Cukrovarská 1, Praha 9', lat: 50.147, lng: 14.522 },
  { name: 'Hala Kotlářka', address: 'Kotlářka 3, Praha 5', lat: 50.066, lng: 14.369 },
  { name: 'Sportovní hala Letňany', address: 'Tupolevova 710, Praha 9', lat: 50.132, lng: 14.513 },
  { name: 'Hala Vršovice', address: 'Vršovická 68, Praha 10', lat: 50.068, lng: 14.455 },
  { name: 'Sportovní hala Žižkov', address: 'Koněvova 210, Praha 3', lat: 50.087, lng: 14.468 },
  { name: 'Hala Kobylisy', address: 'Mazurská 474, Praha 8', lat: 50.123, lng: 14.454 },
  { name: 'Hala Na Chodovci', address: 'Na Chodovci 2457, Praha 4', lat: 50.036, lng: 14.489 },
  { name: 'Hala Řepy', address: 'Socháňova 1139, Praha 6', lat: 50.068, lng: 14.302 },
  { name: 'Sportovní hala Stodůlky', address: 'Kovářova 1615, Praha 5', lat: 50.047, lng: 14.317 },
  { name: 'Hala Černý Most', address: 'Bratří Venclíků 1072, Praha 9', lat: 50.107, lng: 14.575 },
  { name: 'Hala Vysočany', address: 'Sokolovská 364, Praha 9', lat: 50.107, lng: 14.497 },
  { name: 'Hala Braník', address: 'Nad Lesním divadlem 1420, Praha 4', lat: 50.036, lng: 14.413 },
  { name: 'Hala Karlín', address: 'Pernerova 29, Praha 8', lat: 50.093, lng: 14.449 },
  { name: 'Hala Michle', address: 'Baarova 30, Praha 4', lat: 50.054, lng: 14.453 },
  { name: 'Hala Smíchov', address: 'Za Ženskými domovy 1, Praha 5', lat: 50.068, lng: 14.399 },
  { name: 'Hala Libeň', address: 'Na Žertvách 20, Praha 8', lat: 50.104, lng: 14.478 },
  { name: 'Hala Vinohrady', address: 'Slezská 90, Praha 2', lat: 50.076, lng: 14.448 },
  { name: 'Hala Dejvice', address: 'Jugoslávských partyzánů 3, Praha 6', lat: 50.101, lng: 14.393 },
  { name: 'Hala Uhříněves', address: 'Přátelství 2, Praha 10', lat: 50.03, lng: 14.6 },
  { name: 'Hala Radotín', address: 'Prvomájová 1, Praha 5', lat: 49.985, lng: 14.36 },
  { name: 'Hala Zbraslav', address: 'Matěje Kopeckého 1, Praha 5', lat: 49.975, lng: 14.392 },
  { name: 'Hala Horní Počernice', address: 'Ratibořická 1700, Praha 9', lat: 50.112, lng: 14.61 },
  { name: 'Hala Petřiny', address: 'Na Okraji 41, Praha 6', lat: 50.091, lng: 14.345 },
  { name: 'Hala Nusle', address: 'Sinkulova 47, Praha 4', lat: 50.061, lng: 14.435 },
  { name: 'Hala Malešice', address: 'Za Rokytkou 10, Praha 10', lat: 50.08, lng: 14.504 },
  { name: 'Hala Butovice', address: 'Fingerova 2186, Praha 5', lat: 50.05, lng: 14.345 },
  { name: 'Hala Bohnice', address: 'Lodžská 600, Praha 8', lat: 50.133, lng: 14.418 },
  { name: 'Hala Prosek', address: 'Litvínovská 500, Praha 9', lat: 50.119, lng: 14.501 },
];

/**
 * A hall's English name (issue 18 item 8: "Hall Dukla Praha" was half translated). One rule for
 * all: the Czech proper name stays as it is and the kind of building follows it, as English names
 * buildings: "Hala Dukla Praha" → "Dukla Praha Hall", "Sportovní hala Lužiny" → "Lužiny Sports
 * Hall", "ZŠ Hostivař – tělocvična" → "ZŠ Hostivař Gym". A name that is all proper name
 * ("Sportcentrum Chodov") stays unchanged.
 */
export function englishHallName(czech: string): string {
  const kinds: [RegExp, string][] = [
    [/^Sportovní hala (.+)$/, '$1 Sports Hall'],
    [/^Hala (.+)$/, '$1 Hall'],
    [/^(.+?) – tělocvična$/, '$1 Gym'],
  ];
  const kind = kinds.find(([pattern]) => pattern.test(czech));
  return kind ? czech.replace(kind[0], kind[1]) : czech;
}

type OtherPlace = {
  type: 'accommodation' | 'catering' | 'prague' | 'ac_benefit' | 'activity_card';
  cs: string;
  en: string;
  address: string;
  lat: number;
  lng: number;
  hotelCategory?: number;
  openingHours?: string;
  description?: { cs: string; en: string };
};

/** Accommodation (schools and hotels), catering, sights, Activity Card benefits and points of sale. */
export const otherPlaces: OtherPlace[] = [
  { type: 'accommodation', cs: 'ZŠ Campanus – ubytování ve třídách', en: 'Campanus School – classroom accommodation', address: 'Jírovcovo náměstí 1782, Praha 4', lat: 50.029, lng: 14.498, openingHours: 'Recepce nonstop', description: { cs: 'Třídy s karimatkami, sprchy v tělocvičně.', en: 'Classrooms with mats, showers in the gym.' } },
  { type: 'accommodation', cs: 'ZŠ Chodov – ubytování', en: 'Chodov School – accommodation', address: 'Květnového vítězství 57, Praha 4', lat: 50.032, lng: 14.503, openingHours: 'Recepce nonstop' },
  { type: 'accommodation', cs: 'ZŠ Pošepného náměstí', en: 'Pošepného náměstí School', address: 'Pošepného náměstí 2022, Praha 4', lat: 50.035, lng: 14.475, openingHours: 'Recepce nonstop' },
  { type: 'accommodation', cs: 'ZŠ Lupáčova', en: 'Lupáčova School', address: 'Lupáčova 1/1200, Praha 3', lat: 50.085, lng: 14.455, openingHours: 'Recepce nonstop' },
  { type: 'accommodation', cs: 'ZŠ Mezi Školami', en: 'Mezi Školami School', address: 'Mezi Školami 2322, Praha 5', lat: 50.046, lng: 14.326, openingHours: 'Recepce nonstop' },
  { type: 'accommodation', cs: 'ZŠ Bohumila Hrabala', en: 'Bohumil Hrabal School', address: 'Zenklova 52, Praha 8', lat: 50.107, lng: 14.468, openingHours: 'Recepce nonstop' },
  { type: 'accommodation', cs: 'Hotel Olšanka', en: 'Hotel Olšanka', address: 'Táboritská 23, Praha 3', lat: 50.083, lng: 14.462, hotelCategory: 3, openingHours: 'Recepce 24 h' },
  { type: 'accommodation', cs: 'Hotel Duo', en: 'Hotel Duo', address: 'Teplická 492, Praha 9', lat: 50.121, lng: 14.498, hotelCategory: 4, openingHours: 'Recepce 24 h' },
  { type: 'accommodation', cs: 'Hotel Pyramida', en: 'Hotel Pyramida', address: 'Bělohorská 24, Praha 6', lat: 50.084, lng: 14.375, hotelCategory: 4, openingHours: 'Recepce 24 h' },
  { type: 'accommodation', cs: 'Hotel Globus', en: 'Hotel Globus', address: 'Gregorova 2115, Praha 4', lat: 50.029, lng: 14.493, hotelCategory: 3, openingHours: 'Recepce 24 h' },
  { type: 'accommodation', cs: 'Hostel Strahov', en: 'Strahov Hostel', address: 'Vaníčkova 5, Praha 6', lat: 50.080, lng: 14.390, hotelCategory: 2, openingHours: 'Recepce 7:00–23:00' },
  { type: 'catering', cs: 'Handball Restaurant Výstaviště', en: 'Handball Restaurant Výstaviště', address: 'Výstaviště 67, Praha 7', lat: 50.106, lng: 14.431, openingHours: '7:00–21:00', description: { cs: 'Snídaně, obědy a večeře pro balíčky s plnou penzí.', en: 'Breakfast, lunch and dinner for full-board packages.' } },
  { type: 'catering', cs: 'Jídelna Slavia', en: 'Slavia canteen', address: 'Vladivostocká 10, Praha 10', lat: 50.068, lng: 14.473, openingHours: '11:00–20:00' },
  { type: 'catering', cs: 'Jídelna Chodov', en: 'Chodov canteen', address: 'Roztylská 19, Praha 4', lat: 50.032, lng: 14.489, openingHours: '11:00–20:00' },
  { type: 'prague', cs: 'Pražský hrad', en: 'Prague Castle', address: 'Hradčany 119, Praha 1', lat: 50.090, lng: 14.400, openingHours: '6:00–22:00' },
  { type: 'prague', cs: 'Karlův most', en: 'Charles Bridge', address: 'Karlův most, Praha 1', lat: 50.086, lng: 14.411, openingHours: 'nonstop' },
  { type: 'prague', cs: 'Staroměstské náměstí', en: 'Old Town Square', address: 'Staroměstské náměstí, Praha 1', lat: 50.087, lng: 14.421, openingHours: 'nonstop' },
  { type: 'prague', cs: 'Petřínská rozhledna', en: 'Petřín Lookout Tower', address: 'Petřínské sady 633, Praha 1', lat: 50.083, lng: 14.395, openingHours: '10:00–20:00' },
  { type: 'prague', cs: 'Vyšehrad', en: 'Vyšehrad', address: 'V Pevnosti 159/5b, Praha 2', lat: 50.064, lng: 14.418, openingHours: 'nonstop' },
  { type: 'ac_benefit', cs: 'Žižkovská věž – vstup za 30 Kč', en: 'Žižkov Tower – entry for 30 CZK', address: 'Mahlerovy sady 1, Praha 3', lat: 50.081, lng: 14.451, openingHours: '9:00–22:00', description: { cs: 'S Activity Card vstup na vyhlídku za 30 Kč.', en: 'Observation deck entry for 30 CZK with the Activity Card.' } },
  { type: 'ac_benefit', cs: 'Aquapalace – sleva 20 %', en: 'Aquapalace – 20 % off', address: 'Pražská 138, Čestlice', lat: 50.007, lng: 14.566, openingHours: '10:00–22:00' },
  { type: 'ac_benefit', cs: 'Bowling Chodov – sleva', en: 'Bowling Chodov – discount', address: 'Roztylská 2321, Praha 4', lat: 50.031, lng: 14.490, openingHours: '12:00–24:00', description: { cs: 'Sleva při nákupu nad 500 Kč.', en: 'Discount on purchases over 500 CZK.' } },
  { type: 'ac_benefit', cs: 'Zoo Praha – zvýhodněné vstupné', en: 'Prague Zoo – reduced entry', address: 'U Trojského zámku 120/3, Praha 7', lat: 50.117, lng: 14.406, openingHours: '9:00–18:00' },
  { type: 'activity_card', cs: 'Prodejní místo Activity Card – Výstaviště', en: 'Activity Card point of sale – Výstaviště', address: 'Výstaviště 67, Praha 7', lat: 50.105, lng: 14.430, openingHours: '8:00–20:00' },
  { type: 'activity_card', cs: 'Prodejní místo Activity Card – Slavia', en: 'Activity Card point of sale – Slavia', address: 'Vladivostocká 1460/10, Praha 10', lat: 50.067, lng: 14.471, openingHours: '8:00–20:00' },
];

/** Regions of the home countries (NUTS-like codes); clubs from elsewhere have none. */
export const regions: { country: string; code: string; cs: string; en: string }[] = [
  { country: 'CZ', code: 'CZ-10', cs: 'Hlavní město Praha', en: 'Prague' },
  { country: 'CZ', code: 'CZ-20', cs: 'Středočeský kraj', en: 'Central Bohemian Region' },
  { country: 'CZ', code: 'CZ-32', cs: 'Plzeňský kraj', en: 'Plzeň Region' },
  { country: 'CZ', code: 'CZ-52', cs: 'Královéhradecký kraj', en: 'Hradec Králové Region' },
  { country: 'CZ', code: 'CZ-64', cs: 'Jihomoravský kraj', en: 'South Moravian Region' },
  { country: 'CZ', code: 'CZ-72', cs: 'Zlínský kraj', en: 'Zlín Region' },
  { country: 'CZ', code: 'CZ-80', cs: 'Moravskoslezský kraj', en: 'Moravian-Silesian Region' },
  { country: 'CZ', code: 'CZ-42', cs: 'Ústecký kraj', en: 'Ústí nad Labem Region' },
  { country: 'SK', code: 'SK-BL', cs: 'Bratislavský kraj', en: 'Bratislava Region' },
  { country: 'SK', code: 'SK-PV', cs: 'Prešovský kraj', en: 'Prešov Region' },
  { country: 'SK', code: 'SK-NI', cs: 'Nitranský kraj', en: 'Nitra Region' },
];

/** The region of a home club's city (cities in `countries`). */
export const regionOfCity: Record<string, string> = {
  Praha: 'CZ-10', Brno: 'CZ-64', Plzeň: 'CZ-32', Zlín: 'CZ-72', Karviná: 'CZ-80', Jičín: 'CZ-52', Kopřivnice: 'CZ-80', 'Kostelec nad Černými lesy': 'CZ-20',
  Bratislava: 'SK-BL', Prešov: 'SK-PV', Topoľčany: 'SK-NI', Šaľa: 'SK-NI',
};
