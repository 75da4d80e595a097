import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORT, FOOTBALL_PORT, VOLLEYBALL_PORT } from '../playwright.config';
import { expectNoSeriousViolations } from './clubzone-support';

// Issue 18 items 3 and 4 on a 360 px phone: volleyball reads by set and ranks points, football speaks
// football, and a group table scrolls inside its own box instead of widening the page.

type LiveMatch = { id: number; competitionGroupId: number; state: string; homeScore: number | null; awayScore: number | null; walkOver: string | null; homeTeamId: number | null; stageId: number | null };
type Standing = { competitionGroupId: number; teamId: number; decidedBy?: string | null };
type StaticGroup = { id: number; teamCategoryId: number; playoffCategory: number | null };

const volleyball = `http://localhost:${VOLLEYBALL_PORT}`;
const football = `http://localhost:${FOOTBALL_PORT}`;

async function competition(page: Page, site: string) {
  const [staticData, live] = await Promise.all([
    page.request.get(`${site}/api/v1/competition/static`).then((r) => r.json() as Promise<{ groups: StaticGroup[]; eventTypes: { id: number; scoreDelta: number }[] }>),
    page.request.get(`${site}/api/v1/competition/live`).then((r) => r.json() as Promise<{ matches: LiveMatch[]; groupTeams: Standing[] }>),
  ]);
  return { ...staticData, ...live };
}

/** A category with a played match, so its statistics have rows. */
async function playedCategory(page: Page, site: string): Promise<number> {
  const data = await competition(page, site);
  const played = data.matches.find((m) => m.state === 'finished' && !m.walkOver);
  const category = data.groups.find((g) => g.id === played?.competitionGroupId)?.teamCategoryId;
  if (!category) throw new Error(`${site}: the demo has no finished match`);
  return category;
}

