import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, productNow, test } from './fixtures';

type ApiPlace = { id: number; translations: { locale: string; name: string }[]; lat: number; lng: number; placeType: { name: string }; files: { url: string }[] };

const nameOf = (place: ApiPlace, locale = 'cs') => place.translations.find((t) => t.locale === locale)?.name ?? '';
const placeList = (page: Page) => page.getByRole('list', { name: /^(Místa|Places)$/ });
const listItems = (page: Page) => placeList(page).getByRole('listitem');

async function demoPlaces(page: Page): Promise<ApiPlace[]> {
  const response = await page.request.get('/api/v1/web/places');
  expect(response.ok()).toBe(true);
  return (await response.json()).places;
}

/** A hall that is not first in the list, so "favourites first" has something to prove. */
async function luziny(page: Page): Promise<ApiPlace> {
  const hall = (await demoPlaces(page)).find((p) => p.placeType.name === 'hall' && nameOf(p).includes('Lužiny'));
  if (!hall) throw new Error('The demo data has no hall Lužiny');
  return hall;
}

/**
 * No internet here: OpenFreeMap's street style is answered by a tiny style of our own (one
 * background layer), so the page goes the online way: fetched under the CSP, parsed, drawn.
 */
const streetStyle = 'https://tiles.openfreemap.org/styles/liberty';
async function serveStreetStyle(page: Page) {
  await page.route(streetStyle, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ version: 8, name: 'test streets', sources: {}, layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#e8e4d8' } }] }) }),
  );
}

/** An old phone's browser: no WebGL context of any kind. */
async function disableWebGL(page: Page) {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      if (/webgl/i.test(kind)) return null;
      return (original as (...args: unknown[]) => unknown).call(this, kind, ...rest);
    } as typeof HTMLCanvasElement.prototype.getContext;
  });
}

/**
 * Markers whose drawing spills out of the marker the map library places (scrollWidth/Height past
 * clientWidth/Height), or whose button is under 36 px: each named by its label.
 */
async function misfitMarkers(page: Page): Promise<string[]> {
  return page.getByRole('button', { name: /^(Na mapě|On the map): / }).evaluateAll((buttons) =>
    buttons.flatMap((button) => {
      const marker = button.parentElement as HTMLElement;
      const spills = [marker, button].some((box) => box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight);
      const { width, height } = button.getBoundingClientRect();
      return spills || Math.min(width, height) < 36 ? [`${button.getAttribute('aria-label')}: ${marker.scrollWidth}×${marker.scrollHeight} in ${marker.clientWidth}×${marker.clientHeight}`] : [];
    }),
  );
}

