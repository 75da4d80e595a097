import { deflateSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { revealBelowTheFold } from './support';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG of one colour (8-bit RGB), so the server decodes and resizes it like any uploaded logo. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

async function loginAs(page: Page, login: string) {
  const response = await page.request.post('/api/v1/web/auth/login', { data: { login, password: 'demo1234' } });
  expect(response.ok()).toBe(true);
  await page.addInitScript("localStorage.setItem('phc:probably-logged-in', '1')");
}

test('the super admin adds a partner with an uploaded logo, moves it up by keyboard, and visitors see it through the image proxy', async ({ page, browser }) => {
  await loginAs(page, 'superadmin@demo.test');
  await page.goto('/');
  await page.getByRole('button', { name: 'Upravit obsah' }).click();
  const editor = page.getByRole('complementary', { name: 'Editor obsahu' });
  await editor.getByRole('tab', { name: 'Partneři' }).click();
  await editor.getByRole('combobox', { name: 'Upravovaný obsah' }).selectOption({ label: 'Partneři' });
  await expect(editor.getByLabel('Název skupiny (čeština)')).toHaveValue('Partneři');
  const partners = editor.getByRole('group', { name: /^Partner \d+$/ });
  const before = await partners.count();

  await editor.getByRole('button', { name: 'Přidat partnera' }).click();
  const added = editor.getByRole('group', { name: `Partner ${before + 1}` });
  // The new item's first field has the focus: typing goes straight into it.
  await expect(added.getByRole('textbox', { name: /Název partnera/ })).toBeFocused();
  await page.keyboard.type('Sportovní hala Nová');
  await added.getByRole('textbox', { name: /Odkaz na web partnera/ }).fill('https://hala.example.com/');
  await added.getByLabel('Nahrát obrázek: Logo').setInputFiles({ name: 'hala-nova.png', mimeType: 'image/png', buffer: solidPng(120, 60, [200, 30, 40]) });
  await expect(added.getByRole('img', { name: 'Náhled: Logo' })).toHaveAttribute('src', /^\/img\/[\w.-]+\.png\?w=320&h=256$/);
  await expect(added.getByRole('textbox', { name: /Logo/ })).toHaveValue(/^\/uploads\/[\w.-]+\.png$/);

  // Reordered by keyboard: the focus stays on the moved partner's button.
  await added.getByRole('button', { name: `Posunout výš: Partner ${before + 1}` }).focus();
  await page.keyboard.press('Enter');
  const moved = editor.getByRole('group', { name: `Partner ${before}` });
  await expect(moved.getByRole('textbox', { name: /Název partnera/ })).toHaveValue('Sportovní hala Nová');
  await expect(moved.getByRole('button', { name: `Posunout výš: Partner ${before}` })).toBeFocused();

  await editor.getByRole('button', { name: 'Uložit koncept' }).click();
  await expect(page.getByText('Koncept uložen. Návštěvníci zatím vidí původní obsah.')).toBeVisible();
  await editor.getByRole('button', { name: 'Zveřejnit' }).click();
  await expect(page.getByText('Zveřejněno. Návštěvníci vidí nový obsah.')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await revealBelowTheFold(visitor);
  const strip = visitor.getByRole('region', { name: 'Partneři' });
  const group = strip.locator('[data-partner-group]').filter({ has: visitor.getByRole('heading', { name: 'Partneři', exact: true }) });
  const logo = group.getByRole('img', { name: 'Sportovní hala Nová' });
  await expect(logo).toHaveAttribute('src', /^\/img\/[\w.-]+\.png\?w=\d+&h=\d+$/);
  await expect(group.getByRole('img').nth(before - 1)).toHaveAccessibleName('Sportovní hala Nová');
  await expect(group.getByRole('link', { name: 'Sportovní hala Nová' })).toHaveAttribute('href', 'https://hala.example.com/');
  await logo.scrollIntoViewIfNeeded();
  await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const served = await visitor.request.get((await logo.getAttribute('src')) ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\//);
});

test('an upload of a file that is not an image is refused with a clear message and the logo kept', async ({ page }) => {
  await loginAs(page, 'superadmin@demo.test');
  await page.goto('/');
  await page.getByRole('button', { name: 'Upravit obsah' }).click();
  const editor = page.getByRole('complementary', { name: 'Editor obsahu' });
  await editor.getByRole('tab', { name: 'Partneři' }).click();
  await editor.getByRole('combobox', { name: 'Upravovaný obsah' }).selectOption({ label: 'Partneři' });
  const first = editor.getByRole('group', { name: 'Partner 1' });
  const address = first.getByRole('textbox', { name: /Logo/ });
  const original = await address.inputValue();
  // Named and typed as a PNG, but the bytes are text: the server decodes uploads and refuses it.
  await first.getByLabel('Nahradit obrázek: Logo').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(first.getByRole('alert')).toHaveText('Tento soubor není obrázek. Nahrajte JPEG, PNG, WebP, GIF, AVIF nebo SVG.');
  await expect(address).toHaveValue(original);
});
