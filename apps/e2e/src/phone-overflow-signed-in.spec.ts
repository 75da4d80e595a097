import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { LiveData } from '@phc/api-contract';
import { E2E_PORT } from '../playwright.config';
import { failedHeading, phone, problemsOf, visit, type WalkLocale } from './support/phone-overflow';

// The pages behind login at 360 × 740, in Czech and English (SPEC §2 screens, §6 roles): the club zone
// as the demo club administrator (club@demo.test, HC Praha id 1 approved, HBC Kladno id 88 waiting),
// the administration as the demo admin, the match protocol as the demo reporter on a live match of
// his hall. The same measure as the public walk (support/phone-overflow.ts): nothing reaches past the
// phone's width outside a box that scrolls itself, tables sit in a scroll box, and a page that shows
// an error, not-found, no-access or login wall instead of its screen fails the walk.

const base = `http://localhost:${E2E_PORT}`;

/** Headings that mean the walk did not reach its screen, beside the public walk's: the login walls and "no access". */
const walls = ['Bez oprávnění', 'No access', 'Přihlášení do administrace', 'Administration login', 'Zápas nenalezen', 'Match not found'];
/** A club administrator's club-zone screens show this only when the current club got lost. */
const noClub = ['Nespravujete žádný klub', 'You do not administer any club'];
const notReachedOf = (headings: string[]) => new RegExp(`${failedHeading.source}|^(${headings.join('|')})$`);
const notReached = notReachedOf([...walls, ...noClub]);

/**
 * One stop of a walk: a Czech path (English: `/en` after the app's own prefix), what it is, and the
 * dialogs opened over it by a button's name. `reload`: the previous stop shows the same screen (its
 * h1 stays), so this one loads afresh.
 */
type Stop = { what: string; cs: string; reload?: boolean; dialogs?: { button: [string, string]; dialog: [string, string] }[] };

/** One browser context per role: a phone, logged in through the API (the context shares the cookie). */
async function phoneAs(browser: Browser, email: string, clubId?: number): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
  const page = await context.newPage();
  const response = await page.request.post(`${base}/api/v1/web/auth/login`, { data: { login: email, password: 'demo1234' }, headers: { origin: base } });
  expect(response.status(), `login of ${email}`).toBe(200);
  await page.addInitScript("localStorage.setItem('phc:probably-logged-in', '1')");
  if (clubId !== undefined) await page.addInitScript(`localStorage.setItem('phc:selected-club', '${clubId}')`);
  return page;
}

/** Waits past the screens' own spinners too: the admin's lists and the protocol load after their h1. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^(Načítá se…|Loading…)$/ })).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * Walks `stops` in both languages: `prefix` is the app's own root (`''` for the site, `/admin` for the
 * administration), English under `${prefix}/en`. Each stop and each of its dialogs is measured; the
 * problems come back as lines naming the page.
 */
async function walk(page: Page, prefix: string, stops: Stop[], failed = notReached): Promise<string[]> {
  const report: string[] = [];
  for (const locale of ['cs', 'en'] as WalkLocale[]) {
    let first = true;
    for (const stop of stops) {
      const path = `${prefix}${locale === 'en' ? '/en' : ''}${stop.cs === '/' && locale === 'en' ? '' : stop.cs}`;
      await visit(page, `${base}${path}`, first || stop.reload === true);
      first = false;
      await settled(page);
      for (const problem of await problemsOf(page, failed)) report.push(`${path} (${stop.what}): ${problem}`);
      // A screen that failed (an ErrorState is an alert with a heading) reads as a failure, not a pass.
      const errors = await page.locator('[role="alert"]:has(h1, h2, h3, h4)').allInnerTexts();
      for (const error of errors) report.push(`${path} (${stop.what}): shows an error state "${error.trim().replace(/\s+/g, ' ').slice(0, 80)}"`);
      for (const { button, dialog } of stop.dialogs ?? []) {
        const name = locale === 'cs' ? 0 : 1;
        await page.getByRole('button', { name: button[name], exact: true }).first().click();
        const opened = page.getByRole('dialog', { name: dialog[name] });
        await expect(opened, `${path}: the dialog "${dialog[name]}"`).toBeVisible();
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        for (const problem of await problemsOf(page, failed)) report.push(`${path}, dialog "${dialog[name]}": ${problem}`);
        await page.keyboard.press('Escape');
        await expect(opened).toBeHidden();
      }
    }
  }
  return report;
}

/** The demo's club with the longest name: the walk proves little with short names. */
async function longestNamedClub(page: Page): Promise<{ id: number; name: string }> {
  const { clubs } = (await (await page.request.get(`${base}/api/v1/web/clubs`)).json()) as { clubs: { id: number; name: string }[] };
  const [club] = [...clubs].sort((a, b) => b.name.length - a.name.length);
  if (!club) throw new Error('the demo has no club');
  // The seed keeps one as long as real clubs' get.
  expect(club.name.length).toBeGreaterThanOrEqual(28);
  return club;
}

