/** Raw material of the demo tournament: countries with cities, names, Prague halls and places. */

export const countries: { code: string; cs: string; en: string; cities: string[]; names: 'cz' | 'de' | 'nordic' | 'latin' | 'slavic' | 'en' }[] = [
  { code: 'CZ', cs: 'Česko', en: 'Czechia', cities: ['Praha', 'Brno', 'Plzeň', 'Zlín', 'Karviná', 'Jičín', 'Kopřivnice', 'Lovosice'], names: 'cz' },
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

export const clubPrefixes = ['HC', 'TJ', 'SK', 'HK', 'Handball', 'HSG', 'IF', 'BK', 'KS', 'US'];

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

/** Referees: Czech names with the letters the collation tests care about (Č after C, Ch after H). */
export const refereeNames: [string, string][] = [
  ['Petr', 'Čermák'], ['Jiří', 'Cibulka'], ['Pavel', 'Chalupa'], ['Martin', 'Hruška'], ['Karel', 'Šťastný'], ['Josef', 'Žák'],
  ['Michal', 'Řezníček'], ['Roman', 'Urban'], ['Zdeněk', 'Ambrož'], ['Hana', 'Bartošová'], ['Lenka', 'Černá'], ['Eva', 'Horáková'],
  ['Jana', 'Chládková'], ['Radek', 'Dušek'], ['Milan', 'Effenberger'], ['Ivana', 'Fialová'], ['Aleš', 'Gregor'], ['Petra', 'Ilčíková'],
  ['Vladimír', 'Janda'], ['Tomáš', 'Kalina'], ['Libor', 'Lang'], ['Ondřej', 'Mach'], ['Daniel', 'Oravec'], ['Robert', 'Pech'],
  ['Jaroslav', 'Říha'], ['Filip', 'Sýkora'], ['Marek', 'Tichý'], ['Lucie', 'Vaňková'], ['Kamil', 'Zeman'], ['Dana', 'Šimková'],
];

/** Sports halls of Prague with plausible addresses and coordinates (lat 49.95–50.15, lng 14.25–14.65). */
export const hallNames = [
  ['Sportovní hala Slavia', 'Vladivostocká 1460/10, Praha 10'], ['Hala Dukla Praha', 'Na Julisce 28, Praha 6'], ['Sportcentrum Chodov', 'Mírového hnutí 2137, Praha 4'],
  ['Hala Sparta Podvinný mlýn', 'Podvinný mlýn 2281, Praha 9'], ['ZŠ Hostivař – tělocvična', 'Kozinova 1000, Praha 10'], ['Sportovní hala Krč', 'Bohúňova 1900, Praha 4'],
  ['Hala Strahov', 'Vaníčkova 2, Praha 6'], ['Sportovní hala Lužiny', 'Amforová 1887, Praha 5'], ['Hala Modřany', 'Rakovského 3136, Praha 4'],
  ['Sportovní areál Hamr Záběhlice', 'Ve Studeném 2129, Praha 4'], ['Hala Čakovice', 'Cukrovarská 1, Praha 9'], ['Hala Kotlářka', 'Kotlářka 3, Praha 5'],
  ['Sportovní hala Letňany', 'Tupolevova 710, Praha 9'], ['Hala Vršovice', 'Vršovická 68, Praha 10'], ['Sportovní hala Žižkov', 'Koněvova 210, Praha 3'],
  ['Hala Kobylisy', 'Mazurská 474, Praha 8'], ['Hala Na Chodovci', 'Na Chodovci 2457, Praha 4'], ['Hala Řepy', 'Socháňova 1139, Praha 6'],
  ['Sportovní hala Stodůlky', 'Kovářova 1615, Praha 5'], ['Hala Černý Most', 'Bratří Venclíků 1072, Praha 9'], ['Hala Vysočany', 'Sokolovská 364, Praha 9'],
  ['Hala Braník', 'Nad Lesním divadlem 1420, Praha 4'], ['Hala Karlín', 'Pernerova 29, Praha 8'], ['Hala Michle', 'Baarova 30, Praha 4'],
  ['Hala Smíchov', 'Za Ženskými domovy 1, Praha 5'], ['Hala Libeň', 'Na Žertvách 20, Praha 8'], ['Hala Vinohrady', 'Slezská 90, Praha 2'],
  ['Hala Dejvice', 'Jugoslávských partyzánů 3, Praha 6'], ['Hala Uhříněves', 'Přátelství 2, Praha 10'], ['Hala Radotín', 'Prvomájová 1, Praha 5'],
  ['Hala Zbraslav', 'Matěje Kopeckého 1, Praha 5'], ['Hala Horní Počernice', 'Ratibořická 1700, Praha 9'], ['Hala Petřiny', 'Na Okraji 41, Praha 6'],
  ['Hala Nusle', 'Sinkulova 47, Praha 4'], ['Hala Malešice', 'Za Rokytkou 10, Praha 10'], ['Hala Butovice', 'Fingerova 2186, Praha 5'],
  ['Hala Bohnice', 'Lodžská 600, Praha 8'], ['Hala Prosek', 'Litvínovská 500, Praha 9'],
] as const;

export const otherPlaces: { type: 'accommodation' | 'catering' | 'prague' | 'ac_benefit' | 'activity_card'; cs: string; en: string; address: string; hotelCategory?: number }[] = [
  { type: 'accommodation', cs: 'ZŠ Campanus – ubytování ve třídách', en: 'Campanus School – classroom accommodation', address: 'Jírovcovo náměstí 1782, Praha 4' },
  { type: 'accommodation', cs: 'Hotel Olšanka', en: 'Hotel Olšanka', address: 'Táboritská 23, Praha 3', hotelCategory: 3 },
  { type: 'accommodation', cs: 'Hotel Duo', en: 'Hotel Duo', address: 'Teplická 492, Praha 9', hotelCategory: 4 },
  { type: 'accommodation', cs: 'ZŠ Chodov – ubytování', en: 'Chodov School – accommodation', address: 'Květnového vítězství 57, Praha 4' },
  { type: 'accommodation', cs: 'Hostel Strahov', en: 'Strahov Hostel', address: 'Vaníčkova 5, Praha 6', hotelCategory: 2 },
  { type: 'catering', cs: 'Turnajová jídelna Výstaviště', en: 'Tournament canteen Výstaviště', address: 'Výstaviště 67, Praha 7' },
  { type: 'catering', cs: 'Jídelna Slavia', en: 'Slavia canteen', address: 'Vladivostocká 10, Praha 10' },
  { type: 'prague', cs: 'Pražský hrad', en: 'Prague Castle', address: 'Hradčany 119, Praha 1' },
  { type: 'prague', cs: 'Karlův most', en: 'Charles Bridge', address: 'Karlův most, Praha 1' },
  { type: 'prague', cs: 'Staroměstské náměstí', en: 'Old Town Square', address: 'Staroměstské náměstí, Praha 1' },
  { type: 'ac_benefit', cs: 'Žižkovská věž – sleva', en: 'Žižkov Tower – discount', address: 'Mahlerovy sady 1, Praha 3' },
  { type: 'ac_benefit', cs: 'Aquapalace – sleva', en: 'Aquapalace – discount', address: 'Pražská 138, Čestlice' },
  { type: 'activity_card', cs: 'Prodejní místo Activity Card – Výstaviště', en: 'Activity Card point of sale – Výstaviště', address: 'Výstaviště 67, Praha 7' },
];
