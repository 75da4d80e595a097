import { expect, type Page } from '@playwright/test';

/** Every path of SPEC §2 with sample parameters, in Czech; English is `/en` + the same path except two. */
export const specPaths = [
  '/',
  '/dashboard',
  '/dashboard/1',
  '/nastaveni-hesla',
  '/nastaveni-hesla/sample-token',
  '/podminky',
  '/profil',
  '/registrace',
  '/registrace/1',
  '/registrace-rozhodci',
  '/soupiska',
  '/soupiska/1',
  '/ucastnici',
  '/ucastnici/rozhodci',
  '/uspesna-registrace',
  '/vysledky',
  '/vysledky/podle-dni',
  '/vysledky/podle-hal',
  '/vysledky/kategorie/1',
  '/vysledky/skupina/1',
  '/vysledky/tym/1',
  '/vysledky/zapas/1',
  '/vysledky/zapas/1/soupiska',
  '/vysledky/kategorie/1/playoff/1',
  '/vysledky/kategorie/1/statistiky/goals',
  '/clubzone/trainings',
  '/zadosti/tym',
  '/zadosti/1/tym',
  '/team-leaders/1',
  '/zapasova-soupiska/1',
  '/training-join-requests/1/created',
  '/training-join-requests/1/received',
  '/brackets/A/1',
  '/podminky-vyjimek',
] as const;

const englishExceptions: Record<string, string> = {
  '/podminky': '/en/terms',
  '/ucastnici/rozhodci': '/en/ucastnicirozhodci',
};

export function englishPath(czechPath: string): string {
  return englishExceptions[czechPath] ?? (czechPath === '/' ? '/en' : `/en${czechPath}`);
}

export const layouts = ['default', 'cms', 'empty', 'micro', 'simple'] as const;

/** The page rendered a real screen: a layout, a main heading, and not the not-found page. */
export async function expectRealPage(page: Page, locale: 'cs' | 'en'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const layout = await page.locator('[data-layout]').first().getAttribute('data-layout');
  expect(layouts).toContain(layout);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /stránka nenalezena|page not found/i })).toHaveCount(0);
}

/**
 * Scrolls to the footer: the partner strip and the footer's content load only when the visitor
 * comes near them (below-the-fold code is not part of a first load).
 */
export async function revealBelowTheFold(page: Page): Promise<void> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}
