import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MAIL_PORT } from '../playwright.config';
import { expectNotice, openAdmin, runTag } from './clubzone-support';
import { MailCatcher } from './mail-catcher';

/**
 * Issue 24: a club hears by e-mail of its registration. A club registers in English; its mailbox gets
 * "registration received" in English with Czech below, under the tournament's name. An organiser
 * approves it with a word to the club; the next e-mail quotes it and its link opens the club's order
 * summary in English.
 */
const mailbox = new MailCatcher();
test.beforeAll(() => mailbox.listen(MAIL_PORT));
test.afterAll(() => mailbox.close());

const tag = runTag();
const clubName = `HC Mail ${tag}`;
const email = `mail-${tag}@example.test`;

async function registerInEnglish(page: Page) {
  await page.goto('/en/registrace');
  await page.getByRole('textbox', { name: 'Club name' }).fill(clubName);
  await page.getByRole('textbox', { name: 'Street and number' }).fill('Sportovní 12');
  await page.getByRole('textbox', { name: 'City' }).fill('Brno');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('602 00');
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Czechia' });
  const contact = page.getByRole('group', { name: 'Contact person' });
  await contact.getByRole('textbox', { name: 'First name' }).fill('Jana');
  await contact.getByRole('textbox', { name: 'Last name' }).fill('Poštová');
  await contact.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await contact.getByRole('textbox', { name: 'Phone' }).fill('+420 777 888 999');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
  await page.getByRole('spinbutton', { name: 'Persons', exact: true }).fill('14');
  await page.getByRole('checkbox', { name: /I agree to the registration terms/ }).check();
  await page.getByLabel('Password for the new account').fill('heslo-posta-1');
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Club registered' })).toBeVisible();
}

test('a club registered in English gets its e-mails English first; the approval quotes the organiser and links its order summary', async ({ page, browser, baseURL }) => {
  await registerInEnglish(page);
  const received = await mailbox.waitFor(email);
  expect(received.text).toContain('Subject: Prague Handball Cup: registration received / registrace');
  // From the tournament by name, at the site's host (MAIL_FROM unset), not an anonymous localhost sender.
  expect(received.text).toMatch(/^From: "?Prague Handball Cup"? <noreply@[^>]+>\r?$/m);
  expect(received.text).toContain(`Thank you for registering ${clubName} for Prague Handball Cup.`);
  expect(received.text).toContain(`Děkujeme za registraci klubu ${clubName} na turnaj Prague Handball Cup.`);
  expect(received.text.indexOf('Thank you for registering')).toBeLessThan(received.text.indexOf('Děkujeme za registraci'));
  expect(received.text).toContain('text/html');
  const count = mailbox.mails.filter((m) => m.to.includes(email)).length;

  const admin = await openAdmin(browser);
  await expect(admin.getByRole('heading', { level: 1, name: 'Registrace klubů' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Hledat klub nebo město' }).fill(clubName);
  const row = admin.getByRole('row', { name: new RegExp(clubName) });
  await row.getByRole('checkbox', { name: `Vybrat ${clubName}` }).check();
  await admin.getByRole('group', { name: 'Akce s vybranými' }).getByRole('button', { name: 'Schválit' }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Schválit – vybráno: 1' });
  await dialog.getByRole('textbox', { name: 'Zpráva klubu' }).fill('Těšíme se na vás! See you in Prague.');
  await dialog.getByRole('button', { name: 'Schválit' }).click();
  await expectNotice(admin, 'Uloženo: Schválená (1)');

  await expect.poll(() => mailbox.mails.filter((m) => m.to.includes(email)).length).toBe(count + 1);
  const approved = await mailbox.waitFor(email);
  expect(approved.text).toContain('registration approved / registrace schválena');
  expect(approved.text).toContain('The organiser writes: Těšíme se na vás! See you in Prague.');
  const link = new RegExp(`${baseURL}/en/souhrn-objednavky/\\d+`).exec(approved.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(link as string);
  const summary = page.getByRole('article', { name: 'Order summary' });
  await expect(summary.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
  await expect(summary.getByText(new RegExp(`^${clubName} · `))).toBeVisible();
});
