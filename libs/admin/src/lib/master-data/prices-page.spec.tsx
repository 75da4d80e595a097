import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiRequest, queries } from '@phc/api-client';
import { adminPricesEndpoints as e, type AdminOrderBundle, type AdminPricelistItem } from '@phc/api-contract';
import { activateLocale, loadCatalog } from '@phc/i18n';
import { AlertHost, ConfirmHost } from '@phc/ui';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { adminCatalog } from '../catalog';
import { PricesPage } from './prices-page';

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

// jsdom has no modal <dialog>.
beforeAll(mockModalDialogs);

const item = (id: number, code: string, over: Partial<AdminPricelistItem> = {}): AdminPricelistItem => ({
  id,
  serviceTypeId: 12,
  code,
  nameCs: `Položka ${code}`,
  nameEn: `Item ${code}`,
  priceCzk: 1500,
  priceEur: 60,
  availabilityFilter: null,
  sortOrder: id,
  uses: 0,
  system: false,
  ...over,
});
const bundle: AdminOrderBundle = { id: 7, pricelistItemId: 1, nameCs: 'Domácí', nameEn: 'Domestic', descriptionCs: '', descriptionEn: '', availabilityFilter: '^(CZ|SK)', includesAccommodation: false, sortOrder: 1, uses: 4 };
const countries = ['AT', 'CZ', 'SK'].map((code, id) => ({ id, countryCode: code, translations: [] }));

function setup(answer: (name: string, input: { params?: { id: number }; body?: unknown }) => unknown, route = '/prices') {
  api.mockReset();
  api.mockImplementation(async (endpoint: { name: string }, input: { params?: { id: number }; body?: unknown }) => answer(endpoint.name, input));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The public static data the page reads the countries from, as the app's cache would hold it.
  client.setQueryData(queries.static().queryKey, { countries } as never);
  renderWithTheme(
    <QueryClientProvider client={client}>
      <AlertHost />
      <ConfirmHost />
      <PricesPage />
    </QueryClientProvider>,
    { route },
  );
}

describe('PricesPage', () => {
  it('lists the items with both prices and the bundles with whom their pattern offers them to; what is in use cannot be deleted', async () => {
    setup(() => ({ items: [item(1, 'bundle_local', { uses: 3, availabilityFilter: { countries: ['CZ', 'SK'] } }), item(2, 'tshirt', { system: true, priceCzk: 300, priceEur: 12 })], bundles: [bundle] }));
    const local = await screen.findByRole('row', { name: /bundle_local/ });
    expect(local).toHaveTextContent('1 500,- Kč');
    expect(local).toHaveTextContent('60,- €');
    expect(local).toHaveTextContent('CZ, SK');
    expect(within(local).getByRole('button', { name: 'Smazat položku Položka bundle_local' })).toBeDisabled();
    expect(within(screen.getByRole('row', { name: /tshirt/ })).getByRole('button', { name: /Smazat/ })).toBeDisabled();
    const domestic = screen.getByRole('row', { name: /Domácí/ });
    expect(domestic).toHaveTextContent('^(CZ|SK) (CZ, SK)');
    expect(domestic).toHaveTextContent('1 500,- Kč / 60,- €');
  });

  it('saves a new price from the item’s form and says so', async () => {
    let items = [item(1, 'training_hall', { serviceTypeId: 14 })];
    setup((name, input) => {
      if (name === e.pricelist.name) return { items, bundles: [] };
      if (name === e.pricelistItemUpdate.name) {
        items = items.map((i) => (i.id === input.params?.id ? { ...i, ...(input.body as Partial<AdminPricelistItem>) } : i));
        return { item: items[0] };
      }
      throw new Error(`unexpected ${name}`);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Upravit položku Položka training_hall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upravit položku training_hall' });
    const czk = within(dialog).getByRole('spinbutton', { name: /^Cena v Kč/ });
    await userEvent.clear(czk);
    await userEvent.type(czk, '950');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit položku' }));
    expect(await screen.findByText('Položka training_hall: uloženo.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(e.pricelistItemUpdate, { params: { id: 1 }, body: expect.not.objectContaining({ code: expect.anything() }) });
    expect(await screen.findByRole('row', { name: /training_hall/ })).toHaveTextContent('950,- Kč');
    expect(screen.getByRole('heading', { name: 'Žádné balíčky' })).toBeInTheDocument();
  });

  it('offers a retry when the price list cannot be loaded', async () => {
    setup(() => {
      throw new ApiError(500, 'internal', 'down');
    });
    expect(await screen.findByRole('button', { name: /Zkusit znovu/ })).toBeInTheDocument();
  });

  it('writes money as the club zone does in English (issue 24): CZK 1,500 and €60, through the one formatter', async () => {
    await act(async () => {
      await activateLocale('en');
      await loadCatalog(adminCatalog);
    });
    setup(() => ({ items: [item(1, 'bundle_local')], bundles: [bundle] }), '/en/prices');
    const local = await screen.findByRole('row', { name: /bundle_local/ });
    expect(local).toHaveTextContent('CZK 1,500');
    expect(local).toHaveTextContent('€60');
    expect(screen.getByRole('row', { name: /Domestic|Domácí/ })).toHaveTextContent('CZK 1,500 / €60');
    await act(async () => activateLocale('cs'));
  });
});
