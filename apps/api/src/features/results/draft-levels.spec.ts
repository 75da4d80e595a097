import { adminCompetitionEndpoints as c, competitionEndpoints as pub, type AdminCompetitionDetail, type StaticData } from '@phc/api-contract';
import { call, createTestApp, loginAs, type TestApp } from '../../platform/test-utils/test-app';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let matchmaker: { cookie: string };
/** The demo seed's category with registered teams and nothing built (E mix). */
let mix: number;

beforeAll(async () => {
  t = await createTestApp();
  matchmaker = { cookie: await loginAs(t.app, 'matchmaker@demo.test') };
  const categories = await t.handle.db.selectFrom('team_categories').select(['id', 'gender']).orderBy('sort_order').execute();
  mix = categories.find((cat) => cat.gender === 'X')?.id as number;
}, 180_000);
afterAll(() => t?.close());

const competitionOf = async (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(200);
  return (response.json() as { competition: AdminCompetitionDetail }).competition;
};
const publicStatic = async () => {
  const response = await call(t.app, pub.static);
  return { etag: response.headers['etag'], data: response.json() as StaticData };
};
const levelNames = (statics: StaticData) => statics.roundLevels.map((l) => l.name.en);

describe(`a draft category's own round level in the public static read (${db})`, () => {
  it('is absent while the category is a draft (the shared levels stay), present once it is published, the cached answer and its ETag renewed', async () => {
    const shared = (await t.handle.db.selectFrom('round_levels').select('name_en').where('team_category_id', 'is', null).execute()).map((l) => l.name_en).sort();
    expect(shared.length).toBeGreaterThan(0);

    const added = await competitionOf(await call(t.app, c.addLevel, { ...matchmaker, params: { categoryId: mix }, body: { nameCs: 'Nadstavba', nameEn: 'Second stage', type: 'group', order: 5 } }));
    const own = added.roundLevels.find((l) => l.own);
    expect(own?.name.en).toBe('Second stage');
    // The first public read of this server: nothing cached, so the database answer itself leaves the level out.
    const draft = await publicStatic();
    expect(levelNames(draft.data).sort()).toEqual(shared);
    expect(draft.data.roundLevels.some((l) => l.id === own?.id)).toBe(false);

    const drawn = await competitionOf(await call(t.app, c.draw, { ...matchmaker, params: { categoryId: mix }, body: { groupSize: 4, seed: 1 } }));
    await competitionOf(await call(t.app, c.schedule, { ...matchmaker, params: { categoryId: mix }, body: { firstDay: drawn.schedule.firstDay, days: 4, matchMinutes: 40, restMinutes: 60 } }));
    // Cached again before publishing: publishing must clear it.
    expect((await publicStatic()).etag).toBe(draft.etag);
    await competitionOf(await call(t.app, c.publish, { ...matchmaker, params: { categoryId: mix } }));

    const published = await publicStatic();
    expect(published.etag).not.toBe(draft.etag);
    expect(published.data.roundLevels.find((l) => l.id === own?.id)).toMatchObject({ name: { cs: 'Nadstavba', en: 'Second stage' }, isBracket: false, order: 5 });
    expect(levelNames(published.data).sort()).toEqual([...shared, 'Second stage'].sort());
  }, 180_000);
});
