import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { todaysTrainingDay, type ConfigValue } from '@phc/api-contract';
import { productNow } from './fixtures';

/**
 * What the club-zone journeys share: logging in through the API (the browser context shares the
 * cookie), choosing the current club, the screens' labels in both languages, and free training slots.
 */
export type Locale = 'cs' | 'en';

/** Logs in as `email` and makes `clubId` the current club unless the page switches it later. */
/** Returns the user's name as the user bar's button shows it. */
export async function logInAs(page: Page, baseURL: string, email: string, clubId?: number): Promise<string> {
  const response = await page.request.post(`${baseURL}/api/v1/web/auth/login`, { data: { login: email, password: 'demo1234' }, headers: { origin: baseURL } });
  expect(response.status(), `login of ${email}`).toBe(200);
  await page.addInitScript("localStorage.setItem('phc:probably-logged-in', '1')");
  await recordNotices(page);
  // Only when unset: a later switch in the user bar must survive the next navigation.
  if (clubId !== undefined) await page.addInitScript(`if (!localStorage.getItem('phc:selected-club')) localStorage.setItem('phc:selected-club', '${clubId}')`);
  const { user } = (await response.json()) as { user: { firstName: string; lastName: string } };
  return `${user.firstName} ${user.lastName}`;
}

/**
 * Success alerts leave after two seconds, sooner than a busy machine may look: every text that enters
 * the page's alert and status regions is kept in `window.__notices` for {@link expectNotice}.
 */
export async function recordNotices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __notices: string[] }).__notices = seen;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"], [role="alert"]')) {
        const text = region.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** A new browser context logged in to the administration at `path` (its login form) as an organiser. */
export async function openAdmin(browser: Browser, email = 'admin@demo.test', path = '/admin/'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await recordNotices(page);
  await page.goto(path);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Heslo').fill('demo1234');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeHidden();
  return page;
}

/** The page announced `text` in an alert or status region since it loaded. */
export async function expectNotice(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices.join('\n')), { message: `notice "${text}"` }).toContain(text);
}

export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A short tag of letters, different for every run, so names never meet a previous run's on a reused server. */
export function runTag(): string {
  return Array.from(Date.now().toString(26).slice(-5), (c) => String.fromCharCode(97 + parseInt(c, 26))).join('');
}

/** The shell marks its placeholder, not-found and error pages; a real target has none of them and a main heading. */
export async function expectRealTarget(page: Page, url: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
  await expect(page.locator('[data-page="coming-soon"], [data-page="not-found"], [data-page="error"]'), url).toHaveCount(0);
  await expect(page.getByText(/Tuto stránku právě připravujeme|This page is being prepared/), url).toHaveCount(0);
}

export type TrainingRow = { day: number; placeId: number | null; preferredTime: string; startTime: string | null; durationInMinutes: number; state: string; team: { clubId: number } };

/** Today's training day offset on the product's clock, from the tournament's start date as the server has it. */
export async function todaysDay(request: APIRequestContext, baseURL: string): Promise<number> {
  const answer = await request.get(`${baseURL}/api/v1/web/enums?_ts=${Date.now()}`);
  expect(answer.status()).toBe(200);
  const { configurations } = (await answer.json()) as { configurations: ConfigValue[] };
  const today = todaysTrainingDay(configurations, productNow());
  if (today === null) throw new Error('the demo has no tournament start date');
  return today;
}

