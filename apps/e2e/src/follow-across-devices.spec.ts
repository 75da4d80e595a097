import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 28 item 4: a signed-in visitor's followed teams are the same on every device; without an account
// they stay in the browser, as before.
const userBar = (page: Page) => page.getByRole('dialog', { name: /^(Přihlášení|Můj účet)$/ });

async function device(browser: Browser, baseURL: string | undefined, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
  return context.newPage();
}

async function logIn(page: Page) {
  // On a phone the login sits in the menu.
  if ((page.viewportSize()?.width ?? 0) < 768) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await userBar(page).getByLabel(/^E-mail/).fill('places@demo.test');
  await userBar(page).getByLabel(/^Heslo/).fill('demo1234');
  await userBar(page).getByRole('button', { name: 'Přihlásit se' }).click();
  // Signed in on a public page, the bar turns into the account box; closed, the page is as before.
  await expect(page.getByRole('dialog', { name: 'Můj účet' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(userBar(page)).toBeHidden();
}

const followButton = (page: Page) => page.getByRole('button', { name: /^(Sledovat tým|Sledujete)$/ });

test('a team followed on a phone before signing in is followed on a second device, and an unfollow there holds on the phone', async ({ browser, baseURL }) => {
  const phone = await device(browser, baseURL, 360);
  // A team the page itself names, so the test follows whatever the demo's first team is.
  await phone.goto('/vysledky/tym/2');
  // The button is the team's content: until it shows, the heading is the loading state's "Tým".
  await expect(followButton(phone)).toHaveAttribute('aria-pressed', 'false');
  const teamName = (await phone.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(teamName).not.toBe('');
  await followButton(phone).click();
  await expect(followButton(phone)).toHaveAttribute('aria-pressed', 'true');
  const saved = phone.waitForResponse((r) => r.url().endsWith('/api/v1/web/auth/followed-teams') && r.request().method() === 'PUT' && r.ok());
  await logIn(phone);
  await saved;

  const laptop = await device(browser, baseURL, 1366);
  await laptop.goto('/vysledky/tym/2');
  await expect(followButton(laptop)).toHaveAttribute('aria-pressed', 'false');
  const merged = laptop.waitForResponse((r) => r.url().endsWith('/api/v1/web/auth/followed-teams') && r.request().method() === 'GET' && r.ok());
  await logIn(laptop);
  await merged;
  await expect(followButton(laptop)).toHaveAttribute('aria-pressed', 'true');
  await expect(followButton(laptop)).toHaveText('Sledujete');

  const unfollowed = laptop.waitForResponse((r) => r.url().endsWith('/api/v1/web/auth/followed-teams') && r.request().method() === 'PUT' && r.ok());
  await followButton(laptop).click();
  await unfollowed;
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(teamName);
  await expect(followButton(phone)).toHaveAttribute('aria-pressed', 'false');

  await phone.context().close();
  await laptop.context().close();
});
