import { expect, test } from './fixtures';
import { expectNotice, openAdmin, runTag } from './clubzone-support';

/**
 * Issue 24: the order summary says paid, unpaid or overdue. A club of its own (registered and approved
 * through the API) reads "overdue" past the demo's due date; an organiser marks it paid on the club's
 * page in the administration; the club's summary then reads paid, with the day the organiser confirmed.
 */
const tag = runTag();

test('an organiser marks an overdue order paid and the club reads it on its order summary', async ({ page, browser, baseURL }) => {
  const origin = { origin: baseURL as string };
  const enums = (await (await page.request.get('/api/v1/web/enums')).json()) as { countries: { id: number; countryCode: string }[]; teamCategories: { id: number }[] };
  const registered = await page.request.post('/api/v1/web/club-registrations', {
    headers: origin,
    data: {
      clubName: `HC Platba ${tag}`,
      street: 'Sportovní 12',
      city: 'Brno',
      zip: '602 00',
      countryId: enums.countries.find((c) => c.countryCode === 'CZ')?.id,
      contact: { firstName: 'Pavel', lastName: 'Platil', email: `platba-${tag}@example.test`, phone: '+420 777 888 999' },
      termsConsent: true,
      teams: [{ teamCategoryId: enums.teamCategories[0].id, persons: 12 }],
      password: 'heslo-platba-1',
    },
  });
  expect(registered.status()).toBe(200);
  const clubId = ((await registered.json()) as { registration: { clubId: number } }).registration.clubId;

  const admin = await openAdmin(browser);
  expect((await admin.request.post('/api/v1/admin/clubs/state', { headers: origin, data: { ids: [clubId], state: 'approved' } })).status()).toBe(200);

  // The demo's due date is a month before the tournament: on its second day an unpaid order is overdue.
  await page.goto(`/souhrn-objednavky/${clubId}`);
  const payment = page.getByRole('region', { name: 'Platební údaje' });
  await expect(payment.getByText(/^Po splatnosti: platba měla přijít do \d+\. \d+\. \d{4}\. Uhraďte ji prosím co nejdříve\.$/)).toBeVisible();

  await admin.goto(`/admin/clubs/${clubId}`);
  const section = admin.getByRole('region', { name: 'Platba' });
  await expect(section.getByText('Po splatnosti')).toBeVisible();
  await section.getByRole('button', { name: 'Označit jako zaplacené' }).click();
  await expectNotice(admin, `Označeno jako zaplacené: HC Platba ${tag}`);
  await expect(section.getByText('Zaplaceno', { exact: true })).toBeVisible();
  await expect(section.getByText(/^Zaplaceno \d+\. \d+\. \d{4} \d+:\d{2}, označil\(a\) admin@demo\.test\.$/)).toBeVisible();

  // The registrations list, filtered to what still waits for money, no longer has the club.
  await admin.goto('/admin/?payment=open');
  await admin.getByRole('searchbox', { name: 'Hledat klub nebo město' }).fill(`HC Platba ${tag}`);
  await expect(admin.getByText('Žádný klub neodpovídá filtru')).toBeVisible();

  await page.reload();
  await expect(payment.getByText(/^Zaplaceno \(přijetí platby potvrdil organizátor \d+\. \d+\. \d{4}\)\.$/)).toBeVisible();
});
