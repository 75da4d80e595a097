import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { AdminPlace, AdminPlaceDetail, AdminRefereeDays } from '@phc/api-contract';
import { expectNoSeriousViolations, expectNotice, recordNotices, runTag } from './clubzone-support';
import { apiLogin, scheduledMatches } from './protocol-support';

/**
 * Places and referees per hall and day (issue 16 item 3): a place manager renames a hall and gives it
 * opening hours for a tournament day, and the public map's hall detail shows both; a referee manager
 * assigns a referee to a hall for a day, and the hall's reporter finds them first among the match
 * protocol's referees.
 */

/** A new browser context logged into /admin/ as a demo account, on the page the login lands on. */
async function adminLogin(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await recordNotices(page);
  await page.goto('/admin/');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Heslo').fill('demo1234');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  return page;
}

async function adminAs(browser: Browser, email: string, screen: string, heading: string): Promise<Page> {
  const page = await adminLogin(browser, email);
  await page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: screen, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return page;
}

/** `2026-04-06` as the map writes it: `6. 4.`. */
const dayMonth = (day: string) => `${Number(day.slice(8, 10))}. ${Number(day.slice(5, 7))}.`;

test.describe('administration: places and referees per hall and day', () => {
  test('a referee manager’s /admin/ opens on what waits for them (issue 24): the new referees, a link to their screen', async ({ browser }) => {
    const page = await adminLogin(browser, 'referees@demo.test');
    await expect(page.getByRole('heading', { name: 'Čeká na vyřízení' })).toBeVisible();
    const body = await (await page.request.get('/api/v1/admin/waiting-work')).json();
    // Their own counts only: the new referees, nothing of the clubs' registrations.
    expect((body._data ?? body).items.map((item: { kind: string }) => item.kind)).toEqual(['referees']);
    const count = (body._data ?? body).items[0].count as number;
    const waiting = page.getByRole('link', { name: `${count} Noví rozhodčí` });
    await expect(waiting).toHaveAttribute('href', '/admin/referees');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrace klubů' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await waiting.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registrace rozhodčích' })).toBeVisible();
  });

  test('a place manager renames a hall and sets its hours for a day; the public map shows them', async ({ browser, baseURL }) => {
    const base = baseURL ?? '';
    const admin = await adminAs(browser, 'places@demo.test', 'Místa', 'Místa');
    await expectNoSeriousViolations(admin);
    const { places, days } = (await (await admin.request.get('/api/v1/admin/places')).json()) as { places: AdminPlace[]; days: string[] };
    const hall = places.filter((p) => p.placeType === 'hall').at(-1);
    expect(hall, 'a hall').toBeDefined();
    const id = hall?.id ?? 0;
    const original = (await (await admin.request.get(`/api/v1/admin/places/${id}`)).json()).place as AdminPlaceDetail;
    const newName = `Hala ${runTag()}`;
    try {
      await admin.getByRole('combobox', { name: 'Typ' }).selectOption({ label: 'Hala' });
      await admin.getByRole('searchbox', { name: 'Hledat' }).fill(original.name.cs);
      await admin.getByRole('link', { name: original.name.cs, exact: true }).click();
      await expect(admin.getByRole('heading', { level: 1, name: original.name.cs })).toBeVisible();
      await expectNoSeriousViolations(admin);

      await admin.getByRole('textbox', { name: /Název česky/ }).fill(newName);
      const dayRow = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: new RegExp(dayMonth(days[0]).replace(/\./g, '\\.')) }) });
      await dayRow.getByLabel(/^Otevírá/).fill('07:15');
      await dayRow.getByLabel(/^Zavírá/).fill('21:45');
      await admin.getByRole('button', { name: 'Uložit změny' }).click();
      await expectNotice(admin, `Místo ${newName} bylo uloženo.`);
      await expect(admin.getByRole('heading', { level: 1, name: newName })).toBeVisible();

      // A visitor's map: the hall's detail has the new name and the day's hours.
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(`/mapa?place=${id}`);
      const detail = visitor.getByTestId('place-detail');
      await expect(detail.getByRole('heading', { level: 2, name: newName })).toBeVisible();
      await expect(detail).toContainText(`${dayMonth(days[0])} 7:15–21:45`);

      // The same form in English, under /admin/en/.
      await admin.goto(`/admin/en/places/${id}`);
      await expect(admin.getByRole('textbox', { name: /Name in Czech/ })).toHaveValue(newName);
      await expect(admin.getByRole('group', { name: 'Opening hours' })).toBeVisible();
      await expect(admin.getByRole('link', { name: '← Back to places' })).toHaveAttribute('href', '/admin/en/places');
      await expectNoSeriousViolations(admin);
    } finally {
      const { placeType, name, description, address, lat, lng, openingHours, openingDays, photos, sortOrder } = original;
      const restored = await admin.request.put(`${base}/api/v1/admin/places/${id}`, {
        data: { placeType, name, description, address, lat, lng, openingHours, openingDays, photos, sortOrder },
        headers: { origin: base },
      });
      expect(restored.status()).toBe(200);
    }
  });

  test('a referee manager assigns a referee to a hall for a day; the hall’s reporter finds them first in the protocol', async ({ browser, baseURL }) => {
    const base = baseURL ?? '';
    // reporter@demo.test reports the first hall: one of its scheduled matches gives the hall and the day.
    const reporter = await (await browser.newContext()).newPage();
    await apiLogin(reporter.request, base, 'reporter@demo.test');
    const [match] = await scheduledMatches(reporter.request, base);
    expect(match, 'a scheduled match of the reporter').toBeDefined();
    const { placeId, day } = match.match;
    const already = (await (await reporter.request.get(`${base}/api/v1/competition/hall/${placeId}/referees?day=${day}`)).json())._data.refereeIds as number[];

    const manager = await adminAs(browser, 'referees@demo.test', 'Rozhodčí v halách', 'Rozhodčí v halách');
    await expectNoSeriousViolations(manager);
    const data = (await (await manager.request.get('/api/v1/admin/referee-days')).json()) as AdminRefereeDays;
    const referee = data.referees.find((r) => !already.includes(r.id) && !match.referees.some((m) => m.id === r.id));
    expect(referee, 'an approved referee not yet in the hall that day').toBeDefined();
    const refereeName = `${referee?.lastName} ${referee?.firstName}`;
    const hallName = data.halls.find((h) => h.id === placeId)?.name.cs ?? '';

    await manager.getByRole('combobox', { name: 'Den' }).selectOption({ value: day });
    await manager.getByRole('button', { name: `Upravit rozhodčí haly ${hallName}` }).click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByRole('searchbox', { name: 'Hledat rozhodčího' }).fill(referee?.lastName ?? '');
    await dialog.getByRole('checkbox', { name: new RegExp(`^${refereeName}`) }).check();
    await expectNoSeriousViolations(manager);
    await dialog.getByRole('button', { name: 'Uložit rozhodčí' }).click();
    await expectNotice(manager, `Rozhodčí haly ${hallName} jsou uloženi.`);
    await expect(manager.getByRole('row', { name: new RegExp(hallName) })).toContainText(refereeName);

    // The reporter's protocol of that hall's match offers the referee among those in the hall today.
    await reporter.addInitScript("localStorage.setItem('phc:probably-logged-in', '1')");
    await reporter.goto(`/zapasova-soupiska/${match.match.id}`);
    await expect(reporter.getByRole('list', { name: 'V této hale dnes' }).getByText(refereeName)).toBeVisible();

    // Cleared again, so a rerun on the same server starts from the demo data.
    const cleared = await manager.request.put(`${base}/api/v1/admin/referee-days/${placeId}/${day}`, { data: { refereeIds: [] }, headers: { origin: base } });
    expect(cleared.status()).toBe(200);
  });
});
