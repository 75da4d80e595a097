import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, productNow, test } from './fixtures';

const userBar = (page: Page) => page.getByRole('dialog', { name: /^(Přihlášení|Login|Můj účet|My account|Zapomenuté heslo|Forgotten password)$/ });

async function logIn(page: Page, email: string, password = 'demo1234') {
  const bar = userBar(page);
  await bar.getByLabel(/^(E-mail)/).fill(email);
  await bar.getByLabel(/^(Heslo|Password)/).fill(password);
  await bar.getByRole('button', { name: /^(Přihlásit se|Log in)$/ }).click();
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('account: user bar, login guard, profile box', () => {
  test('an anonymous visitor opening /dashboard is asked to log in and lands back on the dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Pro tuto stránku se přihlaste' })).toBeVisible();
    await expect(userBar(page)).toBeVisible();
    await expect(userBar(page).getByText('Po přihlášení na ni budete vráceni')).toBeVisible();
    await logIn(page, 'club@demo.test');
    await expect(userBar(page)).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Týmy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Pro tuto stránku se přihlaste');
    // The user bar now names the user; a reload keeps them logged in (the session cookie and the local flag).
    await page.reload();
    await expect(page.getByRole('button', { name: 'Klára Klubová' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Týmy' })).toBeVisible();
  });

  test('login tells a missing e-mail, an unknown e-mail and a wrong password apart, keeping what was typed', async ({ page }) => {
    await page.goto('/ucastnici');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    const bar = userBar(page);
    await bar.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(bar.getByText('Zadejte e-mail.')).toBeVisible();

    await logIn(page, 'nobody@demo.test', 'whatever1');
    await expect(bar.getByText('Uživatel s tímto e-mailem neexistuje.')).toBeVisible();
    await expect(bar.getByLabel(/^E-mail/)).toHaveValue('nobody@demo.test');

    await logIn(page, 'referees@demo.test', 'wrong-password');
    await expect(bar.getByText('Nesprávné heslo.')).toBeVisible();
    await expect(bar.getByLabel(/^E-mail/)).toHaveValue('referees@demo.test');
  });

  test('the profile box shows exactly the links that apply, and the club switcher sorted by name with countries', async ({ page }) => {
    await page.goto('/ucastnici');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await logIn(page, 'club@demo.test');
    const bar = userBar(page);
    await expect(bar.getByRole('heading', { name: 'Můj účet' })).toBeVisible();
    const nav = bar.getByRole('navigation', { name: 'Můj účet' });
    await expect(nav.getByRole('link', { name: 'Klubová zóna' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Upravit profil' })).toBeVisible();
    // A club administrator has no administration access.
    await expect(nav.getByRole('link', { name: 'Administrace' })).toHaveCount(0);

    const switcher = bar.getByLabel('Klub');
    const options = await switcher.locator('option:not([value=""])').allTextContents();
    expect(options).toHaveLength(2);
    // Names and countries, never internal ids (issue 18 item 8); a club still waiting for approval is not
    // in the public list yet and shows its name alone.
    for (const option of options) expect(option).not.toMatch(/\d/);
    expect(options.some((o) => / \([^)]+\)$/.test(o))).toBe(true);
    const names = options.map((o) => o.replace(/ \([^)]+\)$/, ''));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'cs')));

    // The club waiting for approval has no order summary; the approved one has it.
    const pendingOption = await switcher.locator('option', { hasText: 'Kladno' }).first().getAttribute('value');
    await switcher.selectOption(pendingOption ?? '');
    await expect(nav.getByRole('link', { name: 'Moje registrace' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Souhrn objednávky/ })).toHaveCount(0);
  });

  test('an admin sees the administration link; logging out calls GET /logout and forgets the user', async ({ page }) => {
    await page.goto('/ucastnici');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await logIn(page, 'superadmin@demo.test');
    const bar = userBar(page);
    await expect(bar.getByRole('link', { name: 'Administrace' })).toHaveAttribute('href', '/admin/');
    const logout = page.waitForRequest((request) => new URL(request.url()).pathname === '/logout' && request.method() === 'GET');
    await bar.getByRole('button', { name: 'Odhlásit se' }).click();
    await logout;
    await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
    expect(await page.evaluate("localStorage.getItem('phc:probably-logged-in')")).toBeNull();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Pro tuto stránku se přihlaste' })).toBeVisible();
  });
});

