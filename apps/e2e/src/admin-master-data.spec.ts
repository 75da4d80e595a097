import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { AdminPricelistItem, AdminTeamCategory, StaticData } from '@phc/api-contract';
import { expectNoSeriousViolations, expectNotice, logInAs } from './clubzone-support';
import { matchDetail } from './protocol-support';

/**
 * Master data in the administration (issue 16 item 3): an admin tightens a team category's roster
 * limit and changes a price; the club sees both at once, the limit on its match roster and the price
 * on its trainings. The category and the price are put back afterwards through the API.
 */

/** A page of its own (cookies apart) logged in as `email`, with `clubId` as the current club. */
async function pageAs(browser: Browser, baseURL: string, email: string, clubId?: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInAs(page, baseURL, email, clubId);
  return page;
}

/** A scheduled match of one of the demo club's teams, with that team's category. */
async function clubMatch(request: APIRequestContext, baseURL: string): Promise<{ matchId: number; categoryId: number }> {
  const mine = (await (await request.get(`${baseURL}/api/v1/competition/my-matches`)).json()) as { matches: { matchId: number; teamIds: number[] | null }[] };
  const statics = (await (await request.get(`${baseURL}/api/v1/competition/static`)).json()) as StaticData;
  for (const entry of mine.matches) {
    if (!entry.teamIds || entry.teamIds.length !== 1) continue;
    const { match } = await matchDetail(request, baseURL, entry.matchId);
    if (match.state !== 'scheduled' || !match.homeTeamId || !match.awayTeamId) continue;
    const team = statics.teams.find((t) => t.id === entry.teamIds?.[0]);
    if (team) return { matchId: entry.matchId, categoryId: team.teamCategoryId };
  }
  throw new Error('the demo club has no scheduled match');
}

