import { czechAccountToIban, formatIban, paymentAccountsDisagree, normalizeBic, normalizeConfigValue, normalizeCzechAccount, normalizeIban, spdPaymentString, type ConfigValue } from '@phc/api-contract';
import { buildOrderSummary, paymentDetails, totalsByCurrency, type OrderSummaryRows } from './order-summary-data';

const text = (key: string, value: string | null): ConfigValue => ({ key, dataType: 'string', value, format: null });

const rows = (overrides: Partial<OrderSummaryRows> = {}): OrderSummaryRows => ({
  club: { id: 42, name: 'HC Praha', registrationState: 'approved', countryCode: 'CZ', paidAt: null },
  teams: [
    { id: 1, name: null, teamNumber: 2, categoryName: { cs: 'A chlapci', en: 'A boys' } },
    { id: 2, name: 'Lions', teamNumber: 1, categoryName: { cs: 'B dívky', en: 'B girls' } },
  ],
  items: [
    { code: 'bundle_school', nameCs: 'Balíček Škola', nameEn: 'School package', teamId: 1, quantity: 14, unitPrice: 4600, currency: 'CZK', note: null },
    { code: 'vip_ticket', nameCs: 'VIP', nameEn: 'VIP', teamId: 2, quantity: 2, unitPrice: 450, currency: 'CZK', note: null },
    { code: 'tshirt', nameCs: 'Tričko', nameEn: 'T-shirt', teamId: 2, quantity: 5, unitPrice: 300, currency: 'CZK', note: 'M, L' },
    { code: 'transfer_airport', nameCs: 'Transfer', nameEn: 'Transfer', teamId: null, quantity: 20, unitPrice: 250, currency: 'CZK', note: null },
  ],
  tshirtSizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  tshirtPrice: { czk: 300, eur: 12 },
  configurations: [
    text('payment_recipient', 'Pražský svaz házené, z. s.'),
    text('payment_bank_account', '19-2000145399/0800'),
    text('payment_swift', 'GIBACZPX'),
    { key: 'payment_due_date', dataType: 'datetime', value: '2026-03-01T00:00:00Z', format: 'date' },
    text('payment_note', 'Do zprávy uveďte název klubu'),
  ],
  now: new Date('2026-02-01T09:00:00Z'),
  ...overrides,
});

