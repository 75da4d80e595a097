import { type Page } from '@playwright/test';
import { trainingWindow } from '@phc/api-contract';
import { expect, productNow, test } from './fixtures';
import { expectNoSeriousViolations, expectNotice, expectRealTarget, freeSlot, heldSlot, labels, logInAs, runTag, todaysDay, type Labels } from './clubzone-support';

/**
 * Club zone (issue 13): a club manager keeps the roster on a phone, asks for an exception, books a
 * training that another club joins, in Czech and in English; every dashboard and profile-box link
 * leads to a real screen; team leaders are invited; the screens pass axe on a phone.
 * HC Praha (id 1, approved) and HBC Kladno (id 88, waiting) are both administered by club@demo.test.
 */
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;
const firstNames = ['Adam', 'Bedřich', 'Cyril', 'David', 'Emil'];

async function addPlayer(page: Page, L: Labels, firstName: string, lastName: string, birthYear: number, jersey: number) {
  await page.getByRole('button', { name: L.addParticipant }).click();
  const dialog = page.getByRole('dialog', { name: L.newParticipant });
  await dialog.getByRole('textbox', { name: L.firstName }).fill(firstName);
  await dialog.getByRole('textbox', { name: L.lastName }).fill(lastName);
  await dialog.getByRole('spinbutton', { name: L.birthYear }).fill(String(birthYear));
  await dialog.getByRole('spinbutton', { name: L.jersey }).fill(String(jersey));
  await dialog.getByRole('radio', { name: L.male, exact: true }).check();
  await dialog.getByRole('button', { name: L.saveParticipant }).click();
  await expect(dialog).toBeHidden();
}

/** Five boys born 2010 in team A, one changes his birth year and leaves it, another asks to play for E. */
async function rosterJourney(page: Page, L: Labels) {
  const lastName = `Hráč${runTag()}`;
  await page.goto(`${L.prefix}/soupiska`);
  await expect(page.getByRole('heading', { level: 1, name: L.rosterHeading })).toBeVisible();
  for (const [i, firstName] of firstNames.entries()) await addPlayer(page, L, firstName, lastName, 2010, 70 + i);

  await page.getByRole('searchbox', { name: L.search }).fill(lastName);
  const card = (firstName: string) => page.getByRole('listitem', { name: `${firstName} ${lastName}`, exact: true });
  for (const firstName of firstNames) await expect(card(firstName)).toBeVisible();
  for (const firstName of firstNames) {
    // The box follows the server's answer, not the tap: it turns checked once the assignment is saved.
    const box = card(firstName).getByRole('checkbox', { name: L.teamA, exact: true });
    await box.click();
    await expect(box).toBeChecked();
  }

  // A new birth year takes the player out of every team, after a warning naming them.
  const adam = card(firstNames[0]);
  await adam.getByRole('button', { name: L.edit, exact: true }).click();
  const edit = page.getByRole('dialog', { name: L.editParticipant });
  await edit.getByRole('spinbutton', { name: L.birthYear }).fill('2009');
  await edit.getByRole('button', { name: L.saveParticipant }).click();
  const warning = page.getByRole('alertdialog', { name: L.leaveTeams });
  await expect(warning).toContainText(L.teamA);
  await warning.getByRole('button', { name: L.saveAndLeave }).click();
  await expect(warning).toBeHidden();
  await expect(adam).toContainText('2009');
  await expect(adam.getByRole('checkbox', { name: L.teamA, exact: true })).not.toBeChecked();
  for (const firstName of firstNames.slice(1)) await expect(card(firstName).getByRole('checkbox', { name: L.teamA, exact: true })).toBeChecked();

  // Too old for E: the card says so and offers the exception right there.
  const bedrich = card(firstNames[1]);
  await bedrich.getByText(L.cannotPlay).click();
  await bedrich.getByRole('button', { name: L.requestException(`${firstNames[1]} ${lastName}`, L.teamE) }).click();
  const request = page.getByRole('dialog', { name: L.exceptionDialog });
  await expect(request.getByRole('combobox', { name: L.participant })).toHaveValue(/\d+/);
  await expect(request.getByRole('combobox', { name: L.team })).toHaveValue(/\d+/);
  await request.getByRole('textbox', { name: L.reason }).fill('Hraje za E celou sezónu, bez něj tým nemá brankáře.');
  await request.getByRole('button', { name: L.sendRequest }).click();
  await expectNotice(page, L.exceptionSent);

  await page.goto(`${L.prefix}/zadosti/tym`);
  const mine = page.getByRole('list', { name: L.exceptionList }).getByRole('listitem', { name: `${firstNames[1]} ${lastName} – ${L.teamE}` });
  await expect(mine).toContainText(L.pending);
}

