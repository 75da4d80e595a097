import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const clockStart = Date.parse(process.env.E2E_CLOCK_START ?? JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../tools/scripts/test-clock.json'), 'utf8')).start);

// The journeys' own ground: whatever the machine's clock says, the pages and the server share one
// product clock that starts at tools/scripts/test-clock.json's moment (fixtures.ts, playwright.config.ts).
test('a page and the server read the same product clock, which starts at the test clock\'s moment', async ({ page, request }) => {
  await page.goto('/');
  const [server, browser] = await Promise.all([
    request.get('/healthz').then(async (r) => Date.parse(((await r.json()) as { now: string }).now)),
    page.evaluate(() => ({ now: Date.now(), constructed: new Date().getTime(), instance: new Date() instanceof Date, parsed: new Date(0).getTime() })),
  ]);
  // A minute covers a busy machine between the two reads; a page on the machine's clock is months away.
  expect(Math.abs(browser.now - server)).toBeLessThan(60_000);
  expect(Math.abs(browser.constructed - server)).toBeLessThan(60_000);
  expect(Number.isInteger(browser.now)).toBe(true);
  expect(browser.instance).toBe(true);
  expect(browser.parsed).toBe(0);
  // Started with the servers at the test clock's moment: a whole run later it is still that day's morning.
  expect(server).toBeGreaterThanOrEqual(clockStart);
  expect(server - clockStart).toBeLessThan(3 * 3600_000);
});
