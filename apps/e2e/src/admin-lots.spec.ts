import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { LiveData, StaticData } from '@phc/api-contract';
import { expectNoSeriousViolations, recordNotices } from './clubzone-support';
import { apiLogin } from './protocol-support';

/**
 * Drawing of lots (issue 17 item 5): every match of a group ends as a walkover against both teams,
 * so nothing separates its teams; the matchmaker records the drawn order at /admin/lots and the
 * public group table follows it and says the organiser's draw decided.
 */
async function matchmakerLots(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await recordNotices(page);
  await page.goto('/admin/');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('matchmaker@demo.test');
  await page.getByLabel('Heslo').fill('demo1234');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Los', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rovnost bodů a los' })).toBeVisible();
  return page;
}

test.describe('administration: drawing of lots', () => {
  test('the matchmaker records the drawn order of teams nothing separates; the public table follows it', async ({ browser, request, baseURL, page }) => {
    const base = baseURL ?? '';
    // The last group-stage group with no match being played right now (other journeys read live ones).
    const live = (await (await request.get(`${base}/api/v1/competition/live`)).json()) as LiveData;
    const statics = (await (await request.get(`${base}/api/v1/competition/static`)).json()) as StaticData;
    const stageGroups = [...new Set(live.groupTeams.map((r) => r.competitionGroupId))].sort((a, b) => b - a);
    const groupId = stageGroups.find((id) => {
      const matches = live.matches.filter((m) => m.competitionGroupId === id);
      return matches.length > 0 && matches.every((m) => m.state !== 'live' && !m.walkOver);
    });
    expect(groupId, 'a group with no live match').toBeDefined();
    const group = statics.groups.find((g) => g.id === groupId);
    const teamIds = [...(group?.teamIds ?? [])].sort((a, b) => a - b);
    await apiLogin(request, base, 'superadmin@demo.test');
    for (const match of live.matches.filter((m) => m.competitionGroupId === groupId)) {
      const response = await request.put(`${base}/api/v1/competition/competition-match/${match.id}/walkover`, { data: { _data: { walkOverType: 'both' } }, headers: { origin: base } });
      expect(response.status(), `walkover of match ${match.id}`).toBe(200);
    }

    const admin = await matchmakerLots(browser);
    const order = admin.getByRole('list', { name: `Pořadí podle losu ve skupině ${group?.name}` });
    await expect(order.getByRole('listitem')).toHaveCount(teamIds.length);
    await expectNoSeriousViolations(admin);
    // Drawn: the last two teams change places.
    const last = order.getByRole('listitem').last();
    await last.getByRole('button', { name: /výš$/ }).click();
    await admin.getByRole('button', { name: 'Zapsat los' }).first().click();
    await expect(admin.getByText(`Los skupiny ${group?.name} je zapsán.`)).toBeVisible();
    await expect(admin.getByText(/Los zapsal matchmaker@demo.test/)).toBeVisible();

    const drawn = [...teamIds.slice(0, -2), teamIds[teamIds.length - 1], teamIds[teamIds.length - 2]];
    await page.goto(`/vysledky/skupina/${groupId}`);
    const rows = page.getByRole('table').locator('tbody tr[data-team-id]');
    await expect(rows).toHaveCount(drawn.length);
    for (const [i, teamId] of drawn.entries()) await expect(rows.nth(i)).toHaveAttribute('data-team-id', String(teamId));
    const why = page.getByRole('table').locator(`tr[data-team-id="${drawn[0]}"]`).getByRole('button');
    await why.click();
    await expect(page.locator(`#reason-${groupId}-${drawn[0]}`)).toContainText('Rozhodl los, který provedl pořadatel.');

    // The same screen in English.
    await admin.goto('/admin/en/lots');
    await expect(admin.getByRole('heading', { level: 1, name: 'Ties and drawing of lots' })).toBeVisible();
    await expect(admin.getByText(/Draw recorded by matchmaker@demo.test/)).toBeVisible();
  });
});
