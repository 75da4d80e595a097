import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { AdminPlace } from '@phc/api-contract';
import { expectNoSeriousViolations, expectNotice, openAdmin } from './clubzone-support';
import { apiLogin, matchDetail, scheduledMatches } from './protocol-support';

/**
 * Halls and their reporters (issue 16 item 3): an organiser names reporter2@demo.test the reporter of a
 * hall; she then keeps the protocol of that hall's match, while the first hall's reporter
 * (reporter@demo.test) has no access to it, in the screen or through the API.
 */
const reporter = { email: 'reporter2@demo.test', name: 'Hana Halová' };

async function adminHalls(browser: Browser): Promise<Page> {
  const page = await openAdmin(browser);
  await page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Haly' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Haly a zapisovatelé' })).toBeVisible();
  return page;
}

/** A protocol write that changes no score: the match's referees, as they are. */
async function writeReferees(request: APIRequestContext, baseURL: string, matchId: number): Promise<number> {
  const { referees } = await matchDetail(request, baseURL, matchId);
  const response = await request.put(`${baseURL}/api/v1/competition/competition-match/${matchId}/referees`, {
    data: { _data: { referees: referees.map((r) => r.id) } },
    headers: { origin: baseURL },
  });
  return response.status();
}

test.describe('administration: halls and their reporters', () => {
  test('a reporter assigned to a hall opens the protocol of its match; the reporter of another hall cannot', async ({ browser, baseURL }) => {
    const base = baseURL ?? '';
    const admin = await adminHalls(browser);
    await expectNoSeriousViolations(admin);

    // A hall nobody reports yet: not the first one, which names reporter@demo.test.
    const { places } = (await (await admin.request.get('/api/v1/admin/places')).json()) as { places: AdminPlace[] };
    const hall = places.find((p) => p.placeType === 'hall' && p.reporter === null);
    expect(hall, 'a hall without a reporter').toBeDefined();
    const hallName = hall?.name.cs ?? '';
    const row = admin.getByRole('row', { name: new RegExp(hallName) });
    await row.getByRole('combobox', { name: `Zapisovatel haly ${hallName}` }).selectOption({ label: `${reporter.name} (${reporter.email})` });
    await row.getByRole('button', { name: `Uložit zapisovatele haly ${hallName}` }).click();
    await expectNotice(admin, `Zapisovatelem haly ${hallName} je ${reporter.name}.`);
    await expect(row.getByRole('button', { name: `Uložit zapisovatele haly ${hallName}` })).toBeDisabled();
    await expectNoSeriousViolations(admin);

    // The audit log names the change with the reporter before and after.
    await admin.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(admin.getByRole('row', { name: new RegExp(`Místo ${hallName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: Zapisovatel`) }).first()).toContainText('admin@demo.test');

    // The new reporter: her matches are that hall's, and the protocol is hers to keep.
    const mine = await (await browser.newContext()).newPage();
    await apiLogin(mine.request, base, reporter.email);
    const [detail] = await scheduledMatches(mine.request, base);
    expect(detail, 'a scheduled match in the hall').toBeDefined();
    expect(detail.match.placeId).toBe(hall?.id);
    await mine.addInitScript("localStorage.setItem('phc:probably-logged-in', '1')");
    await mine.goto(`/zapasovy-protokol/${detail.match.id}`);
    await expect(mine.getByRole('heading', { level: 1, name: 'Zápasový protokol' })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Přidat událost' })).toBeVisible();
    await expect(mine.getByText('K zápisu tohoto zápasu nemáte přístup')).toHaveCount(0);
    expect(await writeReferees(mine.request, base, detail.match.id)).toBe(200);

    // The first hall's reporter: no editing there, on the screen or through the API.
    const other = await (await browser.newContext()).newPage();
    await apiLogin(other.request, base, 'reporter@demo.test');
    await other.addInitScript("localStorage.setItem('phc:probably-logged-in', '1')");
    await other.goto(`/zapasovy-protokol/${detail.match.id}`);
    await expect(other.getByText('K zápisu tohoto zápasu nemáte přístup')).toBeVisible();
    expect(await writeReferees(other.request, base, detail.match.id)).toBe(403);
  });
});
