import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, expectNotice, freeSlot, logInAs, recordNotices, runTag } from './clubzone-support';

/**
 * Issue 16 items 1 and 2 in the administration area: an organiser decides a club's training (final
 * time, hall, price, referee) and the club sees it in its zone at once; an organiser renames a club's
 * team and the public participants page shows the new name.
 */
const tag = runTag();
/** HC Praha (club 1, administered by club@demo.test) and its first team, as the club-zone journeys use them. */
const clubId = 1;
const teamId = 1;
/** A hall and day the other journeys leave alone, still to come on the product clock (the demo is on day 1). */
const hall = 5;
const day = 2;

async function adminPage(browser: Browser, prefix = ''): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await recordNotices(page);
  await page.goto(`/admin${prefix}/`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.test');
  await page.getByLabel(prefix === '/en' ? 'Password' : 'Heslo').fill('demo1234');
  await page.getByRole('button', { name: prefix === '/en' ? 'Log in' : 'Přihlásit se' }).click();
  await expect(page.getByRole('navigation', { name: prefix === '/en' ? 'Administration' : 'Administrace' })).toBeVisible();
  return page;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hhmm = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

test.describe('administration: trainings and club edits', () => {
  test('an admin approves a club’s training with a time, hall, price and referee; the club sees it approved with its final time, price and referee', async ({ page, browser, baseURL }) => {
    // Two browser contexts, two axe runs and an audit check: over 20 s on a busy two-core machine.
    test.slow();
    const origin = baseURL ?? '';
    await logInAs(page, origin, 'club@demo.test', clubId);
    const time = await freeSlot(page.request, origin, hall, day, 90);
    const end = hhmm(minutes(time) + 90);

    const admin = await adminPage(browser);
    const lookups = await (await admin.request.get('/api/v1/admin/trainings')).json();
    // The club asks for a slot without a hall, as the club zone allows; the note makes its row findable.
    const created = await page.request.post(`${origin}/api/v1/competition/trainings`, {
      headers: { origin },
      data: { teamId, day, preferredTime: time, trainingTypeId: lookups.trainingTypes[0].id, durationInMinutes: 90, placeId: null, note: `Trénink ${tag}` },
    });
    expect(created.status()).toBe(200);

    await admin.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Tréninky' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Tréninky' })).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Hledat klub nebo tým' }).fill('hc praha');
    const row = admin.getByRole('row').filter({ hasText: `Trénink ${tag}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Čeká');
    await expectNoSeriousViolations(admin);

    await row.getByRole('button', { name: /^Schválit trénink: HC Praha/ }).click();
    const dialog = admin.getByRole('dialog', { name: /^Schválit trénink: HC Praha/ });
    await expect(dialog.getByLabel(/Začátek/)).toHaveValue(time);
    await expect(dialog.getByLabel(/Konec/)).toHaveValue(end);
    await dialog.getByRole('combobox', { name: /Hala/ }).selectOption(String(hall));
    const price = dialog.getByRole('spinbutton', { name: /Cena celkem/ });
    await price.fill('1500');
    const referee = dialog.getByRole('combobox', { name: /Přidělený rozhodčí/ });
    await referee.selectOption({ index: 1 });
    const refereeName = (await referee.locator('option:checked').textContent()) ?? '';
    const refereeId = Number(await referee.inputValue());
    await expectNoSeriousViolations(admin);
    await dialog.getByRole('button', { name: 'Schválit' }).click();
    await expect(dialog).toBeHidden();
    await expectNotice(admin, 'Trénink byl schválen.');

    // Decided, it leaves the pending list; among all it is approved with its hall, referee and price.
    await expect(row).toHaveCount(0);
    await admin.getByRole('combobox', { name: 'Stav' }).selectOption({ label: 'Všechny stavy' });
    await expect(row).toContainText('Schválený');
    await expect(row).toContainText(`${time}–${end}`);
    await expect(row).toContainText(refereeName);

    // The club's zone reads the same training: approved, the final time, the price.
    await page.goto('/clubzone/trainings');
    const item = page.getByRole('listitem').filter({ hasText: `Trénink ${tag}` });
    await expect(item).toContainText('Schválený');
    await expect(item).toContainText(`${time}–${end} (konečný)`);
    await expect(item).toContainText('1 500');
    await expect(item).toContainText('(přidělil organizátor)');

    // The audit log has the decision.
    await admin.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Audit log' }).click();
    await admin.getByRole('combobox', { name: 'Entita' }).selectOption({ label: 'Trénink' });
    const decision = admin.getByRole('row', { name: /Trénink .+: Rozhodnutí/ }).first();
    await expect(decision).toContainText('Stav: Čeká → Schválený');
    // Issue 24: the hall and the referee by name, not "Hala: — → 5".
    const person = lookups.referees.find((r: { id: number }) => r.id === refereeId);
    await expect(decision).toContainText(`Hala: — → ${lookups.halls.find((h: { id: number }) => h.id === hall).name.cs}`);
    await expect(decision).toContainText(`Rozhodčí: — → ${person.firstName} ${person.lastName}`);
  });

  test('an admin renames a club’s team: the club page and the public participants page show the new name', async ({ browser }) => {
    // Two contexts, an axe run and the participants page of every club: seconds each on a busy machine.
    test.slow();
    const admin = await adminPage(browser);
    const { clubs } = await (await admin.request.get('/api/v1/web/clubs')).json();
    // A club the other journeys do not act on, with a team; its stored data is put back at the end.
    const club = clubs.filter((c: { id: number; teams: unknown[] }) => c.id > 2 && c.teams.length > 0).at(-1) as { id: number; name: string };
    const before = (await (await admin.request.get(`/api/v1/admin/clubs/${club.id}/edit`)).json()).club;
    const newName = `Lvíčata ${tag}`;
    try {
      await admin.goto(`/admin/clubs/${club.id}`);
      await expect(admin.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
      await admin.getByRole('link', { name: 'Upravit klub a týmy' }).click();
      await expect(admin.getByRole('heading', { level: 1, name: `Úprava klubu ${club.name}` })).toBeVisible();
      await expectNoSeriousViolations(admin);
      const firstTeam = admin.getByRole('group', { name: /^Tým / }).first();
      await firstTeam.getByRole('textbox', { name: 'Název týmu' }).fill(newName);
      // A wrong phone is shown on its field and the typed name stays.
      const phone = admin.getByRole('textbox', { name: /Telefon/ });
      const oldPhone = await phone.inputValue();
      await phone.fill('12');
      await admin.getByRole('button', { name: 'Uložit změny' }).click();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(firstTeam.getByRole('textbox', { name: 'Název týmu' })).toHaveValue(newName);
      await phone.fill(oldPhone);
      await admin.getByRole('button', { name: 'Uložit změny' }).click();
      await expectNotice(admin, `Klub ${club.name} byl uložen.`);
      await expect(admin.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
      // The teams table comes first; the invoice items name the team too.
      await expect(admin.getByRole('row', { name: new RegExp(newName) }).first()).toBeVisible();

      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto('/ucastnici');
      await expect(visitor.getByRole('article', { name: club.name, exact: true })).toContainText(newName);
    } finally {
      const restore = await admin.request.put(`/api/v1/admin/clubs/${club.id}`, {
        headers: { origin: new URL(admin.url()).origin },
        data: { clubName: before.clubName, street: before.street, city: before.city, zip: before.zip, countryId: before.countryId, taxId: before.taxId, vatId: before.vatId, contact: before.contact, note: before.note, teams: before.teams.map((t: { id: number; name: string | null; teamCategoryId: number }) => ({ id: t.id, name: t.name, teamCategoryId: t.teamCategoryId })) },
      });
      expect(restore.status()).toBe(200);
    }
  });

  test('the trainings screen works in English on a phone', async ({ browser }) => {
    const admin = await adminPage(browser, '/en');
    await admin.setViewportSize({ width: 360, height: 740 });
    await admin.goto('/admin/en/trainings');
    await expect(admin.getByRole('heading', { level: 1, name: 'Trainings' })).toBeVisible();
    await admin.getByRole('combobox', { name: 'State' }).selectOption({ label: 'All states' });
    await expect(admin.getByRole('columnheader', { name: 'Assigned referee' })).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Search a club or team' }).fill('no such club zzz');
    await expect(admin.getByRole('heading', { name: 'The search found nothing' })).toBeVisible();
    await expectNoSeriousViolations(admin);
  });
});
