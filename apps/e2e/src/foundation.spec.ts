import { expect, test } from '@playwright/test';
import { listTournaments } from '@phc/tournaments';
import { E2E_PORT } from '../playwright.config';
import { englishPath, expectRealPage, specPaths } from './support';

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
  test('every route of the spec answers in Czech with its layout', async ({ page }) => {
    for (const path of specPaths) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectRealPage(page, 'cs');
      });
    }
  });

  test('every route of the spec answers in English under /en', async ({ page }) => {
    for (const path of specPaths) {
      await test.step(englishPath(path), async () => {
        await page.goto(englishPath(path));
        await expectRealPage(page, 'en');
      });
    }
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
