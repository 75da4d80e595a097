import type { TestApp } from '../test-utils/test-app';
import { createBareApp } from './bare-app';
import { backoffDelayMs, hit, takeAttempt } from './throttle';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const o = { free: 3, baseMs: 1000, maxMs: 8000, forgetMs: 3600_000 };

describe('backoffDelayMs', () => {
  it('is free for the first attempts, then doubles up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffDelayMs(n, o))).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

describe(`rate counters (${db})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createBareApp();
  });
  afterAll(() => t.close());

  it('waits as the back-off says, then forgets after a quiet hour', async () => {
    const at = (s: number) => new Date(Date.UTC(2026, 3, 6, 10, 0, s));
    for (let i = 0; i < 3; i++) expect(await takeAttempt(t.handle.db, 'k', at(0), o)).toMatchObject({ allowed: true });
    expect(await takeAttempt(t.handle.db, 'k', at(0), o)).toEqual({ allowed: false, retryAfterMs: 1000 });
    expect(await takeAttempt(t.handle.db, 'k', at(1), o)).toEqual({ allowed: true, count: 4 });
    expect(await takeAttempt(t.handle.db, 'k', at(2), o)).toEqual({ allowed: false, retryAfterMs: 1000 });
    expect(await takeAttempt(t.handle.db, 'k', at(3600 + 1), o)).toEqual({ allowed: true, count: 1 });
  });

  it('removes counters idle for a day now and then', async () => {
    await hit(t.handle.db, 'old', 60_000, new Date('2026-04-01T00:00:00Z'));
    const random = jest.spyOn(Math, 'random').mockReturnValue(0);
    try {
      await hit(t.handle.db, 'new', 60_000, new Date('2026-04-06T00:00:00Z'));
    } finally {
      random.mockRestore();
    }
    const keys = (await t.handle.db.selectFrom('rate_counters').select('key').execute()).map((r) => r.key);
    expect(keys).toContain('new');
    expect(keys).not.toContain('old');
  });
});
