import { sql } from 'kysely';
import { getTournament, listTournaments, type Sport } from '@phc/tournaments';
import { createDb, type DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { sportCatalog } from './catalog';
import { cmsContent, placeholderSvg, seedImages } from './cms-content';
import { seedDemo } from './index';
import { categoryRange, czechCount, sportContent, tournamentSubtitle, type ContentFigures } from './sport-content';

/** Words only one sport's pages may use: its name, rules and bodies (issue 18 item 2). */
const sportWords: Record<Sport, RegExp> = {
  handball: /házen|handball|lepidl|glue|sedmimetr|7-metre|nájezd|kempa/i,
  floorball: /florbal|floorball|mantinel|boards|třetin|periods|trestná střílení|unihoc/i,
  volleyball: /volejbal|volleyball|rally|síť|net height|mikasa/i,
  basketball: /basketbal|basketball|koše|baskets|čtvrtin|quarters|molten/i,
  football: /fotbal|football|poločas|halves|umělou trávou|artificial turf|pitch/i,
};

const figures: ContentFigures = { teams: 70, matches: 186, countries: 12, halls: 8, days: 4, categoryCodes: ['A', 'B', 'C'], mixed: false, smallCourtCodes: ['C'] };

describe('demo content per tournament', () => {
  it.each(listTournaments().map((t) => [t.id, t] as const))('%s names no other sport, rule or organiser', (_, tournament) => {
    const content = JSON.stringify(cmsContent(tournament, '2026-06-19', figures));
    for (const [sport, words] of Object.entries(sportWords)) {
      // The tournament's name is its own ("Prague Volleyball Games"); only the rest of the text must keep out.
      const text = content.split(tournament.name.cs).join('');
      if (sport !== tournament.sport) expect(text).not.toMatch(words);
    }
    for (const other of listTournaments().filter((t) => t.sport !== tournament.sport)) {
      expect(content).not.toContain(sportContent(other.sport).organiser.cs);
      expect(content).not.toContain(sportContent(other.sport).federation);
    }
    expect(content).toContain(sportContent(tournament.sport).organiser.cs);
  });

  it.each(listTournaments().map((t) => [t.id, t] as const))('%s price list, bundles and places name no other sport, its restaurant included', (_, tournament) => {
    const catalog = JSON.stringify(sportCatalog(tournament.sport));
    for (const [sport, words] of Object.entries(sportWords)) if (sport !== tournament.sport) expect(catalog).not.toMatch(words);
    expect(catalog).toContain(sportContent(tournament.sport).restaurant.in.cs);
  });

  it('keeps the Handball Restaurant on the handball cup and names the restaurant plainly elsewhere', () => {
    const meal = (sport: Sport) => sportCatalog(sport).pricelistItems.find((item) => item.code === 'restaurant_meal');
    expect(meal('handball')).toEqual(expect.objectContaining({ name_cs: 'Jídlo navíc v Handball Restaurant', name_en: 'Extra meal in the Handball Restaurant' }));
    expect(meal('volleyball')).toEqual(expect.objectContaining({ name_cs: 'Jídlo navíc v Turnajové restauraci', name_en: 'Extra meal in the Tournament Restaurant' }));
    expect(sportCatalog('football').otherPlaces.map((place) => place.en)).toContain('Tournament Restaurant Výstaviště');
  });

  it('quotes the figures it is given and the categories that exist', () => {
    const content = JSON.stringify(cmsContent(getTournament('praguevolleyballgames'), '2026-06-19', figures));
    expect(content).toContain('70 týmů z 12 zemí a 186 zápasů v 8 halách');
    expect(content).toContain('70 teams from 12 countries and 186 matches in 8 halls');
    expect(content).toContain('v kategoriích A až C');
    expect(content).not.toMatch(/tisíc|thousand|A až E|A to E/);
    expect(content).toContain('ve volejbalu');
  });

  it('writes the Czech locative per sport, never "v " + noun', () => {
    expect(listTournaments().map((t) => sportContent(t.sport).inSport.cs)).not.toContain('v volejbalu');
    expect(sportContent('volleyball').inSport.cs).toBe('ve volejbalu');
    expect(sportContent('football').inSport.cs).toBe('ve fotbalu');
    expect(sportContent('floorball').inSport.cs).toBe('ve florbale');
    expect(sportContent('handball').inSport.cs).toBe('v házené');
  });

  it('calls adult tournaments no youth events and names the deaf and wheelchair variants', () => {
    expect(tournamentSubtitle(getTournament('praguevolleyballgames')).cs).toBe('Mezinárodní turnaj mládeže ve volejbalu v Praze');
    expect(tournamentSubtitle(getTournament('praguefootballmasters'))).toEqual({ cs: 'Mezinárodní turnaj ve fotbalu v Praze', en: 'International football tournament in Prague' });
    expect(tournamentSubtitle(getTournament('praguedeafgames')).cs).toBe('Mezinárodní turnaj neslyšící mládeže ve florbale v Praze');
    expect(tournamentSubtitle(getTournament('praguewheelopen')).en).toBe('International youth wheelchair floorball tournament in Prague');
  });

  it('counts in Czech plurals and joins category ranges', () => {
    expect([1, 3, 5, 0].map((n) => czechCount(n, 'tým', 'týmy', 'týmů'))).toEqual(['1 tým', '3 týmy', '5 týmů', '0 týmů']);
    expect(categoryRange(['A', 'B', 'C'])).toEqual({ cs: 'A až C', en: 'A to C' });
    expect(categoryRange(['A', 'B'])).toEqual({ cs: 'A a B', en: 'A and B' });
  });

  it.each(listTournaments().map((t) => [t.id, t] as const))('%s draws its own sport in its pictures', (_, tournament) => {
    const photos = seedImages(tournament).filter((image) => !image.key.startsWith('partner-'));
    for (const photo of photos) {
      const svg = placeholderSvg(photo);
      expect(svg).toContain(`data-court="${tournament.sport}"`);
      // An attribute twice makes the whole picture invalid XML: the browser shows a broken image.
      for (const tag of svg.match(/<[a-z]+ [^>]*>/g) ?? []) {
        const names = [...tag.matchAll(/ ([a-z-]+)=/g)].map((m) => m[1]);
        expect(new Set(names).size).toBe(names.length);
      }
    }
  });
});

describe('demo content figures (football, seeded)', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createDb({});
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, { tournament: 'praguefootballopen', now: new Date('2026-06-20T16:30:00Z') });
  });
  afterAll(() => handle.close());

  it('the home page quotes the teams, countries, matches and pitches in the database', async () => {
    const count = async (query: string) => Number((await sql<{ n: string }>`${sql.raw(query)}`.execute(handle.db)).rows[0].n);
    const teams = await count('select count(*) as n from teams');
    const matches = await count('select count(*) as n from matches');
    const halls = await count(`select count(*) as n from places where place_type = 'hall'`);
    const countries = await count('select count(distinct c.country_id) as n from teams t join clubs c on c.id = t.club_id');
    const home = await handle.db.selectFrom('cms_objects').select('data').where('type', '=', 'page').where('slug', '=', 'home').executeTakeFirstOrThrow();
    const text = JSON.stringify(home.data);
    expect(text).toContain(`${teams} týmů z ${countries} zemí a ${matches} zápasů na ${halls} hřištích`);
    expect(text).toContain(`${teams} teams from ${countries} countries and ${matches} matches on ${halls} pitches`);
    expect(text).toContain('ve fotbalu');
  });

  it('the information page lists only the categories that exist, and football rules', async () => {
    const codes = (await handle.db.selectFrom('team_categories').select('code').distinct().orderBy('code').execute()).map((c) => c.code);
    const page = await handle.db.selectFrom('cms_objects').select('data').where('type', '=', 'page').where('slug', '=', 'informace').executeTakeFirstOrThrow();
    const text = JSON.stringify(page.data);
    expect(text).toContain(`v kategoriích ${categoryRange(codes).cs}`);
    expect(text).toContain('pokutový rozstřel');
    expect(text).not.toMatch(sportWords.handball);
  });

  it('the price list, bundles and places in the database name no handball, its restaurant included', async () => {
    const items = await handle.db.selectFrom('pricelist_items').select(['name_cs', 'name_en']).execute();
    const bundles = await handle.db.selectFrom('order_bundles').select(['name_cs', 'name_en', 'description_cs', 'description_en']).execute();
    const places = await handle.db.selectFrom('places').select(['name_cs', 'name_en', 'description_cs', 'description_en']).execute();
    const text = JSON.stringify([items, bundles, places]);
    expect(text).toContain('Jídlo navíc v Turnajové restauraci');
    expect(text).not.toMatch(sportWords.handball);
  });

  it('the halls say nothing of glue', async () => {
    const glue = await handle.db.selectFrom('places').select('id').where('glue_allowed', 'is not', null).execute();
    expect(glue).toEqual([]);
  });
});
