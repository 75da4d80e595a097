import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { AdminClubRow } from '@phc/api-contract';
import { MAIL_PORT } from '../playwright.config';
import { expectNoSeriousViolations, expectNotice, recordNotices, runTag } from './clubzone-support';
import { MailCatcher } from './mail-catcher';

/**
 * People in the administration (issue 16 item 5): an admin invites a new person as a club's
 * administrator; the invitation e-mail's link sets a password; the person logs in and has the club in
 * their club zone. Then the admin disables the account: the person's session ends at once and the
 * login says the account is disabled.
 */
const mailbox = new MailCatcher();
test.beforeAll(() => mailbox.listen(MAIL_PORT));
test.afterAll(() => mailbox.close());

async function adminPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await recordNotices(page);
  await page.goto(`/admin${path}`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.test');
  await page.getByLabel('Heslo').fill('demo1234');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  return page;
}

test.describe('administration: people', () => {
  test('an invited club administrator sets a password, sees the club, and is logged out when disabled', async ({ browser, baseURL }) => {
    // Three people in three browsers and two e-mails: about 30 s on the 2-core machine, past the default limit.
    test.setTimeout(90_000);
    const base = baseURL ?? '';
    const tag = runTag();
    const person = { email: `spravce-${tag}@demo.test`, firstName: 'Silvie', lastName: `Správcová${tag}` };
    const name = `${person.firstName} ${person.lastName}`;

    // The admin opens an approved club and invites the person as its administrator.
    const admin = await adminPage(browser, '/');
    await expect(admin.getByRole('heading', { level: 1, name: 'Registrace klubů' })).toBeVisible();
    const { clubs } = (await (await admin.request.get('/api/v1/admin/clubs')).json()) as { clubs: AdminClubRow[] };
    const club = clubs.find((c) => c.registrationState === 'approved');
    expect(club, 'an approved club').toBeDefined();
    await admin.goto(`/admin/clubs/${club?.id}`);
    const section = admin.getByRole('region', { name: 'Správci klubu' });
    await expect(section).toBeVisible();
    const form = section.getByRole('form', { name: 'Přidat správce klubu' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
    await form.getByRole('textbox', { name: 'Jméno' }).fill(person.firstName);
    await form.getByRole('textbox', { name: 'Příjmení' }).fill(person.lastName);
    await form.getByRole('button', { name: 'Přidat správce' }).click();
    await expectNotice(admin, `Pozvánka odeslána na ${person.email}`);
    await expect(section.getByRole('row', { name: new RegExp(person.email) })).toContainText('Pozván');
    await expectNoSeriousViolations(admin);

    // The invitation, as the person receives it: its link sets the password.
    const mail = await mailbox.waitFor(person.email);
    expect(mail.text).toContain(`jako správci klubu ${club?.name}`);
    const link = /https?:\/\/\S+\/nastaveni-hesla\/[\w-]+/.exec(mail.text)?.[0] ?? '';
    expect(link, 'a set-password link').not.toBe('');
    const user = await (await browser.newContext()).newPage();
    await user.goto(new URL(link).pathname);
    const passwordForm = user.getByRole('form', { name: 'Nové heslo' });
    await passwordForm.getByRole('textbox', { name: 'Nové heslo', exact: true }).fill('Silvie-heslo-2026');
    await passwordForm.getByLabel(/^Nové heslo znovu/).fill('Silvie-heslo-2026');
    await passwordForm.getByRole('button', { name: 'Nastavit heslo' }).click();
    await expect(user.getByText('Heslo je nastavené. Teď se s ním můžete přihlásit.')).toBeVisible();

    // The person logs in and the club is theirs in the club zone.
    const login = await user.request.post(`${base}/api/v1/web/auth/login`, { data: { login: person.email, password: 'Silvie-heslo-2026' }, headers: { origin: base } });
    expect(login.status()).toBe(200);
    await user.addInitScript("localStorage.setItem('phc:probably-logged-in', '1')");
    await user.goto('/dashboard');
    await expect(user.getByRole('heading', { level: 1, name: club?.name ?? '' })).toBeVisible();

    // The admin finds the person among the users and disables the account.
    await admin.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Uživatelé' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Uživatelé a role' })).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Hledat jméno nebo e-mail' }).fill(person.lastName);
    const row = admin.getByRole('row', { name: new RegExp(person.email) });
    await expect(row).toContainText(club?.name ?? '');
    await expect(row).toContainText('Aktivní');
    await expectNoSeriousViolations(admin);
    await row.getByRole('button', { name: `Zablokovat ${name}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Zablokovat' }).click();
    await expectNotice(admin, `Účet ${name} je zablokovaný.`);
    await expect(row).toContainText('Zablokován');

    // Logged out at once; logging in again is refused with the reason.
    expect(((await (await user.request.get(`${base}/api/v1/web/auth/me`)).json()) as { user: unknown }).user).toBeNull();
    await user.reload();
    await expect(user.getByRole('heading', { level: 1, name: club?.name ?? '' })).toHaveCount(0);
    await user.goto('/admin/');
    await user.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
    await user.getByLabel('Heslo').fill('Silvie-heslo-2026');
    await user.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(user.getByRole('alert').filter({ hasText: 'zablokovaný' })).toHaveText('Tento účet je zablokovaný. Obraťte se na organizátory.');

    // The audit log has the invitation, the new administrator and the disabling.
    await admin.goto('/admin/audit');
    await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(admin.getByText(person.email).first()).toBeVisible();
  });

  test('a referee manager opening the English administration sees their waiting work and reaches the referees from it', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto('/admin/en/');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('referees@demo.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for you' })).toBeVisible();
    await page.getByRole('link', { name: /New referees/ }).click();
    await expect(page).toHaveURL(/\/admin\/en\/referees$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Referee registrations' })).toBeVisible();
  });
});