/** Opens the user bar's profile box and makes `clubName` the current club. */
async function switchClub(page: Page, L: Labels, clubName: string) {
  // On a phone the user bar's button sits in the collapsed main menu.
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Klára Klubová' }).click();
  const bar = page.getByRole('dialog', { name: L.account });
  const switcher = bar.getByRole('combobox', { name: L.club });
  const value = await switcher.locator('option', { hasText: clubName }).getAttribute('value');
  await switcher.selectOption(value ?? '');
  await bar.getByRole('button', { name: L.close }).click();
  await expect(bar).toBeHidden();
}

/** Fills and saves the training form; returns the dialog for the caller's assertion. */
async function fillTraining(page: Page, L: Labels, t: { teamId: number; day: number; time: string; hall: number; seeking: boolean }) {
  await page.getByRole('button', { name: L.newTraining }).click();
  const dialog = page.getByRole('dialog', { name: L.newTraining });
  await dialog.getByRole('combobox', { name: L.team }).selectOption(String(t.teamId));
  await dialog.getByRole('combobox', { name: L.day }).selectOption(String(t.day));
  await dialog.getByLabel(L.preferredTime).fill(t.time);
  await dialog.getByRole('combobox', { name: L.trainingType }).selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: L.length }).selectOption('90');
  await dialog.getByRole('combobox', { name: L.hall }).selectOption(String(t.hall));
  if (t.seeking) await dialog.getByRole('radio', { name: L.seeking }).check();
  await dialog.getByRole('button', { name: L.saveTraining }).click();
  return dialog;
}

/** HC Praha books a training seeking a rival; HBC Kladno asks to play; HC Praha accepts. */
async function trainingJourney(page: Page, L: Labels, baseURL: string, hall: number, day: number) {
  const time = await freeSlot(page.request, baseURL, hall, day);
  await page.goto(`${L.prefix}/clubzone/trainings`);
  const dialog = await fillTraining(page, L, { teamId: 1, day, time, hall, seeking: true });
  await expect(dialog).toBeHidden();
  await expectNotice(page, L.trainingSaved);

  await switchClub(page, L, 'HBC Kladno');
  await page.goto(`${L.prefix}/clubzone/trainings`);
  await page.getByRole('button', { name: L.joinButton(time) }).click();
  const join = page.getByRole('dialog', { name: L.joinDialog });
  await join.getByRole('combobox', { name: L.ourTeam }).selectOption({ index: 1 });
  await join.getByRole('button', { name: L.sendRequest }).click();
  await expect(join).toBeHidden();
  await expectNotice(page, L.joinSent);

  await switchClub(page, L, 'HC Praha');
  await page.goto(`${L.prefix}/training-join-requests/1/received`);
  const accept = page.getByRole('button', { name: L.accept(time) });
  const request = ((await accept.getAttribute('aria-label')) ?? '').slice(L.acceptPrefix.length);
  await accept.click();
  const confirm = page.getByRole('alertdialog', { name: L.acceptTitle });
  await confirm.getByRole('button', { name: L.acceptConfirm, exact: true }).click();
  await expectNotice(page, L.accepted);
  await expect(accept).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: request, exact: true })).toContainText(L.acceptedState);
}

