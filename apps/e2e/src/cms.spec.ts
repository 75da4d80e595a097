import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { revealBelowTheFold } from './support';

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('site content for visitors', () => {
  test('the Czech home page shows the content page, menu, partners and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Prague Handball Cup' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Hlavní navigace' });
    await expect(menu.getByRole('link', { name: 'Informace' })).toHaveAttribute('href', '/informace');
    await expect(menu.getByRole('link', { name: 'Časté dotazy' })).toBeVisible();
    await expect(page.locator('[data-block="cards"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Registrace je otevřená' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Stáhněte si aplikaci' })).toBeVisible();

    await revealBelowTheFold(page);
    const partners = page.getByRole('region', { name: 'Partneři' });
    await expect(partners.getByRole('heading')).toHaveText(['Hlavní partneři', 'Partneři', 'Dodavatelé']);
    await expect(partners.getByRole('img', { name: 'Kempa' })).toHaveAttribute('src', /^\/img\/partner-kempa\.svg\?w=\d+&h=\d+$/);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Pořadatel' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('data-network', 'facebook');
    await expect(footer.getByRole('link', { name: 'Zonerama' })).toHaveAttribute('data-network', 'zonerama');
    await expect(footer.getByRole('link', { name: 'Stáhnout na Google Play' })).toBeVisible();
    await expect(footer).toContainText('Všechna práva vyhrazena');
    await expectNoSeriousAxeViolations(page);
  });

  test('the English home page has English content and menu links under /en', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu.getByRole('link', { name: 'Information' })).toHaveAttribute('href', '/en/informace');
    await expect(page.getByRole('heading', { name: 'Registration is open' })).toBeVisible();
    await revealBelowTheFold(page);
    await expect(page.getByRole('region', { name: 'Partners' }).getByRole('heading', { name: 'Main partners' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Organiser' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    await expectNoSeriousAxeViolations(page);
  });

  test('a generic page opens from the menu by its slug in either language', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Informace' }).click();
    await expect(page).toHaveURL(/\/informace$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Informace o turnaji' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kategorie' })).toBeVisible();
    await expect(page).toHaveTitle(/^Informace o turnaji \|/);

    await page.goto('/en/information');
    await expect(page.getByRole('heading', { level: 1, name: 'Tournament information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('the FAQ page is an accordion a keyboard can open', async ({ page }) => {
    await page.goto('/faq');
    const question = page.getByText('Může hrát hráč za dva týmy?');
    await expect(page.getByText('Jen na základě schválené žádosti o výjimku.')).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Jen na základě schválené žádosti o výjimku.')).toBeVisible();
    // The seeded draft title is for editors only.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Časté dotazy');
  });

  test('an unknown slug shows the not-found page in its language', async ({ page }) => {
    await page.goto('/tahle-stranka-neexistuje');
    await expect(page.getByRole('heading', { level: 1, name: /stránka nenalezena/i })).toBeVisible();
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: /page not found/i })).toBeVisible();
  });

  test('the terms are at /podminky and /en/terms with the registration terms from settings', async ({ page }) => {
    await page.goto('/podminky');
    await expect(page.getByRole('heading', { level: 1, name: 'Podmínky a ochrana osobních údajů' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Podmínky registrace klubu' })).toBeVisible();
    await expect(page.getByText('Rozhodčí musí být starší 18 let.')).toBeVisible();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and privacy' })).toBeVisible();
    await expect(page.getByText('Referees must be over 18.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('a page whose content cannot be loaded says so and offers a retry', async ({ page }) => {
    await page.route('**/graphql?**', (route) => route.abort());
    await page.goto('/faq');
    const error = page.getByRole('main').getByRole('alert');
    await expect(error).toContainText('Něco se pokazilo');
    await page.unroute('**/graphql?**');
    await error.getByRole('button', { name: 'Zkusit znovu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Časté dotazy' })).toBeVisible();
  });

  test('each route change reports an analytics event and a pixel event with the configured ids', async ({ page }) => {
    // No internet here: the vendors' scripts are asked for but never arrive.
    await page.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => route.abort());
    await page.goto('/');
    // Expressions as text: this file compiles without the DOM library (tsconfig.server.json).
    const pageviews = () => page.evaluate<(string | undefined)[]>(`(window.dataLayer ?? []).filter((e) => e.event === 'pageview').map((e) => e.page)`);
    const pixelEvents = () => page.evaluate<number>(`(window.fbq?.queue ?? []).filter((args) => args[0] === 'track').length`);
    await expect.poll(pageviews).toEqual(['/']);
    await page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Informace' }).click();
    await expect.poll(pageviews).toEqual(['/', '/informace']);
    await expect.poll(pixelEvents).toBe(2);
    await expect(page.locator('script[src="https://www.googletagmanager.com/gtm.js?id=GTM-DEMO000"]')).toHaveCount(1);
  });

  test('a phone-wide screen shows the home page without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await revealBelowTheFold(page);
    await expect(page.getByRole('region', { name: 'Partneři' })).toBeVisible();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

async function loginAs(page: Page, login: string) {
  const response = await page.request.post('/api/v1/web/auth/login', { data: { login, password: 'demo1234' } });
  expect(response.ok()).toBe(true);
  await page.addInitScript("localStorage.setItem('phc:probably-logged-in', '1')");
}

async function seeToast(page: Page, text: string) {
  await expect(page.getByText(text)).toBeVisible();
}

async function visitorPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

type PageObject = { id: number; type: 'page'; slug: string | null; version: number; data: Record<string, unknown>; draft: Record<string, unknown> | null };

async function pageObject(page: Page, slug: string): Promise<PageObject> {
  const response = await page.request.get('/api/v1/cms/object?type=page');
  expect(response.ok()).toBe(true);
  const { objects } = (await response.json()) as { objects: PageObject[] };
  const found = objects.find((o) => o.slug === slug);
  if (!found) throw new Error(`No page ${slug}`);
  return found;
}

/**
 * A published page of its own for a journey that edits content: a copy of a seeded page under a new
 * slug, so a journey never depends on what another (or an earlier try of itself) changed.
 */
async function freshPage(page: Page, fromSlug: string, title?: string): Promise<PageObject> {
  const source = await pageObject(page, fromSlug);
  const data = structuredClone(source.data) as { title: { cs: string; en: string }; slug: { cs: string; en: string } };
  if (title) data.title = { cs: title, en: title };
  const slug = `${fromSlug}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  data.slug = { cs: slug, en: `${slug}-en` };
  const created = await page.request.post('/api/v1/cms/object', { data: { type: 'page', slug, data } });
  expect(created.status(), await created.text()).toBe(200);
  const { object } = (await created.json()) as { object: PageObject };
  expect((await page.request.post(`/api/v1/cms/object/${object.id}/publish`)).status()).toBe(200);
  return pageObject(page, slug);
}

test.describe('in-place editing', () => {
  test('the super admin edits a title and a paragraph: a draft for editors, published for all, archived to not found', async ({ page, browser }) => {
    await loginAs(page, 'superadmin@demo.test');
    const own = await freshPage(page, 'informace', 'Informace o turnaji');
    await page.goto(`/${own.slug}`);
    await page.getByRole('button', { name: 'Upravit obsah' }).click();
    const editor = page.getByRole('complementary', { name: 'Editor obsahu' });
    const title = editor.getByLabel('Název stránky (čeština)');
    await expect(title).toHaveValue('Informace o turnaji');

    // An unsaved edit survives a reload.
    await title.fill('Informace o turnaji 2026');
    await page.reload();
    await page.getByRole('button', { name: 'Upravit obsah' }).click();
    await expect(editor.getByText('Obnoveny neuložené úpravy z tohoto prohlížeče.')).toBeVisible();
    await expect(editor.getByLabel('Název stránky (čeština)')).toHaveValue('Informace o turnaji 2026');

    const paragraph = editor.getByRole('textbox', { name: 'Text (čeština)' }).first();
    await paragraph.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Hraje se v pěti kategoriích.');
    await editor.getByRole('button', { name: 'Uložit koncept' }).click();
    await seeToast(page, 'Koncept uložen. Návštěvníci zatím vidí původní obsah.');
    await expect(editor.getByRole('form', { name: 'Úprava obsahu' }).getByText('Neuveřejněný koncept')).toBeVisible();
    // The editor sees the draft on the page itself.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Informace o turnaji 2026');
    await expect(page.getByRole('main').getByText('Hraje se v pěti kategoriích.')).toBeVisible();

    const visitor = await visitorPage(browser);
    await visitor.goto(`/${own.slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Informace o turnaji');
    await expect(visitor.getByText('Hraje se v pěti kategoriích.')).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Upravit obsah' })).toHaveCount(0);

    await editor.getByRole('button', { name: 'Zveřejnit' }).click();
    await seeToast(page, 'Zveřejněno. Návštěvníci vidí nový obsah.');
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Informace o turnaji 2026');
    await expect(visitor.getByText('Hraje se v pěti kategoriích.')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Slavnostní zahájení' })).toBeVisible();

    await editor.getByRole('button', { name: 'Archivovat' }).click();
    await seeToast(page, 'Archivováno. Návštěvníci obsah nevidí.');
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: /stránka nenalezena/i })).toBeVisible();

    await editor.getByRole('button', { name: 'Obnovit z archivu' }).click();
    await seeToast(page, 'Obnoveno z archivu.');
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Informace o turnaji 2026');
  });

  test('paragraph styles and headings of the rich text reach visitors', async ({ page, browser }) => {
    await loginAs(page, 'superadmin@demo.test');
    const own = await freshPage(page, 'informace');
    await page.goto(`/${own.slug}`);
    await page.getByRole('button', { name: 'Upravit obsah' }).click();
    const editor = page.getByRole('complementary', { name: 'Editor obsahu' });
    const text = editor.getByRole('textbox', { name: 'Text (čeština)' }).first();
    await text.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Startovné předem');
    await editor.getByRole('combobox', { name: 'Styl odstavce' }).first().selectOption('h3');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Platí se převodem.');
    await editor.getByRole('combobox', { name: 'Styl odstavce' }).first().selectOption('big');
    await editor.getByRole('button', { name: 'Uložit koncept' }).click();
    await seeToast(page, 'Koncept uložen. Návštěvníci zatím vidí původní obsah.');
    await editor.getByRole('button', { name: 'Zveřejnit' }).click();
    await seeToast(page, 'Zveřejněno. Návštěvníci vidí nový obsah.');

    const visitor = await visitorPage(browser);
    await visitor.goto(`/${own.slug}`);
    await expect(visitor.getByRole('heading', { level: 3, name: 'Startovné předem' })).toBeVisible();
    await expect(visitor.locator('main p.pt-big')).toHaveText('Platí se převodem.');
  });

  test('an image uploaded into rich text is shown to visitors through the image proxy', async ({ page, browser }) => {
    await loginAs(page, 'superadmin@demo.test');
    const own = await freshPage(page, 'informace');
    await page.goto(`/${own.slug}`);
    await page.getByRole('button', { name: 'Upravit obsah' }).click();
    const editor = page.getByRole('complementary', { name: 'Editor obsahu' });
    await editor.getByRole('textbox', { name: 'Text (čeština)' }).first().click();
    await page.keyboard.press('ControlOrMeta+End');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await editor.getByLabel('Obrázek', { exact: true }).first().setInputFiles({ name: 'tecka.png', mimeType: 'image/png', buffer: png });
    await expect(editor.getByRole('textbox', { name: 'Text (čeština)' }).first().locator('img')).toHaveAttribute('src', /^\/uploads\//);
    await editor.getByRole('button', { name: 'Uložit koncept' }).click();
    await seeToast(page, 'Koncept uložen. Návštěvníci zatím vidí původní obsah.');
    await editor.getByRole('button', { name: 'Zveřejnit' }).click();
    await seeToast(page, 'Zveřejněno. Návštěvníci vidí nový obsah.');

    const visitor = await visitorPage(browser);
    await visitor.goto(`/${own.slug}`);
    const image = visitor.locator('[data-block="text"] img');
    // 1600 px asked, snapped up to the proxy's ladder of sides.
    await expect(image).toHaveAttribute('src', /^\/img\/[^?]+\?w=1920$/);
    const served = await visitor.request.get((await image.getAttribute('src')) ?? '');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\//);
  });

  test('script typed into a title or stored in rich text is rendered inert', async ({ page, browser }) => {
    await loginAs(page, 'superadmin@demo.test');
    const payloadTitle = '<img src=x onerror="window.__xss=1">Ubytování';
    // Rich text straight through the API, as a hostile client would send it.
    const object = await freshPage(page, 'ubytovani');
    const data = structuredClone(object.draft ?? object.data) as { title: { cs: string; en: string }; blocks: unknown[] };
    data.blocks = [{ type: 'text', body: { cs: '<p>Bezpečný text</p><img src="x" onerror="window.__xss=2"><script>window.__xss=3</script><a href="javascript:window.__xss=4">odkaz</a>', en: '<p>Safe text</p>' } }, ...data.blocks];
    const saved = await page.request.put(`/api/v1/cms/object/${object.id}`, { data: { type: 'page', slug: object.slug, data, version: object.version } });
    expect(saved.status()).toBe(200);

    // The title through the editor, as typed.
    await page.goto(`/${object.slug}`);
    await page.getByRole('button', { name: 'Upravit obsah' }).click();
    const editor = page.getByRole('complementary', { name: 'Editor obsahu' });
    await editor.getByLabel('Název stránky (čeština)').fill(payloadTitle);
    await editor.getByRole('button', { name: 'Uložit koncept' }).click();
    await seeToast(page, 'Koncept uložen. Návštěvníci zatím vidí původní obsah.');
    await editor.getByRole('button', { name: 'Zveřejnit' }).click();
    await seeToast(page, 'Zveřejněno. Návštěvníci vidí nový obsah.');

    const visitor = await visitorPage(browser);
    await visitor.goto(`/${object.slug}`);
    // Shown as text or stripped by the server, never as an element.
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Ubytování');
    expect(await visitor.locator('main h1 img, main h1 [onerror]').count()).toBe(0);
    await expect(visitor.getByText('Bezpečný text')).toBeVisible();
    // The javascript: link lost its address: clicking it does nothing.
    await visitor.getByText('odkaz', { exact: true }).click();
    expect(await visitor.evaluate<unknown>('window.__xss')).toBeUndefined();
    expect(await visitor.locator('main script, main [onerror], main a[href^="javascript"]').count()).toBe(0);
  });

  test('a save over someone else’s newer save is refused with a clear message and the text kept', async ({ page }) => {
    await loginAs(page, 'superadmin@demo.test');
    const own = await freshPage(page, 'faq', 'Časté dotazy');
    await page.goto(`/${own.slug}`);
    await page.getByRole('button', { name: 'Upravit obsah' }).click();
    const editor = page.getByRole('complementary', { name: 'Editor obsahu' });
    const title = editor.getByLabel('Název stránky (čeština)');
    await expect(title).toHaveValue('Časté dotazy');

    // Another editor saves meanwhile.
    const object = await pageObject(page, own.slug as string);
    const other = await page.request.put(`/api/v1/cms/object/${object.id}`, { data: { type: 'page', slug: object.slug, data: object.draft ?? object.data, version: object.version } });
    expect(other.status()).toBe(200);

    await title.fill('Moje verze dotazů');
    await editor.getByRole('button', { name: 'Uložit koncept' }).click();
    await expect(editor.getByRole('alert')).toContainText('Tento obsah mezitím uložil někdo jiný');
    await expect(title).toHaveValue('Moje verze dotazů');
  });

  test('users without the super admin role see no editing tools and the server refuses their writes', async ({ page }) => {
    for (const login of ['club@demo.test', 'admin@demo.test']) {
      await test.step(login, async () => {
        await page.context().clearCookies();
        await loginAs(page, login);
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Upravit obsah' })).toHaveCount(0);
        const write = await page.request.put('/api/v1/cms/object/4', { data: { type: 'page', slug: 'home', data: {}, version: 1 } });
        expect(write.status()).toBe(403);
        expect((await page.request.post('/api/v1/cms/object/4/publish')).status()).toBe(403);
        expect((await page.request.post('/api/v1/cms/object/4/archive')).status()).toBe(403);
      });
    }
  });
});
