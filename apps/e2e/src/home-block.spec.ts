import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { LiveData, StaticData } from '@phc/api-contract';
import { onPragueClock } from '@phc/tournaments';
import { E2E_PORT, VOLLEYBALL_PORT } from '../playwright.config';
import { expectNoSeriousViolations } from './clubzone-support';
import { apiLogin, scheduledMatches } from './protocol-support';

// Issue 18: the home page's content block "Live & your teams" (placed by the demo content): a parent
// who follows their child's team sees its next match on the home page, and the match once it starts.

const baseURL = `http://localhost:${E2E_PORT}`;
const byStart = (a: LiveData['matches'][number], b: LiveData['matches'][number]) => a.startsAt.localeCompare(b.startsAt) || a.placeId - b.placeId || a.id - b.id;

/** The team's first match still to start, from the server's own answer. */
async function nextMatchOf(page: Page, teamId: number): Promise<number> {
  const live = (await (await page.request.get(`${baseURL}/api/v1/competition/live`)).json()) as LiveData;
  const next = live.matches.filter((m) => m.state === 'scheduled' && (m.homeTeamId === teamId || m.awayTeamId === teamId)).sort(byStart)[0];
  if (!next) throw new Error(`team ${teamId} has no match still to start`);
  return next.id;
}

/** The block sits below the fold and loads its code on the way down. */
async function openHomeBlock(page: Page, site = '') {
  await page.goto(`${site}/`);
  await page.locator('[data-block="live"]').scrollIntoViewIfNeeded();
  const block = page.getByRole('region', { name: 'Živě a vaše týmy' });
  await expect(block.getByRole('heading', { name: 'Právě se hraje' })).toBeVisible();
  return block;
}