test.describe('club zone on a phone (cs)', () => {
  test.use(phone);

  test('a club manager adds five players, assigns them, changes a birth year and requests an exception', async ({ page, baseURL }) => {
    await logInAs(page, baseURL ?? '', 'club@demo.test', 1);
    await rosterJourney(page, labels.cs);
  });

  test('a club books a training seeking a rival, another club asks to play and the first accepts', async ({ page, baseURL }) => {
    await logInAs(page, baseURL ?? '', 'club@demo.test', 1);
    await trainingJourney(page, labels.cs, baseURL ?? '', 3, 2);
  });

  test('a slot another team holds gives the booked message in the dialog', async ({ page, baseURL }) => {
    await logInAs(page, baseURL ?? '', 'club@demo.test', 1);
    const L = labels.cs;
    await page.goto('/clubzone/trainings');
    // A training of another club, read from the calendar (the demo's slots move when the seed grows).
    const held = await heldSlot(page.request, baseURL ?? '', 1);
    const dialog = await fillTraining(page, L, { teamId: 103, ...held, seeking: false });
    await expect(dialog.getByRole('alert')).toHaveText(L.booked);
  });

  test('the roster, requests, trainings, team leaders and received join requests pass axe', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await logInAs(page, baseURL ?? '', 'club@demo.test', 1);
    const screens = [
      { path: '/soupiska', content: page.getByRole('searchbox', { name: 'Hledat podle jména' }) },
      { path: '/zadosti/tym', content: page.getByRole('button', { name: 'Nová žádost o výjimku' }) },
      { path: '/clubzone/trainings', content: page.getByRole('region', { name: 'Kalendář tréninků' }) },
      { path: '/team-leaders/1', content: page.getByRole('button', { name: 'Pozvat vedoucího' }) },
      { path: '/training-join-requests/1/received', content: page.getByRole('main').getByRole('listitem').first().or(page.getByText('Žádné přijaté žádosti')) },
    ];
    for (const { path, content } of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The data, not the skeletons: each screen's own content has arrived.
      await expect(content).toBeVisible();
      await expect(page.locator('[data-skeleton]')).toHaveCount(0);
      await expectNoSeriousViolations(page);
    }
  });
});

test.describe('dates against the present (issue 24)', () => {
  test.use(phone);

  test('a player born in the future is refused on the form, and the training day select offers no past day', async ({ page, baseURL }) => {
    const L = labels.cs;
    await logInAs(page, baseURL ?? '', 'club@demo.test', 1);
    await page.goto('/soupiska');
    await expect(page.getByRole('heading', { level: 1, name: L.rosterHeading })).toBeVisible();
    await page.getByRole('button', { name: L.addParticipant }).click();
    const dialog = page.getByRole('dialog', { name: L.newParticipant });
    await dialog.getByRole('textbox', { name: L.firstName }).fill('Budoucí');
    await dialog.getByRole('textbox', { name: L.lastName }).fill(`Hráč${runTag()}`);
    // Five years ahead of the product's clock: a typo for a real year, never a child.
    const future = productNow().getUTCFullYear() + 5;
    const year = dialog.getByRole('spinbutton', { name: L.birthYear });
    await year.fill(String(future));
    await dialog.getByRole('radio', { name: L.male, exact: true }).check();
    await dialog.getByRole('button', { name: L.saveParticipant }).click();
    await expect(dialog.getByText('Rok narození nemůže být v budoucnosti.')).toBeVisible();
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();

    await page.goto('/clubzone/trainings');
    await page.getByRole('button', { name: L.newTraining }).click();
    const training = page.getByRole('dialog', { name: L.newTraining });
    const today = await todaysDay(page.request, baseURL ?? '');
    const offered = Array.from({ length: trainingWindow.last - today + 1 }, (_, i) => String(today + i));
    const days = training.getByRole('combobox', { name: L.day }).locator('option');
    await expect(days).toHaveCount(offered.length + 1);
    expect(await days.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(['', ...offered]);
  });
});

test.describe('club zone on a phone (en)', () => {
  test.use(phone);

  test('the whole journey in English: roster, exception, training, friendly match, booked slot', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await logInAs(page, baseURL ?? '', 'club@demo.test', 1);
    await rosterJourney(page, labels.en);
    await trainingJourney(page, labels.en, baseURL ?? '', 3, 3);
    await page.goto('/en/clubzone/trainings');
    const taken = await fillTraining(page, labels.en, { teamId: 103, ...(await heldSlot(page.request, baseURL ?? '', 1)), seeking: false });
    await expect(taken.getByRole('alert')).toHaveText(labels.en.booked);
  });
});