test.describe('sports on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a volleyball match reads set by set with the rally score of each set', async ({ page }) => {
    const data = await competition(page, volleyball);
    const match = data.matches.find((m) => m.state === 'finished' && !m.walkOver && m.homeScore !== null && m.awayScore !== null);
    if (!match || match.homeScore === null || match.awayScore === null) throw new Error('the volleyball demo has no finished match');
    await page.goto(`${volleyball}/vysledky/zapas/${match.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Průběh po setech' })).toBeVisible();
    const sets = page.getByTestId('set');
    await expect(sets).toHaveCount(match.homeScore + match.awayScore);
    const summaries = await sets.locator('summary').allInnerTexts();
    for (const text of summaries) expect(text.replace(/\s+/g, ' ')).toMatch(/^\d\. set \d+:\d+$/);
    // The sets add up to the match score: each set's winner is the side with more rallies.
    const won = summaries.map((text) => text.match(/(\d+):(\d+)$/)?.slice(1).map(Number) ?? [0, 0]);
    expect(won.filter(([h, a]) => h > a).length).toBe(match.homeScore);
    expect(page.getByRole('heading', { name: 'Události' })).toHaveCount(0);
    await sets.first().locator('summary').click();
    const rallies = sets.first().getByRole('list');
    await expect(rallies).toBeVisible();
    await expect(rallies.getByRole('listitem').first()).toContainText(/^(1:0|0:1)/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousViolations(page);
  });

  test('a live volleyball card shows the set score and the rally score of the set in play', async ({ page }) => {
    const data = await competition(page, volleyball);
    const match = data.matches.find((m) => m.state === 'live' && m.stageId !== null);
    if (!match) throw new Error('the volleyball demo has no live match');
    // The expected rally score, summed from the server's own events of the set in play.
    const detail = (await (await page.request.get(`${volleyball}/api/v1/competition/competition-match/${match.id}`)).json()) as { events: { teamId: number; stageId: number | null; eventTypeId: number }[] };
    const points = new Set(data.eventTypes.filter((t) => t.scoreDelta > 0).map((t) => t.id));
    const inSet = detail.events.filter((e) => e.stageId === match.stageId && points.has(e.eventTypeId));
    const home = inSet.filter((e) => e.teamId === match.homeTeamId).length;
    await page.goto(`${volleyball}/vysledky/skupina/${match.competitionGroupId}`);
    const card = page.locator(`a[data-match-id="${match.id}"]`);
    await expect(card).toContainText(`${match.homeScore}:${match.awayScore}`);
    await expect(card.getByTestId('live-set-score')).toHaveText(new RegExp(`^\\d\\. set ${home}:${inSet.length - home}$`));
  });

  test('volleyball statistics rank points scored, with no goals, assists or canadian scoring', async ({ page }) => {
    const category = await playedCategory(page, volleyball);
    await page.goto(`${volleyball}/vysledky/kategorie/${category}/statistiky`);
    const tabs = page.getByRole('navigation', { name: 'Řazení statistik' }).getByRole('link');
    await expect(tabs).toHaveText(['Nejvíce bodů']);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['#', 'Hráč', 'Body', 'Zápasy', 'Průměr na zápas']);
    await expect(page.getByText(/Kanadsk|Góly|Asistence/)).toHaveCount(0);
    // The demo attributes most rallies to a player: the leader has points, not a column of zeros.
    expect(Number(await table.getByRole('row').nth(1).getByRole('cell').nth(1).innerText())).toBeGreaterThan(0);
    // Whoever leads at this hour, and the longest name of all the rows: a row stays two short lines
    // (the name over its team) on a phone, never wrapping further.
    const heights = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    expect(Math.max(...heights)).toBeLessThan(60);
    // "Zápasy" and the points are inside the phone's width.
    for (const name of ['Body', 'Zápasy']) {
      const box = await table.getByRole('columnheader', { name, exact: true }).boundingBox();
      expect(box && box.x + box.width <= 360).toBe(true);
    }
    await expectNoSeriousViolations(page);
  });

  test('football statistics use football words in both languages', async ({ page }) => {
    const category = await playedCategory(page, football);
    await page.goto(`${football}/vysledky/kategorie/${category}/statistiky`);
    const tabs = page.getByRole('navigation', { name: 'Řazení statistik' }).getByRole('link');
    await expect(tabs).toHaveText(['Nejlepší střelci', 'Góly a asistence']);
    await expect(page.getByText(/Kanadsk|Trestné minuty|Ze 7 m/)).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['#', 'Hráč', 'Góly', 'Zápasy', 'Asistence']);
    await tabs.nth(1).click();
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['#', 'Hráč', 'Góly + asistence', 'Zápasy', 'Góly', 'Asistence']);
    await page.goto(`${football}/en/vysledky/kategorie/${category}/statistiky`);
    await expect(page.getByRole('navigation', { name: 'Statistics order' }).getByRole('link')).toHaveText(['Top scorers', 'Goals and assists']);
    await expect(page.getByText(/Canadian/)).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  for (const [sport, site, deciding] of [
    ['handball', `http://localhost:${E2E_PORT}`, { cs: ['Skóre'], en: ['Score'] }],
    ['volleyball', volleyball, { cs: ['Výhry', 'Poměr setů', 'Poměr míčů'], en: ['Won', 'Set ratio', 'Points ratio'] }],
  ] as const) {
    test(`a ${sport} group table shows what ranks the teams without scrolling on a phone, and the explanation of "?" whole, in Czech and English`, async ({ page }) => {
      const data = await competition(page, site);
      // A group whose table the server explains (a tie broken), whatever the hour.
      const explained = data.groupTeams.find((row) => row.decidedBy && data.groups.find((g) => g.id === row.competitionGroupId)?.playoffCategory === null);
      if (!explained) throw new Error(`${site}: no group table with a broken tie`);
      for (const locale of ['cs', 'en'] as const) {
        await page.goto(`${site}${locale === 'en' ? '/en' : ''}/vysledky/skupina/${explained.competitionGroupId}`);
        const table = page.getByRole('table').first();
        await expect(table).toBeVisible();
        const scroller = await table.locator('xpath=..').boundingBox();
        const right = Math.min(360, (scroller?.x ?? 0) + (scroller?.width ?? 0));
        // The points (in English volleyball's rally points are "Points" too: the bold column) and the rest that ranks.
        const headers = [table.locator('th.points'), ...deciding[locale].map((name) => table.getByRole('columnheader', { name, exact: true }))];
        for (const header of headers) {
          const box = await header.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= right + 0.5, `${await header.textContent()} in view`).toBe(true);
        }
        const why = table.locator(`tr[data-team-id="${explained.teamId}"]`).getByRole('button');
        await why.click();
        const reason = page.locator(`#reason-${explained.competitionGroupId}-${explained.teamId} .reason-text`);
        await expect(reason).toBeVisible();
        const box = await reason.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= right + 0.5, 'the explanation within the visible width').toBe(true);
        await expectNoSeriousViolations(page);
      }
    });
  }

  for (const [sport, site] of [
    ['handball', `http://localhost:${E2E_PORT}`],
    ['volleyball', volleyball],
    ['football', football],
  ] as const) {
    test(`a ${sport} group table scrolls inside itself and keeps the team in view`, async ({ page }) => {
      const data = await competition(page, site);
      const sizes = new Map<number, number>();
      for (const row of data.groupTeams) sizes.set(row.competitionGroupId, (sizes.get(row.competitionGroupId) ?? 0) + 1);
      const groupId = [...sizes].filter(([id]) => data.groups.find((g) => g.id === id)?.playoffCategory === null).sort((a, b) => b[1] - a[1])[0]?.[0];
      if (!groupId) throw new Error(`${site}: the demo has no group table`);
      await page.goto(`${site}/vysledky/skupina/${groupId}`);
      const table = page.getByRole('table').first();
      await expect(table).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expect(table.getByRole('columnheader', { name: 'Zápasy' })).toBeAttached();
      const points = table.getByRole('columnheader', { name: 'Body', exact: true });
      const scroller = table.locator('xpath=..');
      const [clientWidth, scrollWidth] = await scroller.evaluate((el) => [el.clientWidth, el.scrollWidth]);
      if (scrollWidth > clientWidth) {
        // More columns than the phone shows: the edge fades until the last column is reached.
        await expect(scroller.locator('xpath=..')).toHaveAttribute('data-more-right', 'true');
        await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        await expect(scroller.locator('xpath=..')).not.toHaveAttribute('data-more-right', 'true');
      }
      // "Body" is wholly inside the phone's width (not clipped), and the team column stayed in view.
      const box = await points.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      const team = await table.getByRole('rowheader').first().boundingBox();
      expect(team && team.x >= 0 && team.x < 120).toBe(true);
      // Team names stay within two lines.
      const line = await table.getByRole('rowheader').first().evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 24);
      for (const header of await table.getByRole('rowheader').all()) expect((await header.locator('a').boundingBox())?.height ?? 0).toBeLessThanOrEqual(line * 2 + 2);
      await expectNoSeriousViolations(page);
    });
  }
});