test.describe('map on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a visitor finds a hall by search, opens its detail and the Navigate link opens the maps app at its coordinates', async ({ page, context }) => {
    const hall = await luziny(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await serveStreetStyle(page);
    const worker = page.waitForResponse((response) => /maplibre-gl-worker-[\w-]+\.mjs/.test(response.url()));
    await page.goto('/mapa');
    await expect(page).toHaveTitle(/^Mapa \| /);
    // MapLibre's worker is a separate file of the build, served from our origin as JavaScript.
    expect((await worker).status()).toBe(200);
    expect((await worker).headers()['content-type']).toMatch(/javascript/);
    await expect(page.getByRole('button', { name: 'Přiblížit' })).toBeVisible();
    await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-ready', 'true');
    await page.getByRole('searchbox', { name: 'Hledat podle názvu nebo adresy' }).fill('luziny');
    await expect(listItems(page)).toHaveCount(1);
    await listItems(page).getByRole('button', { name: /^Sportovní hala Lužiny/ }).click();

    const detail = page.getByTestId('place-detail');
    await expect(detail.getByRole('heading', { level: 2, name: nameOf(hall) })).toBeVisible();
    await expect(detail).toContainText('Amforová 1887, Praha 5');
    await expect(detail).toContainText('7:30–20:30');
    await expect(detail).toContainText(/Lepidlo\s*(povoleno|zakázáno)/);
    await expect(page).toHaveURL(new RegExp(`[?&]place=${hall.id}$`));

    const navigate = detail.getByRole('link', { name: /Navigovat/ });
    const href = await navigate.getAttribute('href');
    const url = new URL(href ?? '');
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('destination')).toBe(`${hall.lat},${hall.lng}`);
    // No internet here: answer for Google, so the test sees the link really opens a new tab at that address.
    await context.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>maps</title>' }));
    const [maps] = await Promise.all([context.waitForEvent('page'), navigate.click()]);
    expect(maps.url()).toBe(href);
    await maps.close();

    // The marker of the same hall is on the map and opens the same detail.
    await detail.getByRole('button', { name: 'Zavřít detail' }).click();
    await expect(detail).toHaveCount(0);
    await page.getByRole('button', { name: `Na mapě: ${nameOf(hall)}` }).click();
    await expect(page.getByTestId('place-detail').getByRole('heading', { level: 2, name: nameOf(hall) })).toBeVisible();
    // The map library, its worker and its street style load under the server's CSP without a complaint.
    await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-basemap', 'streets');
    expect(await misfitMarkers(page)).toEqual([]);
    expect(problems.filter((p) => /worker|maplibre|mapbox|openfreemap|security policy|webgl|blob:|\.mjs/i.test(p))).toEqual([]);
  });

  test('the main menu leads to the map, and a hall’s detail comes into view with a link to its matches today', async ({ page }) => {
    const hall = await luziny(page);
    await serveStreetStyle(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Mapa' }).click();
    await expect(page).toHaveURL(/\/mapa$/);
    await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-basemap', 'streets');
    await expect(page.getByTestId('plain-basemap')).toHaveCount(0);

    // Prague's halls overlap at the whole city's zoom on a phone: the search leaves the one wanted.
    await page.getByRole('searchbox', { name: 'Hledat podle názvu nebo adresy' }).fill('luziny');
    await expect(listItems(page)).toHaveCount(1);
    await page.getByRole('button', { name: `Na mapě: ${nameOf(hall)}` }).click();
    const detail = page.getByTestId('place-detail');
    // The panel is under the map on a phone: it is brought up so its top part is on screen.
    await expect(detail.getByRole('heading', { level: 2, name: nameOf(hall) })).toBeInViewport();
    const matches = detail.getByRole('link', { name: 'Dnešní zápasy v hale' });
    await expect(matches).toBeInViewport();
    const today = productNow().toISOString().slice(0, 10);
    await matches.click();
    await expect(page).toHaveURL(new RegExp(`/vysledky/podle-hal\\?hala=${hall.id}&den=${today}$`));
    await expect(page.getByRole('combobox', { name: 'Hala', exact: true })).toHaveValue(String(hall.id));

    // The same in English: the link keeps the language and the schedule's days are written the English way.
    await page.goto(`/en/mapa?place=${hall.id}`);
    await page.getByTestId('place-detail').getByRole('link', { name: "Today's matches in this hall" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/vysledky/podle-hal\\?hala=${hall.id}&den=${today}$`));
    await expect(page.getByRole('combobox', { name: 'Hall', exact: true })).toHaveValue(String(hall.id));
    const days = page.getByRole('group', { name: 'Match days' }).getByRole('button');
    await expect(days.first()).toHaveText(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/);
  });

  test('when the street map cannot load, the map says so and still shows every place', async ({ page }) => {
    const places = await demoPlaces(page);
    await page.route(streetStyle, (route) => route.abort('internetdisconnected'));
    await page.goto('/mapa');
    await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-basemap', 'plain');
    await expect(page.getByRole('status').filter({ hasText: 'Mapové podklady se nepodařilo načíst, zobrazujeme jen místa.' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Na mapě: / })).toHaveCount(places.length);
    await expect(page.getByRole('button', { name: 'Přiblížit' })).toBeVisible();
    // Every marker's pin stays inside its marker, on a phone too.
    expect(await misfitMarkers(page)).toEqual([]);

    await page.goto('/en/mapa');
    await expect(page.getByRole('status').filter({ hasText: 'The map background could not be loaded; showing the places only.' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });

  test('a favourite place stays first after a reload', async ({ page }) => {
    const hall = await luziny(page);
    await page.goto('/mapa');
    await expect(listItems(page).first()).not.toContainText(nameOf(hall));
    await listItems(page).getByRole('button', { name: `Oblíbené: ${nameOf(hall)}` }).click();
    await expect(listItems(page).first()).toContainText(nameOf(hall));
    await page.reload();
    await expect(listItems(page).first()).toContainText(nameOf(hall));
    await expect(listItems(page).first().getByRole('button', { name: `Oblíbené: ${nameOf(hall)}` })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a ?place= deep link opens that place', async ({ page }) => {
    const places = await demoPlaces(page);
    const hotel = places.find((p) => p.placeType.name === 'accommodation' && nameOf(p).startsWith('Hotel'));
    if (!hotel) throw new Error('The demo data has no hotel');
    await page.goto(`/mapa?place=${hotel.id}`);
    const detail = page.getByTestId('place-detail');
    await expect(detail.getByRole('heading', { level: 2, name: nameOf(hotel) })).toBeVisible();
    await expect(detail).toContainText(/Kategorie hotelu\s*★+/);
    await expect(detail.getByRole('heading', { level: 2 })).toBeFocused();
  });

  test('toggling a category shows and hides its markers', async ({ page }) => {
    const places = await demoPlaces(page);
    const catering = places.filter((p) => p.placeType.name === 'catering');
    await page.goto('/mapa');
    await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-ready', 'true');
    const markers = page.getByRole('button', { name: /^Na mapě: / });
    await expect(markers).toHaveCount(places.length);
    for (const other of ['Haly', 'Ubytování', 'Místa v Praze', 'Výhody AC', 'Activity Card']) await page.getByRole('button', { name: new RegExp(`^${other} \\(`) }).click();
    await expect(markers).toHaveCount(catering.length);
    await expect(page.getByRole('button', { name: `Na mapě: ${nameOf(catering[0])}` })).toBeVisible();
    await page.getByRole('button', { name: /^Stravování \(/ }).click();
    await expect(markers).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Vyberte aspoň jednu kategorii' })).toBeVisible();
  });

  test('with WebGL disabled the list shows the same places, search, detail and favourites', async ({ page }) => {
    await disableWebGL(page);
    const places = await demoPlaces(page);
    const hall = await luziny(page);
    await page.goto('/mapa');
    await expect(page.getByTestId('list-only')).toBeVisible();
    await expect(page.getByTestId('map-canvas')).toHaveCount(0);
    await expect(listItems(page)).toHaveCount(places.length);
    await page.getByRole('searchbox', { name: 'Hledat podle názvu nebo adresy' }).fill('Amforová');
    await expect(listItems(page)).toHaveCount(1);
    await listItems(page).getByRole('button', { name: /^Sportovní hala Lužiny/ }).click();
    await expect(page.getByTestId('place-detail').getByRole('link', { name: /Navigovat/ })).toHaveAttribute('href', new RegExp(`destination=${hall.lat}%2C${hall.lng}$`));
  });

  test('the English map names places in English and has no serious accessibility problems', async ({ page }) => {
    test.slow(); // axe on a busy two-core machine
    const hall = await luziny(page);
    await page.goto(`/en/mapa?place=${hall.id}`);
    await expect(page.getByTestId('place-detail').getByRole('heading', { level: 2, name: nameOf(hall, 'en') })).toBeVisible();
    await expect(page.getByRole('link', { name: /Navigate/ })).toBeVisible();
    await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });

  test.describe('on a 2x screen', () => {
    test.use({ deviceScaleFactor: 2 });

    test('a hall’s detail shows its photos through the image proxy at 2x, stepped by buttons, arrow keys and a swipe', async ({ page }) => {
      const places = await demoPlaces(page);
      const luzinyHall = await luziny(page);
      await page.goto(`/mapa?place=${luzinyHall.id}`);
      const first = page.getByTestId('place-detail').getByRole('img', { name: `${nameOf(luzinyHall)}, fotografie 1` });
      await first.scrollIntoViewIfNeeded();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      // The phone's 2x screen gets the 2x rendering of the 400 × 300 box: 800 × 600 snapped up to the
      // proxy's ladder of sides (960, and 720 → 960), cropped to fill.
      expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/img\/place-hall-[\w.-]+\?w=960&h=960&fit=cover$/);

      const hall = places.find((p) => p.placeType.name === 'hall' && p.files.length === 3);
      if (!hall) throw new Error('The demo data has no hall with three photos');
      await page.goto(`/mapa?place=${hall.id}`);
      const detail = page.getByTestId('place-detail');
      const strip = detail.getByRole('list', { name: 'Fotografie' });
      const photo = (n: number) => strip.getByRole('img', { name: `${nameOf(hall)}, fotografie ${n}` });
      const loaded = (n: number) => photo(n).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
      await strip.scrollIntoViewIfNeeded();
      await expect(detail.getByText('Fotografie 1 z 3')).toBeAttached();
      await expect.poll(() => loaded(1)).toBeGreaterThan(0);

      await detail.getByRole('button', { name: 'Další fotografie' }).click();
      await expect(detail.getByText('Fotografie 2 z 3')).toBeAttached();
      await expect(photo(2)).toBeInViewport({ ratio: 0.9 });
      // Loaded only now that it is shown (lazy), and it really is an image.
      await expect.poll(() => loaded(2)).toBeGreaterThan(0);

      await strip.focus();
      await page.keyboard.press('ArrowRight');
      await expect(detail.getByText('Fotografie 3 z 3')).toBeAttached();
      await expect(photo(3)).toBeInViewport({ ratio: 0.9 });
      await page.keyboard.press('Home');
      await expect(detail.getByText('Fotografie 1 z 3')).toBeAttached();
      await expect(photo(1)).toBeInViewport({ ratio: 0.9 });

      // A finger swipes the strip to the left: the next photo snaps in and the counter follows.
      const box = await strip.boundingBox();
      if (!box) throw new Error('The photo strip is not laid out');
      const cdp = await page.context().newCDPSession(page);
      const y = box.y + box.height / 2;
      const from = box.x + box.width * 0.85;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from - (box.width * 0.6 * step) / 10, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(detail.getByText('Fotografie 2 z 3')).toBeAttached();
      await expect(photo(2)).toBeInViewport({ ratio: 0.9 });
      await page.screenshot({ path: test.info().outputPath('gallery-360.png') });
      const { violations } = await new AxeBuilder({ page }).include('[data-testid="place-detail"]').analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

      await page.goto(`/en/mapa?place=${hall.id}`);
      const english = page.getByTestId('place-detail');
      await expect(english.getByRole('list', { name: 'Photos' }).getByRole('img', { name: `${nameOf(hall, 'en')}, photo 1` })).toBeAttached();
      await english.getByRole('button', { name: 'Next photo' }).click();
      await expect(english.getByText('Photo 2 of 3')).toBeAttached();
      await expect(english.getByRole('button', { name: 'Previous photo' })).toBeVisible();
    });
  });

  test('no other page downloads the map screen or a map library', async ({ page }) => {
    // Chunk files are named by hash only: what a script is, its own code says.
    const kinds = { mapScreen: /map-canvas/, maplibre: /MapLibre/, mapbox: /api\.mapbox\.com/ };
    const loaded: string[] = [];
    const reading: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.endsWith('.js')) return;
      reading.push(
        response.text().then(
          (code) => {
            for (const [kind, marker] of Object.entries(kinds)) if (marker.test(code)) loaded.push(kind);
          },
          () => undefined,
        ),
      );
    });
    for (const path of ['/', '/ucastnici', '/ucastnici/rozhodci', '/vysledky', '/en']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    await Promise.all(reading);
    expect(loaded).toEqual([]);
    await page.goto('/mapa');
    await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-ready', 'true');
    await Promise.all(reading);
    expect(loaded).toContain('mapScreen');
    expect(loaded.filter((kind) => kind === 'maplibre')).toHaveLength(1);
    // Without a token the Mapbox build is never fetched.
    expect(loaded).not.toContain('mapbox');
  });
});
