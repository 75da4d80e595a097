import AxeBuilder from '@axe-core/playwright';
import { request as apiRequest, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { LiveData, StaticData } from '@phc/api-contract';
import { E2E_PORT } from '../playwright.config';

const baseURL = `http://localhost:${E2E_PORT}`;

async function competition(page: Page): Promise<{ live: LiveData; statics: StaticData }> {
  const [live, statics] = await Promise.all([page.request.get('/api/v1/competition/live'), page.request.get('/api/v1/competition/static')]);
  return { live: (await live.json()) as LiveData, statics: (await statics.json()) as StaticData };
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

type GroupRow = LiveData['groupTeams'][number];
type LiveMatch = LiveData['matches'][number];

/**
 * Walkovers for a group's open matches that leave one team alone on the most points: the team on top
 * now wins all of its matches, every other match goes to the side with fewer points. Null when even that
 * ends in a tie on points. A win's points are read from the table (2 when no row has only wins).
 */
function walkoverPlan(rows: GroupRow[], matches: LiveMatch[]): { leader: number; walkovers: [number, 'home' | 'away'][] } | null {
  const onlyWins = rows.filter((r) => r.won > 0 && r.drawn === 0 && r.lost === 0);
  const win = onlyWins.length > 0 ? onlyWins[0].points / onlyWins[0].won : 2;
  const points = new Map(rows.map((r) => [r.teamId, r.points]));
  const now = (id: number | null) => points.get(id ?? -1) ?? 0;
  const leader = [...rows].sort((a, b) => b.points - a.points || a.teamId - b.teamId)[0]?.teamId;
  if (leader === undefined || !matches.some((m) => m.homeTeamId === leader || m.awayTeamId === leader)) return null;
  const final = new Map(points);
  const walkovers = matches.map((m): [number, 'home' | 'away'] => {
    const home = m.homeTeamId === leader || (m.awayTeamId !== leader && now(m.homeTeamId) < now(m.awayTeamId));
    const winnerId = (home ? m.homeTeamId : m.awayTeamId) as number;
    final.set(winnerId, (final.get(winnerId) ?? 0) + win);
    return [m.id, home ? 'home' : 'away'];
  });
  const top = Math.max(...final.values());
  return [...final.values()].filter((p) => p === top).length === 1 && final.get(leader) === top ? { leader, walkovers } : null;
}

test.describe('public results', () => {
  // axe-core takes several seconds a page on the shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test("a visitor finds a team's next match from the home page in 3 clicks", async ({ page }) => {
    await page.goto('/');
    // 1: the header's results link.
    await page.getByRole('banner').getByRole('link', { name: 'Výsledky', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Výsledky a rozpis' })).toBeVisible();
    // 2: a category.
    await page.getByRole('region', { name: 'Kategorie' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/vysledky\/kategorie\/\d+$/);
    // 3: a team of one of its groups that has a match still to start with both teams known (which team
    // that is depends on the hour of the demo's clock: one playing its last group match has none yet).
    const { live } = await competition(page);
    const links = await page.getByRole('main').locator('a[href*="/vysledky/tym/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const waiting = (id: number) => live.matches.some((m) => m.state === 'scheduled' && m.homeTeamId !== null && m.awayTeamId !== null && (m.homeTeamId === id || m.awayTeamId === id));
    const href = links.find((link) => waiting(Number(link.split('/').pop())));
    if (!href) throw new Error('no team of the first category has a match still to start');
    const team = page.getByRole('main').locator(`a[href="${href}"]`).first();
    await expect(team).toBeVisible();
    const teamName = (await team.textContent())?.trim() ?? '';
    await team.click();
    await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
    const next = page.getByRole('region', { name: 'Příští zápas' }).getByRole('link').first();
    await expect(next).toContainText(teamName);
    await expect(next).toContainText(/\d{2}:\d{2}/);
    // Its detail is one more tap away.
    await next.click();
    await expect(page).toHaveURL(/\/vysledky\/zapas\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(teamName);
  });

  test("a group's table shows the server's standings row by row", async ({ page }) => {
    const { live } = await competition(page);
    const played = live.groupTeams.find((row) => row.played > 0);
    expect(played).toBeDefined();
    const groupId = played?.competitionGroupId as number;
    const rows = live.groupTeams.filter((r) => r.competitionGroupId === groupId).sort((a, b) => a.position - b.position);
    await page.goto(`/vysledky/skupina/${groupId}`);
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr[data-team-id]')).toHaveCount(rows.length);
    for (const [i, row] of rows.entries()) {
      const cells = table.locator('tbody tr[data-team-id]').nth(i);
      await expect(cells).toHaveAttribute('data-team-id', String(row.teamId));
      // What ranks a team first (points, score), then the matches (issue 24: a phone showed no points).
      await expect(cells.locator('td')).toHaveText([`${row.position}.`, String(row.points), `${row.scoreFor}:${row.scoreAgainst}`, String(row.played), String(row.won), String(row.drawn), String(row.lost)]);
    }
    const explained = rows.find((r) => r.decidedBy);
    if (explained) {
      const why = table.locator(`tr[data-team-id="${explained.teamId}"]`).getByRole('button');
      await why.click();
      await expect(why).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#reason-${groupId}-${explained.teamId}`)).toBeVisible();
    }
    await expectNoSeriousViolations(page);
  });

  test('a score entered through the API appears on an open match page within 2 seconds, without reload', async ({ page }) => {
    const { live, statics } = await competition(page);
    const match = live.matches.find((m) => m.state === 'live' && m.homeTeamId !== null && m.awayTeamId !== null);
    expect(match).toBeDefined();
    const id = match?.id as number;
    await page.goto(`/vysledky/zapas/${id}`);
    const score = page.getByTestId('match-score');
    await expect(score).toHaveText(/^\d+:\d+$/);
    const [home, away] = ((await score.textContent()) ?? '').split(':').map(Number);
    await expect(page.locator('[data-live-status="live"]')).toBeVisible();
    await page.evaluate(() => ((globalThis as unknown as { __sameDocument: boolean }).__sameDocument = true));

    const reporter = await apiRequest.newContext({ baseURL });
    expect((await reporter.post('/api/v1/web/auth/login', { data: { login: 'superadmin@demo.test', password: 'demo1234' } })).ok()).toBe(true);
    const goal = statics.eventTypes.find((e) => e.scoreDelta > 0) as StaticData['eventTypes'][number];
    const posted = await reporter.post(`/api/v1/competition/competition-match/${id}/event`, { data: { _data: { minute: 4, second: 34, eventTypeId: goal.id, teamId: match?.homeTeamId } } });
    expect(posted.ok()).toBe(true);
    await reporter.dispose();

    await expect(score).toHaveText(`${home + goal.scoreDelta}:${away}`, { timeout: 10_000 }); // live, no reload: ms when it works, never without the stream
    expect(await page.evaluate(() => (globalThis as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(page.getByRole('cell', { name: '4:34' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the draw by day opens on today, filters by a team chosen without a category first, and passes axe', async ({ page }) => {
    const { live, statics } = await competition(page);
    await page.goto('/vysledky/podle-dni');
    await expect(page.getByRole('button', { name: /^Dnes/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-match-id]').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    const teamId = live.matches.find((m) => m.homeTeamId !== null)?.homeTeamId as number;
    const team = statics.teams.find((t) => t.id === teamId) as StaticData['teams'][number];
    // Every team is offered, in sections by category: a parent need not know the category.
    await expect(page.getByLabel('Tým', { exact: true }).locator('optgroup')).toHaveCount(statics.teamCategories.filter((c) => statics.teams.some((t) => t.teamCategoryId === c.id)).length);
    await page.getByLabel('Tým', { exact: true }).selectOption(String(teamId));
    await expect(page).toHaveURL(new RegExp(`tym=${teamId}`));
    const days = page.getByRole('group', { name: 'Hrací dny' }).getByRole('button');
    const teamMatches = live.matches.filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId);
    await expect(days).toHaveCount(new Set(teamMatches.map((m) => m.day)).size);
    for (const link of await page.locator('[data-match-id]').all()) await expect(link).toContainText(team.name ?? team.club.name);
  });

  test('brackets fit a 360 px phone, scroll by round and open a match by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/brackets/A/1');
    const bracket = page.getByTestId('bracket').first();
    await expect(bracket.locator('[data-match-id]').first()).toBeVisible();
    // Tabs say what they are; sides not known yet say where their team comes from, in words.
    await expect(page.getByRole('navigation', { name: 'Kategorie a play-off' }).getByRole('link', { name: 'Kategorie A – play-off A' })).toHaveAttribute('aria-current', 'page');
    await expect(bracket).not.toContainText(/\d\. z /);
    // A line from every match to the one its winner plays next: one fewer than the matches' boxes.
    const nodes = await bracket.locator('[data-node]').count();
    await expect(bracket.locator('svg path')).toHaveCount(nodes - 1);
    // The test tsconfig has no DOM types; the callback runs in the page.
    const widths = await page.evaluate(() => {
      const { document, innerWidth } = globalThis as unknown as { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
      return { page: document.documentElement.scrollWidth, viewport: innerWidth };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(await bracket.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expectNoSeriousViolations(page);
    await bracket.focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('data-match-id', /\d+/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vysledky\/zapas\/\d+$/);
    await expectNoSeriousViolations(page);
  });

  test('a bracket slot names the match it waits for by the number that match shows on its row, in Czech and English', async ({ page }) => {
    const { live, statics } = await competition(page);
    const bracketLevels = new Set(statics.roundLevels.filter((level) => level.isBracket).map((level) => level.id));
    const groupOf = new Map(statics.groups.map((g) => [g.id, g]));
    const isBracket = (groupId: number | null) => groupId !== null && bracketLevels.has(groupOf.get(groupId)?.competitionRoundLevelId ?? -1);
    // A match still to be played whose home side waits for an earlier bracket match nobody has won yet.
    const feederOf = (groupId: number) => live.matches.find((m) => m.competitionGroupId === groupId);
    const waiting = live.matches.find((m) => m.homeTeamId === null && isBracket(m.homeTeamCompetitionGroupId) && feederOf(m.homeTeamCompetitionGroupId as number)?.state !== 'finished');
    if (!waiting) throw new Error('the demo has no bracket match waiting for an earlier one');
    const feeder = feederOf(waiting.homeTeamCompetitionGroupId as number) as LiveData['matches'][number];
    expect(feeder.number, 'published matches carry their number').toEqual(expect.any(Number));
    const group = groupOf.get(waiting.competitionGroupId) as StaticData['groups'][number];
    const code = statics.teamCategories.find((c) => c.id === group.teamCategoryId)?.code as string;
    const winner = waiting.homeSourcePosition !== 2;
    for (const [prefix, slot, row] of [
      ['', winner ? `Vítěz zápasu ${feeder.number}` : `Poražený zápasu ${feeder.number}`, `Zápas ${feeder.number} · `],
      ['/en', winner ? `Winner of match ${feeder.number}` : `Loser of match ${feeder.number}`, `Match ${feeder.number} · `],
    ]) {
      await page.goto(`${prefix}/brackets/${code}/${group.playoffCategory}`);
      await expect(page.locator(`[data-testid="bracket"] [data-match-id="${waiting.id}"]`)).toContainText(slot);
      await expect(page.locator(`[data-testid="bracket"] [data-match-id="${feeder.id}"] small`)).toHaveText(new RegExp(`^${row}`));
    }
    // The play-off page: the way back says where it goes, and both play-offs are offered, this one marked.
    await page.goto(`/vysledky/kategorie/${group.teamCategoryId}/playoff/${group.playoffCategory}`);
    const choices = page.getByRole('navigation', { name: /^Play-off kategorie / });
    await expect(choices.getByRole('link', { name: `Play-off ${group.playoffCategory === 1 ? 'A' : 'B'}` })).toHaveAttribute('aria-current', 'page');
    await expect(choices.getByRole('link', { name: `Play-off ${group.playoffCategory === 1 ? 'B' : 'A'}` })).not.toHaveAttribute('aria-current', /./);
    await expect(page.getByRole('link', { name: /^Zpět na kategorii / })).toBeVisible();
  });

  test('a super admin gets the walkover dropdown on bracket matches, a visitor does not', async ({ page }) => {
    await page.goto('/brackets/A/1');
    await expect(page.getByTestId('bracket').first().locator('[data-match-id]').first()).toBeVisible();
    await expect(page.getByLabel('Kontumace')).toHaveCount(0);
    expect((await page.request.post('/api/v1/web/auth/login', { data: { login: 'superadmin@demo.test', password: 'demo1234' } })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByLabel('Kontumace').first()).toBeVisible();
  });

  test('statistics show at most 100 ranked rows with shared positions, in Czech and English', async ({ page }) => {
    const { statics } = await competition(page);
    const category = statics.teamCategories[0];
    const server = (await (await page.request.get(`/api/v1/competition/statistics/${category.id}?sortedBy=goals`)).json()) as { data: { _data: { position: string; lastName: string } }[] };
    await page.goto(`/vysledky/kategorie/${category.id}/statistiky/goals`);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(100, server.data.length));
    const first = server.data[0]._data.position;
    await expect(rows.first().locator('td').first()).toHaveText(first.includes('-') ? first : `${first}.`);
    await expect(rows.first().getByRole('rowheader')).toContainText(server.data[0]._data.lastName);
    await expect(page.getByRole('link', { name: 'Nejlepší střelci' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousViolations(page);
    await page.goto(`/en/vysledky/kategorie/${category.id}/statistiky/penalties2min`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Player statistics');
    await expect(page).toHaveTitle(/Player statistics/);
  });

  test('every results route shows its screen with a main heading in Czech and English', async ({ page }) => {
    const { live, statics } = await competition(page);
    const group = live.groupTeams[0].competitionGroupId;
    const team = live.groupTeams[0].teamId;
    const match = live.matches.find((m) => m.state === 'finished' && m.homeTeamId !== null) as LiveData['matches'][number];
    const category = statics.teamCategories[0];
    const paths = [
      '/vysledky',
      '/vysledky/podle-dni',
      '/vysledky/podle-hal',
      `/vysledky/kategorie/${category.id}`,
      `/vysledky/skupina/${group}`,
      `/vysledky/tym/${team}`,
      `/vysledky/zapas/${match.id}`,
      `/vysledky/zapas/${match.id}/soupiska`,
      `/vysledky/kategorie/${category.id}/playoff/1`,
      `/vysledky/kategorie/${category.id}/statistiky/goals`,
      `/brackets/${category.code}/2`,
    ];
    for (const path of paths)
      for (const prefix of ['', '/en']) {
        await test.step(prefix + path, async () => {
          await page.goto(prefix + path);
          await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'en' : 'cs');
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expect(page.locator('[data-skeleton]')).toHaveCount(0);
          await expect(page.getByRole('alert').filter({ hasText: /pokazilo|went wrong/i })).toHaveCount(0);
        });
      }
  });

  test('a followed team comes first on the results home, kept in this browser', async ({ page }) => {
    const { live } = await competition(page);
    const teamId = live.groupTeams[3].teamId;
    await page.goto(`/vysledky/tym/${teamId}`);
    const follow = page.getByRole('button', { name: 'Sledovat tým' });
    await expect(follow).toBeVisible();
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await follow.click();
    await expect(page.getByRole('button', { name: 'Sledujete' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/vysledky');
    const followed = page.getByRole('region', { name: 'Sledované týmy' });
    // exact: the team's next match, listed below it, is a link that names the team too.
    await expect(followed.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Sledované týmy');
    await page.reload();
    await expect(followed.getByRole('link', { name, exact: true })).toBeVisible();
    // On a phone the card's day and badge stay in their column, clear of the teams and the hall (issue 24).
    await page.setViewportSize({ width: 360, height: 800 });
    const card = followed.locator('[data-match-id]').first();
    await expect(card).toBeVisible();
    // The day, the time and the badge (what they show, not their grid cell) end left of the hall and the teams.
    const { whenRight, lefts } = await card.evaluate((link) => {
      const [when, place, teams] = [...link.children];
      const whenRight = Math.max(...[...when.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right));
      return { whenRight, lefts: [place, teams].map((el) => el.getBoundingClientRect().left) };
    });
    for (const left of lefts) expect(whenRight).toBeLessThanOrEqual(left);
    const overflowing = await card.evaluate((link) => [...link.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > link.getBoundingClientRect().right + 0.5).length);
    expect(overflowing).toBe(0);
  });

  test("a group winner's team page names the play-off match its place leads to as its next match, in Czech and English", async ({ page }) => {
    const { live, statics } = await competition(page);
    const bracketLevels = new Set(statics.roundLevels.filter((level) => level.isBracket).map((level) => level.id));
    const tableGroups = new Set(statics.groups.filter((group) => !bracketLevels.has(group.competitionRoundLevelId)).map((group) => group.id));
    const open = (groupId: number) => live.matches.filter((m) => m.competitionGroupId === groupId && m.state !== 'finished');
    // A table group still being played whose winner goes to a play-off match that names no team yet:
    // the organiser ends its last matches (walkovers), as a reporter's protocol would. The walkovers are
    // chosen from the table as it stands (other journeys on this server may have played some matches),
    // so that one team ends alone on the most points and no tie-breaker, least of all lots, decides.
    const plan = (groupId: number) => walkoverPlan(live.groupTeams.filter((r) => r.competitionGroupId === groupId), open(groupId));
    const slot = live.matches
      .filter((m) => m.state === 'scheduled' && m.homeTeamId === null && m.homeSourcePosition === 1 && m.homeTeamCompetitionGroupId !== null && tableGroups.has(m.homeTeamCompetitionGroupId))
      .filter((m) => open(m.homeTeamCompetitionGroupId as number).length > 0 && open(m.homeTeamCompetitionGroupId as number).every((g) => g.state === 'scheduled'))
      .filter((m) => plan(m.homeTeamCompetitionGroupId as number) !== null)
      .sort((a, b) => b.startsAt.localeCompare(a.startsAt))[0];
    expect(slot, 'a group with matches to play whose winner goes to a play-off slot').toBeDefined();
    const groupId = slot.homeTeamCompetitionGroupId as number;
    const { leader, walkovers } = plan(groupId) as NonNullable<ReturnType<typeof plan>>;
    const organiser = await apiRequest.newContext({ baseURL });
    expect((await organiser.post('/api/v1/web/auth/login', { data: { login: 'superadmin@demo.test', password: 'demo1234' }, headers: { origin: baseURL } })).ok()).toBe(true);
    for (const [matchId, walkOverType] of walkovers) {
      const response = await organiser.put(`/api/v1/competition/competition-match/${matchId}/walkover`, { data: { _data: { walkOverType } }, headers: { origin: baseURL } });
      expect(response.status(), `walkover of match ${matchId}`).toBe(200);
    }
    await organiser.dispose();
    const after = (await competition(page)).live;
    const winner = after.groupTeams.find((r) => r.competitionGroupId === groupId && r.position === 1);
    expect(winner?.teamId, 'the team the walkovers put alone on top').toBe(leader);
    expect(winner?.decidedBy).not.toBe('lots');
    const teamId = winner?.teamId as number;
    const fromGroup = (m: LiveData['matches'][number]) =>
      m.state === 'scheduled' && ((m.homeTeamCompetitionGroupId === groupId && m.homeSourcePosition === 1) || (m.awayTeamCompetitionGroupId === groupId && m.awaySourcePosition === 1));
    const next = after.matches.filter(fromGroup).sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
    await page.setViewportSize({ width: 360, height: 800 });
    for (const [prefix, region, none] of [
      ['', 'Příští zápas', 'Tým už nemá žádný další zápas'],
      ['/en', 'Next match', 'The team has no more matches'],
    ]) {
      await page.goto(`${prefix}/vysledky/tym/${teamId}`);
      const card = page.getByRole('region', { name: region }).getByRole('link');
      await expect(card).toHaveAttribute('href', `${prefix}/vysledky/zapas/${next.id}`);
      const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      // The slot reads as the team that fills it, not "Vítěz skupiny …".
      await expect(card).toContainText(name);
      await expect(page.getByText(none)).toHaveCount(0);
      await expectNoSeriousViolations(page);
    }
  });

  test('every results page has its title and a main heading in English', async ({ page }) => {
    await page.goto('/en/vysledky/podle-dni');
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule by day' })).toBeVisible();
    await expect(page).toHaveTitle(/^Schedule by day \|/);
    await page.goto('/en/vysledky/zapas/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Match' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  });
});
