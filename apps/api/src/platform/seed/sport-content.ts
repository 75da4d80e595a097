import { getSportRules, type PlayingTime, type Sport, type Tournament } from '@phc/tournaments';

/**
 * The demo site's words that depend on the sport (issue 18 item 2): who organises it, how a match is
 * played, where. A volleyball site must not read like the handball cup with the name swapped.
 */
export type Text = { cs: string; en: string };

/** What the content needs to know about the tournament's data; computed from the seeded rows, never written. */
export interface ContentFigures {
  teams: number;
  matches: number;
  /** Countries the teams' clubs come from. */
  countries: number;
  halls: number;
  /** Days with matches. */
  days: number;
  /** Category codes in their order (A, B, C...). */
  categoryCodes: string[];
  /** Whether mixed teams play (a category of gender X). */
  mixed: boolean;
  /** Codes of the categories played on a small court, which play shorter periods. */
  smallCourtCodes: string[];
}

/** "kategorie D a E" / "categories D and E": who plays the shorter periods; null when nobody does. */
export type ShortCategories = Text | null;

export interface SportContent {
  /** "ve volejbalu": the locative with its preposition, per noun (not "v " + noun). */
  inSport: Text;
  organiser: { cs: string; en: string; address: string };
  /** The national federation among the partners. */
  federation: string;
  /** The ball or equipment brand among the partners. */
  equipmentBrand: string;
  /** Where matches are played, put round a count: "v 8 halách", "on 8 pitches". */
  venues: { cs: [string, string]; en: [string, string, string] };
  /** The playing time, its numbers from @phc/tournaments (what the stopwatch and the server use). */
  playingTime: (youngest: string, short: ShortCategories) => Text;
  venueSize: (youngest: string) => Text;
  hallDescription: (glueAllowed: boolean) => Text;
  /**
   * The tournament's restaurant (SPEC §9 `handball_restaurant` turns its extra meals on): its name, and
   * "in" it with the Czech locative ("v Turnajové restauraci"), as the price list and bundles write it.
   */
  restaurant: { name: Text; in: Text };
}

const time = (sport: Sport) => getSportRules(sport).playingTime as PlayingTime;
const shortClause = (short: ShortCategories, lang: 'cs' | 'en', words: (minutes: number) => string, minutes: number) => (short ? `, ${short[lang]} ${words(minutes)}` : '');

/** "Handball Restaurant" is the handball cup's own restaurant; other sports' sites name theirs plainly. */
const tournamentRestaurant = { name: { cs: 'Turnajová restaurace', en: 'Tournament Restaurant' }, in: { cs: 'v Turnajové restauraci', en: 'in the Tournament Restaurant' } };

const address = 'Zátopkova 100/2, 160 17 Praha 6';

const handball: SportContent = {
  inSport: { cs: 'v házené', en: 'handball' },
  organiser: { cs: 'Pražský svaz házené, z. s.', en: 'Prague Handball Association', address },
  federation: 'Český svaz házené',
  equipmentBrand: 'Kempa',
  venues: { cs: ['v', 'halách'], en: ['in', 'hall', 'halls'] },
  playingTime: (_youngest, short) => ({
    cs: `<p>Zápasy se hrají 2 × ${time('handball').periodMinutes} minut${shortClause(short, 'cs', (n) => `2 × ${n} minut`, time('handball').smallCourtPeriodMinutes)}. Nerozhodný zápas play-off rozhodnou nájezdy (sedmimetrové hody).</p><p>Lepidlo je povoleno jen v halách, které to uvádějí v popisu.</p>`,
    en: `<p>Matches are 2 × ${time('handball').periodMinutes} minutes${shortClause(short, 'en', (n) => `2 × ${n} minutes`, time('handball').smallCourtPeriodMinutes)}. A drawn playoff match is decided by a shoot-out of 7-metre throws.</p><p>Glue is allowed only in the halls whose description says so.</p>`,
  }),
  venueSize: (youngest) => ({
    cs: `<p>Standardní hřiště 40 × 20 m; kategorie ${youngest} hraje na menších hřištích.</p>`,
    en: `<p>Standard 40 × 20 m courts; category ${youngest} plays on smaller courts.</p>`,
  }),
  hallDescription: (glue) => ({
    cs: `Turnajová hala, palubovka 40 × 20 m. Lepidlo ${glue ? 'povoleno' : 'zakázáno'}.`,
    en: `Tournament hall, 40 × 20 m parquet court. Glue ${glue ? 'allowed' : 'not allowed'}.`,
  }),
  restaurant: { name: { cs: 'Handball Restaurant', en: 'Handball Restaurant' }, in: { cs: 'v Handball Restaurant', en: 'in the Handball Restaurant' } },
};