/**
 * Every internal link of the dashboard's main content and of the profile box, as hrefs. Parts of both
 * load on their own, so each waits for a link that comes last (`mainLink`, `profileLink`).
 */
async function dashboardAndProfileLinks(page: Page, user: string, mainLink: string, profileLink: string): Promise<string[]> {
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: mainLink })).toBeVisible();
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  const fromDashboard = await main.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  await page.getByRole('button', { name: user }).click();
  const nav = page.getByRole('dialog', { name: 'Můj účet' }).getByRole('navigation', { name: 'Můj účet' });
  await expect(nav.getByRole('link', { name: profileLink })).toBeVisible();
  const fromProfile = await nav.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set([...fromDashboard, ...fromProfile])].filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

test.describe('dashboard and profile-box links', () => {
  for (const { email, clubId, mainLink, profileLink } of [
    { email: 'club@demo.test', clubId: 1, mainLink: 'Kalendář tréninků', profileLink: 'Souhrn objednávky' },
    { email: 'club@demo.test', clubId: 88, mainLink: 'Kalendář tréninků', profileLink: 'Moje registrace' },
    { email: 'leader@demo.test', clubId: undefined, mainLink: 'Zápasy vašich týmů a jejich soupisky', profileLink: 'Zápasový protokol' },
  ]) {
    test(`${email}${clubId ? ` (club ${clubId})` : ''}: every link leads to a real screen`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const user = await logInAs(page, baseURL ?? '', email, clubId);
      const hrefs = await dashboardAndProfileLinks(page, user, mainLink, profileLink);
      expect(hrefs.length).toBeGreaterThan(0);
      test.info().annotations.push({ type: 'links', description: hrefs.join(' ') });
      for (const href of hrefs) {
        if (href.startsWith('/api/')) {
          // The order summary opens in a new tab: a server-rendered page of its own.
          const response = await page.goto(href);
          expect(response?.status(), href).toBe(200);
          await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
          continue;
        }
        await page.goto(href);
        await expectRealTarget(page, href);
      }
    });
  }
});

test.describe('team leaders', () => {
  test.use(phone);

  test('a club invites a team leader, who is listed with the team; an unknown invitation says it expired', async ({ page, baseURL }) => {
    await logInAs(page, baseURL ?? '', 'club@demo.test', 1);
    const tag = runTag();
    await page.goto('/team-leaders/1');
    await page.getByRole('button', { name: 'Pozvat vedoucího' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pozvat vedoucího týmu' });
    await dialog.getByRole('combobox', { name: 'Tým' }).selectOption({ index: 1 });
    const team = (await dialog.getByRole('combobox', { name: 'Tým' }).locator('option:checked').textContent()) ?? '';
    await dialog.getByRole('textbox', { name: 'Jméno' }).fill('Vilém');
    await dialog.getByRole('textbox', { name: 'Příjmení' }).fill(`Vedoucí${tag}`);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`vedouci-${tag}@demo.test`);
    await dialog.getByRole('textbox', { name: 'Telefon' }).fill('+420 777 123 456');
    await dialog.getByRole('button', { name: 'Poslat pozvánku' }).click();
    await expect(dialog).toBeHidden();
    await expectNotice(page, `vedouci-${tag}@demo.test`);
    await expect(page.getByRole('list', { name: `Týmy vedoucího Vilém Vedoucí${tag}` })).toContainText(team.trim());
    // The token only reaches the invitee's mailbox (the server's outbox), never the browser: the
    // acceptance itself is covered by the API tests; here the page for a token that does not exist.
    await page.goto('/pozvanka/not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Pozvánka vypršela nebo už byla použita' })).toBeVisible();
  });
});
