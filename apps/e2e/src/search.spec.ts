import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORT, FOOTBALL_PORT, VOLLEYBALL_PORT } from '../playwright.config';
import { expectNoSeriousViolations } from './clubzone-support';

// Issue 18: a parent on a phone finds their child's team from the home page in a few letters and one
// tap, on the handball site and on its volleyball and football sisters.

type StaticTeam = { id: number; name: string | null; teamNumber: number; teamCategory: { code: string }; club: { name: string } };
type LiveMatch = { id: number; homeTeamId: number; awayTeamId: number; state: string; startsAt: string };

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** A team with a match still to play, from the server's own answers, and what a parent would type for it. */
async function teamWithNextMatch(page: Page, site: string): Promise<{ team: StaticTeam; typed: string }> {
  const [staticData, live] = await Promise.all([
    page.request.get(`${site}/api/v1/competition/static`).then((r) => r.json() as Promise<{ teams: StaticTeam[] }>),
    page.request.get(`${site}/api/v1/competition/live`).then((r) => r.json() as Promise<{ matches: LiveMatch[] }>),
  ]);
  const upcoming = live.matches.filter((m) => m.state === 'scheduled' && m.homeTeamId).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const team = staticData.teams.find((t) => t.id === upcoming.at(-1)?.homeTeamId);
  if (!team) throw new Error(`${site}: the demo has no team with a match still to play`);
  // Part of the club's name as typed on a phone: no accents, lower case, the last word cut short.
  const words = fold(team.club.name).split(/\s+/);
  const last = words.at(-1) ?? '';
  const typed = [...words.slice(0, -1), last.slice(0, Math.max(3, last.length - 2))].join(' ');
  return { team, typed };
}

for (const [sport, port] of [
  ['handball', E2E_PORT],
  ['volleyball', VOLLEYBALL_PORT],
  ['football', FOOTBALL_PORT],
] as const) {
  test.describe(`search on the ${sport} site`, () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test(`a visitor on a 360 px phone types part of a club's name on the home page and reaches its team's page and next match in one tap (${sport})`, async ({ page }) => {
      const site = `http://localhost:${port}`;
      const { team, typed } = await teamWithNextMatch(page, site);
      await page.goto(`${site}/`);
      await page.getByRole('button', { name: 'Hledat tým, halu nebo kategorii' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Hledat' });
      const field = dialog.getByRole('searchbox', { name: 'Tým, klub, hala nebo kategorie' });
      await expect(field).toBeFocused();
      await field.fill(typed);
      const result = dialog.locator(`a[href="/vysledky/tym/${team.id}"]`);
      await expect(result).toBeVisible();
      await expect(result).toContainText(team.club.name);
      await expectNoSeriousViolations(page);
      await result.tap();

      await expect(page).toHaveURL(`${site}/vysledky/tym/${team.id}`);
      await expect(dialog).toBeHidden();
      const next = page.getByRole('region', { name: 'Příští zápas' }).getByRole('link').first();
      await expect(next).toBeVisible();
      await expect(next).toContainText(/\d{2}:\d{2}/);
      // Nothing of the page is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
}

test('the search speaks English on English pages and says when nothing matches', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Search for a team, hall or category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox', { name: 'Team, club, hall or category' }).fill('qqqxx');
  await expect(dialog.getByRole('status')).toHaveText('Nothing found for “qqqxx”.');
  await dialog.getByRole('searchbox').fill('boys');
  // The category first, in English, with an English link; its teams after it.
  const category = dialog.getByRole('listitem').first().getByRole('link');
  await expect(category).toHaveText(/^A boys\s*Category · .*born \d{4}–\d{4}$/);
  await expect(category).toHaveAttribute('href', /^\/en\//);
  // Escape clears the field first (the browser's search box), then closes the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('searchbox')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search for a team, hall or category' })).toBeFocused();
});

test.describe('search by age group and category letter', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  // Issue 24: "mladší žáci" found nothing, and "<club> D" listed the club's girls' teams ("D" matched "dívky").
  test('a parent on a phone finds the category by its age group and a club\'s D team by its letter, in both languages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Hledat tým, halu nebo kategorii' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Hledat' });
    const field = dialog.getByRole('searchbox', { name: 'Tým, klub, hala nebo kategorie' });
    await field.fill('mladší žáci');
    const first = dialog.getByRole('listitem').first();
    await expect(first).toContainText('Kategorie · mladší žáci · ročníky');
    await expect(first).toContainText('chlapci');

    // A club with a D team and girls' teams: only its D teams answer "<club> D".
    const staticData = (await page.request.get('/api/v1/competition/static').then((r) => r.json())) as {
      teams: { clubId: number; teamCategory: { code: string }; teamCategoryId: number; club: { name: string } }[];
      teamCategories: { id: number; gender: string }[];
    };
    const girls = new Set(staticData.teamCategories.filter((c) => c.gender === 'F').map((c) => c.id));
    const club = staticData.teams.find(
      (t) => staticData.teams.some((o) => o.clubId === t.clubId && o.teamCategory.code === 'D') && staticData.teams.some((o) => o.clubId === t.clubId && girls.has(o.teamCategoryId) && o.teamCategory.code !== 'D'),
    )?.club.name;
    if (!club) throw new Error('the demo has no club with a D team and a girls\' team of another category');
    await field.fill(`${club} D`);
    const results = dialog.getByRole('list', { name: 'Výsledky hledání' }).getByRole('link');
    await expect(results.first()).toBeVisible();
    for (const text of await results.allInnerTexts()) expect(text).toMatch(/\bD\b/);

    await page.goto('/en');
    await page.getByRole('button', { name: 'Search for a team, hall or category' }).tap();
    const en = page.getByRole('dialog', { name: 'Search' });
    await en.getByRole('searchbox').fill('U13');
    await expect(en.getByRole('listitem').first()).toContainText(/Category · U13 boys · born \d{4}–\d{4}/);
  });
});