const floorball: SportContent = {
  inSport: { cs: 've florbale', en: 'floorball' },
  organiser: { cs: 'Pražský florbalový svaz, z. s.', en: 'Prague Floorball Association', address },
  federation: 'Český florbal',
  equipmentBrand: 'Unihoc',
  venues: { cs: ['v', 'halách'], en: ['in', 'hall', 'halls'] },
  playingTime: (_youngest, short) => ({
    cs: `<p>Zápasy se hrají na tři třetiny po ${time('floorball').periodMinutes} minutách hrubého času${shortClause(short, 'cs', (n) => `po ${n} minutách`, time('floorball').smallCourtPeriodMinutes)}. Nerozhodný zápas play-off pokračuje prodloužením a rozhodnou ho případně trestná střílení.</p>`,
    en: `<p>Matches are three ${time('floorball').periodMinutes}-minute periods of running time${shortClause(short, 'en', (n) => `three ${n}-minute periods`, time('floorball').smallCourtPeriodMinutes)}. A drawn playoff match goes to overtime and, if still level, penalty shots.</p>`,
  }),
  venueSize: (youngest) => ({
    cs: `<p>Hřiště 40 × 20 m s mantinely; kategorie ${youngest} hraje na zmenšeném hřišti napříč halou.</p>`,
    en: `<p>40 × 20 m rinks with boards; category ${youngest} plays on a smaller rink across the hall.</p>`,
  }),
  hallDescription: () => ({ cs: 'Turnajová hala, hřiště 40 × 20 m s mantinely.', en: 'Tournament hall, 40 × 20 m rink with boards.' }),
  restaurant: tournamentRestaurant,
};

const volleyball: SportContent = {
  inSport: { cs: 've volejbalu', en: 'volleyball' },
  organiser: { cs: 'Pražský volejbalový svaz, z. s.', en: 'Prague Volleyball Association', address },
  federation: 'Český volejbalový svaz',
  equipmentBrand: 'Mikasa',
  venues: { cs: ['v', 'halách'], en: ['in', 'hall', 'halls'] },
  playingTime: (youngest) => ({
    cs: `<p>Hraje se na dva vítězné sety do 25 bodů, rozhodující třetí set do 15 bodů; každá rozehra je bod (rally point) a set se vyhrává o dva body. Nerozhodný výsledek neexistuje.</p><p>Za výhru 2:0 dostane tým 3 body, za 2:1 vítěz 2 body a poražený 1 bod. Kategorie ${youngest} hraje s nižší sítí.</p>`,
    en: `<p>Matches are best of three sets to 25 points, a deciding third set to 15; every rally scores a point and a set is won by two points. There are no draws.</p><p>A 2:0 win gives 3 points; a 2:1 win gives the winner 2 points and the loser 1. Category ${youngest} plays with a lower net.</p>`,
  }),
  venueSize: (youngest) => ({
    cs: `<p>Hřiště 18 × 9 m; výška sítě podle kategorie, nejnižší pro kategorii ${youngest}.</p>`,
    en: `<p>18 × 9 m courts; the net height depends on the category, lowest for category ${youngest}.</p>`,
  }),
  hallDescription: () => ({ cs: 'Turnajová hala, dvě volejbalová hřiště 18 × 9 m.', en: 'Tournament hall, two 18 × 9 m volleyball courts.' }),
  restaurant: tournamentRestaurant,
};

