import type { LightMyRequestResponse } from 'fastify';
import { demoRefereePin, demoTeamPin } from '../../platform/seed/protocol';
import { createTestApp, loginAs, type TestApp } from '../../platform/test-utils/test-app';
import { pinLimits } from './protocol';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestApp;
interface Finished {
  id: number;
  home: number;
  away: number;
}
/** Every finished match with both teams, in id order; each test takes matches no other test uses. */
let finished: Finished[];
const cookies = new Map<string, string>();
const as = async (email: string) => cookies.get(email) ?? cookies.set(email, await loginAs(t.app, email)).get(email) ?? '';
let nextMatch = 0;
const takeMatches = (n: number) => finished.slice(nextMatch, (nextMatch += n));

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.handle.db
    .selectFrom('matches')
    .select(['id', 'home_team_id', 'away_team_id'])
    .where('state', '=', 'finished')
    .where('home_team_id', 'is not', null)
    .where('away_team_id', 'is not', null)
    .orderBy('id')
    .execute();
  finished = rows.map((r) => ({ id: r.id, home: r.home_team_id as number, away: r.away_team_id as number }));
});
afterAll(() => t.close());
// Each test starts past every window of the one before.
beforeEach(() => void (t.clock.now = new Date(t.clock.now.getTime() + 2 * 3600_000)));

const wrongFor = (teamId: number) => (demoTeamPin(teamId) === '99999999' ? '99999998' : '99999999');
const confirmAs = async (email: string, match: Finished, side: 'home' | 'away', pin: string, address = '127.0.0.1'): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: `/api/v1/competition/competition-match/${match.id}/confirm`, remoteAddress: address, headers: { cookie: await as(email) }, payload: { _data: { side, pin } } });

describe(`wrong protocol PINs across matches (${db})`, () => {
  it(`checks at most ${pinLimits.perMatch.max} of ${30} parallel wrong PINs on one match, then refuses the right one too`, async () => {
    const [match] = takeMatches(1);
    await as('superreporter@demo.test');
    const answers = await Promise.all(Array.from({ length: 30 }, () => confirmAs('superreporter@demo.test', match, 'home', wrongFor(match.home), '198.51.100.1')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(pinLimits.perMatch.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - pinLimits.perMatch.max);
    expect((await confirmAs('superreporter@demo.test', match, 'home', demoTeamPin(match.home), '198.51.100.1')).statusCode).toBe(429);
  });

  it(`limits one referee's PIN to ${pinLimits.perOwner.max} wrong tries an hour over all their matches, whoever types them`, async () => {
    const refereeId = 1;
    const theirs = await t.handle.db.selectFrom('match_referees').select('match_id').where('referee_id', '=', refereeId).execute();
    const ids = new Set(theirs.map((r) => r.match_id));
    // Spread over more matches than the per-match limit would need, so only the referee's own limit can stop the guesses.
    const matches = finished.slice(nextMatch).filter((m) => ids.has(m.id)).slice(0, 4);
    expect(matches).toHaveLength(4);
    finished = finished.filter((m) => !matches.includes(m));
    const seal = async (email: string, match: Finished, pin: string, address: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/competition/competition-match/${match.id}/seal`, remoteAddress: address, headers: { cookie: await as(email) }, payload: { _data: { refereeId, pin } } });
    const statuses: number[] = [];
    for (let i = 0; i < pinLimits.perOwner.max; i++) {
      statuses.push((await seal(i % 2 ? 'superreporter@demo.test' : 'superadmin@demo.test', matches[i % matches.length], '00000000', `198.51.100.${10 + i}`)).statusCode);
    }
    expect(statuses).toEqual(Array(pinLimits.perOwner.max).fill(400));
    const refused = await seal('superadmin@demo.test', matches[3], demoRefereePin(refereeId), '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.now = new Date(t.clock.now.getTime() + pinLimits.perOwner.windowMs + 1000);
    expect((await seal('superadmin@demo.test', matches[3], demoRefereePin(refereeId), '198.51.100.99')).statusCode).toBe(200);
  });

  it(`limits one account to ${pinLimits.perUser.max} wrong PINs an hour over all matches and owners, another account goes on`, async () => {
    const matches = takeMatches(pinLimits.perUser.max + 2);
    for (let i = 0; i < pinLimits.perUser.max; i++) {
      expect((await confirmAs('superreporter@demo.test', matches[i], 'home', wrongFor(matches[i].home), `203.0.113.${i + 1}`)).statusCode).toBe(400);
    }
    const next = matches[pinLimits.perUser.max];
    expect((await confirmAs('superreporter@demo.test', next, 'home', demoTeamPin(next.home), '203.0.113.200')).statusCode).toBe(429);
    expect((await confirmAs('superadmin@demo.test', next, 'home', demoTeamPin(next.home), '203.0.113.201')).statusCode).toBe(200);
  });

  it(`limits one address to ${pinLimits.perAddress.max} wrong PINs an hour over its accounts`, async () => {
    const matches = takeMatches(pinLimits.perAddress.max + 2);
    const address = '192.0.2.77';
    for (let i = 0; i < pinLimits.perAddress.max; i++) {
      const who = i < pinLimits.perUser.max ? 'superreporter@demo.test' : 'superadmin@demo.test';
      expect((await confirmAs(who, matches[i], 'away', wrongFor(matches[i].away), address)).statusCode).toBe(400);
    }
    const next = matches[pinLimits.perAddress.max];
    expect((await confirmAs('superadmin@demo.test', next, 'away', wrongFor(next.away), address)).statusCode).toBe(429);
    expect((await confirmAs('superadmin@demo.test', next, 'away', wrongFor(next.away), '192.0.2.78')).statusCode).toBe(400);
  });
});
