import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiRequest, meQuery } from '@phc/api-client';
import type { Endpoint, LoggedUser, OrderSummary } from '@phc/api-contract';
import { activateLocale, loadCatalog, validationCatalog } from '@phc/i18n';
import { getTournament } from '@phc/tournaments';
import { renderWithTheme } from '@phc/ui/testing';
import { clubzoneCatalog } from '../catalog';
import { summarySections } from './order-summary-logic';
import { Component as OrderSummaryPage } from './order-summary-page';

// Issue 18 item 8: the order summary is a page of the site with the tournament's brand, lines, totals
// and payment details; before approval it says when it will be there; it prints with a button.

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

const manager = { id: 7, username: 'club@demo.test', firstName: 'K', lastName: 'M', roles: [], administratedClubs: [{ id: 1, name: 'HK Demo' }] } as unknown as LoggedUser;

const summary: OrderSummary = {
  club: { id: 1, name: 'HK Demo', registrationState: 'approved' },
  currency: 'CZK',
  generatedAt: '2026-02-01T09:00:00.000Z',
  teams: [
    { id: 3, label: { cs: 'C chlapci I', en: 'C boys I' } },
    { id: 4, label: { cs: 'C dívky I', en: 'C girls I' } },
  ],
  lines: [
    { code: 'bundle_school', section: 'bundles', name: { cs: 'Balíček Škola', en: 'School package' }, team: { cs: 'C chlapci I', en: 'C boys I' }, quantity: 14, unitPrice: 4600, total: 64400, currency: 'CZK', note: null },
    { code: 'transfer_airport', section: 'extras', name: { cs: 'Transfer z letiště', en: 'Airport transfer' }, team: null, quantity: 20, unitPrice: 250, total: 5000, currency: 'CZK', note: null },
  ],
  totals: [{ currency: 'CZK', amount: 69400 }],
  tshirts: { sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'], unitPrice: 300, ordered: 0 },
  freeVipTickets: 2,
  payment: {
    recipient: 'Pražský svaz házené, z. s.',
    bankAccount: '2801234578/2010',
    iban: 'CZ0520100000002801234578',
    swift: 'FIOBCZPPXXX',
    variableSymbol: '1',
    dueDate: '2026-03-01',
    note: 'Uveďte název klubu.',
    qrPayment: 'SPD*1.0*ACC:CZ0520100000002801234578+FIOBCZPPXXX*AM:69400.00*CC:CZK*X-VS:1',
  },
  paymentStatus: { state: 'unpaid', paidAt: null, dueDate: '2026-03-01' },
};

function renderPage(answer: () => Promise<unknown>, route = '/souhrn-objednavky/1') {
  api.mockImplementation(async (endpoint: Endpoint) => (endpoint.name === 'web.orderSummary' ? answer() : {}));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(meQuery().queryKey, manager);
  renderWithTheme(
    <QueryClientProvider client={client}>
      <OrderSummaryPage />
    </QueryClientProvider>,
    { route },
  );
}

beforeAll(async () => {
  await activateLocale('cs');
  await loadCatalog(validationCatalog);
});
afterEach(() => api.mockReset());

describe('order summary page', () => {
  it('shows the tournament brand, every line by section, the total and the payment details', async () => {
    renderPage(async () => ({ summary }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Souhrn objednávky' })).toBeInTheDocument();
    expect(screen.getByText(getTournament('phc').name.cs)).toBeInTheDocument();
    const bundles = screen.getByRole('table', { name: 'Balíčky' });
    expect(within(bundles).getByRole('row', { name: /^Balíček Škola\s+C chlapci I\s+14\s+4\s600,-\sKč\s+64\s400,-\sKč$/ })).toBeInTheDocument();
    const extras = screen.getByRole('table', { name: 'Doplňkové služby' });
    expect(within(extras).getByRole('row', { name: /Transfer z letiště celý klub 20/ })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Trička' })).not.toBeInTheDocument();
    expect(screen.getByText(/Celkem k úhradě:/)).toHaveTextContent(/^Celkem k úhradě:\s69\s400,-\sKč$/);
    const payment = screen.getByRole('region', { name: 'Platební údaje' });
    expect(within(payment).getByText('CZ05 2010 0000 0028 0123 4578')).toBeInTheDocument();
    expect(within(payment).getByText('Variabilní symbol').nextElementSibling).toHaveTextContent('1');
    expect(within(payment).getByText('1. 3. 2026')).toBeInTheDocument();
    expect(within(payment).getByRole('img', { name: 'QR kód platby' })).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ name: 'web.orderSummary' }), expect.objectContaining({ params: { id: 1 } }));
  });

  it('tells the club whether it has paid: unpaid, overdue past the due date, or paid as the organiser confirmed (issue 24)', async () => {
    renderPage(async () => ({ summary }));
    const payment = await screen.findByRole('region', { name: 'Platební údaje' });
    expect(within(payment).getByText('Nezaplaceno.')).toBeInTheDocument();
  });

  it('says an overdue payment is overdue, with its due date', async () => {
    renderPage(async () => ({ summary: { ...summary, paymentStatus: { state: 'overdue', paidAt: null, dueDate: '2026-03-01' } } }));
    const payment = await screen.findByRole('region', { name: 'Platební údaje' });
    expect(within(payment).getByText('Po splatnosti: platba měla přijít do 1. 3. 2026. Uhraďte ji prosím co nejdříve.')).toBeInTheDocument();
  });

  it('says a paid order is paid, on the day the organiser confirmed it in Prague', async () => {
    // 23:30 UTC on 9 March is 10 March in Prague.
    renderPage(async () => ({ summary: { ...summary, paymentStatus: { state: 'paid', paidAt: '2026-03-09T23:30:00.000Z', dueDate: '2026-03-01' } } }));
    const payment = await screen.findByRole('region', { name: 'Platební údaje' });
    expect(within(payment).getByText('Zaplaceno (přijetí platby potvrdil organizátor 10. 3. 2026).')).toBeInTheDocument();
  });

  it('prints with the print button', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage(async () => ({ summary }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tisk' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says when the summary will be there for a registration not yet approved (409)', async () => {
    renderPage(async () => Promise.reject(new ApiError(409, 'not_approved', 'not yet')));
    expect(await screen.findByRole('heading', { name: 'Souhrn objednávky bude k dispozici po schválení registrace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět do klubové zóny' })).toHaveAttribute('href', '/dashboard/1');
  });

  it('shows an error with no retry for another club (403) and an empty state without ordered items', async () => {
    renderPage(async () => Promise.reject(new ApiError(403, 'forbidden', 'no')));
    expect(await screen.findByRole('alert')).toHaveTextContent('K tomuto klubu nemáte přístup.');
    expect(screen.queryByRole('button', { name: 'Zkusit znovu' })).not.toBeInTheDocument();
  });

  it('says so when the club has ordered nothing yet and the organiser has given no account', async () => {
    renderPage(async () => ({ summary: { ...summary, lines: [], totals: [{ currency: 'CZK', amount: 0 }], payment: { ...summary.payment, bankAccount: null, iban: null, qrPayment: null } } }));
    expect(await screen.findByRole('heading', { name: 'Klub zatím nemá žádné objednané položky' })).toBeInTheDocument();
    expect(screen.getByText('Organizátor zatím nezveřejnil číslo účtu. Variabilní symbol vašeho klubu je 1.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR kód platby' })).not.toBeInTheDocument();
  });

  it('groups lines by section with subtotals per currency', () => {
    expect(summarySections(summary.lines).map((s) => [s.section, s.subtotals])).toEqual([
      ['bundles', [{ currency: 'CZK', amount: 64400 }]],
      ['extras', [{ currency: 'CZK', amount: 5000 }]],
    ]);
  });
});

describe('order summary page (en)', () => {
  beforeAll(async () => {
    await act(async () => {
      await activateLocale('en');
      await loadCatalog(validationCatalog);
      await loadCatalog(clubzoneCatalog);
    });
  });
  afterAll(() => activateLocale('cs'));

  it('speaks English: item names, headings, dates', async () => {
    renderPage(async () => ({ summary }), '/en/souhrn-objednavky/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order summary' })).toBeInTheDocument();
    expect(screen.getByText(getTournament('phc').name.en)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Bundles' })).toHaveTextContent('School package');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payment details' })).getByText('1 Mar 2026')).toBeInTheDocument();
  });
});
