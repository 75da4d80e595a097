import type { Page } from '@playwright/test';
import type { LiveData, StaticData } from '@phc/api-contract';
import { travelFromCoordinates } from '@phc/competition-builder';
import { createSlotResolver, teamDisplayName } from '@phc/tournaments';
import { expectNoSeriousViolations } from './clubzone-support';
import { expect, test } from './fixtures';

// Issue 28 item 3: a team's day on the team page, its share panel, on a phone in both languages.
// Every expectation comes from the API's data as this server has it now (other journeys may have played matches).

type Locale = 'cs' | 'en';

async function competition(page: Page): Promise<{ live: LiveData; statics: StaticData }> {
  const [live, statics] = await Promise.all([page.request.get('/api/v1/competition/live'), page.request.get('/api/v1/competition/static')]);
  return { live: (await live.json()) as LiveData, statics: (await statics.json()) as StaticData };
}

/** The team page's programme as the data says it must be: days, matches in order, and the way between halls. */
function programme({ live, statics }: { live: LiveData; statics: StaticData }, teamId: number) {
  const bracketLevels = new Set(statics.roundLevels.filter((l) => l.isBracket).map((l) => l.id));
  const bracketGroups = new Set(statics.groups.filter((g) => bracketLevels.has(g.competitionRoundLevelId)).map((g) => g.id));
  const slots = createSlotResolver({ matches: live.matches, standings: live.groupTeams, isBracket: (id) => bracketGroups.has(id) });
  const matches = slots.matchesOf(teamId).sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.placeId - b.placeId || a.id - b.id);
  const hall = (id: number) => statics.halls.find((h) => h.id === id);
  const days = [...new Set(matches.map((m) => m.day))].sort().map((day) => {
    const list = matches.filter((m) => m.day === day);
    const travel = list.flatMap((m, i) => {
      const [from, to] = [hall(list[i - 1]?.placeId ?? m.placeId), hall(m.placeId)];
      if (!from || !to || from.id === to.id) return [];
      return [{ before: m.id, from, minutes: travelFromCoordinates([from, to])[0].minutes }];
    });
    return { day, matches: list, travel };
  });
  return { slots, days, hall };
}

const placeName = (place: StaticData['halls'][number] | undefined, locale: Locale) => place?.translations.find((t) => t.locale === locale)?.name ?? place?.translations[0]?.name ?? '';

test.describe("a team's day", () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

  test('the team page lists its matches by day with the halls on the map and the way between them, in Czech and English', async ({ page }) => {
    const data = await competition(page);
    // The team whose day has the most moves between halls: the page must show each of them.
    const [teamId, plan] = data.statics.teams
      .map((team) => [team.id, programme(data, team.id)] as const)
      .sort(([, a], [, b]) => b.days.flatMap((d) => d.travel).length - a.days.flatMap((d) => d.travel).length)[0];
    expect(plan.days.flatMap((d) => d.travel).length, 'a team that changes halls within a day').toBeGreaterThan(0);
    const teamName = (id: number | null) => teamDisplayName(data.statics.teams.find((t) => t.id === id));

    for (const [prefix, locale, heading, against, from] of [
      ['', 'cs', 'Program po dnech', 'proti', 'Cesta sem z předchozí haly'],
      ['/en', 'en', 'Programme by day', 'against', 'Getting here from the previous hall'],
    ] as const) {
      await page.goto(`${prefix}/vysledky/tym/${teamId}`);
      const section = page.getByRole('region', { name: heading });
      await expect(section.locator('[data-day]')).toHaveCount(plan.days.length);
      for (const { day, matches, travel } of plan.days) {
        const daySection = section.locator(`[data-day="${day}"]`);
        await expect(daySection.getByRole('heading', { level: 3 })).toBeVisible();
        await expect(daySection.locator('[data-match-id]')).toHaveCount(matches.length);
        for (const [i, match] of matches.entries()) {
          const row = daySection.locator('[data-match-id]').nth(i);
          await expect(row).toHaveAttribute('data-match-id', String(match.id));
          await expect(row.locator('time')).toHaveText(match.time);
          const ownSide = plan.slots.teamOf(match, 'home') === teamId ? 'away' : 'home';
          const opponent = plan.slots.teamOf(match, ownSide);
          const matchLink = row.getByRole('link', { name: new RegExp(`^${against} `) });
          await expect(matchLink).toHaveAttribute('href', `${prefix}/vysledky/zapas/${match.id}`);
          if (opponent !== null) await expect(matchLink).toHaveText(`${against} ${teamName(opponent)}`);
          const hallName = placeName(plan.hall(match.placeId), locale);
          await expect(row.getByRole('link', { name: locale === 'cs' ? `${hallName} na mapě` : `${hallName} on the map`, exact: true })).toHaveAttribute('href', `${prefix}/mapa?place=${match.placeId}`);
          // Fingers, not pointers: each link is a 44 px target.
          for (const link of await row.getByRole('link').all()) expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
        }
        const notes = daySection.locator('li:not([data-match-id])');
        await expect(notes).toHaveCount(travel.length);
        for (const [i, way] of travel.entries()) {
          await expect(notes.nth(i)).toContainText(`${from} (${placeName(way.from, locale)})`);
          await expect(notes.nth(i)).toContainText(locale === 'cs' ? `asi ${way.minutes} min` : `about ${way.minutes} min`);
          // The note sits right above the match it leads to.
          await expect(notes.nth(i).locator('xpath=following-sibling::li[1]')).toHaveAttribute('data-match-id', String(way.before));
        }
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoSeriousViolations(page);
    }
  });

  test("the share panel copies the team page's link and shows it as a QR code, loaded only when opened", async ({ page, context, baseURL }) => {
    const { live } = await competition(page);
    const teamId = live.groupTeams[0].teamId;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const scripts: string[] = [];
    // The site's own scripts (the demo's tag manager and pixel are third-party and unreachable here).
    page.on('request', (request) => request.url().startsWith(`${baseURL}/`) && request.url().endsWith('.js') && scripts.push(request.url()));
    const hasQrEncoder = async (urls: readonly string[]) => {
      for (const url of urls) if ((await (await page.request.get(url)).text()).includes('getModuleCount')) return true;
      return false;
    };

    for (const [prefix, share, copy, copied, qr] of [
      ['', 'Sdílet', 'Kopírovat odkaz', 'Odkaz je zkopírovaný.', 'QR kód odkazu na stránku týmu'],
      ['/en', 'Share', 'Copy link', 'Link copied.', "QR code of the link to the team's page"],
    ] as const) {
      await page.goto(`${prefix}/vysledky/tym/${teamId}`, { waitUntil: 'networkidle' });
      const button = page.getByRole('button', { name: share, exact: true });
      expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      if (!prefix) expect(await hasQrEncoder(scripts), 'the QR encoder is not part of the first load').toBe(false);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('img', { name: qr })).toBeVisible();
      expect(await hasQrEncoder(scripts), 'the QR encoder loaded with the panel').toBe(true);
      const url = `${baseURL}${prefix}/vysledky/tym/${teamId}`;
      // Chromium on Linux has no share sheet: the panel offers the copy; where there is one, the share.
      if (await page.evaluate(() => typeof navigator.share === 'function')) {
        await expect(page.getByRole('button', { name: prefix ? 'Share link…' : 'Sdílet odkaz…' })).toBeVisible();
      } else {
        await page.getByRole('button', { name: copy }).click();
        await expect(page.getByRole('status').filter({ hasText: copied })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoSeriousViolations(page);
    }
  });
});
