import type { APIRequestContext } from '@playwright/test';
import type { LiveData, MatchDetail, StaticData } from '@phc/api-contract';
import { E2E_PORT, VOLLEYBALL_PORT } from '../playwright.config';
import { expect, productNow, test } from './fixtures';
import { apiLogin, confirmRosters, matchDetail, scheduledMatches, startMatch, statusLine } from './protocol-support';

// Issue 24 at the bench: the clock per stage, the rules of an event, a warned start, two-tap goals,
// and what the sealed protocol, the report and the hall schedule then show.

const baseURL = `http://localhost:${E2E_PORT}`;
const volleyballURL = `http://localhost:${VOLLEYBALL_PORT}`;

const pragueDay = (moment: Date) => moment.toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });

async function competition(request: APIRequestContext, site = baseURL) {
  const [statics, live] = await Promise.all([
    request.get(`${site}/api/v1/competition/static`).then((r) => r.json() as Promise<StaticData>),
    request.get(`${site}/api/v1/competition/live`).then((r) => r.json() as Promise<LiveData>),
  ]);
  return { statics, live };
}

/** Scheduled matches nobody has touched, both teams known, that pass `keep`; the demo's own first. */
async function untouched(request: APIRequestContext, keep: (m: LiveData['matches'][number], statics: StaticData) => boolean): Promise<MatchDetail> {
  const { statics, live } = await competition(request);
  const candidates = live.matches.filter((m) => m.state === 'scheduled' && m.homeTeamId && m.awayTeamId && keep(m, statics)).sort((a, b) => a.id - b.id);
  for (const m of candidates) {
    const detail = await matchDetail(request, baseURL, m.id);
    if (detail.events.length === 0 && detail.match.state === 'scheduled') return detail;
  }
  throw new Error('no untouched scheduled match fits');
}

