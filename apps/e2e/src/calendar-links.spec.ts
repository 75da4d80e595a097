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
