import * as v from 'valibot';
import { adminConfigEndpoints, normalizeIban, orderSummaryEndpoints, webEndpoints } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../../platform/test-utils/test-app';
import { cookieJar, demoClubs } from './test-helpers';

let t: TestApp;
const as = cookieJar(() => t);
/** The demo administrator's approved club, their club waiting for approval, and another club. */
let clubs: { approved: number; pending: number; other: number };

beforeAll(async () => {
  t = await createTestApp();
  clubs = await demoClubs(t);
}, 60_000);
afterAll(() => t.close());

const readers: [string, number][] = [
  ['anonymous', 401],
  ['rival@example.test', 403],
  ['reporter@demo.test', 403],
  ['club@demo.test', 200],
  ['admin@demo.test', 200],
  ['superreporter@demo.test', 200],
  ['superadmin@demo.test', 200],
];

describe('order summary data (issue 18 item 8)', () => {
  it.each(readers)('GET the summary of the approved demo club as %s → %i', async (who, status) => {
    const r = await call(t.app, orderSummaryEndpoints.summary, { params: { id: clubs.approved }, cookie: await as(who) });
    expect(r.statusCode).toBe(status);
  });

  it('answers the club’s lines, totals, teams and the seeded payment details with the club id as variable symbol', async () => {
    const r = await call(t.app, orderSummaryEndpoints.summary, { params: { id: clubs.approved }, cookie: await as('club@demo.test') });
    const { summary } = v.parse(orderSummaryEndpoints.summary.response, r.json());
    const items = await t.handle.db.selectFrom('invoice_items').select(['quantity', 'unit_price']).where('club_id', '=', clubs.approved).execute();
    const teams = await t.handle.db.selectFrom('teams').select('id').where('club_id', '=', clubs.approved).execute();
    expect(summary.club.id).toBe(clubs.approved);
    expect(summary.lines).toHaveLength(items.length);
    expect(summary.lines.length).toBeGreaterThan(0);
    expect(summary.totals.reduce((sum, total) => sum + total.amount, 0)).toBe(items.reduce((sum, i) => sum + i.quantity * i.unit_price, 0));
    expect(summary.teams).toHaveLength(teams.length);
    expect(summary.freeVipTickets).toBe(teams.length);
    expect(summary.payment.variableSymbol).toBe(String(clubs.approved));
    expect(summary.payment.recipient).toBe('Pražský svaz házené, z. s.');
    expect(normalizeIban(summary.payment.iban ?? '')).toBe(summary.payment.iban);
    expect(summary.payment.swift).toBe('FIOBCZPPXXX');
    expect(summary.payment.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is not available before the registration is approved or processed (409 not_approved), and 404 for no club', async () => {
    const pending = await call(t.app, orderSummaryEndpoints.summary, { params: { id: clubs.pending }, cookie: await as('club@demo.test') });
    expect([pending.statusCode, pending.json().error.code]).toEqual([409, 'not_approved']);
    const missing = await call(t.app, orderSummaryEndpoints.summary, { params: { id: 999999 }, cookie: await as('admin@demo.test') });
    expect(missing.statusCode).toBe(404);
  });

  it('renders the same summary in the HTML preview, with the tournament’s name and the payment details', async () => {
    const cookie = await as('club@demo.test');
    const { summary } = v.parse(orderSummaryEndpoints.summary.response, (await call(t.app, orderSummaryEndpoints.summary, { params: { id: clubs.approved }, cookie })).json());
    const html = (await call(t.app, webEndpoints.orderSummaryPreview, { params: { id: clubs.approved }, cookie })).body;
    expect(html).toContain(t.app.ctx.tournament.name.cs);
    expect(html).toContain('Platební údaje / Payment details');
    expect(html).toContain(`<dd>${summary.payment.variableSymbol}</dd>`);
    for (const line of summary.lines) expect(html).toContain(line.name.en);
  });

  it('takes the payment details an organiser saves in the configuration and refuses an IBAN with a wrong checksum', async () => {
    const admin = await as('admin@demo.test');
    const wrong = await call(t.app, adminConfigEndpoints.configUpdate, { params: { key: 'payment_iban' }, body: { value: 'CZ66 0800 0000 1920 0014 5399' }, cookie: admin });
    expect([wrong.statusCode, wrong.json().error.fields]).toEqual([400, { value: ['iban'] }]);
    const saved = await call(t.app, adminConfigEndpoints.configUpdate, { params: { key: 'payment_iban' }, body: { value: 'cz65 0800 0000 1920 0014 5399' }, cookie: admin });
    expect([saved.statusCode, saved.json().entry.value]).toEqual([200, 'CZ6508000000192000145399']);
    const r = await call(t.app, orderSummaryEndpoints.summary, { params: { id: clubs.approved }, cookie: await as('club@demo.test') });
    const { summary } = v.parse(orderSummaryEndpoints.summary.response, r.json());
    expect(summary.payment.iban).toBe('CZ6508000000192000145399');
    if (summary.currency === 'CZK') expect(summary.payment.qrPayment).toContain('ACC:CZ6508000000192000145399');
  });
});
