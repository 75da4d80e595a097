import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, type Page, type Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORT } from '../playwright.config';
import { apiLogin, confirmRosters, matchDetail, scheduledMatches, seededRandom, startMatch, statusLine } from './protocol-support';

const baseURL = `http://localhost:${E2E_PORT}`;
const EVENTS = 50;
const CUTS = 100;

type CutMode = 'offline' | 'abort-before-server' | 'abort-after-server';

/**
 * Cuts the network one of three ways: the browser offline; requests aborted before they reach the
 * server; or requests the server carries out whose answers are lost (the retry must not duplicate).
 */
async function cut(context: BrowserContext, mode: CutMode): Promise<void> {
  if (mode === 'offline') return context.setOffline(true);
  await context.route('**/api/v1/competition/**', async (route: Route) => {
    if (mode === 'abort-after-server') await route.fetch().catch(() => undefined);
    await route.abort('internetdisconnected');
  });
}

async function restore(context: BrowserContext, mode: CutMode): Promise<void> {
  if (mode === 'offline') return context.setOffline(false);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
}

async function recordGoal(page: Page, side: 'home' | 'away'): Promise<void> {
  await page.getByRole('button', { name: 'Přidat událost' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nová událost' });
  // The team choice lists home first, away second.
  await dialog.getByRole('radio').nth(side === 'home' ? 0 : 1).check();
  await dialog.getByRole('combobox', { name: /Hráč/ }).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Uložit událost' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('match protocol under a failing network', () => {
  // page.route cannot see what a service worker sends: the worker is off here (the offline reload
  // with the worker is its own journey).
  test.use({ serviceWorkers: 'block' });

  test('50 events recorded while the network is cut and restored 100 times reach the server exactly once each', async ({ page, context }) => {
    test.setTimeout(300_000);
    const seed = Number(process.env.FAULT_SEED ?? 20261125);
    const random = seededRandom(seed);
    // The super reporter may record any hall's match: there are always scheduled ones left.
    await apiLogin(page.request, baseURL, 'superreporter@demo.test');
    const [detail] = await scheduledMatches(page.request, baseURL);
    expect(detail, 'a scheduled match with both teams known').toBeDefined();
    const matchId = detail.match.id;
    await confirmRosters(page.request, baseURL, matchId);

    await page.goto(`/zapasovy-protokol/${matchId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Zápasový protokol' })).toBeVisible();
    await startMatch(page);
    await expect(page.getByText('Část zápasu:').locator('..')).toContainText('1. poločas');

    const recorded = { home: 0, away: 0 };
    const modes: Record<CutMode, number> = { offline: 0, 'abort-before-server': 0, 'abort-after-server': 0 };
    const started = Date.now();
    for (let i = 0; i < CUTS; i++) {
      const mode = (['offline', 'abort-before-server', 'abort-after-server'] as const)[Math.floor(random() * 3)];
      modes[mode]++;
      await cut(context, mode);
      // An event every other cut: half typed while the network is down, half right after it came back
      // (so a sync is often in flight when the next cut comes).
      if (i % 4 === 0) {
        const side = random() < 0.5 ? 'home' : 'away';
        await recordGoal(page, side);
        recorded[side]++;
      }
      await page.waitForTimeout(Math.floor(random() * 400));
      await restore(context, mode);
      if (i % 4 === 2) {
        const side = random() < 0.5 ? 'home' : 'away';
        await recordGoal(page, side);
        recorded[side]++;
      }
      await page.waitForTimeout(Math.floor(random() * 300));
    }
    const restoredAt = Date.now();
    expect(recorded.home + recorded.away).toBe(EVENTS);
    // Everything typed is on screen, whatever the network did.
    await expect(page.getByRole('list', { name: 'Události zápasu' }).getByRole('listitem')).toHaveCount(EVENTS);

    await expect(statusLine(page)).toHaveText('Vše uloženo', { timeout: 60_000 });
    const convergedMs = Date.now() - restoredAt;

    const server = await matchDetail(page.request, baseURL, matchId);
    const clientIds = new Set(server.events.map((e) => e.clientId));
    const figures = {
      seed,
      sent: EVENTS,
      onServer: server.events.length,
      lost: EVENTS - clientIds.size,
      duplicated: server.events.length - clientIds.size,
      cuts: modes,
      recordingSeconds: Math.round((restoredAt - started) / 1000),
      convergedMs,
    };
    console.log(`protocol fault run: ${JSON.stringify(figures)}`);
    fs.mkdirSync(path.resolve(__dirname, '../../../dist/test-results'), { recursive: true });
    fs.writeFileSync(path.resolve(__dirname, '../../../dist/test-results/protocol-faults.json'), JSON.stringify(figures, null, 2));
    expect(server.events).toHaveLength(EVENTS);
    expect(clientIds.size).toBe(EVENTS);
    expect([server.match.homeScore, server.match.awayScore]).toEqual([recorded.home, recorded.away]);

    // The public match page shows the same score.
    const visitor = await context.browser()?.newPage();
    if (!visitor) throw new Error('no browser');
    await visitor.goto(`${baseURL}/vysledky/zapas/${matchId}`);
    await expect(visitor.getByTestId('match-score')).toHaveText(`${recorded.home}:${recorded.away}`);
    await visitor.close();
  });
});