const failure = (report: string[]) => `pages wider than ${phone.width} px or not shown:\n${report.join('\n')}`;

test('every club-zone screen and its dialogs fit a 360 px phone for a club administrator, in Czech and English', async ({ browser }) => {
  // Some 40 pages and dialogs: 25-35 s on a quiet 2-core machine, up to twice that when it is busy.
  test.setTimeout(120_000);
  const page = await phoneAs(browser, 'club@demo.test', 1);
  // The club zone's screens (libs/clubzone index.ts, libs/i18n routes.ts) a club administrator reaches.
  const stops: Stop[] = [
    { what: 'dashboard of the approved club', cs: '/dashboard', dialogs: [{ button: ['Přidat transfer', 'Add transfer'], dialog: ['Nový transfer', 'New transfer'] }] },
    { what: 'profile', cs: '/profil' },
    { what: 'registration of the club', cs: '/registrace/1' },
    {
      what: 'roster',
      cs: '/soupiska',
      dialogs: [
        { button: ['Přidat účastníka', 'Add participant'], dialog: ['Nový účastník', 'New participant'] },
        { button: ['Upravit', 'Edit'], dialog: ['Upravit účastníka', 'Edit participant'] },
      ],
    },
    { what: 'roster by club id', cs: '/soupiska/1', reload: true },
    { what: 'trainings', cs: '/clubzone/trainings', dialogs: [{ button: ['Nový trénink', 'New training'], dialog: ['Nový trénink', 'New training'] }] },
    { what: 'exception requests', cs: '/zadosti/tym', dialogs: [{ button: ['Nová žádost o výjimku', 'New exception request'], dialog: ['Žádost o výjimku', 'Exception request'] }] },
    { what: 'exception requests by club id', cs: '/zadosti/1/tym', reload: true },
    { what: 'team leaders', cs: '/team-leaders/1', dialogs: [{ button: ['Pozvat vedoucího', 'Invite a leader'], dialog: ['Pozvat vedoucího týmu', 'Invite a team leader'] }] },
    { what: 'friendly-match requests received', cs: '/training-join-requests/1/received' },
    { what: 'friendly-match requests sent', cs: '/training-join-requests/1/created', reload: true },
    { what: 'order summary', cs: '/souhrn-objednavky/1' },
    // Last: opening a club's dashboard makes it the current club.
    { what: 'dashboard of the waiting club', cs: '/dashboard/88', reload: true },
  ];
  const report = await walk(page, '', stops);
  // The profile box (the user bar's dialog), reached through the phone's menu.
  for (const locale of ['cs', 'en'] as WalkLocale[]) {
    await visit(page, `${base}${locale === 'en' ? '/en' : ''}/dashboard/1`, true);
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).tap();
    await page.getByRole('button', { name: 'Klára Klubová' }).tap();
    const box = page.getByRole('dialog', { name: locale === 'cs' ? 'Můj účet' : 'My account' });
    await expect(box).toBeVisible();
    for (const problem of await problemsOf(page, notReached)) report.push(`profile box (${locale}): ${problem}`);
  }
  await page.context().close();
  expect(report, failure(report)).toEqual([]);
});

test('every administration list and detail page fits a 360 px phone for the demo admin, in Czech and English', async ({ browser }) => {
  // Some 40 pages and dialogs: 25-35 s on a quiet 2-core machine, up to twice that when it is busy.
  test.setTimeout(120_000);
  const page = await phoneAs(browser, 'admin@demo.test');
  const places = (await (await page.request.get(`${base}/api/v1/admin/places`)).json()) as { places: { id: number }[] };
  const competition = (await (await page.request.get(`${base}/api/v1/admin/competition`)).json()) as { categories: { id: number }[] };
  const place = places.places[0]?.id;
  const category = competition.categories[0]?.id;
  if (!place || !category) throw new Error('the demo has no place or competition category');
  const club = await longestNamedClub(page);
  // The administration's nav (libs/admin admin-layout.tsx) and its detail routes (admin-routes.tsx).
  const stops: Stop[] = [
    { what: 'registrations', cs: '/' },
    { what: 'club detail', cs: '/clubs/1' },
    { what: 'club edit', cs: '/clubs/1/edit' },
    { what: `detail of ${club.name}`, cs: `/clubs/${club.id}`, reload: true },
    { what: `edit of ${club.name}`, cs: `/clubs/${club.id}/edit` },
    { what: 'exception requests', cs: '/team-requests' },
    { what: 'transfers', cs: '/transfers' },
    { what: 'trainings', cs: '/trainings' },
    { what: 'referees', cs: '/referees' },
    { what: 'halls', cs: '/halls' },
    { what: 'places', cs: '/places' },
    { what: 'place detail', cs: `/places/${place}` },
    { what: 'new place', cs: '/places/new', reload: true },
    { what: 'referees in halls', cs: '/referee-days' },
    { what: 'categories', cs: '/categories', dialogs: [{ button: ['Nová kategorie', 'New category'], dialog: ['Nová kategorie', 'New category'] }] },
    {
      what: 'price list',
      cs: '/prices',
      dialogs: [
        { button: ['Nová položka', 'New item'], dialog: ['Nová položka ceníku', 'New price list item'] },
        { button: ['Nový balíček', 'New bundle'], dialog: ['Nový balíček', 'New bundle'] },
      ],
    },
    { what: 'audit log', cs: '/audit' },
    { what: 'settings', cs: '/config' },
    { what: 'import and export', cs: '/import-export' },
    { what: 'competition', cs: '/competition' },
    { what: 'competition category', cs: `/competition/${category}` },
    { what: 'users', cs: '/users', dialogs: [{ button: ['Pozvat uživatele', 'Invite a user'], dialog: ['Pozvat uživatele', 'Invite a user'] }] },
    { what: 'lots', cs: '/lots' },
  ];
  const report = await walk(page, '/admin', stops);
  await page.context().close();
  expect(report, failure(report)).toEqual([]);
});

