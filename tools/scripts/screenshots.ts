/**
 * Screenshots: the pictures in docs/screenshots/ (linked from the README), taken on a 360 px
 * phone in Chromium against the real server with the demo data and the built apps, so they show what
 * a visitor sees today. Run by hand after a visible change; not part of the tests.
 *   npx nx run-many -t build --projects=phc,praguevolleyballgames
 *   npx tsx tools/scripts/screenshots.ts
 * Starts its own servers (fresh in-memory databases, demo data) on free ports. CHROMIUM_PATH as in
 * the Playwright config (Debian's Chromium by default).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { freePort, startApiServer, type BenchServer } from './bench-server';

const root = path.resolve(import.meta.dirname, '../..');
const appsDir = path.join(root, 'dist/apps');
const outDir = path.join(root, 'docs/screenshots');
const phone = { width: 360, height: 740 };

type StaticTeam = { id: number; club: { name: string } };
type LiveMatch = { id: number; homeTeamId: number | null; state: string; startsAt: string };

async function startSite(tournament: string): Promise<BenchServer> {
  const staticDir = path.join(appsDir, tournament);
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`${staticDir} has no build: npx nx run-many -t build --projects=phc,praguevolleyballgames`);
  }
  return startApiServer(await freePort(), { TOURNAMENT: tournament, STATIC_DIR: staticDir, APPS_DIR: appsDir, ADMIN_DIR: path.join(appsDir, 'admin') });
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

async function newPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
  return context.newPage();
}

/** Waits until the page has no skeletons and the network is quiet, so the picture is not a loading state. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(400);
}

/** Scrolls so the element starts below the sticky header, with `above` of the viewport's height of what precedes it. */
async function scrollUnderHeader(page: Page, element: Locator, above = 0): Promise<void> {
  const [box, header] = await Promise.all([element.boundingBox(), page.locator('header').first().boundingBox()]);
  if (!box) return;
  const by = Math.round(box.y - (header?.height ?? 0) - phone.height * above);
  // A string, as this script is type-checked without the DOM's types (tsconfig.server.json).
  await page.evaluate(`window.scrollBy(0, ${by})`);
}

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`wrote ${path.relative(root, file)}`);
}

/** The header's search: a part of a club's name typed, the dialog with its results. */
async function search(browser: Browser, site: string): Promise<void> {
  const { teams } = await getJson<{ teams: StaticTeam[] }>(`${site}/api/v1/competition/static`);
  const club = teams[0]?.club.name ?? '';
  const typed = club.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().slice(0, 5);
  const page = await newPhonePage(browser);
  await page.goto(`${site}/`);
  await page.getByRole('button', { name: 'Hledat tým, halu nebo kategorii' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Hledat' });
  await dialog.getByRole('searchbox').fill(typed);
  await dialog.getByRole('link').first().waitFor();
  await shoot(page, 'search');
  await page.context().close();
}

async function volleyballMatch(browser: Browser, site: string): Promise<void> {
  const { matches } = await getJson<{ matches: LiveMatch[] }>(`${site}/api/v1/competition/live`);
  const finished = matches.find((m) => m.state === 'finished');
  if (!finished) throw new Error('the volleyball demo has no finished match');
  const page = await newPhonePage(browser);
  await page.goto(`${site}/vysledky/zapas/${finished.id}`);
  await shoot(page, 'volleyball-match');
  await page.context().close();
}

async function bracket(browser: Browser, site: string): Promise<void> {
  const page = await newPhonePage(browser);
  await page.goto(`${site}/brackets/A/1`);
  const drawn = page.getByTestId('bracket').first();
  await drawn.locator('[data-match-id]').first().waitFor();
  // The bracket itself, not the row of category tabs above it; the sticky header keeps its room.
  await scrollUnderHeader(page, drawn);
  await shoot(page, 'bracket');
  await page.context().close();
}

async function map(browser: Browser, site: string): Promise<void> {
  const page = await newPhonePage(browser);
  await page.goto(`${site}/mapa`);
  const canvas = page.getByTestId('map-canvas');
  await canvas.waitFor();
  // Tiles come from the internet when it is there; the markers show either way.
  await page.waitForTimeout(3_000);
  await scrollUnderHeader(page, canvas, 0.25);
  await shoot(page, 'map');
  await page.context().close();
}

async function main(): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  const handball = await startSite('phc');
  const volleyball = await startSite('praguevolleyballgames').catch(async (error: unknown) => {
    await handball.stop();
    throw error;
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run'],
  });
  try {
    await search(browser, handball.base);
    await volleyballMatch(browser, volleyball.base);
    await bracket(browser, handball.base);
    await map(browser, handball.base);
  } finally {
    await browser.close();
    await Promise.all([handball.stop(), volleyball.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
