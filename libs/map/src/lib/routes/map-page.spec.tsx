import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { Place } from '@phc/api-contract';
import { renderWithTheme } from '@phc/ui/testing';
import { useFavouritesStore } from '../logic/favourites-store';
import { Component as MapPage } from './map-page';

const place = (id: number, type: Place['placeType']['name'], name: string, address: string, extra: Partial<Place> = {}): Place => ({
  id,
  translations: [
    { locale: 'cs', name, description: `${name} – popis` },
    { locale: 'en', name: `${name} EN`, description: '' },
  ],
  address,
  lat: 50 + id / 100,
  lng: 14 + id / 100,
  files: [],
  placeType: { name: type },
  data: null,
  ...extra,
});

const places: Place[] = [
  place(1, 'hall', 'Sportovní hala Slavia', 'Vladivostocká 1460/10, Praha 10', { openingHours: '7:30–20:30', glueAllowed: false }),
  place(2, 'hall', 'Sportovní hala Lužiny', 'Amforová 1887, Praha 5', { openingHours: '7:30–20:30', glueAllowed: true, files: [{ url: '/files/luziny.jpg' }] }),
  place(3, 'accommodation', 'Hotel Olšanka', 'Táboritská 23, Praha 3', { hotelCategory: 3 }),
  place(4, 'ac_benefit', 'Bowling Chodov – sleva', 'Roztylská 2321, Praha 4', { translations: [{ locale: 'cs', name: 'Bowling Chodov – sleva', description: 'Sleva při nákupu nad 500 Kč.' }] }),
];

let fetchMock: jest.Mock;
/** jsdom has no fetch Response: the fields the API client reads. */
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', json: async () => body, text: async () => JSON.stringify(body) });

beforeAll(() => {
  // An old phone: the browser offers no WebGL context at all.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
});

beforeEach(async () => {
  localStorage.clear();
  useFavouritesStore.setState({ ids: [], loaded: false, tournamentId: null });
  fetchMock = jest.fn(async () => answer(200, { places }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderMap(route = '/mapa') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <MapPage />
      <Search />
    </QueryClientProvider>,
    { route },
  );
}

const listNames = () => within(screen.getByRole('list', { name: 'Místa' })).getAllByRole('listitem').map((item) => within(item).getAllByRole('button')[0].querySelector('strong')?.textContent);

describe('map screen without WebGL (jsdom has none)', () => {
  it('shows the places as a list with a notice, all six categories on', async () => {
    renderMap();
    expect(await screen.findByTestId('list-only')).toBeInTheDocument();
    expect(listNames()).toEqual(['Sportovní hala Slavia', 'Sportovní hala Lužiny', 'Hotel Olšanka', 'Bowling Chodov – sleva']);
    const toggles = within(screen.getByRole('group', { name: 'Kategorie' })).getAllByRole('button');
    expect(toggles).toHaveLength(6);
    expect(toggles.every((b) => b.getAttribute('aria-pressed') === 'true')).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/api/v1/web/places'), expect.anything());
  });

  it('narrows the list by a search over names and addresses, ignoring accents', async () => {
    const user = userEvent.setup();
    renderMap();
    await screen.findByRole('list', { name: 'Místa' });
    await user.type(screen.getByRole('searchbox', { name: 'Hledat podle názvu nebo adresy' }), 'luziny');
    await waitFor(() => expect(listNames()).toEqual(['Sportovní hala Lužiny']));
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'Táboritská');
    await waitFor(() => expect(listNames()).toEqual(['Hotel Olšanka']));
    await user.type(screen.getByRole('searchbox'), ' nic');
    expect(await screen.findByRole('heading', { name: 'Hledání neodpovídá žádné místo' })).toBeInTheDocument();
  });

  it('hides a category’s places when its toggle is switched off', async () => {
    const user = userEvent.setup();
    renderMap();
    await screen.findByRole('list', { name: 'Místa' });
    await user.click(screen.getByRole('button', { name: /Haly/ }));
    expect(screen.getByRole('button', { name: /Haly/ })).toHaveAttribute('aria-pressed', 'false');
    expect(listNames()).toEqual(['Hotel Olšanka', 'Bowling Chodov – sleva']);
  });

  it('opens a hall’s detail with address, hours, glue, photos and a navigation link, and puts it in the URL', async () => {
    const user = userEvent.setup();
    renderMap();
    await user.click(await screen.findByRole('button', { name: /^Sportovní hala Lužiny/ }));
    const detail = await screen.findByTestId('place-detail');
    expect(within(detail).getByRole('heading', { level: 2, name: 'Sportovní hala Lužiny' })).toHaveFocus();
    expect(detail).toHaveTextContent('Amforová 1887, Praha 5');
    expect(detail).toHaveTextContent('7:30–20:30');
    expect(detail).toHaveTextContent(/Lepidlo\s*povoleno/);
    expect(within(detail).getByRole('img', { name: 'Sportovní hala Lužiny, fotografie 1' })).toHaveAttribute('src', '/files/luziny.jpg');
    expect(within(detail).getByRole('link', { name: /Navigovat/ })).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=50.02%2C14.02');
    expect(screen.getByTestId('search')).toHaveTextContent('?place=2');
    await user.click(within(detail).getByRole('button', { name: 'Zavřít detail' }));
    expect(screen.queryByTestId('place-detail')).not.toBeInTheDocument();
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });

  it('opens the place of a ?place= deep link, with the hotel category and the benefit as given in content', async () => {
    renderMap('/mapa?place=3');
    const detail = await screen.findByTestId('place-detail');
    expect(within(detail).getByRole('heading', { name: 'Hotel Olšanka' })).toBeInTheDocument();
    expect(detail).toHaveTextContent('3 hvězdičky');
    expect(detail).not.toHaveTextContent('Lepidlo');
  });

  it('lists a favourite first and keeps it in the browser’s storage', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMap();
    await screen.findByRole('list', { name: 'Místa' });
    await user.click(screen.getByRole('button', { name: 'Oblíbené: Hotel Olšanka' }));
    expect(screen.getByRole('button', { name: 'Oblíbené: Hotel Olšanka' })).toHaveAttribute('aria-pressed', 'true');
    expect(listNames()[0]).toBe('Hotel Olšanka');
    await waitFor(() => expect(Object.values({ ...localStorage }).join()).toContain('[3]'));
    unmount();
    // A new visit: the store starts empty and reads the favourites back.
    useFavouritesStore.setState({ ids: [], loaded: false, tournamentId: null });
    renderMap();
    await waitFor(() => expect(listNames()[0]).toBe('Hotel Olšanka'));
  });

  it('says so when the deep-linked place no longer exists', async () => {
    renderMap('/mapa?place=999');
    expect(await screen.findByText('Místo z odkazu už na mapě není.')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the places again', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(answer(500, { error: { status: 500, code: 'internal', message: 'x' } }));
    renderMap();
    await user.click(await screen.findByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('list', { name: 'Místa' })).toBeInTheDocument();
  });
});
