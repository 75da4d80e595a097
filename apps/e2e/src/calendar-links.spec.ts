import { expect, test } from './fixtures';

// Issue 28 item 1: the team page offers its calendar feed; the download is an iCalendar file of the team's matches.
test("a visitor downloads a team's calendar and finds its subscribe link on the team page", async ({ page }) => {
  await page.goto('/vysledky/tym/1');
  const subscribe = page.getByRole('link', { name: 'Odebírat v kalendáři' });
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/[^/]+\/api\/v1\/calendar\/team\/1$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Stáhnout kalendář (.ics)' }).click()]);
  expect(download.suggestedFilename()).toBe('team-1.ics');
  const response = await page.request.get('/api/v1/calendar/team/1');
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await response.text();
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain('BEGIN:VEVENT');
});

test("a visitor finds the chosen hall's calendar on the schedule by hall, and each club's on the participants page", async ({ page }) => {
  await page.goto('/vysledky/podle-hal');
  const hall = page.getByRole('combobox', { name: 'Hala' });
  const hallId = await hall.inputValue();
  const hallName = (await hall.locator('option:checked').textContent())?.trim() ?? '';
  expect(hallName).not.toBe('');
  const hallFeed = `/api/v1/calendar/hall/${hallId}`;
  await expect(page.getByRole('link', { name: `Odebírat v kalendáři: ${hallName}` })).toHaveAttribute('href', new RegExp(`^webcal://[^/]+${hallFeed}$`));
  await expect(page.getByRole('link', { name: `Stáhnout kalendář (.ics): ${hallName}` })).toHaveAttribute('href', hallFeed);
  const hallCalendar = await (await page.request.get(hallFeed)).text();
  // Every event of a hall's feed is in that hall (RFC 5545 folds long lines: unfold before reading).
  const locations = hallCalendar.replace(/\r\n[ \t]/g, '').match(/^LOCATION:.*$/gm) ?? [];
  expect(locations.length).toBeGreaterThan(0);
  for (const location of locations) expect(location).toContain(hallName.replace(/,/g, '\\,'));

  await page.goto('/ucastnici');
  const club = page.getByRole('article').filter({ has: page.getByRole('link', { name: /^Odebírat v kalendáři: / }) }).first();
  const clubName = (await club.getByRole('heading', { level: 4 }).textContent()) ?? '';
  const download = club.getByRole('link', { name: `Stáhnout kalendář (.ics): ${clubName}` });
  const clubFeed = (await download.getAttribute('href')) ?? '';
  expect(clubFeed).toMatch(/^\/api\/v1\/calendar\/club\/\d+$/);
  const clubCalendar = await (await page.request.get(clubFeed)).text();
  expect(clubCalendar).toContain('BEGIN:VEVENT');
  expect(clubCalendar.replace(/\r\n[ \t]/g, '')).toContain(clubName.replace(/,/g, '\\,'));
});
