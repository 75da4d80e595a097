import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { StaticData } from '@phc/api-contract';
import { expectNoSeriousViolations, expectNotice, recordNotices } from './clubzone-support';

/**
 * The competition builder (issue 17 items 1–4): the matchmaker draws the registered teams of the
 * demo's undrawn category (E mix) into groups, moves a team, builds the playoffs and the schedule,
 * and publishes; until then the public sees nothing of it, afterwards the draw, the group page and
 * the brackets show it.
 */
const category = 'E mix';

async function matchmakerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await recordNotices(page);
  await page.goto('/admin/');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('matchmaker@demo.test');
  await page.getByLabel('Heslo').fill('demo1234');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Soutěž' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Soutěž' })).toBeVisible();
  return page;
}

const publicStatic = async (page: Page) => (await (await page.request.get('/api/v1/competition/static')).json()) as StaticData;

test.describe('administration: the competition builder', () => {
  // axe-core and the builder's writes take seconds each on the shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('a matchmaker builds groups and a schedule from the registered teams, publishes, and the public draw, group page and brackets show it', async ({ browser }) => {
    const admin = await matchmakerPage(browser);
    await expectNoSeriousViolations(admin);
    const row = admin.getByRole('row', { name: new RegExp(category) });
    await expect(row).toContainText('Nesestaveno');
    await row.getByRole('link', { name: category }).click();
    await expect(admin.getByRole('heading', { level: 1, name: `Soutěž: ${category}` })).toBeVisible();
    const categoryId = Number(new URL(admin.url()).pathname.split('/').pop());

    // The draw: 12 teams into groups of four, each team with the reason of its place.
    await admin.getByRole('combobox', { name: 'Týmů ve skupině' }).selectOption('4');
    await admin.getByRole('button', { name: 'Rozlosovat 12 týmů' }).click();
    await expectNotice(admin, 'Rozlosováno 12 týmů do 3 skupin.');
    const groups = admin.getByRole('region', { name: /^EX – [ABC]$/ });
    await expect(groups).toHaveCount(3);
    await expect(groups.first().getByRole('row')).toHaveCount(5);
    await expect(groups.first().getByRole('row').nth(1)).toContainText(/Koš \d/);
    await expectNoSeriousViolations(admin);

    // A move by keyboard: the dialog names what it breaks before anything changes.
    const groupA = admin.getByRole('region', { name: 'EX – A' });
    const mover = groupA.getByRole('button', { name: /^Přesunout tým / }).first();
    const moverName = ((await mover.getAttribute('aria-label')) ?? '').replace('Přesunout tým ', '');
    await mover.focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: `Přesunout tým ${moverName}` });
    await dialog.getByRole('combobox', { name: /Do skupiny/ }).selectOption({ label: 'EX – B' });
    await expect(dialog.getByRole('status')).toContainText('Skupina EX – B bude mít jiný počet týmů, než losování plánovalo.');
    await dialog.getByRole('button', { name: 'Přesunout' }).click();
    await expectNotice(admin, `Tým ${moverName} je ve skupině EX – B.`);
    const movedRow = admin.getByRole('region', { name: 'EX – B' }).getByRole('row').filter({ has: admin.getByRole('rowheader', { name: moverName, exact: true }) });
    await expect(movedRow).toContainText('Přesunut ručně ze skupiny EX – A.');

    // Playoffs A and B, then the schedule with its report.
    await admin.getByRole('button', { name: 'Sestavit play-off' }).click();
    await expectNotice(admin, 'Play-off je sestavené.');
    await admin.getByRole('button', { name: 'Sestavit rozpis' }).click();
    const report = admin.getByRole('region', { name: 'Zpráva rozpisu' });
    await expect(report).toContainText('Tvrdá porušení: 0');
    await expect(report).toContainText(/Umístěno (\d+) z \1 zápasů/);
    await expect(admin.getByRole('combobox', { name: 'Den rozpisu' })).toBeVisible();
    await expect(admin.getByRole('table').last().getByRole('row').nth(1)).toContainText(/\d{2}:\d{2}/);

    // Still a draft: the public has none of it.
    expect((await publicStatic(admin)).groups.filter((g) => g.teamCategoryId === categoryId)).toEqual([]);

    await admin.getByRole('button', { name: 'Zveřejnit' }).click();
    const confirm = admin.getByRole('alertdialog', { name: `Zveřejnit soutěž ${category}?` });
    await confirm.getByRole('button', { name: 'Zveřejnit' }).click();
    await expectNotice(admin, `Soutěž ${category} je zveřejněná.`);
    await expect(admin.getByText('Čísla zápasů jsou pevná.')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Rozlosovat 12 týmů' })).toHaveCount(0);

    // A later change: one match to 21:00 (after every demo match), its number kept, audited.
    await admin.getByRole('button', { name: /^Změnit čas zápasu / }).first().click();
    const slot = admin.getByRole('dialog', { name: /^Změnit čas zápasu \d+$/ });
    await slot.getByLabel(/^Čas/).fill('21:00');
    await slot.getByRole('button', { name: 'Uložit' }).click();
    await expectNotice(admin, 'Zápas je přesunutý.');
    await expect(admin.getByRole('cell', { name: '21:00', exact: true })).toBeVisible();

    // The same screen in English.
    await admin.goto('/admin/en/competition');
    await expect(admin.getByRole('heading', { level: 1, name: 'Competition' })).toBeVisible();
    await expect(admin.getByRole('row', { name: /E mixed/ })).toContainText('Published');

    // A new visitor: the category's groups, a group's table, the draw and the brackets.
    const visitor = await (await browser.newContext()).newPage();
    const statics = await publicStatic(visitor);
    const stage = statics.groups.filter((g) => g.teamCategoryId === categoryId && g.playoffCategory === null);
    expect(stage.map((g) => g.name).sort()).toEqual(['EX – A', 'EX – B', 'EX – C']);
    await visitor.goto(`/vysledky/kategorie/${categoryId}`);
    await expect(visitor.getByRole('main').getByText('EX – B').first()).toBeVisible();
    const groupB = stage.find((g) => g.name === 'EX – B');
    await visitor.goto(`/vysledky/skupina/${groupB?.id}`);
    const rows = visitor.getByRole('table').locator('tbody tr[data-team-id]');
    await expect(rows).toHaveCount(5);
    expect((await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-team-id'))))).sort()).toEqual([...(groupB?.teamIds ?? [])].sort());
    // The moved team's club (the public label adds the category code to the Roman number).
    await expect(visitor.getByRole('table')).toContainText(moverName.replace(/ [IVX]+$/, ''));

    await visitor.goto(`/vysledky/podle-dni?kategorie=${categoryId}`);
    await expect(visitor.locator('[data-match-id]').first()).toBeVisible();
    await expectNoSeriousViolations(visitor);

    await visitor.goto('/brackets/E/1');
    const tree = visitor.getByRole('region', { name: category, exact: true });
    await expect(tree).toBeVisible();
    await expect(tree.locator('[data-match-id]').first()).toBeVisible();
  });
});
