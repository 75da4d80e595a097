import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORT, FOOTBALL_PORT, VOLLEYBALL_PORT } from '../playwright.config';
import { expectNoSeriousViolations } from './clubzone-support';
import { revealBelowTheFold } from './support';

// Issue 18 items 2 and 8: each sister site reads as its own sport on a 360 px phone; the header keeps
// brand, search and menu on one row; the focus ring stands out on the header's colour.

const sites = [
  { sport: 'handball', port: E2E_PORT, name: 'Prague Handball Cup', organiser: 'Pražský svaz házené', inSport: 'v házené', categories: 'A až E', foreign: /volejbal|fotbal/i },
  { sport: 'volleyball', port: VOLLEYBALL_PORT, name: 'Prague Volleyball Games', organiser: 'Pražský volejbalový svaz', inSport: 've volejbalu', categories: 'A až C', foreign: /házen|fotbal|lepidl/i },
  { sport: 'football', port: FOOTBALL_PORT, name: 'Prague Football Open', organiser: 'Pražský fotbalový svaz', inSport: 've fotbalu', categories: 'A až C', foreign: /házen|volejbal|lepidl/i },
] as const;

/** WCAG contrast of two CSS `rgb(...)` colours, as the browser reports them. */
async function contrastOf(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    ([x, y]) => {
      const lum = (css: string) => {
        const [r, g, bl] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
          const c = Number(v) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
      };
      const [hi, lo] = [lum(x), lum(y)].sort((p, q) => q - p);
      return (hi + 0.05) / (lo + 0.05);
    },
    [a, b] as const,
  );
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

for (const site of sites) {
  test.describe(`the ${site.sport} site on a phone`, () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test(`keeps brand, search and menu on one row of the header and passes axe (${site.sport})`, async ({ page }) => {
      await page.goto(`http://localhost:${site.port}/`);
      const header = page.getByRole('banner');
      const brand = header.getByRole('link', { name: site.name });
      const search = header.getByRole('button', { name: 'Hledat tým, halu nebo kategorii' });
      const menu = header.getByRole('button', { name: 'Menu' });
      await expect(menu).toBeVisible();
      const [b, s, m, h] = await Promise.all([box(brand), box(search), box(menu), box(header)]);
      // One row: the three share a vertical band, left to right, inside the phone's width.
      for (const other of [s, m]) expect(Math.abs(other.y + other.height / 2 - (b.y + b.height / 2))).toBeLessThan(8);
      expect(b.x + b.width).toBeLessThanOrEqual(s.x);
      expect(s.x + s.width).toBeLessThanOrEqual(m.x);
      expect(m.x + m.width).toBeLessThanOrEqual(360);
      expect(h.height).toBeLessThanOrEqual(72);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoSeriousViolations(page);
    });

    test(`names its own organiser and sport, no other's (${site.sport})`, async ({ page }) => {
      await page.goto(`http://localhost:${site.port}/`);
      // The footer's content loads as the visitor comes near it: whether it was near at first depended
      // on how fast the home page's blocks arrived (it failed CI on a loaded machine that way).
      await revealBelowTheFold(page);
      await expect(page.getByRole('contentinfo')).toContainText(site.organiser);
      await expect(page.getByRole('main')).toContainText(site.inSport);
      // The welcome quotes numbers, never "over a thousand".
      await expect(page.getByRole('main')).toContainText(/\d+ týmů z \d+ zemí a \d+ zápasů/);
      expect(await page.locator('body').innerText()).not.toMatch(site.foreign);
      await page.goto(`http://localhost:${site.port}/informace`);
      await expect(page.getByRole('main')).toContainText(`v kategoriích ${site.categories}`);
      expect(await page.locator('body').innerText()).not.toMatch(site.foreign);
    });

    test(`draws the focus ring on the header at 3:1 against its colour (${site.sport})`, async ({ page }) => {
      await page.goto(`http://localhost:${site.port}/`);
      const brand = page.getByRole('banner').getByRole('link', { name: site.name });
      await brand.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(brand).toBeFocused();
      const [ring, style, headerColour] = await Promise.all([
        brand.evaluate((el) => getComputedStyle(el).outlineColor),
        brand.evaluate((el) => getComputedStyle(el).outlineStyle),
        page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor),
      ]);
      expect(style).toBe('solid');
      expect(await contrastOf(page, ring, headerColour)).toBeGreaterThanOrEqual(3);
    });
  });
}