const basketball: SportContent = {
  inSport: { cs: 'v basketbalu', en: 'basketball' },
  organiser: { cs: 'Pražský basketbalový svaz, z. s.', en: 'Prague Basketball Association', address },
  federation: 'Česká basketbalová federace',
  equipmentBrand: 'Molten',
  venues: { cs: ['v', 'halách'], en: ['in', 'hall', 'halls'] },
  playingTime: (_youngest, short) => ({
    cs: `<p>Zápasy se hrají na čtyři čtvrtiny po ${time('basketball').periodMinutes} minutách${shortClause(short, 'cs', (n) => `po ${n} minutách`, time('basketball').smallCourtPeriodMinutes)}. Za nerozhodného stavu následuje pětiminutové prodloužení.</p><p>Výhra dává 2 body, prohra 1 bod.</p>`,
    en: `<p>Matches are four ${time('basketball').periodMinutes}-minute quarters${shortClause(short, 'en', (n) => `four ${n}-minute quarters`, time('basketball').smallCourtPeriodMinutes)}. A tied match goes to five minutes of overtime.</p><p>A win gives 2 points, a loss 1 point.</p>`,
  }),
  venueSize: (youngest) => ({
    cs: `<p>Hřiště 28 × 15 m, koš ve výšce 305 cm; kategorie ${youngest} hraje na koše ve výšce 260 cm.</p>`,
    en: `<p>28 × 15 m courts, baskets at 305 cm; category ${youngest} plays on baskets at 260 cm.</p>`,
  }),
  hallDescription: () => ({ cs: 'Turnajová hala, palubovka 28 × 15 m.', en: 'Tournament hall, 28 × 15 m parquet court.' }),
  restaurant: tournamentRestaurant,
};

const football: SportContent = {
  inSport: { cs: 've fotbalu', en: 'football' },
  organiser: { cs: 'Pražský fotbalový svaz, z. s.', en: 'Prague Football Association', address },
  federation: 'Fotbalová asociace České republiky',
  equipmentBrand: 'Adidas',
  venues: { cs: ['na', 'hřištích'], en: ['on', 'pitch', 'pitches'] },
  playingTime: (_youngest, short) => ({
    cs: `<p>Zápasy se hrají 2 × ${time('football').periodMinutes} minut${shortClause(short, 'cs', (n) => `2 × ${n} minut`, time('football').smallCourtPeriodMinutes)}; hraje se 7 + 1. Nerozhodný zápas play-off rozhodne pokutový rozstřel.</p>`,
    en: `<p>Matches are two halves of ${time('football').periodMinutes} minutes${shortClause(short, 'en', (n) => `2 × ${n} minutes`, time('football').smallCourtPeriodMinutes)}; seven outfield players and a goalkeeper. A drawn playoff match goes to a penalty shoot-out.</p>`,
  }),
  venueSize: (youngest) => ({
    cs: `<p>Hřiště s umělou trávou 60 × 40 m; kategorie ${youngest} hraje na polovině hřiště.</p>`,
    en: `<p>60 × 40 m artificial turf pitches; category ${youngest} plays on half a pitch.</p>`,
  }),
  hallDescription: () => ({ cs: 'Turnajové hřiště s umělou trávou 60 × 40 m.', en: 'Tournament pitch, 60 × 40 m artificial turf.' }),
  restaurant: tournamentRestaurant,
};

const bySport: Record<Sport, SportContent> = { handball, floorball, volleyball, basketball, football };

export function sportContent(sport: Sport): SportContent {
  return bySport[sport];
}

/** Czech plural by count: 1 tým, 2–4 týmy, 5+ týmů (and 0 týmů). */
export function czechCount(n: number, one: string, few: string, many: string): string {
  const form = n === 1 ? one : n >= 2 && n <= 4 ? few : many;
  return `${n} ${form}`;
}

/** "A až C" / "A to C"; one category stands alone. */
export function categoryRange(codes: readonly string[]): Text {
  if (codes.length === 0) return { cs: '', en: '' };
  if (codes.length === 1) return { cs: codes[0], en: codes[0] };
  const [first, last] = [codes[0], codes[codes.length - 1]];
  return codes.length === 2 ? { cs: `${first} a ${last}`, en: `${first} and ${last}` } : { cs: `${first} až ${last}`, en: `${first} to ${last}` };
}

