import type { ConfigValue } from '@phc/api-contract';
import { currencyOfCountry, invoiceLines } from './invoice';
import { escapeHtml, formatMoney, orderTotal, renderOrderSummary } from './order-summary';
import { buildOrderSummary } from './order-summary-data';
import { canRegisterNewClub, canRegisterNewReferee, isBeforeDeadline, isRefereeOldEnoughAtStart, registrationEditBlock, teamCapacity } from './windows';

const day = (key: string, value: string | null): ConfigValue => ({ key, dataType: 'datetime', value, format: 'date' });
const flag = (key: string, on: boolean): ConfigValue => ({ key, dataType: 'boolean', value: String(on), format: null });
const user = (roles: string[] = []) => ({ id: 1, username: 'u@example.test', firstName: 'U', lastName: 'U', roles: roles as never[], administratedClubs: [] });

describe('registration windows', () => {
  const config = [day('club_registration_from', '2026-01-01T00:00:00Z'), day('club_registration_till', '2026-03-31T00:00:00Z')];

  it('counts a date-only deadline through its whole day in UTC', () => {
    expect(isBeforeDeadline(config, 'club_registration_till', new Date('2026-03-31T23:59:59Z'))).toBe(true);
    expect(isBeforeDeadline(config, 'club_registration_till', new Date('2026-04-01T00:00:00Z'))).toBe(false);
  });

  it('lets anyone register a club inside the window, only a super admin or club manager outside it', () => {
    const late = new Date('2026-04-02T10:00:00Z');
    expect(canRegisterNewClub(null, config, new Date('2026-02-01T10:00:00Z'))).toBe(true);
    expect(canRegisterNewClub(null, config, late)).toBe(false);
    expect(canRegisterNewClub(user(), config, late)).toBe(false);
    expect(canRegisterNewClub(user(['ROLE_CLUB_MANAGER']), config, late)).toBe(true);
    expect(canRegisterNewClub(user(['ROLE_SUPER_ADMIN']), config, late)).toBe(true);
    expect(canRegisterNewClub(null, [], new Date())).toBe(false);
  });

  it('opens referee registration only while enabled; managers ignore the dates', () => {
    const referee = [day('referee_registration_from', '2026-01-01T00:00:00Z'), day('referee_registration_till', '2026-03-31T00:00:00Z'), flag('referee_registration_enabled', true)];
    const late = new Date('2026-04-02T10:00:00Z');
    expect(canRegisterNewReferee(null, referee, new Date('2026-02-01T00:00:00Z'))).toBe(true);
    expect(canRegisterNewReferee(null, referee, late)).toBe(false);
    expect(canRegisterNewReferee(user(['ROLE_REFEREE_MANAGER']), referee, late)).toBe(true);
    const off = [...referee.slice(0, 2), flag('referee_registration_enabled', false)];
    expect(canRegisterNewReferee(user(['ROLE_SUPER_ADMIN']), off, late)).toBe(false);
    expect(canRegisterNewReferee(null, off, new Date('2026-02-01T00:00:00Z'))).toBe(false);
  });

  it('needs referees to be 18 in the year the tournament starts', () => {
    const config = [day('tournament_start_date', '2027-04-01T00:00:00Z')];
    expect(isRefereeOldEnoughAtStart(2009, config, new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(isRefereeOldEnoughAtStart(2010, config, new Date('2026-11-01T00:00:00Z'))).toBe(false);
  });

  it('closes editing when approved, after the edit date, or at full capacity', () => {
    const config = [day('registration_edit_till', '2026-03-31T00:00:00Z')];
    const before = new Date('2026-03-01T00:00:00Z');
    const base = { configurations: config, now: before, registrationState: 'new', teamCount: 10, teamCapacity: null };
    expect(registrationEditBlock(base)).toBeNull();
    expect(registrationEditBlock({ ...base, registrationState: 'approved' })).toBe('club_approved');
    expect(registrationEditBlock({ ...base, now: new Date('2026-04-01T00:00:00Z') })).toBe('registration_closed');
    expect(registrationEditBlock({ ...base, teamCapacity: 10 })).toBe('capacity_full');
    expect(registrationEditBlock({ ...base, registrationState: 'processed', teamCapacity: 11 })).toBeNull();
    expect(teamCapacity([{ key: 'team_capacity', dataType: 'integer', value: '40', format: null }])).toBe(40);
    expect(teamCapacity([{ key: 'team_capacity', dataType: 'integer', value: 'lots', format: null }])).toBeNull();
  });
});

describe('invoice lines', () => {
  const items = [
    { id: 1, code: 'bundle_basic', priceCzk: 1900, priceEur: 76 },
    { id: 2, code: 'vip_ticket', priceCzk: 450, priceEur: 18 },
    { id: 3, code: 'single_room', priceCzk: 1200, priceEur: 48 },
    { id: 4, code: 'restaurant_meal', priceCzk: 160, priceEur: 7 },
  ];
  it('bills the bundle per person, VIP tickets beyond the free one, rooms and meals in the club currency', () => {
    const lines = invoiceLines([{ teamId: 7, bundleItemId: 1, persons: 12, extraPersons: 3, vipTickets: 1, singleRooms: 2, extraRestaurantMeals: 5 }], items, 'EUR');
    expect(lines).toEqual([
      { pricelistItemId: 1, teamId: 7, quantity: 15, unitPrice: 76, currency: 'EUR' },
      { pricelistItemId: 3, teamId: 7, quantity: 2, unitPrice: 48, currency: 'EUR' },
      { pricelistItemId: 4, teamId: 7, quantity: 5, unitPrice: 7, currency: 'EUR' },
    ]);
    expect(invoiceLines([{ teamId: 7, bundleItemId: null, persons: 12, extraPersons: 0, vipTickets: 0, singleRooms: 0, extraRestaurantMeals: 0 }], items, 'CZK')).toEqual([]);
  });
  it('bills extra person groups club-wide: bundle per person, every VIP ticket, rooms and restaurant places', () => {
    const group = { bundleItemId: 1, persons: 4, handballPersons: 2, vipPartyPersons: 1, singleRooms: 1 };
    expect(invoiceLines([], items, 'CZK', [group])).toEqual([
      { pricelistItemId: 1, teamId: null, quantity: 4, unitPrice: 1900, currency: 'CZK' },
      { pricelistItemId: 2, teamId: null, quantity: 1, unitPrice: 450, currency: 'CZK' },
      { pricelistItemId: 3, teamId: null, quantity: 1, unitPrice: 1200, currency: 'CZK' },
      { pricelistItemId: 4, teamId: null, quantity: 2, unitPrice: 160, currency: 'CZK' },
    ]);
  });
  it('charges Czech clubs in CZK and everyone else in EUR', () => {
    expect([currencyOfCountry('CZ'), currencyOfCountry('SK'), currencyOfCountry('de')]).toEqual(['CZK', 'EUR', 'EUR']);
  });
});

describe('order summary page', () => {
  it('formats money the Czech way with the ",-" suffix', () => {
    expect(formatMoney(1234567, 'CZK')).toBe('1\u00a0234\u00a0567,-\u00a0Kč');
    expect(formatMoney(12, 'EUR')).toBe('12,-\u00a0€');
  });
  it('escapes club and item names and totals every section', () => {
    const html = renderOrderSummary(
      buildOrderSummary({
        club: { id: 3, name: '<script>alert(1)</script>', registrationState: 'approved', countryCode: 'DE', paidAt: null },
        teams: [
          { id: 1, name: null, teamNumber: 1, categoryName: { cs: 'A chlapci', en: 'A boys' } },
          { id: 2, name: null, teamNumber: 1, categoryName: { cs: 'B dívky', en: 'B girls' } },
        ],
        items: [
          { code: 'bundle_basic', nameCs: 'Startovné', nameEn: 'Entry', teamId: 1, quantity: 10, unitPrice: 76, currency: 'EUR', note: null },
          { code: 'tshirt', nameCs: 'Tričko', nameEn: 'T-shirt', teamId: 1, quantity: 3, unitPrice: 12, currency: 'EUR', note: null },
        ],
        tshirtSizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
        tshirtPrice: { czk: 300, eur: 12 },
        configurations: [],
        now: new Date('2026-04-06T10:00:00Z'),
      }),
      'Prague Handball Cup',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain(escapeHtml('<script>alert(1)</script>'));
    expect(html).toContain('Celkem / Total: 796,-\u00a0€');
    expect(html).toContain('Free VIP tickets: 2');
    expect(html).toContain('12,-\u00a0€ (XS–XXL)');
    expect(orderTotal([{ quantity: 2, unitPrice: 5 }])).toBe(10);
  });
});
