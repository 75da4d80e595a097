import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, productNow, test } from './fixtures';
import sharp from 'sharp';

/** Unique per run: the server may be reused between runs outside CI. */
const run = Date.now().toString(36);

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const contactGroup = (page: Page) => page.getByRole('group', { name: /^(Kontaktní osoba|Contact person)$/ });

async function fillClub(page: Page, clubName: string) {
  await page.getByRole('textbox', { name: 'Název klubu' }).fill(clubName);
  await page.getByRole('textbox', { name: 'Ulice a číslo' }).fill('Sportovní 12');
  await page.getByRole('textbox', { name: 'Město' }).fill('Brno');
  await page.getByRole('textbox', { name: 'PSČ' }).fill('602 00');
  await page.getByRole('combobox', { name: 'Země' }).selectOption({ label: 'Česko' });
}

async function login(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Přihlásit se' }).click();
  const dialog = page.getByRole('dialog', { name: 'Přihlášení' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByLabel('Heslo').fill(password);
  await dialog.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeHidden();
}

test.describe('club registration', () => {
  test('a new club manager registers a club with two teams, fixes errors shown in cs and en, logs in and edits the registration', async ({ page }) => {
    const email = `manager-${run}@example.test`;
    const clubName = `HC Registrace ${run}`;
    await page.goto('/registrace');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrace klubu' })).toBeVisible();
    await expect(page).toHaveTitle(/Registrace klubu/);
    await fillClub(page, clubName);
    await contactGroup(page).getByRole('textbox', { name: 'Jméno' }).fill('Jana');
    await contactGroup(page).getByRole('textbox', { name: 'Příjmení' }).fill('Nováková');
    await contactGroup(page).getByRole('textbox', { name: 'E-mail' }).fill(email);
    await contactGroup(page).getByRole('textbox', { name: 'Telefon' }).fill('777888');
    await page.getByRole('textbox', { name: 'Název týmu' }).fill('Mladší');
    await page.getByRole('combobox', { name: 'Kategorie' }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: 'Balíček' }).selectOption({ label: 'Domácí startovné' });
    await page.getByRole('spinbutton', { name: 'Osoby', exact: true }).fill('14');
    await page.getByRole('button', { name: 'Přidat tým' }).click();
    await page.getByRole('textbox', { name: 'Název týmu' }).nth(1).fill('Starší');
    await page.getByRole('combobox', { name: 'Kategorie' }).nth(1).selectOption({ index: 2 });
    await page.getByLabel('Heslo k novému účtu').fill('heslo-nove-1');

    // The club logo: a small PNG from this device, uploaded at once and previewed through the image proxy.
    const logo = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 200, g: 16, b: 46 } } }).png().toBuffer();
    await page.getByLabel('Logo klubu').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    const preview = page.getByRole('img', { name: 'Nahrané logo klubu' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^\/img\/[0-9a-f]{24}\.png\?w=\d+&h=\d+$/);
    const logoSrc = await preview.getAttribute('src');
    expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // A bad phone and no consent: both explained on their fields, in Czech.
    await page.getByRole('button', { name: 'Odeslat registraci' }).click();
    await expect(page.getByText('Zadejte telefonní číslo, např. 777 888 999; zahraniční s předvolbou, např. +49 30 1234567.')).toBeVisible();
    await expect(page.getByText('Bez souhlasu s podmínkami nelze pokračovat.')).toBeVisible();
    await expect(contactGroup(page).getByRole('textbox', { name: 'Telefon' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page);

    // The same form in English: everything typed is still there (kept locally), the errors are English.
    await page.goto('/en/registrace');
    await expect(page.getByRole('textbox', { name: 'Club name' })).toHaveValue(clubName);
    await expect(page.getByText('We restored the form you filled in but have not sent yet.')).toBeVisible();
    await page.getByLabel('Password for the new account').fill('heslo-nove-1');
    await page.getByRole('button', { name: 'Submit registration' }).click();
    await expect(page.getByText('Enter a phone number with its country code, e.g. +44 20 7946 0958 (a Czech one may leave out +420).')).toBeVisible();
    await expect(page.getByText('You must agree to the terms to continue.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Team name' }).nth(1)).toHaveValue('Starší');
    await expect(page.getByRole('img', { name: 'Uploaded club logo' })).toHaveAttribute('src', logoSrc ?? '');

    // Back in Czech: fix both and send; a Czech number as people write it (issue 24: "777 123 456" was refused).
    await page.goto('/registrace');
    await contactGroup(page).getByRole('textbox', { name: 'Telefon' }).fill('777 123 456');
    await page.getByRole('checkbox', { name: /Souhlasím s podmínkami registrace/ }).check();
    await page.getByLabel('Heslo k novému účtu').fill('heslo-nove-1');
    await page.getByRole('button', { name: 'Odeslat registraci' }).click();
    await expect(page).toHaveURL(/\/uspesna-registrace$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Klub byl zaregistrován' })).toBeVisible();
    // The registration logged the new account in: the user bar names the contact, no login needed.
    await expect(page.getByText(`Jste přihlášeni jako ${email}.`)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Jana Nováková' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Přihlásit se' })).toBeHidden();

    // The draft is gone once sent: a new registration starts empty.
    await page.goto('/registrace');
    await expect(page.getByRole('textbox', { name: 'Název klubu' })).toHaveValue('');

    const me = (await (await page.request.get('/api/v1/web/auth/me')).json()) as { user: { administratedClubs: { id: number; name: string }[] } };
    const club = me.user.administratedClubs.find((c) => c.name === clubName);
    expect(club).toBeDefined();

    await page.goto(`/registrace/${club?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Úprava registrace' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Název týmu' })).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: 'Název týmu' }).first()).toHaveValue('Mladší');
    // The logo uploaded while registering is the club's.
    await expect(page.getByRole('img', { name: 'Nahrané logo klubu' })).toHaveAttribute('src', logoSrc ?? '');
    await expect(page.getByLabel('Nahrát jiné logo klubu')).toBeVisible();
    await page.getByRole('textbox', { name: 'Název klubu' }).fill(`${clubName} Brno`);
    await page.getByRole('button', { name: 'Odebrat tým 2' }).click();
    await page.getByRole('button', { name: 'Uložit změny' }).click();
    await expect(page.getByRole('status').getByText('Registrace byla upravena.')).toBeVisible();
    // Saved means nothing is left to restore.
    await expect(page.getByText('Obnovili jsme rozpracovaný formulář, který jste ještě neodeslali.')).toBeHidden();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Název klubu' })).toHaveValue(`${clubName} Brno`);
    await expect(page.getByRole('textbox', { name: 'Název týmu' })).toHaveCount(1);
  });

  test('nothing typed is lost: a reload in the middle of the form brings every value back', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/registrace');
    await fillClub(page, `HC Rozepsaný ${run}`);
    await contactGroup(page).getByRole('textbox', { name: 'Telefon' }).fill('+420 601 222 333');
    await page.getByRole('button', { name: 'Přidat tým' }).click();
    await page.getByRole('textbox', { name: 'Název týmu' }).nth(1).fill('Druhý tým');
    await page.getByRole('textbox', { name: 'Poznámka' }).fill('Přijedeme v noci.');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Název klubu' })).toHaveValue(`HC Rozepsaný ${run}`);
    await expect(page.getByRole('combobox', { name: 'Země' })).toHaveValue(/\d+/);
    await expect(contactGroup(page).getByRole('textbox', { name: 'Telefon' })).toHaveValue('+420 601 222 333');
    await expect(page.getByRole('textbox', { name: 'Název týmu' }).nth(1)).toHaveValue('Druhý tým');
    await expect(page.getByRole('textbox', { name: 'Poznámka' })).toHaveValue('Přijedeme v noci.');
    // The phone fits a 360 px screen: the form scrolls vertically only.
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Zahodit rozpracované' }).click();
    await expect(page.getByRole('textbox', { name: 'Název klubu' })).toHaveValue('');
  });

  test("another club's administrator cannot open this club's registration or order summary", async ({ page }) => {
    await page.goto('/');
    await login(page, 'club@demo.test', 'demo1234');
    const me = (await (await page.request.get('/api/v1/web/auth/me')).json()) as { user: { administratedClubs: { id: number }[] } };
    const own = new Set(me.user.administratedClubs.map((c) => c.id));
    const clubs = (await (await page.request.get('/api/v1/web/clubs')).json()) as { clubs: { id: number }[] };
    const other = clubs.clubs.find((c) => !own.has(c.id));
    expect(other).toBeDefined();
    expect((await page.request.get(`/api/v1/web/clubs/${other?.id}/registration`)).status()).toBe(403);
    expect((await page.request.get(`/api/v1/web/clubs/${other?.id}/order-summary-preview`)).status()).toBe(403);
    await page.goto(`/registrace/${other?.id}`);
    await expect(page.getByRole('heading', { name: 'Bez oprávnění' })).toBeVisible();

    // Their own approved club's order summary opens as a printable page in Kč.
    let approved: number | undefined;
    for (const id of own) {
      const answer = (await (await page.request.get(`/api/v1/web/clubs/${id}/registration`)).json()) as { registration: { registrationState: string } };
      if (answer.registration.registrationState === 'approved') approved = id;
    }
    expect(approved).toBeDefined();
    await page.goto(`/api/v1/web/clubs/${approved}/order-summary-preview`);
    await expect(page.getByRole('heading', { level: 1, name: 'Souhrn objednávky / Order summary' })).toBeVisible();
    await expect(page.getByText(/Celkem \/ Total: [\d\u00a0]+,-\u00a0Kč/)).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
  });
});

test.describe('referee registration', () => {
  async function fillReferee(page: Page, email: string, birthYear: string) {
    await page.getByRole('textbox', { name: 'Jméno' }).fill('Tomáš');
    await page.getByRole('textbox', { name: 'Příjmení' }).fill('Píšťala');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Telefon' }).fill('+420 602 111 222');
    await page.getByRole('spinbutton', { name: 'Rok narození' }).fill(birthYear);
    await page.getByRole('combobox', { name: 'Velikost trička' }).selectOption('L');
    await page.getByRole('radio', { name: 'Muž' }).check();
    await page.getByRole('textbox', { name: 'Nejvyšší soutěž, kterou pískáte' }).fill('1. liga');
    await page.getByRole('checkbox', { name: /Chci zajistit ubytování/ }).check();
    await page.getByRole('checkbox', { name: /Souhlasím s podmínkami/ }).check();
  }

  test('a referee under 18 is refused with a clear message; an adult registers', async ({ page }) => {
    await page.goto('/registrace-rozhodci');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrace rozhodčího' })).toBeVisible();
    await expectNoSeriousViolations(page);
    const tooYoung = String(productNow().getFullYear() - 16);
    await fillReferee(page, `referee-${run}@example.test`, tooYoung);
    await page.getByRole('button', { name: 'Odeslat registraci' }).click();
    await expect(page.getByText('Rozhodčí musí být starší 18 let.')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Rok narození' })).toHaveAttribute('aria-invalid', 'true');

    // The server holds the same rule against a caller that skips the form.
    const direct = await page.request.post('/api/v1/web/referee-registrations', {
      data: { firstName: 'A', lastName: 'B', email: `young-${run}@example.test`, phone: '+420 602 111 222', birthYear: Number(tooYoung), gender: 'male', shirtSize: 'L', highestCompetition: 'x', termsConsent: true },
    });
    expect(direct.status()).toBe(400);
    expect((await direct.json()).error.fields.birthYear).toEqual(['refereeTooYoung']);

    await page.getByRole('spinbutton', { name: 'Rok narození' }).fill('1990');
    await page.getByRole('button', { name: 'Odeslat registraci' }).click();
    await expect(page.getByRole('heading', { name: 'Registrace rozhodčího odeslána' })).toBeVisible();
  });

  test('the referee form speaks English under /en', async ({ page }) => {
    await page.goto('/en/registrace-rozhodci');
    await expect(page.getByRole('heading', { level: 1, name: 'Referee registration' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit registration' }).click();
    await expect(page.getByRole('radiogroup', { name: /Gender/ })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page);
  });
});
