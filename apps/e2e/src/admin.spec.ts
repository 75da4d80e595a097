import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, expectNotice, recordNotices, runTag } from './clubzone-support';

/**
 * The administration area (issue 16): a club registers on the public site, an organiser approves it
 * at /admin/, and the club manager then has the order summary and the club is among the participants;
 * the audit log shows the decision with the state before and after.
 */
const tag = runTag();
const clubName = `HC Správa ${tag}`;
const managerEmail = `spravce-${tag}@example.test`;
const managerPassword = 'heslo-spravce-1';

const contactGroup = (page: Page) => page.getByRole('group', { name: 'Kontaktní osoba' });

async function registerClub(page: Page) {
  await page.goto('/registrace');
  await page.getByRole('textbox', { name: 'Název klubu' }).fill(clubName);
  await page.getByRole('textbox', { name: 'Ulice a číslo' }).fill('Sportovní 12');
  await page.getByRole('textbox', { name: 'Město' }).fill('Brno');
  await page.getByRole('textbox', { name: 'PSČ' }).fill('602 00');
  await page.getByRole('combobox', { name: 'Země' }).selectOption({ label: 'Česko' });
  await contactGroup(page).getByRole('textbox', { name: 'Jméno' }).fill('Jana');
  await contactGroup(page).getByRole('textbox', { name: 'Příjmení' }).fill('Správcová');
  await contactGroup(page).getByRole('textbox', { name: 'E-mail' }).fill(managerEmail);
  await contactGroup(page).getByRole('textbox', { name: 'Telefon' }).fill('+420 777 888 999');
  await page.getByRole('textbox', { name: 'Název týmu' }).fill('Mladší');
  await page.getByRole('combobox', { name: 'Kategorie' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Balíček' }).selectOption({ label: 'Domácí startovné' });
  await page.getByRole('spinbutton', { name: 'Osoby', exact: true }).fill('14');
  await page.getByRole('checkbox', { name: /Souhlasím s podmínkami registrace/ }).check();
  await page.getByLabel('Heslo k novému účtu').fill(managerPassword);
  await page.getByRole('button', { name: 'Odeslat registraci' }).click();
  await expect(page).toHaveURL(/\/uspesna-registrace$/);
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await recordNotices(page);
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení do administrace' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.test');
  await page.getByLabel('Heslo').fill('demo1234');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrace klubů' })).toBeVisible();
  return page;
}

test.describe('administration: registrations', () => {
  test('an admin approves a newly registered club: the manager gets the order summary, the club is a participant, the audit log has the decision', async ({ page, browser, baseURL }) => {
    await registerClub(page);

    const admin = await adminPage(browser);
    await expectNoSeriousViolations(admin);
    await admin.getByRole('searchbox', { name: 'Hledat klub nebo město' }).fill(`hc sprava ${tag}`);
    const row = admin.getByRole('row', { name: new RegExp(clubName) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Nová')).toBeVisible();
    await row.getByRole('checkbox', { name: `Vybrat ${clubName}` }).check();
    await admin.getByRole('group', { name: 'Akce s vybranými' }).getByRole('button', { name: 'Schválit' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Schválit – vybráno: 1' });
    await expect(dialog.getByText(clubName)).toBeVisible();
    await dialog.getByRole('button', { name: 'Schválit' }).click();
    await expectNotice(admin, 'Uloženo: Schválená (1)');
    await expect(row.getByText('Schválená')).toBeVisible();

    // The club's detail: its team and invoice items, and the same decision available the other way.
    await row.getByRole('link', { name: clubName }).click();
    await expect(admin.getByRole('heading', { level: 1, name: clubName })).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Fakturační položky' })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Vrátit' })).toBeVisible();

    // The audit log: who, and the state before and after.
    await admin.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const entry = admin.getByRole('row', { name: new RegExp(`Klub ${clubName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: Stav registrace`) });
    await expect(entry).toContainText('admin@demo.test');
    await expect(entry).toContainText('Stav registrace: Nová → Schválená');
    await admin.getByRole('combobox', { name: 'Uživatel' }).selectOption({ label: 'admin@demo.test' });
    await expect(entry).toBeVisible();
    await expectNoSeriousViolations(admin);

    // The club manager: the order summary is unlocked.
    const login = await page.request.post(`${baseURL}/api/v1/web/auth/login`, { data: { login: managerEmail, password: managerPassword }, headers: { origin: baseURL ?? '' } });
    expect(login.status()).toBe(200);
    await page.evaluate(() => localStorage.setItem('phc:probably-logged-in', '1'));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Jana Správcová' }).click();
    await expect(page.getByRole('navigation', { name: 'Můj účet' }).getByRole('link', { name: /Souhrn objednávky/ })).toBeVisible();

    // And the public participants list has the club.
    await page.goto('/ucastnici');
    await page.getByRole('searchbox', { name: 'Hledat klub podle názvu' }).fill(clubName);
    await expect(page.getByRole('article', { name: clubName, exact: true })).toBeVisible();
  });

  test('decisions: an exception request approved in the area shows approved in the club zone; an approved referee is on the public list', async ({ page, browser, baseURL }) => {
    // HC Praha (club@demo.test's approved club) files an exception request through the club zone's call.
    const origin = { origin: baseURL ?? '' };
    expect((await page.request.post(`${baseURL}/api/v1/web/auth/login`, { data: { login: 'club@demo.test', password: 'demo1234' }, headers: origin })).status()).toBe(200);
    const me = (await (await page.request.get('/api/v1/web/auth/me')).json()) as { user: { administratedClubs: { id: number; name: string }[] } };
    const clubs = await Promise.all(me.user.administratedClubs.map(async (c) => (await (await page.request.get(`/api/v1/web/clubs/${c.id}`)).json()).club as { id: number; registrationState: string; teams: { id: number }[] }));
    const club = clubs.find((c) => c.registrationState === 'approved');
    expect(club).toBeDefined();
    const { participants } = (await (await page.request.get(`/api/v1/web/clubs/${club?.id}/participants`)).json()) as { participants: { id: number; firstName: string; lastName: string; teamIds: number[]; isLeader: boolean }[] };
    let who = '';
    const reason = `Brankář pro druhý tým ${tag}`;
    for (const participant of participants.filter((p) => !p.isLeader)) {
      const team = club?.teams.find((t) => !participant.teamIds.includes(t.id));
      if (!team) continue;
      const filed = await page.request.post('/api/v1/competition/competition-participant-team-request', { data: { competitionParticipant: { id: participant.id }, team: { id: team.id }, requestReason: reason }, headers: origin });
      if (filed.ok()) {
        who = `${participant.firstName} ${participant.lastName}`;
        break;
      }
    }
    expect(who).not.toBe('');

    const admin = await adminPage(browser);
    await admin.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Výjimky' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Žádosti o výjimky' })).toBeVisible();
    const row = admin.getByRole('row', { name: new RegExp(reason) });
    await row.getByRole('button', { name: `Schválit výjimku: ${who}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Schválit výjimku: ${who}` });
    await dialog.getByRole('checkbox', { name: 'Odpustit poplatek' }).check();
    // The area's form: labelled fields, usable by keyboard and screen reader.
    await expectNoSeriousViolations(admin);
    await dialog.getByRole('button', { name: 'Schválit' }).click();
    await expectNotice(admin, 'Výjimka byla schválena.');
    await expectNoSeriousViolations(admin);

    // The club sees the decision in its zone at once.
    await page.addInitScript((id) => {
      localStorage.setItem('phc:probably-logged-in', '1');
      localStorage.setItem('phc:selected-club', String(id));
    }, club?.id ?? 0);
    await page.goto('/zadosti/tym');
    const mine = page.getByRole('list', { name: 'Žádosti o výjimky' }).getByRole('listitem').filter({ hasText: reason });
    await expect(mine).toContainText('Schváleno');

    // The transfers to confirm: a list screen with no serious accessibility problem.
    await admin.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Transfery' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Transfery' })).toBeVisible();
    await expect(admin.getByRole('table').or(admin.getByRole('heading', { name: 'Žádné transfery' }))).toBeVisible();
    await expectNoSeriousViolations(admin);

    // A new referee registration, approved in the area, is on the public referee list.
    await admin.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Rozhodčí', exact: true }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Registrace rozhodčích' })).toBeVisible();
    const approve = admin.getByRole('button', { name: /^Schválit rozhodčího / }).first();
    const name = ((await approve.getAttribute('aria-label')) ?? '').replace('Schválit rozhodčího ', '');
    await approve.click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Schválit' }).click();
    await expectNotice(admin, `Rozhodčí ${name} byl schválen.`);
    const [firstName, ...rest] = name.split(' ');
    const lastName = rest.join(' ');
    await page.goto('/ucastnici/rozhodci');
    await page.getByRole('searchbox', { name: 'Hledat rozhodčího podle jména' }).fill(lastName);
    await expect(page.getByRole('list', { name: 'Rozhodčí podle příjmení' }).getByRole('listitem').filter({ hasText: `${lastName} ${firstName}` })).toBeVisible();
  });

  test('the area is in English under /admin/en/, and a club administrator gets "no access"', async ({ page, baseURL }) => {
    const login = await page.request.post(`${baseURL}/api/v1/web/auth/login`, { data: { login: 'club@demo.test', password: 'demo1234' }, headers: { origin: baseURL ?? '' } });
    expect(login.status()).toBe(200);
    await page.goto('/admin/en/');
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in with another account' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