test.describe('the match protocol on the day', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a small-court category's halves are the rules page's; the second half continues the clock at its start and takes a timeout 30 s in", async ({ page }) => {
    // What the rules page says the small-court categories play ("kategorie D a E 2 × 10 minut").
    await page.goto('/informace');
    const playingTime = page.getByRole('main').getByText(/^Zápasy se hrají/);
    await expect(playingTime).toBeVisible();
    const rules = (await playingTime.innerText()).match(/kategorie ([A-Z](?:,\s[A-Z])*(?:\sa\s[A-Z])?)\s2\s×\s(\d+)\sminut/);
    expect(rules, 'the rules page names the shorter halves').not.toBeNull();
    const codes = (rules?.[1] ?? '').split(/,\s|\sa\s/);
    const half = Number(rules?.[2]);

    await apiLogin(page.request, baseURL, 'superreporter@demo.test');
    const detail = await untouched(page.request, (m, statics) => {
      const categoryId = statics.groups.find((g) => g.id === m.competitionGroupId)?.teamCategoryId;
      return codes.includes(statics.teamCategories.find((c) => c.id === categoryId)?.code ?? '');
    });
    await confirmRosters(page.request, baseURL, detail.match.id);
    await page.goto(`/zapasovy-protokol/${detail.match.id}`);
    await expect(page.getByText(`Hrací doba kategorie: 2 × ${half} min`)).toBeVisible();
    await startMatch(page);
    await page.getByRole('button', { name: 'Další: 2. poločas' }).click();
    await expect(page.getByText('Část zápasu:').locator('..')).toContainText('2. poločas');
    const at = (minute: number) => `${String(minute).padStart(2, '0')}:00`;
    await expect(page.getByRole('timer')).toHaveAccessibleName(`Čas zápasu ${at(half)}`);

    await page.getByRole('button', { name: 'Přidat událost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nová událost' });
    await dialog.getByRole('combobox', { name: /Typ události/ }).selectOption({ label: 'Oddechový čas' });
    const minute = dialog.getByRole('spinbutton', { name: /Minuta/ });
    await expect(minute).toHaveValue(String(half));
    await minute.fill('0');
    await dialog.getByRole('spinbutton', { name: /Sekunda/ }).fill('30');
    await dialog.getByRole('button', { name: 'Uložit událost' }).click();
    await expect(dialog.getByText(`Neplatný čas události: v této části zápasu platí ${at(half)}–${at(2 * half)}`)).toBeVisible();
    await minute.fill(String(half));
    await dialog.getByRole('button', { name: 'Uložit událost' }).click();
    await expect(dialog).toBeHidden();
    await expect(statusLine(page)).toHaveText('Vše uloženo', { timeout: 30_000 });
    const saved = await matchDetail(page.request, baseURL, detail.match.id);
    expect(saved.events.map((e) => [e.minute, e.second])).toEqual([[half, 30]]);
    // Ended, so no other journey takes it for a live match in its first half.
    await page.getByRole('button', { name: 'Ukončit zápas' }).click();
    await page.getByRole('alertdialog', { name: 'Ukončit zápas?' }).getByRole('button', { name: 'Ukončit zápas' }).click();
    await expect(page.getByRole('region', { name: 'Uzavření zápasu' })).toBeVisible();
  });

  test("starting tomorrow's match without rosters asks first; once started the hall's schedule shows it live, never also as next", async ({ page, browser }) => {
    await apiLogin(page.request, baseURL, 'superreporter@demo.test');
    const today = pragueDay(productNow());
    const detail = await untouched(page.request, (m) => m.day > today);
    const matchId = detail.match.id;
    await page.goto(`/zapasovy-protokol/${matchId}`);
    await startMatch(page, false);
    const ask = page.getByRole('alertdialog', { name: 'Opravdu zahájit zápas?' });
    await expect(ask).toContainText('Zápas není dnes: podle rozpisu začíná');
    await expect(ask).toContainText('Soupiska není potvrzená:');
    await ask.getByRole('button', { name: 'Zrušit' }).click();
    await expect(page.getByText('Část zápasu:').locator('..')).toContainText('Před zápasem');
    expect((await matchDetail(page.request, baseURL, matchId)).match.state).toBe('scheduled');
    await startMatch(page);
    await expect.poll(async () => (await matchDetail(page.request, baseURL, matchId)).match.state).toBe('live');

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${baseURL}/vysledky/podle-hal?hala=${detail.match.placeId}&den=${detail.match.day}`);
    const row = visitor.locator(`[data-match-id="${matchId}"]`);
    await expect(row).toHaveAttribute('data-state', 'live');
    await expect(row).not.toContainText(/příští/i);
    // "Příští" goes to the hall's first match of the day still to start.
    const { live } = await competition(page.request);
    const next = live.matches.filter((m) => m.placeId === detail.match.placeId && m.day === detail.match.day && m.state === 'scheduled').sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
    if (next) await expect(visitor.locator(`[data-match-id="${next.id}"]`)).toContainText(/příští/i);
    await visitor.context().close();
  });
});

test.describe('a goal at the bench on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 120_000 });

  test("takes two taps from the main screen: the team's goal button, then the scorer; the team choice is a 44 px target", async ({ page }) => {
    await apiLogin(page.request, baseURL, 'superreporter@demo.test');
    const [detail] = await scheduledMatches(page.request, baseURL);
    await confirmRosters(page.request, baseURL, detail.match.id);
    await page.goto(`/zapasovy-protokol/${detail.match.id}`);
    await startMatch(page);
    const goal = page.getByRole('button', { name: /^Gól / });
    await expect(goal).toHaveCount(2);
    expect((await goal.first().boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

    await goal.first().tap();
    const scorers = page.getByRole('dialog', { name: /^Gól – / });
    const scorer = scorers.getByRole('listitem').first().getByRole('button');
    const name = (await scorer.innerText()).trim();
    await scorer.tap();
    await expect(scorers).toBeHidden();
    await expect(page.getByRole('list', { name: 'Události zápasu' }).getByRole('listitem')).toHaveCount(1);
    await expect(statusLine(page)).toHaveText('Vše uloženo', { timeout: 30_000 });
    const saved = await matchDetail(page.request, baseURL, detail.match.id);
    expect(saved.events).toHaveLength(1);
    expect(saved.events[0]).toMatchObject({ teamId: detail.match.homeTeamId });
    const player = [...saved.roster.homeTeamRoster].find((p) => p.participantId === saved.events[0]?.participantId);
    expect(name).toContain(`${player?.lastName} ${player?.firstName}`);
    expect(saved.match.homeScore).toBe(1);

    // The full dialog's team choice: each option a 44 px target, the radio itself no 20 px dot.
    await page.getByRole('button', { name: 'Přidat událost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nová událost' });
    const radio = dialog.getByRole('radio').first();
    const label = dialog.locator(`label[for="${await radio.getAttribute('id')}"]`);
    expect((await label.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect((await radio.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(24);
  });
});

test('a volleyball match page marks nobody as goalkeeper: volleyball has none', async ({ page }) => {
  const { live } = await competition(page.request, volleyballURL);
  const finished = live.matches.find((m) => m.state === 'finished' && !m.walkOver);
  if (!finished) throw new Error('the volleyball demo has no finished match');
  const detail = await matchDetail(page.request, volleyballURL, finished.id);
  expect(detail.roster.homeTeamRoster.length).toBeGreaterThan(0);
  await page.goto(`${volleyballURL}/vysledky/zapas/${finished.id}`);
  await expect(page.getByRole('region', { name: 'Soupisky' }).getByText(detail.roster.homeTeamRoster[0]?.lastName ?? '-').first()).toBeVisible();
  await expect(page.getByText(/brankář/)).toHaveCount(0);
});
