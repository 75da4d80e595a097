import { expect, test } from './fixtures';
import type { AuditEntry } from '@phc/api-contract';
import { expectNoSeriousViolations } from './clubzone-support';

/**
 * Moments in the tournament's time zone (issue 24 item 6): when something happened is read on Prague's
 * clock, whatever the server stores (UTC). The admin changes a setting; the audit log's "Kdy" shows the
 * Prague time of that entry, which is never the UTC time the old screen showed (Prague is 1 or 2 hours ahead).
 */
const prague = (at: string, locale: 'cs' | 'en') => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const [d, m] = [Number(parts['day']), Number(parts['month'])];
  const day = locale === 'en' ? `${d} ${months[m - 1]} ${parts['year']}` : `${d}. ${m}. ${parts['year']}`;
  return `${day} ${parts['hour']}:${parts['minute']}`;
};

test.describe('moments on Prague\'s clock', () => {
  test('the audit log shows when a setting was changed on Prague\'s clock, in Czech and in English', async ({ page, baseURL }) => {
    const base = baseURL ?? '';
    await page.goto('/admin/');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.test');
    await page.getByLabel('Heslo').fill('demo1234');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page.getByRole('navigation', { name: 'Administrace' })).toBeVisible();

    // Off and on again: two audited changes (an unchanged value records none); the site ends as it was.
    for (const value of ['false', 'true']) {
      const changed = await page.request.put(`${base}/api/v1/admin/config/show_results`, { data: { value }, headers: { origin: base } });
      expect(changed.status()).toBe(200);
    }
    const { entries } = (await (await page.request.get(`${base}/api/v1/admin/audit?entity=config`)).json()) as { entries: AuditEntry[] };
    const entry = entries.find((e) => e.entity === 'config' && e.userEmail === 'admin@demo.test');
    expect(entry, 'the audit entry of the change').toBeDefined();
    const at = entry?.at ?? '';
    expect(prague(at, 'cs'), 'Prague is ahead of UTC').not.toContain(`${at.slice(11, 16)}`);

    await page.goto('/admin/audit');
    const table = page.getByRole('region', { name: 'Audit log' }).getByRole('table');
    await expect(table.getByRole('row').nth(1)).toContainText(prague(at, 'cs'));
    await expectNoSeriousViolations(page);

    await page.goto('/admin/en/audit');
    await expect(page.getByRole('region', { name: 'Audit log' }).getByRole('table').getByRole('row').nth(1)).toContainText(prague(at, 'en'));
  });
});
