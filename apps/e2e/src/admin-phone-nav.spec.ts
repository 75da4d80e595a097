import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './clubzone-support';
import { phone, problemsOf } from './support/phone-overflow';

// The administration's navigation on a 360 px phone (product brief: "organisers editing the site the
// night before"; a screen is done when it works on a phone in both languages): the sixteen screens of
// the demo admin sit behind a "Menu" button, so the page's h1 is on the first screen; the open menu is
// one column of finger-sized links with the current screen marked; choosing one opens its page.

const texts = {
  cs: { prefix: '/admin', menu: 'Menu', close: 'Zavřít menu', audit: 'Audit log', halls: 'Haly', hallsHeading: 'Haly a zapisovatelé' },
  en: { prefix: '/admin/en', menu: 'Menu', close: 'Close menu', audit: 'Audit log', halls: 'Halls', hallsHeading: 'Halls and reporters' },
} as const;

async function adminOnPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'cs-CZ', timezoneId: 'Europe/Prague', baseURL });
  const page = await context.newPage();
  const login = await page.request.post('/api/v1/web/auth/login', { data: { login: 'admin@demo.test', password: 'demo1234' }, headers: { origin: baseURL } });
  expect(login.status()).toBe(200);
  return page;
}

for (const locale of ['cs', 'en'] as const) {
  const text = texts[locale];

  test(`on a 360 px phone the administration's screens are behind a menu, the page starts on the first screen (${locale})`, async ({ browser, baseURL }) => {
    const page = await adminOnPhone(browser, baseURL ?? '');
    await page.goto(`${text.prefix}/audit`);
    const h1 = page.getByRole('heading', { level: 1, name: text.audit });
    await expect(h1).toBeVisible();
    // The header is one row (title, current screen, menu button): the content starts high on the screen.
    expect((await h1.boundingBox())?.y ?? Infinity).toBeLessThan(200);
    const banner = page.getByRole('banner');
    expect((await banner.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(80);
    const button = banner.getByRole('button', { name: text.menu, exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleDescription(text.audit);
    const nav = page.getByRole('navigation', { name: locale === 'cs' ? 'Administrace' : 'Administration' });
    await expect(nav).toBeHidden();
    await expectNoSeriousViolations(page);

    // Open: one column of links at least 44 px tall, the current screen marked; nothing wider than the phone.
    await button.tap();
    const open = banner.getByRole('button', { name: text.close, exact: true });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: text.audit, exact: true })).toHaveAttribute('aria-current', 'page');
    const boxes = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map(({ x, height }) => ({ x, height })));
    expect(boxes.length).toBe(16);
    expect(boxes.filter((box) => box.height < 44)).toEqual([]);
    expect(new Set(boxes.map((box) => box.x)).size, 'one column').toBe(1);
    expect(await problemsOf(page)).toEqual([]);
    await expectNoSeriousViolations(page);

    // Escape closes it and the focus is back on its button.
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();

    // A screen chosen from the menu: its page opens, the menu closes, the focus is on the page.
    await button.tap();
    await nav.getByRole('link', { name: text.halls, exact: true }).tap();
    await expect(page.getByRole('heading', { level: 1, name: text.hallsHeading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/halls$`));
    await expect(nav).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleDescription(text.halls);
    await expect(page.getByRole('main')).toBeFocused();
    await page.context().close();
  });
}

test("on a wide screen the administration's screens stay in the header, without a menu button", async ({ page, baseURL }) => {
  const login = await page.request.post('/api/v1/web/auth/login', { data: { login: 'admin@demo.test', password: 'demo1234' }, headers: { origin: baseURL ?? '' } });
  expect(login.status()).toBe(200);
  await page.goto('/admin/audit');
  await expect(page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Haly', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
});
