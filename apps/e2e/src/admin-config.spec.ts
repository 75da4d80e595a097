import { type Browser, type Page } from '@playwright/test';
import type { LiveData, StaticData } from '@phc/api-contract';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, expectNotice, openAdmin } from './clubzone-support';

/**
 * The administration's configuration (issue 16 item 4): an admin switches the results off on the
 * website and a visitor's next load has no results link; switched back on, it returns. Each visit is
 * a fresh browser, as a new visitor's would be: the server must not wait for its cache's minute.
 * Off means no score anywhere (issue 24): not on the results pages, nor on the home page's live
 * block, nor behind the map's link to a hall's matches, nor in the public live data.
 */
const resultsLabel = 'Zobrazit na webu výsledky';

async function visitorSeesResults(browser: Browser, shown: boolean): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The link waits for the site's configuration (enums): until then the tournament's features decide.
  const enums = page.waitForResponse((response) => response.url().includes('/api/v1/web/enums') && response.ok());
  await page.goto('/');
  await enums;
  await expect(page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Výsledky', exact: true })).toHaveCount(shown ? 1 : 0);
  if (!shown) await seesNoScoreAnywhere(page);
  await context.close();
}

/** Results off: every place that showed a score shows none. */
async function seesNoScoreAnywhere(page: Page): Promise<void> {
  // The home page's live block is not there at all (its room included).
  await page.mouse.wheel(0, 4000);
  await expect(page.locator('[data-block="live"]')).toHaveCount(0);
  // A results address, typed or bookmarked, says the results are not published.
  await page.goto('/vysledky/podle-dni');
  await expect(page.getByRole('heading', { level: 1, name: 'Výsledky' })).toBeVisible();
  await expect(page.getByText('Výsledky nejsou na webu zveřejněné')).toBeVisible();
  await expect(page.locator('[data-match-id]')).toHaveCount(0);
  // The public live data keeps the schedule, without a score or a table.
  const live = (await (await page.request.get('/api/v1/competition/live')).json()) as LiveData;
  expect(live.resultsHidden).toBe(true);
  expect(live.matches.length).toBeGreaterThan(0);
  expect(live.matches.filter((m) => m.homeScore !== null || m.awayScore !== null)).toEqual([]);
  expect(live.groupTeams).toEqual([]);
  // A hall on the map no longer links to its matches.
  const { halls } = (await (await page.request.get('/api/v1/competition/static')).json()) as StaticData;
  await page.goto(`/mapa?place=${halls[0].id}`);
  await expect(page.getByTestId('place-detail').getByRole('link', { name: /Navigovat/ })).toBeVisible();
  await expect(page.getByTestId('place-detail').getByRole('link', { name: 'Dnešní zápasy v hale' })).toHaveCount(0);
}

async function configPage(browser: Browser): Promise<Page> {
  const page = await openAdmin(browser);
  await page.getByRole('navigation').getByRole('link', { name: 'Nastavení' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible();
  return page;
}

async function setResults(admin: Page, on: boolean): Promise<void> {
  const web = admin.getByRole('region', { name: 'Web' });
  await web.getByRole('checkbox', { name: resultsLabel }).setChecked(on);
  await web.getByRole('button', { name: `Uložit: ${resultsLabel}` }).click();
  await expectNotice(admin, `Uloženo: ${resultsLabel}`);
}

test.describe('administration: configuration', () => {
  test('an admin turns the results off on the web and the next visit has no results link; turned on, it is back', async ({ browser, baseURL }) => {
    await visitorSeesResults(browser, true);
    const admin = await configPage(browser);
    await expect(admin.getByRole('region', { name: 'Web' }).getByRole('checkbox', { name: resultsLabel })).toBeChecked();
    await expectNoSeriousViolations(admin);
    try {
      await setResults(admin, false);
      await visitorSeesResults(browser, false);
      await setResults(admin, true);
      await visitorSeesResults(browser, true);
    } finally {
      // The shared server stays as it was found, whatever failed above.
      await admin.request.put(`${baseURL}/api/v1/admin/config/show_results`, { data: { value: 'true' }, headers: { origin: baseURL as string } });
    }
  });
});
