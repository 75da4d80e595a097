import type { Page } from '@playwright/test';
import type { LiveData, Match, StaticData } from '@phc/api-contract';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './clubzone-support';

// Issue 29 item 3: a team's, a hall's and a day's schedule on A4 paper, reachable from their live pages.
// What each paper must list comes from the API's own data, not from numbers written here.

interface Data {
  live: LiveData;
  staticData: StaticData;
}

async function readData(page: Page): Promise<Data> {
  const [live, staticData] = await Promise.all([
    page.request.get('/api/v1/competition/live').then((r) => r.json() as Promise<LiveData>),
    page.request.get('/api/v1/competition/static').then((r) => r.json() as Promise<StaticData>),
  ]);
  return { live, staticData };
}

/** The match ids a paper shows, in its order. */
const shownIds = async (page: Page) => (await page.locator('tr[data-match-id]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-match-id'))))).sort((a, b) => a - b);
const ids = (matches: readonly Match[]) => matches.map((m) => m.id).sort((a, b) => a - b);
const countBy = <T>(items: readonly T[], key: (item: T) => string) => new Set(items.map(key)).size;

/** The busiest team, hall and day of the demo: a paper of several days or halls. */
function subjects({ live }: Data) {
  const busiest = (values: number[]) => [...values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<number, number>())].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
  const teamId = busiest(live.matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]).filter((id): id is number => id !== null));
  const placeId = busiest(live.matches.map((m) => m.placeId));
  const days = [...new Set(live.matches.map((m) => m.day))].sort();
  return { teamId, placeId, day: days[0] };
}

/** Pages of a PDF as Chromium writes it, and the first page's size in points. */
function pdfPages(pdf: Buffer): { pages: number; size: [number, number] | null } {
  const text = pdf.toString('latin1');
  const pages = (text.match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  return { pages, size: box ? [Number(box[1]), Number(box[2])] : null };
}

test.describe('printable schedules', () => {
  test('a team, a hall and a day each print exactly their matches, one day or hall per A4 sheet', async ({ page }) => {
    // A day's paper holds every match of the day: hundreds of rows to lay out as a PDF on a loaded machine.
    test.setTimeout(180_000);
    const data = await readData(page);
    const { teamId, placeId, day } = subjects(data);
    const team = data.live.matches.filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId);
    const hall = data.live.matches.filter((m) => m.placeId === placeId);
    const ofDay = data.live.matches.filter((m) => m.day === day);
    const papers = [
      { path: `/tisk/tym/${teamId}`, matches: team, sheets: countBy(team, (m) => m.day) },
      { path: `/tisk/hala/${placeId}`, matches: hall, sheets: countBy(hall, (m) => m.day) },
      { path: `/tisk/den/${day}`, matches: ofDay, sheets: countBy(ofDay, (m) => String(m.placeId)) },
    ];
    expect(papers.every((p) => p.matches.length > 0)).toBe(true);
    for (const paper of papers) {
      await test.step(paper.path, async () => {
        await page.emulateMedia({ media: 'screen' });
        await page.goto(paper.path);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(/Rozpis (zápasů|haly|dne): .+/);
        await expect(page.locator('tr[data-match-id]')).toHaveCount(paper.matches.length);
        expect(await shownIds(page)).toEqual(ids(paper.matches));
        await expect(page.getByRole('heading', { level: 2 })).toHaveCount(paper.sheets);
        await expect(page.getByRole('img', { name: 'QR kód živé stránky' })).toBeVisible();
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
        // One page component draws the three papers; axe over the team's takes seconds, over a day's hundreds of rows a minute.
        if (paper === papers[0]) await expectNoSeriousViolations(page);

        // Printed: no buttons or links of the screen, black on white, a new sheet per day or hall.
        await page.emulateMedia({ media: 'print' });
        await expect(page.getByRole('button', { name: 'Vytisknout' })).toBeHidden();
        await expect(page.getByRole('link', { name: 'Zpět na živé výsledky' })).toBeHidden();
        expect(await page.locator('main').evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor])).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
        const breaks = await page.locator('main section').evaluateAll((sections) => sections.map((s) => getComputedStyle(s).breakBefore));
        expect(breaks).toEqual(breaks.map((_, i) => (i === 0 ? 'auto' : 'page')));
        const { pages, size } = pdfPages(await page.pdf({ preferCSSPageSize: true }));
        expect(pages).toBeGreaterThanOrEqual(paper.sheets);
        // A4 is 595 × 842 points.
        expect(size?.map(Math.round)).toEqual([595, 842]);
      });
    }
  });

  test('the team, hall and day pages link to their papers, in Czech and English', async ({ page }) => {
    const data = await readData(page);
    const { teamId, placeId } = subjects(data);
    await page.goto(`/vysledky/tym/${teamId}`);
    const printLink = page.getByRole('link', { name: 'Rozpis k tisku' });
    await expect(printLink).toBeVisible();
    // The team's name as its page shows it (the loading page's heading is the route's title).
    const name = await page.getByRole('heading', { level: 1 }).innerText();
    await printLink.click();
    await expect(page).toHaveURL(new RegExp(`/tisk/tym/${teamId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rozpis zápasů: ${name}`);
    await page.getByRole('link', { name: 'Zpět na živé výsledky' }).click();
    await expect(page).toHaveURL(new RegExp(`/vysledky/tym/${teamId}$`));

    await page.goto(`/en/vysledky/podle-hal?hala=${placeId}`);
    await page.getByRole('link', { name: 'Printable schedule' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/tisk/hala/${placeId}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hall schedule: ');
    await expect(page.getByRole('columnheader', { name: 'Result' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

    await page.goto('/en/vysledky/podle-dni');
    await page.getByRole('link', { name: 'Printable schedule' }).click();
    await expect(page).toHaveURL(/\/en\/tisk\/den\/\d{4}-\d{2}-\d{2}$/);
    const day = page.url().slice(-10);
    await expect(page.locator('tr[data-match-id]')).toHaveCount(data.live.matches.filter((m) => m.day === day).length);
  });

  test('a team paper fits a 360 px phone before it is printed', async ({ page }) => {
    const { teamId } = subjects(await readData(page));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/tisk/tym/${teamId}`);
    await expect(page.locator('tr[data-match-id]').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('a paper of an unknown team or a malformed address says so', async ({ page }) => {
    await page.goto('/tisk/tym/999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rozpis nenalezen');
    await expect(page.getByRole('heading', { name: 'Nenalezeno' })).toBeVisible();
    await page.goto('/en/tisk/den/tomorrow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule not found');
  });
});