const englishCount = (n: number, noun: string, nouns: string) => `${n} ${n === 1 ? noun : nouns}`;

const czechDays = ['', 'Jeden den', 'Dva dny', 'Tři dny', 'Čtyři dny', 'Pět dní'];
const englishDays = ['', 'One day', 'Two days', 'Three days', 'Four days', 'Five days'];

/** The home page's welcome: every number is one of the data's. */
export function welcomeText(name: string, sport: Sport, f: ContentFigures): Text {
  const { cs: venueCs, en: venueEn } = sportContent(sport).venues;
  const daysCs = czechDays[f.days] ?? `${f.days} dní`;
  const daysEn = englishDays[f.days] ?? `${f.days} days`;
  return {
    cs: `<p>Vítejte na ${name}! ${daysCs}, ${czechCount(f.teams, 'tým', 'týmy', 'týmů')} z ${f.countries === 1 ? '1 země' : `${f.countries} zemí`} a ${czechCount(f.matches, 'zápas', 'zápasy', 'zápasů')} ${venueCs[0]} ${f.halls} ${venueCs[1]}.</p>`,
    en: `<p>Welcome to ${name}! ${daysEn}, ${englishCount(f.teams, 'team', 'teams')} from ${englishCount(f.countries, 'country', 'countries')} and ${englishCount(f.matches, 'match', 'matches')} ${venueEn[0]} ${englishCount(f.halls, venueEn[1], venueEn[2])}.</p>`,
  };
}

/** The information page's categories and rules, from the categories the tournament has. */
export function rulesText(sport: Sport, adult: boolean, f: ContentFigures): Text {
  const range = categoryRange(f.categoryCodes);
  const youngest = f.categoryCodes[f.categoryCodes.length - 1] ?? '';
  const who = adult ? { cs: 'muži i ženy', en: 'Men and women' } : { cs: 'chlapci i dívky', en: 'Boys and girls' };
  const mixed = f.mixed ? { cs: ' a smíšená družstva', en: ', and mixed teams,' } : { cs: '', en: '' };
  const codes = f.smallCourtCodes;
  const list = { cs: codes.join(', ').replace(/, ([^,]*)$/, ' a $1'), en: codes.join(', ').replace(/, ([^,]*)$/, ' and $1') };
  const short: ShortCategories = codes.length === 0 ? null : { cs: `kategorie ${list.cs}`, en: `${codes.length === 1 ? 'category' : 'categories'} ${list.en}` };
  const rules = sportContent(sport).playingTime(youngest, short);
  return {
    cs: `<h2>Kategorie</h2><p>Hrají ${who.cs}${mixed.cs} v kategoriích ${range.cs}.</p><h2>Hrací doba a pravidla</h2>${rules.cs}`,
    en: `<h2>Categories</h2><p>${who.en}${mixed.en} play in categories ${range.en}.</p><h2>Playing time and rules</h2>${rules.en}`,
  };
}

/**
 * "Mezinárodní turnaj mládeže ve volejbalu v Praze": adult tournaments (SPEC §1 `adult`) are not youth
 * events, and the deaf and wheelchair variants (SPEC §1) say whom they are for.
 */
export function tournamentSubtitle(tournament: Pick<Tournament, 'id' | 'sport' | 'adult'>): Text {
  const { inSport } = sportContent(tournament.sport);
  const youth = !tournament.adult;
  if (tournament.id === 'praguedeafgames') {
    return { cs: `Mezinárodní turnaj ${youth ? 'neslyšící mládeže' : 'neslyšících'} ${inSport.cs} v Praze`, en: `International deaf ${youth ? 'youth ' : ''}${inSport.en} tournament in Prague` };
  }
  const wheelchair = tournament.id === 'praguewheelopen';
  return {
    cs: `Mezinárodní turnaj${youth ? ' mládeže' : ''} ${inSport.cs}${wheelchair ? ' na vozíku' : ''} v Praze`,
    en: `International ${youth ? 'youth ' : ''}${wheelchair ? 'wheelchair ' : ''}${inSport.en} tournament in Prague`,
  };
}
