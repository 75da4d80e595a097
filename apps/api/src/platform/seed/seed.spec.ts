import { sql } from 'kysely';
import sharp from 'sharp';
import { imageUrl } from '@phc/api-contract';
import { categoryPeriodMinutes, getTournament, isValidEventTime, onPragueClock } from '@phc/tournaments';
import { buildApp } from '../../app';
import { createDb, type DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { writeInvoice } from '../../features/clubzone/registration/invoice-write';
import { demoAccounts, isDatabaseEmpty, seedDemo, type SeedSummary } from './index';
import { storedScoreMismatches } from './score-check';

// One PGlite per file: starting one takes seconds.
let handle: DbHandle;
let summary: SeedSummary;
const now = new Date('2026-04-06T11:05:00Z');

beforeAll(async () => {
  handle = await createDb({});
  await migrateToLatest(handle.db);
  summary = await seedDemo(handle.db, { tournament: 'phc', now });
});
afterAll(() => handle.close());

const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(handle.db)).rows;

describe('demo tournament (phc)', () => {
  it('has at least 35 halls, 300 teams from 20 countries and 1,000 matches', async () => {
    expect(summary.halls).toBeGreaterThanOrEqual(35);
    expect(summary.teams).toBeGreaterThanOrEqual(300);
    expect(summary.countries).toBeGreaterThanOrEqual(20);
    expect(summary.matches).toBeGreaterThanOrEqual(1000);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    const countriesWithTeams = await rows(sql<{ n: number }>`select count(distinct c.country_id)::int as n from teams t join clubs c on c.id = t.club_id`);
    expect(countriesWithTeams[0].n).toBeGreaterThanOrEqual(20);
  });

  it('puts the halls in Prague', async () => {
    const outside = await rows(sql<{ id: number }>`select id from places where place_type = 'hall' and not (lat between 49.95 and 50.15 and lng between 14.25 and 14.65)`);
    expect(outside).toEqual([]);
    const types = await rows(sql<{ place_type: string }>`select distinct place_type from places order by place_type`);
    expect(types.map((t) => t.place_type)).toEqual(['ac_benefit', 'accommodation', 'activity_card', 'catering', 'hall', 'prague']);
    const hotels = await rows(sql<{ n: number }>`select count(*)::int as n from places where place_type = 'accommodation' and hotel_category is not null`);
    expect(hotels[0].n).toBeGreaterThan(0);
  });

  it('plays over four days and is on its second day: finished, live and scheduled matches at once', async () => {
    const days = await rows(sql<{ day: string }>`select distinct to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD') as day from matches order by day`);
    expect(days.map((r) => r.day)).toEqual(['2026-04-05', '2026-04-06', '2026-04-07', '2026-04-08']);
    const byDay = await rows(sql<{ day: string; state: string }>`
      select distinct to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD') as day, state from matches order by day, state`);
    expect(byDay.filter((r) => r.day === '2026-04-05').map((r) => r.state)).toEqual(['finished']);
    expect(byDay.filter((r) => r.day === '2026-04-06').map((r) => r.state)).toEqual(['finished', 'live', 'scheduled']);
    expect(byDay.filter((r) => r.day >= '2026-04-07').map((r) => r.state)).toEqual(['scheduled', 'scheduled']);
    const live = await rows(sql<{ starts_at: Date }>`select starts_at from matches where state = 'live'`);
    // Kick-offs are Prague's wall clock written in UTC: compared with now as Prague's clock reads it.
    for (const m of live) expect(new Date(m.starts_at).getTime()).toBeLessThanOrEqual(onPragueClock(now).getTime());
    const hours = await rows(sql<{ first: string; last: string }>`select min(to_char(starts_at at time zone 'UTC', 'HH24:MI')) as first, max(to_char(starts_at at time zone 'UTC', 'HH24:MI')) as last from matches`);
    expect(hours[0].first >= '08:00' && hours[0].last <= '19:20').toBe(true);
  });

  it('never books a hall twice at once, nor a team', async () => {
    const hallClash = await rows(sql<{ n: number }>`select count(*)::int as n from (select place_id, starts_at from matches group by 1, 2 having count(*) > 1) x`);
    expect(hallClash[0].n).toBe(0);
    const teamClash = await rows(sql<{ n: number }>`
      select count(*)::int as n from (
        select team, starts_at from (select home_team_id as team, starts_at from matches union all select away_team_id, starts_at from matches) t
        where team is not null group by 1, 2 having count(*) > 1) x`);
    expect(teamClash[0].n).toBe(0);
  });

  it('makes groups of 4 to 6 teams in every category', async () => {
    const sizes = await rows(sql<{ n: number }>`
      select count(*)::int as n from group_teams gt join groups g on g.id = gt.group_id join round_levels r on r.id = g.round_level_id
      where not r.is_bracket group by gt.group_id`);
    expect(Math.min(...sizes.map((s) => s.n))).toBeGreaterThanOrEqual(4);
    expect(Math.max(...sizes.map((s) => s.n))).toBeLessThanOrEqual(6);
    const categories = await rows(sql<{ name_cs: string }>`select name_cs from team_categories order by sort_order`);
    expect(categories.map((c) => c.name_cs)).toEqual(['A chlapci', 'A dívky', 'B chlapci', 'B dívky', 'C chlapci', 'C dívky', 'D chlapci', 'D dívky', 'E chlapci', 'E dívky', 'E mix']);
  });

  it('records events that add up to the score of every played match, scored by players of that team', async () => {
    const mismatches = await rows(sql<{ id: number }>`
      select m.id from matches m
      where m.state in ('finished', 'live') and m.walkover is null and (
        m.home_score <> coalesce((select sum(t.score_delta) from match_events e join event_types t on t.id = e.event_type_id where e.match_id = m.id and e.team_id = m.home_team_id), 0)
        or m.away_score <> coalesce((select sum(t.score_delta) from match_events e join event_types t on t.id = e.event_type_id where e.match_id = m.id and e.team_id = m.away_team_id), 0))`);
    expect(mismatches).toEqual([]);
    // …and it is the score the server derives from them by the sport's rules.
    expect(await storedScoreMismatches(handle.db, 'handball')).toEqual([]);
    const strangers = await rows(sql<{ id: number }>`
      select e.id from match_events e where e.participant_id is not null
        and not exists (select 1 from match_rosters r where r.match_id = e.match_id and r.team_id = e.team_id and r.participant_id = e.participant_id and not r.is_leader)`);
    expect(strangers).toEqual([]);
    const finished = await rows(sql<{ n: number }>`select count(*)::int as n from matches where state = 'finished' and home_score + away_score > 0`);
    expect(finished[0].n).toBeGreaterThan(100);
    // Every event lies in its stage's window by its category's half length (the rules the protocol and the server apply).
    const timed = await rows(sql<{ minute: number; second: number; code: string; small_court: boolean }>`
      select e.minute, e.second, s.code, c.small_court from match_events e join match_stages s on s.id = e.stage_id
        join matches m on m.id = e.match_id join groups g on g.id = m.group_id join team_categories c on c.id = g.team_category_id`);
    expect(new Set(timed.map((e) => e.code))).toEqual(new Set(['1st_half', '2nd_half']));
    const outside = timed.filter((e) => !isValidEventTime({ sport: 'handball', stageCode: e.code, periodMinutes: categoryPeriodMinutes('handball', { smallCourt: e.small_court }), minute: e.minute, second: e.second }));
    expect(outside).toEqual([]);
    expect(timed.some((e) => e.small_court && e.code === '2nd_half' && e.minute < 15)).toBe(true);
  });

  it('gives every played match both rosters of 10–14 players and 1–2 leaders with unique jersey numbers', async () => {
    const sizes = await rows(sql<{ players: number; leaders: number; numbers: number }>`
      select count(*) filter (where not is_leader)::int as players, count(*) filter (where is_leader)::int as leaders,
             count(distinct jersey_number)::int as numbers
      from match_rosters group by match_id, team_id`);
    expect(sizes.length).toBeGreaterThan(0);
    for (const s of sizes) {
      expect(s.players).toBeGreaterThanOrEqual(10);
      expect(s.players).toBeLessThanOrEqual(14);
      expect(s.leaders).toBeGreaterThanOrEqual(1);
      expect(s.leaders).toBeLessThanOrEqual(2);
      expect(s.numbers).toBe(s.players);
    }
  });

  it('registers players born in their category’s years and adult leaders', async () => {
    const misfits = await rows(sql<{ id: number }>`
      select p.id from participants p join participant_teams pt on pt.participant_id = p.id join teams t on t.id = pt.team_id
      join team_categories c on c.id = t.team_category_id
      where not p.is_leader and not p.on_exception and extract(year from p.birth_date) not between c.birth_year_from and c.birth_year_to`);
    expect(misfits).toEqual([]);
    const youngLeaders = await rows(sql<{ id: number }>`select id from participants where is_leader and extract(year from birth_date) > 2008`);
    expect(youngLeaders).toEqual([]);
  });

  it('gives girls and women the feminine form of a Czech surname, boys and men the masculine one', async () => {
    const names = await rows(sql<{ last_name: string; gender: string }>`select distinct last_name, gender from participants where gender in ('M', 'F')`);
    const women = names.filter((n) => n.gender === 'F').map((n) => n.last_name);
    const men = names.filter((n) => n.gender === 'M').map((n) => n.last_name);
    expect(women).toEqual(expect.arrayContaining(['Nováková', 'Svobodová', 'Černá']));
    expect(women.filter((name) => ['Novák', 'Svoboda', 'Černý', 'Dvořák', 'Kowalski'].includes(name))).toEqual([]);
    expect(men.filter((name) => /ová$/.test(name))).toEqual([]);
    expect(men).toEqual(expect.arrayContaining(['Novák', 'Svoboda']));
  });

  it('has live only the matches whose slot holds now on the tournament’s wall clock', async () => {
    const wallNow = onPragueClock(now).getTime();
    const live = await rows(sql<{ starts_at: Date }>`select starts_at from matches where state = 'live'`);
    expect(live.length).toBeGreaterThan(0);
    for (const m of live) {
      expect(new Date(m.starts_at).getTime()).toBeLessThanOrEqual(wallNow);
      expect(new Date(m.starts_at).getTime() + 40 * 60_000).toBeGreaterThan(wallNow);
    }
    const pastScheduled = await rows(sql<{ n: number }>`select count(*)::int as n from matches where state = 'scheduled' and home_team_id is not null and starts_at + interval '40 minutes' <= ${new Date(wallNow).toISOString()}`);
    expect(pastScheduled[0].n).toBe(0);
  });

  it('links bracket matches to the groups that feed them, with one group feeding two matches', async () => {
    const bracket = await handle.db.selectFrom('matches').select(['home_competition_group_id', 'away_competition_group_id']).where('home_competition_group_id', 'is not', null).execute();
    expect(bracket.length).toBeGreaterThan(0);
    const feeds = new Map<number, number>();
    for (const m of bracket) for (const g of [m.home_competition_group_id, m.away_competition_group_id]) feeds.set(g as number, (feeds.get(g as number) ?? 0) + 1);
    expect([...feeds.values()].some((n) => n >= 2)).toBe(true);
    const playoffs = await rows(sql<{ playoff_category: number }>`select distinct playoff_category from groups where playoff_category is not null order by 1`);
    expect(playoffs.map((p) => p.playoff_category)).toEqual([1, 2]);
    const finals = await rows(sql<{ n: number }>`select count(*)::int as n from groups g join round_levels r on r.id = g.round_level_id where r.system_name = 'playoff_final'`);
    expect(finals[0].n).toBe(20);
  });

  it('creates the demo accounts, a hall reported by the demo reporter and a club administrator of an approved and a new club', async () => {
    const users = await handle.db.selectFrom('users').select(['email', 'roles']).execute();
    expect(users.map((u) => u.email).sort()).toEqual(demoAccounts.map((a) => a.email).sort());
    const reporter = await handle.db.selectFrom('users').select('id').where('email', '=', 'reporter@demo.test').executeTakeFirstOrThrow();
    const hall = await handle.db.selectFrom('places').select('data').where('place_type', '=', 'hall').where('data', 'like', `%"reporterUserId":${reporter.id}%`).execute();
    expect(hall).toHaveLength(1);
    const clubs = await handle.db
      .selectFrom('user_clubs')
      .innerJoin('users', 'users.id', 'user_clubs.user_id')
      .innerJoin('clubs', 'clubs.id', 'user_clubs.club_id')
      .select('clubs.registration_state')
      .where('email', '=', 'club@demo.test')
      .orderBy('clubs.id')
      .execute();
    expect(clubs.map((c) => c.registration_state)).toEqual(['approved', 'new']);
  });

  it('has approved referees with Czech names and referees on the played matches', async () => {
    const referees = await handle.db.selectFrom('referees').select(['last_name', 'registration_state', 'birth_year']).execute();
    expect(referees.map((r) => r.last_name)).toEqual(expect.arrayContaining(['Čermák', 'Chalupa', 'Cibulka', 'Hruška']));
    expect(referees.some((r) => r.registration_state === 'approved')).toBe(true);
    expect(referees.every((r) => r.birth_year <= 2008)).toBe(true);
    const without = await rows(sql<{ n: number }>`select count(*)::int as n from matches m where state <> 'scheduled' and not exists (select 1 from match_referees r where r.match_id = m.id)`);
    expect(without[0].n).toBe(0);
  });

  it('fills the enumerations, every configuration key and the club zone', async () => {
    const keys = (await handle.db.selectFrom('config_values').select('key').execute()).map((c) => c.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'club_registration_from', 'club_registration_till', 'registration_edit_till', 'referee_registration_from', 'referee_registration_till', 'referee_registration_enabled',
        'club_team_add_till', 'roster_edit_till', 'transfers_editable_till', 'trainings_editable_till', 'participant_team_request_till', 'participant_team_request_enabled',
        'training_length', 'leader_min_age_years', 'default_event_type_position', 'tournament_start_date', 'first_game_date', 'copy_roster_from_previous_match',
        'offline_match_protocol', 'allow_score_without_events', 'download_roster_visible', 'paperless_team_leader_allowed', 'team_name_required',
        'allow_team_bundle_persons_count_updates', 'show_results', 'show_transfers', 'show_trainings', 'show_accommodation', 'handball_restaurant', 'vip_party', 'style_colors',
      ]),
    );
    const start = await handle.db.selectFrom('config_values').select('value').where('key', '=', 'tournament_start_date').executeTakeFirstOrThrow();
    expect(start.value).toBe('2026-04-05T00:00:00Z');
    const open = await handle.db.selectFrom('config_values').select(['key', 'value']).where('key', 'in', ['club_registration_from', 'club_registration_till']).orderBy('key').execute();
    expect(new Date(open[0].value as string).getTime()).toBeLessThan(now.getTime());
    expect(new Date(open[1].value as string).getTime()).toBeGreaterThan(now.getTime());

    const sizes = await handle.db.selectFrom('tshirt_sizes').select('code').orderBy('sort_order').execute();
    expect(sizes.map((s) => s.code)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    const serviceTypes = await rows(sql<{ service_type_id: number }>`select distinct service_type_id from pricelist_items order by 1`);
    expect(serviceTypes.map((s) => s.service_type_id)).toEqual([12, 13, 14]);
    const filtered = await rows(sql<{ n: number }>`select count(*)::int as n from order_bundles where availability_filter is not null`);
    expect(filtered[0].n).toBeGreaterThan(0);

    const count = async (table: string) => (await rows(sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`))[0].n;
    expect(await count('club_registrations')).toBe(summary.clubs);
    const filled = ['service_levels', 'training_types', 'tournament_player_limits', 'regions', 'transfers', 'trainings', 'training_join_requests', 'team_requests', 'team_leaders', 'team_leader_teams', 'invoice_items', 'extra_person_groups'];
    const empty: string[] = [];
    for (const table of filled) if ((await count(table)) === 0) empty.push(table);
    expect(empty).toEqual([]);
    const requestStates = await rows(sql<{ state: string }>`select distinct state from team_requests order by 1`);
    expect(requestStates.map((s) => s.state)).toEqual(['approved', 'canceled', 'pending', 'rejected']);
  });

  it('invoices the extra person groups and the teams’ bundles from the start, as the club’s own save would (issue 24)', async () => {
    type Item = { club_id: number; pricelist_item_id: number; team_id: number | null; quantity: number; unit_price: number; currency: string };
    const invoice = () => handle.db.selectFrom('invoice_items').select(['club_id', 'pricelist_item_id', 'team_id', 'quantity', 'unit_price', 'currency']).orderBy(['club_id', 'pricelist_item_id', 'team_id', 'quantity']).execute() as Promise<Item[]>;
    const seeded = await invoice();
    const groups = await handle.db.selectFrom('extra_person_groups').innerJoin('clubs', 'clubs.id', 'extra_person_groups.club_id').select(['clubs.id', 'persons']).where('clubs.registration_state', '!=', 'new').execute();
    expect(groups.length).toBeGreaterThan(0);
    // A group's persons are ordered as a line of no team.
    for (const group of groups) expect(seeded.filter((i) => i.club_id === group.id && i.team_id === null).map((i) => i.quantity)).toContain(group.persons);
    const clubs = await handle.db.selectFrom('clubs').innerJoin('countries', 'countries.id', 'clubs.country_id').select(['clubs.id', 'countries.code']).where('registration_state', '!=', 'new').execute();
    await handle.db.transaction().execute(async (trx) => {
      for (const club of clubs) await writeInvoice(trx, club.id, club.code);
    });
    expect(await invoice()).toEqual(seeded);
  });

  it('publishes bilingual site content with menus, settings, pages, partners and custom blocks', async () => {
    const objects = await handle.db.selectFrom('cms_objects').select(['type', 'slug', 'data', 'status', 'draft', 'is_archived']).execute();
    const pages = objects.filter((o) => o.type === 'page');
    expect(pages.map((p) => p.slug).sort()).toEqual(['faq', 'home', 'informace', 'podminky', 'podminky-vyjimek', 'ubytovani']);
    for (const page of pages) {
      const data = page.data as { title: { cs: string; en: string }; blocks: { type: string }[] };
      expect(data.title.cs.length).toBeGreaterThan(0);
      expect(data.title.en.length).toBeGreaterThan(0);
      expect(data.blocks.length).toBeGreaterThan(0);
    }
    const blockTypes = new Set(pages.flatMap((p) => (p.data as { blocks: { type: string }[] }).blocks.map((b) => b.type)));
    expect([...blockTypes].sort()).toEqual(['cards', 'cta', 'faq', 'gallery', 'hero', 'live', 'partners', 'text']);
    const partnerSizes = objects.filter((o) => o.type === 'partner_group').map((o) => (o.data as { size: string }).size);
    expect(partnerSizes.sort()).toEqual(['lg', 'md', 'sm']);
    expect(objects.filter((o) => o.type === 'settings')).toHaveLength(1);
    expect(objects.some((o) => o.type === 'menu' && o.slug === 'header')).toBe(true);
    expect(objects.some((o) => o.type === 'custom_block' && o.is_archived)).toBe(true);
    expect(objects.some((o) => o.draft !== null && o.status === 'draft')).toBe(true);

    const uploads = new Set((await handle.db.selectFrom('uploaded_files').select('storage_key').execute()).map((f) => `/uploads/${f.storage_key}`));
    const referenced = JSON.stringify(objects.map((o) => o.data)).match(/\/uploads\/[\w.-]+/g) ?? [];
    expect(referenced.length).toBeGreaterThan(0);
    expect(referenced.filter((url) => !uploads.has(url))).toEqual([]);
  });

  it('gives every hall, accommodation, catering place and Prague sight 1–3 photos that the image proxy serves', async () => {
    const places = await handle.db.selectFrom('places').select(['place_type', 'files']).execute();
    const photographed = places.filter((p) => ['hall', 'accommodation', 'catering', 'prague'].includes(p.place_type));
    expect(photographed.length).toBeGreaterThanOrEqual(50);
    for (const place of photographed) {
      expect(place.files.length).toBeGreaterThanOrEqual(1);
      expect(place.files.length).toBeLessThanOrEqual(3);
      for (const file of place.files) expect(file.url).toMatch(/^\/uploads\/[\w.-]+$/);
    }
    const urls = places.flatMap((p) => p.files.map((f) => f.url));
    expect(new Set(urls).size).toBe(urls.length);
    const stored = new Set((await handle.db.selectFrom('uploaded_files').select('storage_key').execute()).map((f) => `/uploads/${f.storage_key}`));
    expect(urls.filter((url) => !stored.has(url))).toEqual([]);

    const app = await buildApp({ db: handle, tournament: getTournament('phc'), now: () => now });
    try {
      const hall = photographed.find((p) => p.place_type === 'hall' && p.files.length > 1) ?? photographed[0];
      for (const file of hall.files) {
        const response = await app.inject({ method: 'GET', url: imageUrl(file.url, { w: 480, h: 320, fit: 'cover' }), headers: { accept: 'image/webp,*/*' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        const meta = await sharp(response.rawPayload).metadata();
        // Sides on the proxy's ladder: 480 × 320 as asked, cropped to fill.
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 320]);
      }
      const original = await app.inject({ method: 'GET', url: hall.files[0].url });
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toMatch(/^image\/svg\+xml/);
    } finally {
      await app.close();
    }
  });

  it('is the same on every run (deterministic)', async () => {
    const second = await createDb({});
    await migrateToLatest(second.db);
    await seedDemo(second.db, { tournament: 'phc', now });
    const fingerprint = async (h: DbHandle) => {
      const queries = [
        sql<{ f: string }>`select md5(string_agg(concat_ws(',', home_team_id, away_team_id, home_score, away_score, starts_at, place_id, state, walkover), ';' order by id)) as f from matches`,
        sql<{ f: string }>`select md5(string_agg(concat_ws(',', match_id, minute, second, event_type_id, team_id, participant_id, assist_participant_id), ';' order by id)) as f from match_events`,
        sql<{ f: string }>`select md5(string_agg(concat_ws(',', club_id, first_name, last_name, birth_date, gender, jersey_number), ';' order by id)) as f from participants`,
        sql<{ f: string }>`select md5(string_agg(concat_ws(',', name, country_id, registration_state), ';' order by id)) as f from clubs`,
        sql<{ f: string }>`select md5(string_agg(concat_ws(',', team_id, day_offset, preferred_time, state, place_id, rival_team_id), ';' order by id)) as f from trainings`,
        sql<{ f: string }>`select md5(string_agg(concat_ws(',', type, slug, data::text), ';' order by id)) as f from cms_objects`,
        sql<{ f: string }>`select md5(string_agg(concat_ws(',', place_type, files::text), ';' order by id)) as f from places`,
        sql<{ f: string }>`select md5(string_agg(concat_ws(',', storage_key, md5(content)), ';' order by id)) as f from uploaded_files`,
      ];
      return Promise.all(queries.map(async (q) => (await q.execute(h.db)).rows[0].f));
    };
    expect(await fingerprint(second)).toEqual(await fingerprint(handle));
    await second.close();
  });
});
