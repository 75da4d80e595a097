import { expect, test } from './fixtures';
import { listTournaments } from '@phc/tournaments';
import { E2E_PORT } from '../playwright.config';
import { englishPath, expectRealPage, headingIn, ownHeadings, specPaths } from './support';
import { navigateInApp } from './support/phone-overflow';

test.describe('tournament apps', () => {
  for (const tournament of listTournaments()) {
    test(`${tournament.id}: the home page carries its data-tournament and its theme`, async ({ page }) => {
      await page.goto(`http://${tournament.id}.localhost:${E2E_PORT}/`);
      await expect(page.locator('html')).toHaveAttribute('data-tournament', tournament.id);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', tournament.theme.colors.primary);
      const banner = page.getByRole('banner');
      await expect(banner).toBeVisible();
      await expect(banner).toHaveCSS('background-color', hexToRgb(tournament.theme.colors.primary));
      await expect(banner.getByRole('link', { name: tournament.name.cs })).toBeVisible();
    });
  }
});

test.describe('route table', () => {
  // 34 screens a test, each a real page with its data: seconds each on a loaded 2-core machine.
  test.describe.configure({ timeout: 180_000 });
  for (const who of ['anonymous', 'club'] as const) {
    for (const locale of ['cs', 'en'] as const) {
      test(`every route of the spec shows its own screen in ${locale === 'cs' ? 'Czech' : 'English under /en'} to ${who === 'club' ? 'a club administrator' : 'a visitor'}`, async ({ page }) => {
        if (who === 'club') {
          expect((await page.request.post('/api/v1/web/auth/login', { data: { login: 'club@demo.test', password: 'demo1234' } })).ok()).toBe(true);
          await page.addInitScript("localStorage.setItem('phc:probably-logged-in', '1')");
        }
        // A visitor in Czech opens every route afresh, as a deep link from outside. The other three walks follow
        // the app's history as a link inside it would, for a fraction of the time a full load of the app per
        // route takes: the screen's own heading then says it arrived. A screen with the previous one's heading
        // loads afresh, since that heading would not tell the two apart.
        const deepLinks = who === 'anonymous' && locale === 'cs';
        let previous: string | undefined;
        for (const path of specPaths) {
          const target = locale === 'cs' ? path : englishPath(path);
          const heading = headingIn(ownHeadings[path][who], locale);
          await test.step(target, async () => {
            if (deepLinks || heading === previous || !page.url().startsWith('http')) await page.goto(target);
            else await navigateInApp(page, target);
            await expectRealPage(page, locale, heading);
          });
          previous = heading;
        }
      });
    }
  }

  test('a screen that is not plugged in is told apart from a real one', async ({ page }) => {
    // The check above must be able to fail: the not-found page is one of the shell's stand-ins.
    await page.goto('/vysledky/neexistuje/vubec');
    await expect(page.locator('[data-page="not-found"]')).toHaveCount(1);
  });

  test('the language switcher keeps the current page', async ({ page }) => {
    await page.goto('/vysledky/podle-dni');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/vysledky\/podle-dni$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'Čeština' }).click();
    await expect(page).toHaveURL(/\/vysledky\/podle-dni$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  });
});

test.describe('not found', () => {
  test('an unknown Czech path shows the Czech not-found page with a link home', async ({ page }) => {
    await page.goto('/tahle/stranka/neexistuje');
    await expect(page.getByRole('heading', { level: 1, name: /stránka nenalezena/i })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /úvodní stránk/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown English path shows the English not-found page', async ({ page }) => {
    await page.goto('/en/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: /page not found/i })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

function hexToRgb(hex: string): string {
  const n = parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
