import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { LiveData, StaticData } from '@phc/api-contract';
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

  test('in English the block says so, and without followed teams it says how to follow one', async ({ page }) => {
    await page.goto('/en', { waitUntil: 'networkidle' });
    // Below the fold it keeps its room but loads nothing until the visitor scrolls towards it.
    const room = page.locator('[data-block="live"]');
    expect((await room.boundingBox())?.height).toBeGreaterThan(300);
    await expect(room.getByRole('heading')).toHaveCount(0);
    await room.scrollIntoViewIfNeeded();
    const block = page.getByRole('region', { name: 'Live & your teams' });
    await expect(block.getByRole('heading', { name: 'Playing now' })).toBeVisible();
    await expect(block).toContainText('You are not following any team yet.');
    await expect(block.getByRole('link', { name: 'Go to results' })).toHaveAttribute('href', /^\/en\//);
  });
});
