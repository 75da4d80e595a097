import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, expectNotice, recordNotices } from './clubzone-support';

/**
 * Round levels and groups by hand (issue 17 item 1) and the audit of the builder (item 4): the
 * matchmaker adds a level of the category's own and a group in it, then an admin reads both changes
 * in the audit log with their labels, in Czech and in English. The journey makes its own empty
 * category, so the demo's E mix (drawn and published by the builder journey) stays untouched and
 * the journeys run in any order.
 */
async function logIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await recordNotices(page);
  await page.goto('/admin/');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Heslo').fill('demo1234');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('navigation', { name: 'Administrace' })).toBeVisible();
  return page;
}

test.describe('administration: round levels and groups by hand', () => {
  // axe-core and the builder's writes take seconds each on the shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('a matchmaker adds a level and a group to a draft category, and the audit log names both changes', async ({ browser, baseURL }) => {
    const admin = await logIn(browser, 'admin@demo.test');
    const code = `L${Date.now() % 100_000}`;
    const created = await admin.request.post('/api/v1/admin/team-categories', {
      headers: { origin: baseURL as string },
      data: { code, nameCs: `Úrovně ${code}`, nameEn: `Levels ${code}`, gender: 'X', birthYearFrom: null, birthYearTo: null, maxOtherGenderPlayers: 0, maxOlderPlayers: 0, smallCourt: false, sortOrder: 990, limits: null },
    });
    expect(created.status(), await created.text()).toBe(200);
    const categoryId = ((await created.json()) as { category: { id: number } }).category.id;

    const matchmaker = await logIn(browser, 'matchmaker@demo.test');
    await matchmaker.goto(`/admin/competition/${categoryId}`);
    await expect(matchmaker.getByRole('heading', { level: 1, name: `Soutěž: Úrovně ${code}` })).toBeVisible();
    const levels = matchmaker.getByRole('region', { name: 'Úrovně soutěže' });
    // The levels every category shares are listed, not editable from here.
    await expect(levels.getByRole('row').nth(1)).toContainText('společná všem kategoriím');

    // A level of the category's own, in both languages; a second one of the same name is refused on its field.
    const form = matchmaker.getByRole('form', { name: 'Přidat úroveň' });
    await form.getByRole('textbox', { name: /Název česky/ }).fill('Skupiny o umístění');
    await form.getByRole('textbox', { name: /Název anglicky/ }).fill('Placement groups');
    await form.getByRole('combobox', { name: /Typ/ }).selectOption({ label: 'Skupiny' });
    await form.getByRole('button', { name: 'Přidat úroveň' }).click();
    await expectNotice(matchmaker, 'Úroveň je přidaná.');
    const own = levels.getByRole('row').filter({ has: matchmaker.getByRole('rowheader', { name: 'Skupiny o umístění', exact: true }) });
    await expect(own).toContainText('Skupiny');
    await form.getByRole('textbox', { name: /Název česky/ }).fill('Skupiny o umístění');
    await form.getByRole('textbox', { name: /Název anglicky/ }).fill('Other');
    await form.getByRole('button', { name: 'Přidat úroveň' }).click();
    await expect(form.getByText('Úroveň s tímto názvem už v kategorii je.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Název anglicky/ })).toHaveValue('Other');

    // A group in that level, by keyboard.
    const groupForm = matchmaker.getByRole('form', { name: 'Nová skupina' });
    await groupForm.getByRole('textbox', { name: /Název nové skupiny/ }).fill(`${code} – U1`);
    await groupForm.getByRole('combobox', { name: /Úroveň/ }).selectOption({ label: 'Skupiny o umístění' });
    await groupForm.getByRole('button', { name: 'Přidat skupinu' }).focus();
    await matchmaker.keyboard.press('Enter');
    await expect(matchmaker.getByRole('region', { name: `${code} – U1` })).toBeVisible();
    // The level now holds a group: it is not deleted.
    await expect(own.getByRole('button', { name: 'Smazat úroveň Skupiny o umístění' })).toBeDisabled();
    await expectNoSeriousViolations(matchmaker);

    // The admin reads both changes in the audit log, with words, filtered to the builder.
    await admin.goto('/admin/audit');
    await admin.getByRole('combobox', { name: 'Entita' }).selectOption({ label: 'Soutěž kategorie' });
    const levelRow = admin.getByRole('row', { name: new RegExp(`Soutěž kategorie Úrovně ${code}: Nová úroveň soutěže`) });
    await expect(levelRow).toBeVisible();
    // The change in words: field labels and the level type's name, not the stored keys and codes.
    await expect(levelRow.getByRole('listitem').filter({ hasText: 'Název česky:' })).toHaveText('Název česky: — → Skupiny o umístění');
    await expect(levelRow.getByRole('listitem').filter({ hasText: /^Typ:/ })).toHaveText('Typ: — → Skupiny');
    await expect(admin.getByRole('row', { name: new RegExp(`Soutěž kategorie Úrovně ${code}: Nová skupina`) })).toContainText('matchmaker@demo.test');
    await admin.goto('/admin/en/audit');
    await admin.getByRole('combobox', { name: 'Entity' }).selectOption({ label: 'Category competition' });
    const levelRowEn = admin.getByRole('row', { name: new RegExp(`Category competition Úrovně ${code}: New round level`) });
    await expect(levelRowEn).toBeVisible();
    await expect(levelRowEn.getByRole('listitem').filter({ hasText: 'Name in English:' })).toHaveText('Name in English: — → Placement groups');
    await expect(levelRowEn.getByRole('listitem').filter({ hasText: /^Type:/ })).toHaveText('Type: — → Groups');
    await expectNoSeriousViolations(admin);
  });
});