/** Creates a hall training of the demo club's first team (the organiser assigns the hall), so the trainings list shows its hourly price. */
async function bookTraining(request: APIRequestContext, baseURL: string, trainingTypeId: number): Promise<void> {
  const response = await request.post(`${baseURL}/api/v1/competition/trainings`, {
    headers: { origin: baseURL },
    data: { teamId: 1, day: 2, preferredTime: '08:15', trainingTypeId, durationInMinutes: 90, placeId: null, seekingRival: false, rivalName: null, refereeRequested: false, note: null },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const categoryBody = ({ id: _id, teams: _teams, ...category }: AdminTeamCategory) => category;
const itemBody = ({ id: _id, code: _code, uses: _uses, system: _system, ...item }: AdminPricelistItem) => item;

test.describe('administration: master data', () => {
  test('an admin tightens a category’s roster limit and changes a price; the club sees both at once', async ({ browser, baseURL }) => {
    // Two accounts, four screens and axe four times: longer than one screen's journey.
    test.setTimeout(120_000);
    const base = baseURL as string;
    // HC Praha (id 1), the demo club administrator's approved club.
    const club = await pageAs(browser, base, 'club@demo.test', 1);
    const { matchId, categoryId } = await clubMatch(club.request, base);
    const admin = await pageAs(browser, base, 'admin@demo.test');
    const { categories } = (await (await admin.request.get('/api/v1/admin/team-categories')).json()) as { categories: AdminTeamCategory[] };
    const category = categories.find((c) => c.id === categoryId) as AdminTeamCategory;
    const { items } = (await (await admin.request.get('/api/v1/admin/pricelist')).json()) as { items: AdminPricelistItem[] };
    const hallTraining = items.find((i) => i.code === 'training_hall') as AdminPricelistItem;
    const enums = (await (await club.request.get('/api/v1/web/enums')).json()) as { trainingTypes: { id: number; pricelistItemId: number | null }[] };
    const trainingType = enums.trainingTypes.find((type) => type.pricelistItemId === hallTraining.id);
    expect(trainingType).toBeDefined();
    const maxPlayers = (category.limits?.minPlayers ?? 7) + 3;
    const price = hallTraining.priceCzk + 137;

    try {
      // The category's limit, with a mistake corrected on the way.
      await admin.goto('/admin/');
      await admin.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Kategorie' }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Kategorie týmů' })).toBeVisible();
      await expect(admin.getByRole('row', { name: new RegExp(category.nameCs) })).toBeVisible();
      await expectNoSeriousViolations(admin);
      await admin.getByRole('button', { name: `Upravit kategorii ${category.nameCs}` }).click();
      const dialog = admin.getByRole('dialog', { name: `Upravit kategorii ${category.code}` });
      const own = dialog.getByRole('checkbox', { name: 'Vlastní limity soupisky (jinak platí výchozí)' });
      if (!(await own.isChecked())) await own.check();
      await dialog.getByRole('spinbutton', { name: 'Upozornit od počtu hráčů' }).fill('');
      await dialog.getByRole('spinbutton', { name: 'Hráčů nejméně' }).fill(String(maxPlayers + 1));
      await dialog.getByRole('spinbutton', { name: 'Hráčů nejvíce' }).fill(String(maxPlayers));
      await dialog.getByRole('button', { name: 'Uložit kategorii' }).click();
      await expect(dialog.getByText('Minimum nesmí být větší než maximum.')).toBeVisible();
      await expectNoSeriousViolations(admin);
      await dialog.getByRole('spinbutton', { name: 'Hráčů nejméně' }).fill(String(maxPlayers - 3));
      await dialog.getByRole('button', { name: 'Uložit kategorii' }).click();
      await expect(dialog).toBeHidden();
      await expectNotice(admin, `Kategorie ${category.code} je uložená.`);
      await expect(admin.getByRole('row', { name: new RegExp(category.nameCs) })).toContainText(`${maxPlayers - 3}–${maxPlayers} hráčů`);

      // The club's match roster counts against the new maximum.
      await club.goto(`/zapasova-soupiska/${matchId}`);
      await expect(club.getByRole('heading', { level: 1, name: 'Soupiska zápasu' })).toBeVisible();
      await expect(club.getByText(new RegExp(`Hráči \\d+/${maxPlayers} \\(min\\. ${maxPlayers - 3}\\)`)).first()).toBeVisible();

      // The price of a hall training.
      await admin.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Ceník' }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Ceník a balíčky' })).toBeVisible();
      await expectNoSeriousViolations(admin);
      await admin.getByRole('button', { name: `Upravit položku ${hallTraining.nameCs}` }).click();
      const itemDialog = admin.getByRole('dialog', { name: `Upravit položku ${hallTraining.code}` });
      await expect(itemDialog.getByRole('textbox', { name: /^Kód/ })).toHaveValue(hallTraining.code);
      await itemDialog.getByRole('spinbutton', { name: 'Cena v Kč' }).fill(String(price));
      await expectNoSeriousViolations(admin);
      await itemDialog.getByRole('button', { name: 'Uložit položku' }).click();
      await expect(itemDialog).toBeHidden();
      await expectNotice(admin, `${hallTraining.nameCs}: uloženo.`);

      // The price list reaches the club with the public enums, which a browser may keep for a minute
      // (Cache-Control max-age=60, ETag): the club's next session, not a tab it had open, shows it.
      const clubLater = await pageAs(browser, base, 'club@demo.test', 1);
      await bookTraining(clubLater.request, base, trainingType?.id as number);
      await clubLater.goto('/clubzone/trainings');
      await expect(clubLater.getByRole('region', { name: 'Tréninky klubu HC Praha' }).getByText(`${price},-\u00a0Kč`).first()).toBeVisible();

      // The audit log names both changes; the English screens exist too.
      await admin.goto('/admin/audit');
      // Newest first: on a server reused between runs the earlier runs' entries follow.
      await expect(admin.getByRole('cell', { name: new RegExp(`Kategorie ${category.nameCs.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: Úprava`) }).first()).toBeVisible();
      await expect(admin.getByRole('cell', { name: new RegExp(`Položka ceníku ${hallTraining.nameCs.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: Úprava`) }).first()).toBeVisible();
      await admin.goto('/admin/en/categories');
      await expect(admin.getByRole('heading', { level: 1, name: 'Team categories' })).toBeVisible();
      await admin.goto('/admin/en/prices');
      await expect(admin.getByRole('heading', { level: 1, name: 'Price list and bundles' })).toBeVisible();
    } finally {
      const put = (url: string, data: unknown) => admin.request.put(url, { data, headers: { origin: base } });
      expect((await put(`/api/v1/admin/team-categories/${category.id}`, categoryBody(category))).status()).toBe(200);
      expect((await put(`/api/v1/admin/pricelist/${hallTraining.id}`, itemBody(hallTraining))).status()).toBe(200);
    }
  });
});
