import * as v from 'valibot';
import { competitionEndpoints as e } from '@phc/api-contract';
import { call, createTestApp, loginAs, type TestApp } from '../../platform/test-utils/test-app';

let t: TestApp;
const cookies = new Map<string, string>();
const as = async (who: string) => {
  if (who === 'anonymous') return undefined;
  if (!cookies.has(who)) cookies.set(who, await loginAs(t.app, who));
  return cookies.get(who);
};

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

/** A hall and day on which the demo has matches with referees. */
async function refereedHallDay() {
  const row = await t.app.ctx.db
    .selectFrom('match_referees')
    .innerJoin('matches', 'matches.id', 'match_referees.match_id')
    .select(['matches.place_id', 'matches.starts_at'])
    .orderBy('matches.starts_at')
    .executeTakeFirstOrThrow();
  return { hallId: row.place_id, day: new Date(row.starts_at).toISOString().slice(0, 10) };
}

describe('match referees for the protocol', () => {
  it.each([
    ['anonymous', 401],
    ['club@demo.test', 403],
    ['clubs@demo.test', 403],
    ['reporter@demo.test', 200],
    ['superreporter@demo.test', 200],
    ['admin@demo.test', 200],
    ['superadmin@demo.test', 200],
  ])('competition.referees and hallReferees: %s → %i', async (who, status) => {
    const cookie = await as(who);
    expect((await call(t.app, e.referees, { cookie })).statusCode).toBe(status);
    const { hallId, day } = await refereedHallDay();
    expect((await call(t.app, e.hallReferees, { params: { hallId }, query: { day }, cookie })).statusCode).toBe(status);
  });

  it('lists approved referees only, by last name in Czech order', async () => {
    const response = await call(t.app, e.referees, { cookie: await as('reporter@demo.test') });
    const { referees } = v.parse(e.referees.response, response.json());
    const approved = await t.app.ctx.db.selectFrom('referees').select('id').where('registration_state', '=', 'approved').execute();
    expect(referees.map((r) => r.id).sort((a, b) => a - b)).toEqual(approved.map((r) => r.id).sort((a, b) => a - b));
    const collator = new Intl.Collator('cs', { sensitivity: 'base' });
    for (let i = 1; i < referees.length; i++) expect(collator.compare(referees[i - 1].lastName, referees[i].lastName)).toBeLessThanOrEqual(0);
  });

  it('answers the referees who whistle in a hall that day, in _data.refereeIds', async () => {
    const { hallId, day } = await refereedHallDay();
    const response = await call(t.app, e.hallReferees, { params: { hallId }, query: { day }, cookie: await as('reporter@demo.test') });
    const { _data } = v.parse(e.hallReferees.response, response.json());
    const expected = await t.app.ctx.db
      .selectFrom('match_referees')
      .innerJoin('matches', 'matches.id', 'match_referees.match_id')
      .select('match_referees.referee_id')
      .distinct()
      .where('matches.place_id', '=', hallId)
      .where('matches.starts_at', '>=', new Date(`${day}T00:00:00Z`))
      .where('matches.starts_at', '<', new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000))
      .execute();
    expect(_data.refereeIds.length).toBeGreaterThan(0);
    expect(_data.refereeIds).toEqual(expected.map((r) => r.referee_id).sort((a, b) => a - b));
    const empty = await call(t.app, e.hallReferees, { params: { hallId }, query: { day: '2020-01-01' }, cookie: await as('reporter@demo.test') });
    expect(empty.json()).toEqual({ _data: { refereeIds: [] } });
  });

  it('answers 404 for an unknown hall or a place that is no hall, 400 for a bad day or id', async () => {
    const cookie = await as('reporter@demo.test');
    const hotel = await t.app.ctx.db.selectFrom('places').select('id').where('place_type', '!=', 'hall').executeTakeFirstOrThrow();
    expect((await call(t.app, e.hallReferees, { params: { hallId: 999999 }, query: { day: '2026-04-06' }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, e.hallReferees, { params: { hallId: hotel.id }, query: { day: '2026-04-06' }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, e.hallReferees, { params: { hallId: 1 }, query: { day: 'zítra' }, cookie })).statusCode).toBe(400);
    expect((await call(t.app, e.hallReferees, { params: { hallId: 1 }, query: {}, cookie })).statusCode).toBe(400);
    expect((await call(t.app, e.hallReferees, { params: { hallId: 'x' }, query: { day: '2026-04-06' }, cookie })).statusCode).toBe(400);
  });
});

describe('tournament player limits', () => {
  it('are public: the default row first, then the categories with their own', async () => {
    const response = await call(t.app, e.playerLimits);
    expect(response.statusCode).toBe(200);
    const { limits } = v.parse(e.playerLimits.response, response.json());
    expect(limits[0].teamCategoryId).toBeNull();
    expect(limits.length).toBeGreaterThan(1);
    expect(limits.every((l) => l.maxPlayers >= l.minPlayers)).toBe(true);
    expect(response.headers.etag).toBeDefined();
  });
});
