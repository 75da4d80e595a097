import { expect, test } from './fixtures';
import { expectNoSeriousViolations, expectNotice, logInAs, recordNotices } from './clubzone-support';

// Issue 18 item 8: the order summary is a printable page of the site with the tournament's brand and
// the payment details from the configuration, opened in a new tab from the club zone (SPEC §2).

/** HC Praha: the demo club administrator's approved club (id 1, see support.ts). */
const approvedClub = 1;

test.describe('order summary', () => {
  test('the demo club administrator opens the summary from the profile box and sees brand, lines, total and payment details', async ({ page, context, baseURL }) => {
    const name = await logInAs(page, baseURL as string, 'club@demo.test', approvedClub);
    await page.goto(`/dashboard/${approvedClub}`);
    await expect(page.getByRole('heading', { level: 1, name: 'HC Praha' })).toBeVisible();
    await page.getByRole('button', { name }).click();
    const link = page.getByRole('dialog', { name: 'Můj účet' }).getByRole('link', { name: /Souhrn objednávky/ });
    await expect(link).toHaveAttribute('target', '_blank');
    const [summary] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await summary.waitForLoadState();
    expect(new URL(summary.url()).pathname).toBe(`/souhrn-objednavky/${approvedClub}`);

    const article = summary.getByRole('article', { name: 'Souhrn objednávky' });
    await expect(article.getByRole('heading', { level: 1, name: 'Souhrn objednávky' })).toBeVisible();
    await expect(article.getByText('Prague Handball Cup', { exact: true })).toBeVisible();
    await expect(article.getByText(/^HC Praha · /)).toBeVisible();
    // Every invoice item of the club is a row; the demo club has bundles.
    const api = (await (await summary.request.get(`/api/v1/web/clubs/${approvedClub}/order-summary`)).json()) as { summary: { lines: unknown[]; payment: { variableSymbol: string } } };
    expect(api.summary.lines.length).toBeGreaterThan(0);
    await expect(article.getByRole('table', { name: 'Balíčky' }).getByRole('row')).not.toHaveCount(0);
    const rows = article.locator('tbody tr');
    await expect(rows).toHaveCount(api.summary.lines.length);
    await expect(article.getByText(/^Celkem k úhradě:\s[\d\s]+,-\sKč$/)).toBeVisible();

    const payment = article.getByRole('region', { name: 'Platební údaje' });
    await expect(payment.getByText('Pražský svaz házené, z. s.')).toBeVisible();
    await expect(payment.getByText(/^CZ\d{2}( \d{4}){5}$/)).toBeVisible();
    await expect(payment.getByText('FIOBCZPPXXX')).toBeVisible();
    await expect(payment.getByText('Variabilní symbol')).toBeVisible();
    // HC Praha is a Czech club paying in Kč: its banking app reads the QR payment.
    await expect(payment.getByRole('img', { name: 'QR kód platby' })).toBeVisible();
    expect(api.summary.payment.variableSymbol).toBe(String(approvedClub));
    await expectNoSeriousViolations(summary);

    // Printed: the page's own content only, without the site's header, footer and the buttons.
    await summary.emulateMedia({ media: 'print' });
    await expect(summary.getByRole('button', { name: 'Tisk' })).toBeHidden();
    await expect(summary.locator('[data-layout] > footer')).toBeHidden();
    await expect(article.getByRole('heading', { level: 1, name: 'Souhrn objednávky' })).toBeVisible();
    await summary.emulateMedia({ media: 'screen' });
    await expect(summary.getByRole('button', { name: 'Tisk' })).toBeVisible();
  });

  test('the English page shows English texts and item names', async ({ page, baseURL }) => {
    await logInAs(page, baseURL as string, 'club@demo.test', approvedClub);
    await page.goto(`/en/souhrn-objednavky/${approvedClub}`);
    const article = page.getByRole('article', { name: 'Order summary' });
    await expect(article.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
    await expect(article.getByText('Prague Handball Cup', { exact: true })).toBeVisible();
    await expect(article.getByRole('table', { name: 'Bundles' })).toBeVisible();
    await expect(article.getByRole('region', { name: 'Payment details' }).getByText('Variable symbol')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(article.getByText(/Balíček|Startovné/)).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('fits a 360 px phone: wide tables scroll inside themselves, the page does not', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await logInAs(page, baseURL as string, 'club@demo.test', approvedClub);
    await page.goto(`/souhrn-objednavky/${approvedClub}`);
    await expect(page.getByRole('table', { name: 'Balíčky' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('an organiser sets the IBAN at /admin/config: a wrong checksum is refused keeping the text, a right one reaches the summary', async ({ browser, baseURL }) => {
    const base = baseURL as string;
    const admin = await (await browser.newContext()).newPage();
    const before = (await (await admin.request.get(`${base}/api/v1/web/enums`)).json()) as { configurations: { key: string; value: string | null }[] };
    const seeded = before.configurations.find((c) => c.key === 'payment_iban')?.value ?? null;
    await recordNotices(admin);
    await admin.goto('/admin/');
    await admin.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.test');
    await admin.getByLabel('Heslo').fill('demo1234');
    await admin.getByRole('button', { name: 'Přihlásit se' }).click();
    await admin.getByRole('navigation').getByRole('link', { name: 'Nastavení' }).click();
    const payment = admin.getByRole('region', { name: 'Platební údaje' });
    const iban = payment.getByRole('textbox', { name: 'IBAN' });
    try {
      await iban.fill('CZ66 0800 0000 1920 0014 5399');
      await payment.getByRole('button', { name: 'Uložit: IBAN' }).click();
      await expect(payment.getByText('Zadejte platný IBAN (kontrolní číslice nesouhlasí).')).toBeVisible();
      await expect(iban).toHaveValue('CZ66 0800 0000 1920 0014 5399');
      await iban.fill('CZ65 0800 0000 1920 0014 5399');
      await payment.getByRole('button', { name: 'Uložit: IBAN' }).click();
      await expectNotice(admin, 'Uloženo: IBAN');
      await expect(iban).toHaveValue('CZ6508000000192000145399');

      const club = await (await browser.newContext()).newPage();
      await logInAs(club, base, 'club@demo.test', approvedClub);
      await club.goto(`/souhrn-objednavky/${approvedClub}`);
      await expect(club.getByRole('region', { name: 'Platební údaje' }).getByText('CZ65 0800 0000 1920 0014 5399')).toBeVisible();
    } finally {
      // The shared server keeps the demo's value, whatever failed above.
      await admin.request.put(`${base}/api/v1/admin/config/payment_iban`, { data: { value: seeded }, headers: { origin: base } });
    }
  });

  test('a club not yet approved gets no summary but is told when it comes', async ({ page, baseURL }) => {
    await logInAs(page, baseURL as string, 'club@demo.test');
    const me = (await (await page.request.get('/api/v1/web/auth/me')).json()) as { user: { administratedClubs: { id: number }[] } };
    const pending = me.user.administratedClubs.map((c) => c.id).find((id) => id !== approvedClub);
    await page.goto(`/souhrn-objednavky/${pending}`);
    await expect(page.getByRole('heading', { name: 'Souhrn objednávky bude k dispozici po schválení registrace' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zpět do klubové zóny' })).toHaveAttribute('href', `/dashboard/${pending}`);
  });
});