/** A training another club holds (approved or waiting) on a day still to come: its hall, day and time are booked. */
export async function heldSlot(request: APIRequestContext, baseURL: string, notClubId: number): Promise<{ hall: number; day: number; time: string }> {
  const today = await todaysDay(request, baseURL);
  const answer = await request.get(`${baseURL}/api/v1/competition/trainings?_ts=${Date.now()}`);
  expect(answer.status()).toBe(200);
  const { trainings } = (await answer.json()) as { trainings: TrainingRow[] };
  // A past day is no longer offered (issue 24): the clash is sought where a club could still book.
  const held = trainings.find((t) => (t.state === 'approved' || t.state === 'pending') && t.placeId !== null && t.team.clubId !== notClubId && t.day > today);
  if (!held || held.placeId === null) throw new Error('the demo has no training of another club');
  return { hall: held.placeId, day: held.day, time: (held.startTime ?? held.preferredTime).slice(0, 5) };
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A 15-minute-aligned start in `hall` on `day` where `length` minutes overlap no training there,
 * so a journey books a slot of its own even when the server is reused between runs.
 */
export async function freeSlot(request: APIRequestContext, baseURL: string, hall: number, day: number, length = 90): Promise<string> {
  const answer = await request.get(`${baseURL}/api/v1/competition/trainings?_ts=${Date.now()}`);
  expect(answer.status()).toBe(200);
  const { trainings } = (await answer.json()) as { trainings: TrainingRow[] };
  const taken = trainings
    .filter((t) => t.placeId === hall && t.day === day && t.state !== 'cancelled' && t.state !== 'rejected')
    .map((t) => ({ from: minutes(t.startTime ?? t.preferredTime), to: minutes(t.startTime ?? t.preferredTime) + t.durationInMinutes }));
  for (let start = 10 * 60; start + length <= 22 * 60; start += 15) {
    if (taken.every((slot) => start + length <= slot.from || start >= slot.to)) {
      return `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`;
    }
  }
  throw new Error(`no free slot in hall ${hall} on day ${day}`);
}

/** The screens' texts (libs/clubzone catalogs) the journeys act on. */
export const labels = {
  cs: {
    prefix: '',
    rosterHeading: 'Soupiska – HC Praha',
    addParticipant: 'Přidat účastníka',
    newParticipant: 'Nový účastník',
    editParticipant: 'Upravit účastníka',
    firstName: 'Jméno',
    lastName: 'Příjmení',
    birthYear: 'Rok narození',
    jersey: 'Číslo dresu',
    male: 'Muž',
    saveParticipant: 'Uložit účastníka',
    participantSaved: 'Účastník byl uložen.',
    search: 'Hledat podle jména',
    edit: 'Upravit',
    leaveTeams: 'Účastník opustí týmy',
    saveAndLeave: 'Uložit a odebrat z týmů',
    teamA: 'A chlapci I',
    teamE: 'E chlapci I',
    cannotPlay: /^Nemůže hrát za/,
    requestException: (name: string, team: string) => `Požádat o výjimku: ${name}, ${team}`,
    exceptionDialog: 'Žádost o výjimku',
    participant: 'Účastník',
    team: 'Tým',
    reason: 'Důvod žádosti',
    sendRequest: 'Odeslat žádost',
    exceptionSent: 'Žádost o výjimku byla odeslána.',
    exceptionList: 'Žádosti o výjimky',
    pending: 'Čeká na vyřízení',
    newTraining: 'Nový trénink',
    day: 'Den',
    preferredTime: 'Preferovaný čas',
    trainingType: 'Typ tréninku',
    length: 'Délka',
    hall: 'Hala',
    seeking: 'Hledáme soupeře (přátelské utkání)',
    saveTraining: 'Uložit trénink',
    trainingSaved: 'Trénink byl uložen.',
    booked: 'Trénink se nepodařilo vytvořit (čas pravděpodobně mezitím obsadil jiný tým).',
    joinButton: (time: string) => new RegExp(`^Přihlásit se k tréninku HC Praha .* v ${time}$`),
    joinDialog: 'Žádost o přátelské utkání',
    ourTeam: 'Náš tým',
    joinSent: 'Žádost o přátelské utkání byla odeslána.',
    accept: (time: string) => new RegExp(`^Přijmout: .* chce hrát proti .* ${time}$`),
    acceptTitle: 'Přijmout žádost o přátelské utkání?',
    acceptConfirm: 'Přijmout',
    accepted: 'Žádost byla přijata.',
    acceptedState: 'Přijatá',
    acceptPrefix: 'Přijmout: ',
    club: 'Klub',
    close: 'Zavřít',
    account: 'Můj účet',
  },
  en: {
    prefix: '/en',
    rosterHeading: 'Roster – HC Praha',
    addParticipant: 'Add participant',
    newParticipant: 'New participant',
    editParticipant: 'Edit participant',
    firstName: 'First name',
    lastName: 'Last name',
    birthYear: 'Birth year',
    jersey: 'Jersey number',
    male: 'Male',
    saveParticipant: 'Save participant',
    participantSaved: 'Participant saved.',
    search: 'Search by name',
    edit: 'Edit',
    leaveTeams: 'The participant will leave the teams',
    saveAndLeave: 'Save and remove from teams',
    teamA: 'A boys I',
    teamE: 'E boys I',
    cannotPlay: /^Cannot play for/,
    requestException: (name: string, team: string) => `Request an exception: ${name}, ${team}`,
    exceptionDialog: 'Exception request',
    participant: 'Participant',
    team: 'Team',
    reason: 'Reason for the request',
    sendRequest: 'Send request',
    exceptionSent: 'The exception request was sent.',
    exceptionList: 'Exception requests',
    pending: 'Pending',
    newTraining: 'New training',
    day: 'Day',
    preferredTime: 'Preferred time',
    trainingType: 'Training type',
    length: 'Length',
    hall: 'Hall',
    seeking: 'Looking for a rival (friendly match)',
    saveTraining: 'Save training',
    trainingSaved: 'The training was saved.',
    booked: 'Training creation failed (likely the time was booked by another team).',
    joinButton: (time: string) => new RegExp(`^Ask to join the training of HC Praha .* at ${time}$`),
    joinDialog: 'Friendly-match request',
    ourTeam: 'Our team',
    joinSent: 'The friendly-match request was sent.',
    accept: (time: string) => new RegExp(`^Accept: .* wants to play .* ${time}$`),
    acceptTitle: 'Accept the friendly-match request?',
    acceptConfirm: 'Accept',
    accepted: 'The request was accepted.',
    acceptedState: 'Accepted',
    acceptPrefix: 'Accept: ',
    club: 'Club',
    close: 'Close',
    account: 'My account',
  },
} as const;

export type Labels = (typeof labels)[Locale];