test.describe('home page block: live & your teams', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("a visitor follows a team, the home page shows its next match, and the match once a reporter starts it", async ({ page, playwright }) => {
    // A match the super reporter may record, still to start: its home team is the one the visitor follows.
    const reporter = await playwright.request.newContext({ baseURL });
    await apiLogin(reporter, baseURL, 'superreporter@demo.test');
    const [detail] = await scheduledMatches(reporter, baseURL);
    expect(detail, 'a scheduled match with both teams known').toBeDefined();
    const teamId = detail.match.homeTeamId as number;

    await page.goto(`/vysledky/tym/${teamId}`);
    await page.getByRole('button', { name: 'Sledovat tým' }).tap();
    await expect(page.getByRole('button', { name: 'Sledujete' })).toHaveAttribute('aria-pressed', 'true');

    const block = await openHomeBlock(page);
    const next = block.getByRole('list', { name: 'Příští zápasy vašich týmů' }).getByRole('link');
    await expect(next).toHaveAttribute('href', `/vysledky/zapas/${await nextMatchOf(page, teamId)}`);
    await expect(next).toContainText(/příští zápas \S+ \d{2}:\d{2}/);
    await expectNoSeriousViolations(page);
    // Nothing of the block is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The reporter starts the match (its first stage), as the protocol does.
    const statics = (await (await page.request.get(`${baseURL}/api/v1/competition/static`)).json()) as StaticData;
    const firstStage = [...statics.matchStages].filter((s) => s.code !== 'end').sort((a, b) => a.order - b.order)[0];
    const started = await reporter.put(`/api/v1/competition/competition-match/${detail.match.id}/stage`, { data: { stage_id: firstStage.id }, headers: { origin: baseURL } });
    expect(started.status(), await started.text()).toBe(200);
    await reporter.dispose();

    const after = await openHomeBlock(page);
    // The followed team's live match comes first among those being played, as a link to it.
    const liveLink = after.locator(`a[href="/vysledky/zapas/${detail.match.id}"]`).first();
    await expect(liveLink).toBeVisible();
    await expect(liveLink).toContainText('Živě');
    // "Next" is never a match already being played.
    await expect(after.getByRole('list', { name: 'Příští zápasy vašich týmů' }).locator(`a[href="/vysledky/zapas/${detail.match.id}"]`)).toHaveCount(0);
  });

  test('on the volleyball site a live row shows the set score and the rally score of the set in play, as the schedule does', async ({ page }) => {
    const site = `http://localhost:${VOLLEYBALL_PORT}`;
    const [statics, live] = await Promise.all([
      page.request.get(`${site}/api/v1/competition/static`).then((r) => r.json() as Promise<StaticData>),
      page.request.get(`${site}/api/v1/competition/live`).then((r) => r.json() as Promise<LiveData>),
    ]);
    const block = await openHomeBlock(page, site);
    const rows = block.getByRole('link', { name: /Živě, začátek v/ });
    await expect(rows.first()).toBeVisible();
    const shown = (await rows.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).map((href) => live.matches.find((m) => href === `/vysledky/zapas/${m.id}`));
    const match = shown.find((m) => m?.stageId != null);
    if (!match) throw new Error('the volleyball home block shows no live match with its set known');
    // The expected rally score, summed from the server's own events of the set in play.
    const detail = (await (await page.request.get(`${site}/api/v1/competition/competition-match/${match.id}`)).json()) as { events: { teamId: number; stageId?: number | null; eventTypeId: number }[] };
    const points = new Set(statics.eventTypes.filter((t) => t.scoreDelta > 0).map((t) => t.id));
    const inSet = detail.events.filter((e) => e.stageId === match.stageId && points.has(e.eventTypeId));
    const home = inSet.filter((e) => e.teamId === match.homeTeamId).length;
    const row = block.locator(`a[href="/vysledky/zapas/${match.id}"]`);
    await expect(row).toContainText(`${match.homeScore}:${match.awayScore}`);
    await expect(row.getByTestId('live-set-score')).toHaveText(new RegExp(`^\\d\\. set ${home}:${inSet.length - home}$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('the live rows are the matches whose slot holds now on Prague’s clock, each with its wall-clock kick-off, in Czech and English', async ({ page }) => {
    // Issue 24: the demo's 13:20 matches were still live at 20:30. The server's clock, as Prague reads it, is
    // what the demo's live state follows; kick-offs are Prague's wall clock written in UTC.
    const health = (await (await page.request.get(`${baseURL}/healthz`)).json()) as { now: string };
    const wallNow = onPragueClock(health.now).getTime();
    const live = (await (await page.request.get(`${baseURL}/api/v1/competition/live`)).json()) as LiveData;
    const playing = live.matches.filter((m) => m.state === 'live' && m.homeTeamId !== null);
    expect(playing.length).toBeGreaterThan(0);
    // A demo slot is 40 minutes (apps/api/src/platform/seed): no match is still live once its slot is over. (A
    // reporter may start one early, as an earlier journey of this file does: that one is no stale one.)
    const stale = playing.filter((m) => Date.parse(m.startsAt) + 40 * 60_000 <= wallNow);
    expect(stale.map((m) => `${m.id} ${m.startsAt}`)).toEqual([]);
    const kickOff = (m: LiveData['matches'][number]) => m.startsAt.slice(11, 16);
    for (const [prefix, region, playingNow, started] of [
      ['', 'Živě a vaše týmy', 'Právě se hraje', 'Živě, začátek v'],
      ['/en', 'Live & your teams', 'Playing now', 'Live, started at'],
    ]) {
      await page.goto(`${prefix}/`);
      await page.locator('[data-block="live"]').scrollIntoViewIfNeeded();
      const block = page.getByRole('region', { name: region });
      await expect(block.getByRole('heading', { name: playingNow })).toBeVisible();
      const row = block.getByRole('link', { name: new RegExp(started) }).first();
      await expect(row).toBeVisible();
      const href = await row.getAttribute('href');
      const match = live.matches.find((m) => href?.endsWith(`/vysledky/zapas/${m.id}`));
      if (!match) throw new Error(`the block's live row ${href} is no match of the server's`);
      expect(match.state).toBe('live');
      await expect(row).toContainText(`${started} ${kickOff(match)}`);
    }
  });

  test('on a phone the block opens the home page under the hero, whose title is the one h1, in Czech and English', async ({ page }) => {
    for (const [prefix, region, playing] of [
      ['', 'Živě a vaše týmy', 'Právě se hraje'],
      ['/en', 'Live & your teams', 'Playing now'],
    ]) {
      await page.goto(`${prefix}/`);
      const block = page.getByRole('region', { name: region });
      await expect(block.getByRole('heading', { name: playing })).toBeVisible();
      // Without scrolling: the block starts on the first screen (it started 1,130 px down, issue 24).
      const top = (await block.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      expect(top).toBeLessThan(740 - 120);
      // The hero's title is the page's one main heading; no second heading repeats it above.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('[data-block="hero"]').getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    }
    const block = page.getByRole('region', { name: 'Live & your teams' });
    await expect(block).toContainText('You are not following any team yet.');
    await expect(block.getByRole('link', { name: 'Go to results' })).toHaveAttribute('href', /^\/en\//);
  });

  for (const [site, port] of [
    ['handball', E2E_PORT],
    ['volleyball', VOLLEYBALL_PORT],
  ] as const) {
    test(`the ${site} home page lists each partner group once, though its content has a partners block and the layout a strip`, async ({ page }) => {
      const origin = `http://localhost:${port}`;
      const content = (await (await page.request.get(`${origin}/graphql`, { params: { query: '{ partners { id items } }' } })).json()) as { data: { partners: { id: number; items: unknown[] }[] } };
      const groups = content.data.partners.length;
      expect(groups).toBeGreaterThan(0);
      await page.goto(`${origin}/`);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-partner-group]').first()).toBeVisible();
      // Everything below the fold has loaded (the strip's code comes when the visitor nears it).
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-partner-group]')).toHaveCount(groups);
      const logos = await page.locator('[data-partner-group] img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
      expect(logos).toHaveLength(content.data.partners.reduce((n, group) => n + group.items.length, 0));
    });
  }
});
