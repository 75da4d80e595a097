import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

type ApiClub = { id: number; name: string; countryId: number; teams: { id: number; name: string | null; teamCategoryId: number; teamCategory: { code: string } }[] };
type ApiCountry = { id: number; countryCode: string; translations: { locale: string; name: string }[] };
type ApiReferee = { firstName: string; lastName: string };

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return response.json();
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

test.describe('participants on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('clubs by country show each country once with its club count, and the overview lists every club with its teams', async ({ page }) => {
    const { clubs } = await api<{ clubs: ApiClub[] }>(page, '/api/v1/web/clubs');
    const { countries, teamCategories } = await api<{ countries: ApiCountry[]; teamCategories: { id: number; name: { cs: string } }[] }>(page, '/api/v1/competition/static');
    const czechia = countries.find((c) => c.countryCode === 'CZ');
    if (!czechia) throw new Error('No Czech Republic in the demo data');
    const czechClubs = clubs.filter((c) => c.countryId === czechia.id);
    const countryIds = new Set(clubs.map((c) => c.countryId));

    await page.goto('/ucastnici');
    await expect(page).toHaveTitle(/^Účastníci \| /);
    const byCountry = page.getByRole('region', { name: 'Kluby podle zemí' });
    await expect(byCountry.getByRole('listitem')).toHaveCount(countryIds.size);
    const czechName = czechia.translations.find((t) => t.locale === 'cs')?.name ?? '';
    await expect(byCountry.getByRole('link', { name: new RegExp(`${czechName}.*${czechClubs.length} klub`) })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(clubs.length);

    const withTeams = clubs.find((c) => c.teams.length > 1) as ApiClub;
    const card = page.getByRole('article', { name: withTeams.name, exact: true });
    for (const id of new Set(withTeams.teams.map((t) => t.teamCategoryId))) await expect(card.getByRole('term')).toContainText([teamCategories.find((c) => c.id === id)?.name.cs as string]);

    // Flags are SVG images that show on every system, decorative beside the country's name (issue 18 item 8).
    const flag = byCountry.getByRole('link', { name: new RegExp(czechName) }).locator('img');
    await expect(flag).toHaveAttribute('src', '/flags/cz.svg');
    await expect(flag).toHaveAttribute('alt', '');
    await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    // Jump to a country from its tile.
    await byCountry.getByRole('link', { name: new RegExp(czechName) }).click();
    await expect(page).toHaveURL(new RegExp(`#zeme-${czechia.id}$`));
  });

  test('the participants and referees pages have no serious accessibility problems', async ({ page }) => {
    // axe walks a couple of thousand nodes here: seconds on a busy two-core machine.
    test.slow();
    await page.goto('/ucastnici');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/ucastnici/rozhodci');
    await expect(page.getByRole('list', { name: 'Rozhodčí podle příjmení' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('searching by club name narrows the overview and says when nothing matches', async ({ page }) => {
    const { clubs } = await api<{ clubs: ApiClub[] }>(page, '/api/v1/web/clubs');
    const target = clubs[Math.floor(clubs.length / 2)];
    await page.goto('/ucastnici');
    const search = page.getByRole('searchbox', { name: 'Hledat klub podle názvu' });
    await search.fill(target.name);
    await expect(page.getByRole('article', { name: target.name, exact: true })).toBeVisible();
    const expected = clubs.filter((c) => c.name.toLowerCase().includes(target.name.toLowerCase())).length;
    await expect(page.getByRole('article')).toHaveCount(expected);
    await search.fill('žádný takový klub');
    await expect(page.getByRole('heading', { name: /Žádný klub neodpovídá hledání/ })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test("a club's teams say their category, boys or girls, and each opens the team's page", async ({ page }) => {
    const { clubs } = await api<{ clubs: ApiClub[] }>(page, '/api/v1/web/clubs');
    const statics = await api<{ teamCategories: { id: number; name: { cs: string } }[] }>(page, '/api/v1/competition/static');
    // A team without its own name: its label is the club's name with the category code and number.
    const club = clubs.find((c) => c.teams.length > 1 && c.teams.every((t) => t.name === null)) as ApiClub;
    const team = club.teams[0] as ApiClub['teams'][number];
    const category = statics.teamCategories.find((c) => c.id === team.teamCategoryId)?.name.cs as string;
    expect(category).toMatch(/chlapci|dívky/);
    await page.goto('/ucastnici');
    // The search is the first thing under the heading, above the long list of countries.
    const search = page.getByRole('searchbox', { name: 'Hledat klub podle názvu nebo města' });
    const countries = page.getByRole('region', { name: 'Kluby podle zemí' });
    const [searchBox, countriesBox] = await Promise.all([search.boundingBox(), countries.boundingBox()]);
    expect(searchBox?.y ?? Infinity).toBeLessThan(countriesBox?.y ?? -Infinity);
    await search.fill(club.name);
    const card = page.getByRole('article', { name: club.name, exact: true });
    await expect(card.getByRole('term').filter({ hasText: category })).toBeVisible();
    const link = card.getByRole('link', { name: new RegExp(`\\(${category}\\)$`) }).first();
    await link.click();
    await expect(page).toHaveURL(/\/vysledky\/tym\/\d+$/);
    expect(club.teams.map((t) => t.id)).toContain(Number(page.url().split('/').pop()));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(club.name);
  });

  test('the English page names countries in English', async ({ page }) => {
    const { countries } = await api<{ countries: ApiCountry[] }>(page, '/api/v1/competition/static');
    const germany = countries.find((c) => c.countryCode === 'DE');
    await page.goto('/en/ucastnici');
    await expect(page.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();
    if (germany) await expect(page.getByRole('region', { name: 'Clubs by country' }).getByRole('link', { name: /Germany/ })).toBeVisible();
  });

  test('referees are listed by last name in Czech order, only approved ones, and found by name', async ({ page }) => {
    const { referees } = await api<{ referees: ApiReferee[] }>(page, '/api/v1/web/referees');
    await page.goto('/ucastnici/rozhodci');
    await expect(page).toHaveTitle(/^Rozhodčí \| /);
    const list = page.getByRole('list', { name: 'Rozhodčí podle příjmení' });
    await expect(list.getByRole('listitem')).toHaveCount(referees.length);
    const shown = (await list.getByRole('listitem').locator('strong').allTextContents()).map((s) => s.trim());
    const czech = new Intl.Collator('cs', { sensitivity: 'base' });
    expect(shown).toEqual([...shown].sort(czech.compare));
    // Č after C and Ch after H, as the Czech alphabet has it.
    const at = (name: string) => shown.indexOf(name);
    if (at('Čermák') >= 0 && at('Cibulka') >= 0) expect(at('Čermák')).toBeGreaterThan(at('Cibulka'));
    if (at('Chalupa') >= 0 && at('Hruška') >= 0) expect(at('Chalupa')).toBeGreaterThan(at('Hruška'));

    const someone = referees[referees.length - 1];
    await page.getByRole('searchbox', { name: 'Hledat rozhodčího podle jména' }).fill(someone.lastName.toLowerCase());
    await expect(list.getByRole('listitem').filter({ hasText: `${someone.lastName} ${someone.firstName}` })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(referees.filter((r) => r.lastName.toLowerCase().includes(someone.lastName.toLowerCase()) || r.firstName.toLowerCase().includes(someone.lastName.toLowerCase())).length);
  });

  test('the participants lead to the public exception requests: initials, team and decision, in Czech and English', async ({ page }) => {
    type PublicRequest = { id: number; participantName: string; state: string; team: { clubId: number; clubName: string } };
    const { teamRequests } = await api<{ teamRequests: PublicRequest[] }>(page, '/api/v1/competition/competition-participant-team-request/public');
    if (teamRequests.length === 0) throw new Error('the demo has no exception request');
    await page.goto('/ucastnici');
    await page.getByRole('main').getByRole('link', { name: 'Žádosti o výjimky' }).click();
    await expect(page).toHaveURL(/\/ucastnici\/vyjimky$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Žádosti o výjimky' })).toBeVisible();
    // Every request the server lists, under its club, a child named by initials only.
    const lists = page.getByRole('list', { name: /^Žádosti o výjimky: / });
    await expect(lists.getByRole('listitem')).toHaveCount(teamRequests.length);
    const first = teamRequests[0];
    const club = page.getByRole('list', { name: `Žádosti o výjimky: ${first.team.clubName}`, exact: true });
    await expect(club).toContainText(first.participantName);
    expect(first.participantName).toMatch(/^(\p{Lu}\. ?)+$/u);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/en/ucastnici/vyjimky');
    await expect(page.getByRole('heading', { level: 1, name: 'Exception requests' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Exception conditions' })).toHaveAttribute('href', '/en/podminky-vyjimek');
  });

  test('the English referees list lives at /en/ucastnicirozhodci', async ({ page }) => {
    await page.goto('/en/ucastnicirozhodci');
    await expect(page.getByRole('heading', { level: 1, name: 'Referees' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search referees by name' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to participants' }).click();
    await expect(page).toHaveURL(/\/en\/ucastnici$/);
  });
});