test('the match protocol of a live match fits a 360 px phone for the demo reporter, in Czech and English', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await phoneAs(browser, 'reporter@demo.test');
  const mine = (await (await page.request.get(`${base}/api/v1/competition/my-matches`)).json()) as { matches: { matchId: number }[] };
  const live = (await (await page.request.get(`${base}/api/v1/competition/live`)).json()) as LiveData;
  const playing = new Set(live.matches.filter((m) => m.state === 'live').map((m) => m.id));
  const match = mine.matches.find((m) => playing.has(m.matchId))?.matchId;
  if (!match) throw new Error("the demo has no live match in the reporter's hall");
  const stops: Stop[] = [
    { what: "the reporter's matches", cs: '/zapasovy-protokol' },
    {
      what: 'the live match protocol',
      cs: `/zapasovy-protokol/${match}`,
      reload: true,
      dialogs: [
        { button: ['Přidat událost', 'Add event'], dialog: ['Nová událost', 'New event'] },
        { button: ['Zadat skóre', 'Enter score'], dialog: ['Skóre zápasu', 'Match score'] },
        { button: ['Kontumace', 'Walkover'], dialog: ['Kontumace', 'Walkover'] },
        { button: ['Upravit čas', 'Edit time'], dialog: ['Upravit čas', 'Edit time'] },
      ],
    },
    { what: "the live match's rosters", cs: `/zapasova-soupiska/${match}` },
  ];
  const report = await walk(page, '', stops);
  await page.context().close();
  expect(report, failure(report)).toEqual([]);
});

test("a team leader's dashboard, matches and a match roster fit a 360 px phone, in Czech and English", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await phoneAs(browser, 'leader@demo.test');
  const mine = (await (await page.request.get(`${base}/api/v1/competition/my-matches`)).json()) as { matches: { matchId: number }[] };
  const live = (await (await page.request.get(`${base}/api/v1/competition/live`)).json()) as LiveData;
  const scheduled = new Set(live.matches.filter((m) => m.state === 'scheduled').map((m) => m.id));
  // A match still to be played: its roster is the editor a leader fills in at the bench.
  const match = mine.matches.find((m) => scheduled.has(m.matchId))?.matchId;
  if (!match) throw new Error("the demo has no scheduled match of the leader's teams");
  const stops: Stop[] = [
    // A leader administers no club: his dashboard says so above the teams he leads.
    { what: "the leader's dashboard", cs: '/dashboard' },
    { what: "the leader's matches", cs: '/zapasovy-protokol' },
    { what: 'a match roster to fill in', cs: `/zapasova-soupiska/${match}` },
  ];
  const report = await walk(page, '', stops, notReachedOf(walls));
  await page.context().close();
  expect(report, failure(report)).toEqual([]);
});

test("the club zone of the demo's longest-named club fits a 360 px phone for an organiser, in Czech and English", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await phoneAs(browser, 'superadmin@demo.test');
  const { id, name } = await longestNamedClub(page);
  const stops: Stop[] = [
    { what: `dashboard of ${name}`, cs: `/dashboard/${id}` },
    { what: 'its roster', cs: `/soupiska/${id}` },
    { what: 'its registration', cs: `/registrace/${id}` },
    { what: 'its exception requests', cs: `/zadosti/${id}/tym` },
    { what: 'its team leaders', cs: `/team-leaders/${id}` },
    { what: 'its order summary', cs: `/souhrn-objednavky/${id}` },
  ];
  const report = await walk(page, '', stops);
  await page.context().close();
  expect(report, failure(report)).toEqual([]);
});