describe('IBAN, SWIFT and Czech account checks', () => {
  it('accepts an IBAN whose mod-97 checksum holds, in any spacing and case, and refuses one wrong digit', () => {
    expect(normalizeIban('cz65 0800 0000 1920 0014 5399')).toBe('CZ6508000000192000145399');
    expect(normalizeIban('CZ6508000000192000145398')).toBeNull();
    expect(normalizeIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    // A Czech IBAN has 24 characters: a valid checksum of the wrong length is still refused.
    expect(normalizeIban('CZ65080000001920001453')).toBeNull();
    expect(normalizeIban('not an iban')).toBeNull();
  });
  it('checks the SWIFT/BIC shape: 8 or 11 characters, country letters in the middle', () => {
    expect(normalizeBic('gibaczpx')).toBe('GIBACZPX');
    expect(normalizeBic('FIOBCZPPXXX')).toBe('FIOBCZPPXXX');
    expect(normalizeBic('GIBA1ZPX')).toBeNull();
    expect(normalizeBic('GIBACZP')).toBeNull();
  });
  it('checks a Czech account by the weighted mod 11 and derives its IBAN', () => {
    expect(normalizeCzechAccount('000019-2000145399/0800')).toBe('19-2000145399/0800');
    expect(normalizeCzechAccount('19-2000145398/0800')).toBeNull();
    expect(normalizeCzechAccount('2000145399')).toBeNull();
    expect(czechAccountToIban('19-2000145399/0800')).toBe('CZ6508000000192000145399');
    // The account and the IBAN name one account, or two (a foreign IBAN is never compared).
    expect(paymentAccountsDisagree('19-2000145399/0800', 'cz65 0800 0000 1920 0014 5399')).toBe(false);
    expect(paymentAccountsDisagree('2000145399/0800', 'CZ6508000000192000145399')).toBe(true);
    expect(paymentAccountsDisagree('2000145399/0800', 'DE89 3704 0044 0532 0130 00')).toBe(false);
    expect(paymentAccountsDisagree(null, 'CZ6508000000192000145399')).toBe(false);
    expect(paymentAccountsDisagree('2000145399/0800', null)).toBe(false);
    expect(formatIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399');
  });
  it('stores configuration bank details in their normal form and answers a code for a wrong one', () => {
    expect(normalizeConfigValue('string', null, ' cz65 0800 0000 1920 0014 5399 ', 'payment_iban')).toEqual({ value: 'CZ6508000000192000145399' });
    expect(normalizeConfigValue('string', null, 'CZ6608000000192000145399', 'payment_iban')).toEqual({ issue: 'iban' });
    expect(normalizeConfigValue('string', null, 'XX', 'payment_swift')).toEqual({ issue: 'bic' });
    expect(normalizeConfigValue('string', null, '124/0800', 'payment_bank_account')).toEqual({ issue: 'bankAccount' });
    // Other text keys are stored as typed; an empty value clears the key.
    expect(normalizeConfigValue('string', null, 'Pay by March', 'payment_note')).toEqual({ value: 'Pay by March' });
    expect(normalizeConfigValue('string', null, '', 'payment_iban')).toEqual({ value: null });
  });
});

describe('order summary data', () => {
  it('prices every line, labels teams by their category name (boys and girls share a code) and totals the club currency', () => {
    const summary = buildOrderSummary(rows());
    expect(summary.teams).toEqual([
      { id: 1, label: { cs: 'A chlapci II', en: 'A boys II' } },
      { id: 2, label: { cs: 'Lions', en: 'Lions' } },
    ]);
    expect(summary.lines.map((l) => [l.section, l.team?.cs ?? null, l.total])).toEqual([
      ['bundles', 'A chlapci II', 64400],
      ['extras', 'Lions', 900],
      ['tshirts', 'Lions', 1500],
      ['extras', null, 5000],
    ]);
    expect(summary.totals).toEqual([{ currency: 'CZK', amount: 71800 }]);
    expect(summary.tshirts).toEqual({ sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'], unitPrice: 300, ordered: 5 });
    expect(summary.freeVipTickets).toBe(2);
    expect(summary.generatedAt).toBe('2026-02-01T09:00:00.000Z');
  });
  it('gives the payment details with the club id as a stable variable symbol and a CZK QR payment', () => {
    const { payment } = buildOrderSummary(rows());
    expect(payment).toEqual({
      recipient: 'Pražský svaz házené, z. s.',
      bankAccount: '19-2000145399/0800',
      iban: 'CZ6508000000192000145399',
      swift: 'GIBACZPX',
      variableSymbol: '42',
      dueDate: '2026-03-01',
      note: 'Do zprávy uveďte název klubu',
      qrPayment: 'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:71800.00*CC:CZK*DT:20260301*MSG:Do zpravy uvedte nazev klubu*RN:Prazsky svaz hazene, z. s.*X-VS:42',
    });
  });
  it('offers no QR payment for a euro club, and leaves out bank details that fail their check', () => {
    const summary = buildOrderSummary(
      rows({
        club: { id: 7, name: 'SG Dresden', registrationState: 'processed', countryCode: 'DE', paidAt: null },
        items: [{ code: 'bundle_basic', nameCs: 'Startovné', nameEn: 'Entry', teamId: 1, quantity: 10, unitPrice: 76, currency: 'EUR', note: null }],
        configurations: [text('payment_iban', 'CZ6608000000192000145399'), text('payment_swift', 'nonsense!')],
      }),
    );
    expect(summary.currency).toBe('EUR');
    expect(summary.totals).toEqual([{ currency: 'EUR', amount: 760 }]);
    expect(summary.tshirts.unitPrice).toBe(12);
    expect(summary.payment).toMatchObject({ iban: null, swift: null, bankAccount: null, recipient: null, qrPayment: null, variableSymbol: '7' });
  });
  it('keeps one total per currency when lines were written in another currency', () => {
    expect(
      totalsByCurrency(
        [
          { currency: 'EUR', total: 100 },
          { currency: 'CZK', total: 300 },
        ],
        'CZK',
      ),
    ).toEqual([
      { currency: 'CZK', amount: 300 },
      { currency: 'EUR', amount: 100 },
    ]);
    // A club with nothing ordered still shows its own currency's total of zero.
    expect(totalsByCurrency([], 'EUR')).toEqual([{ currency: 'EUR', amount: 0 }]);
    expect(paymentDetails([], 1, { currency: 'CZK', amount: 0 }).qrPayment).toBeNull();
  });
  it("prints no account number that is not the IBAN's account: the QR payment pays the IBAN", () => {
    const agree = paymentDetails([text('payment_bank_account', '19-2000145399/0800'), text('payment_iban', 'CZ65 0800 0000 1920 0014 5399')], 1, { currency: 'CZK', amount: 100 });
    expect(agree).toMatchObject({ bankAccount: '19-2000145399/0800', iban: 'CZ6508000000192000145399' });
    const other = czechAccountToIban('2000145399/0800') as string;
    const disagree = paymentDetails([text('payment_bank_account', '19-2000145399/0800'), text('payment_iban', other)], 1, { currency: 'CZK', amount: 100 });
    expect(disagree).toMatchObject({ bankAccount: null, iban: other });
    expect(disagree.qrPayment).toContain(`ACC:${other}`);
  });
  it('keeps the SPD separator and diacritics out of free text', () => {
    expect(spdPaymentString({ iban: 'CZ6508000000192000145399', bic: null, amount: 10, currency: 'CZK', variableSymbol: '1', recipient: 'Ž*B', message: null, dueDate: null })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:10.00*CC:CZK*RN:Z B*X-VS:1',
    );
  });
});

describe('paid, unpaid or overdue (issue 24)', () => {
  const status = (now: string, paidAt: Date | null = null) => buildOrderSummary(rows({ now: new Date(now), club: { ...rows().club, paidAt } })).paymentStatus;
  it('is unpaid up to the due date, overdue from the next day on Prague’s clock, and paid once marked whatever the date', () => {
    expect(status('2026-03-01T22:59:00Z')).toEqual({ state: 'unpaid', paidAt: null, dueDate: '2026-03-01' });
    // 23:00 UTC on 1 March is already 2 March in Prague (winter time): the day after the due date.
    expect(status('2026-03-01T23:00:00Z').state).toBe('overdue');
    expect(status('2026-04-06T10:00:00Z', new Date('2026-03-15T08:00:00Z'))).toEqual({ state: 'paid', paidAt: '2026-03-15T08:00:00.000Z', dueDate: '2026-03-01' });
  });
  it('is never overdue without a due date', () => {
    const summary = buildOrderSummary(rows({ configurations: [], now: new Date('2030-01-01T00:00:00Z') }));
    expect(summary.paymentStatus).toEqual({ state: 'unpaid', paidAt: null, dueDate: null });
  });
});