test.describe('account: dashboard and transfers', () => {
  test('a club administrator adds, edits and removes a transfer, and opens the order summary in a new tab', async ({ page, context }) => {
    await page.goto('/dashboard');
    await logIn(page, 'club@demo.test');
    await page.getByRole('button', { name: 'Klára Klubová' }).click();
    const bar = userBar(page);
    const switcher = bar.getByLabel('Klub');
    const approved = await switcher.locator('option:not([value=""])', { hasNotText: 'Kladno' }).first().getAttribute('value');
    await switcher.selectOption(approved ?? '');
    await expect(page).toHaveURL(new RegExp(`/dashboard/${approved}$`));
    await bar.getByRole('button', { name: 'Zavřít' }).click();

    await expect(page.getByText('Registrace schválena')).toBeVisible();
    // Team labels: a name, or the category with a Roman numeral.
    await expect(page.getByRole('heading', { name: 'Týmy' })).toBeVisible();

    await page.getByRole('button', { name: 'Přidat transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nový transfer' });
    await dialog.getByRole('button', { name: 'Uložit transfer' }).click();
    await expect(dialog.getByText('Toto pole je povinné.').first()).toBeVisible();
    await dialog.getByLabel(/^Typ transferu/).selectOption('arrival_airport');
    // The demo tournament started yesterday (UTC, on the product's clock); a transfer must fall within its window.
    const firstDay = new Date(productNow().getTime() - 86_400_000);
    await dialog.getByLabel(/^Den/).fill(firstDay.toISOString().slice(0, 10));
    await dialog.getByLabel(/^Čas vyzvednutí/).fill('14:30');
    await dialog.getByLabel(/^Počet osob/).fill('18');
    await dialog.getByLabel(/^Číslo letu/).fill('OK 777');
    await dialog.getByLabel(/^Čas přistání/).fill('13:55');
    await dialog.getByRole('button', { name: 'Uložit transfer' }).click();
    await expect(page.getByText('Transfer byl uložen.')).toBeVisible();
    const item = page.getByRole('listitem', { name: `Příjezd – letiště ${firstDay.getUTCDate()}. ${firstDay.getUTCMonth() + 1}. ${firstDay.getUTCFullYear()} 14:30` });
    await expect(item).toBeVisible();
    await expect(item.getByText('OK 777')).toBeVisible();
    await expect(item.getByText('Nepotvrzený')).toBeVisible();

    await item.getByRole('button', { name: 'Upravit' }).click();
    const edit = page.getByRole('dialog', { name: 'Upravit transfer' });
    await expect(edit.getByLabel(/^Číslo letu/)).toHaveValue('OK 777');
    await edit.getByLabel(/^Počet osob/).fill('21');
    await edit.getByRole('button', { name: 'Uložit transfer' }).click();
    await expect(item.getByText('21', { exact: true })).toBeVisible();

    await item.getByRole('button', { name: 'Odstranit' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Odstranit' }).click();
    await expect(page.getByText('Transfer byl odstraněn.')).toBeVisible();
    await expect(item).toHaveCount(0);

    const link = page.getByRole('link', { name: /Souhrn objednávky/ });
    await expect(link).toHaveAttribute('target', '_blank');
    const [summary] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await summary.waitForLoadState();
    expect(new URL(summary.url()).pathname).toBe(`/souhrn-objednavky/${approved}`);
  });

  test('another club’s dashboard answers "no access" to a club administrator', async ({ page }) => {
    const clubs = (await (await page.request.get('/api/v1/web/clubs')).json()).clubs as { id: number; name: string }[];
    await page.goto('/ucastnici');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await logIn(page, 'club@demo.test');
    await expect(userBar(page).getByRole('heading', { name: 'Můj účet' })).toBeVisible();
    const own = (await (await page.request.get('/api/v1/web/auth/me')).json()).user.administratedClubs.map((c: { id: number }) => c.id) as number[];
    const foreign = clubs.find((c) => !own.includes(c.id));
    await page.goto(`/dashboard/${foreign?.id}`);
    await expect(page.getByText('K tomuto klubu nemáte přístup.')).toBeVisible();
  });
});

test.describe('account: password reset and profile', () => {
  test('the reset request sends the link in the visitor language; an invalid link says so clearly', async ({ page }) => {
    await page.goto('/en/nastaveni-hesla');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgotten password' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('Email missing.')).toBeVisible();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/web/auth/password-reset') && r.method() === 'POST');
    await page.getByLabel(/^E-mail/).fill('club@demo.test');
    await page.getByRole('button', { name: 'Send link' }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ login: 'club@demo.test', locale: 'en' });
    expect(body.passwordUrl).toMatch(/\/en\/nastaveni-hesla\/\{token\}$/);
    await expect(page.getByRole('status').filter({ hasText: 'club@demo.test' })).toContainText('we have sent it a link');

    await page.goto('/nastaveni-hesla/abcdefghijklmnopqrstuvwxyz012345');
    await page.getByRole('textbox', { name: 'Nové heslo', exact: true }).fill('noveheslo123');
    await page.getByLabel(/^Nové heslo znovu/).fill('noveheslo123');
    await page.getByRole('button', { name: 'Nastavit heslo' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Odkaz pro nastavení hesla vypršel nebo už byl použit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Poslat nový odkaz' })).toHaveAttribute('href', '/nastaveni-hesla');
  });

  test('the profile saves a new name, shows a success alert and refreshes the user bar', async ({ page }) => {
    await page.goto('/profil');
    await logIn(page, 'referees@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await page.getByLabel(/^Jméno/).fill('Renata');
    await page.getByRole('button', { name: 'Uložit profil' }).click();
    await expect(page.getByText('Profil byl uložen.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Renata / })).toBeVisible();

    await page.getByLabel(/^Nové heslo/).fill('short');
    await page.getByRole('button', { name: 'Uložit profil' }).click();
    await expect(page.getByText('Heslo musí mít alespoň 8 znaků.')).toBeVisible();
    await expect(page.getByLabel(/^Jméno/)).toHaveValue('Renata');
  });

  test('the login page state and the user bar pass axe on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard');
    await expect(userBar(page)).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('account: on a phone', () => {
  test('the dashboard fits a 360 px screen without sideways scrolling and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard');
    await logIn(page, 'club@demo.test');
    await expect(page.getByRole('heading', { level: 2, name: 'Týmy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Transfery' })).toBeVisible();
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: '/tmp/account-dashboard-360.png', fullPage: true });
  });
});

test.describe('account: confirmed transfers', () => {
  test('a confirmed transfer is read-only, an unconfirmed one of the same club can be changed', async ({ page }) => {
    await page.goto('/dashboard');
    await logIn(page, 'clubs@demo.test');
    await expect(userBar(page)).toBeHidden();
    const clubs = (await (await page.request.get('/api/v1/web/clubs')).json()).clubs as { id: number }[];
    let found: { clubId: number; confirmed: { day: string; time: string }; unconfirmed: { day: string; time: string } } | null = null;
    for (const club of clubs) {
      const transfers = (await (await page.request.get(`/api/v1/web/clubs/${club.id}/transfers`)).json()).transfers as { day: string; time: string; state: string }[];
      const confirmed = transfers.find((t) => t.state === 'confirmed');
      const unconfirmed = transfers.find((t) => t.state === 'unconfirmed');
      if (confirmed && unconfirmed) {
        found = { clubId: club.id, confirmed, unconfirmed };
        break;
      }
    }
    if (!found) throw new Error('the demo data has no club with a confirmed and an unconfirmed transfer');
    await page.goto(`/dashboard/${found.clubId}`);
    const label = (t: { day: string; time: string }) => {
      const [y, m, d] = t.day.split('-').map(Number);
      return new RegExp(`${d}\\. ${m}\\. ${y} ${t.time}`);
    };
    const confirmed = page.getByRole('listitem', { name: label(found.confirmed) });
    await expect(confirmed.getByText('Potvrzený')).toBeVisible();
    await expect(confirmed.getByRole('button')).toHaveCount(0);
    const unconfirmed = page.getByRole('listitem', { name: label(found.unconfirmed) });
    await expect(unconfirmed.getByRole('button', { name: 'Upravit' })).toBeVisible();
  });
});
