import * as v from 'valibot';
import { adminEndpoints, orderSummaryEndpoints, webEndpoints } from '@phc/api-contract';
import { roleMatrix, loginAdminAccounts } from '../../admin/test-helpers';
import { call, createTestApp, type TestApp } from '../../../platform/test-utils/test-app';

/**
 * Issue 24: an organiser marks a club's order paid (or takes it back); the club's summary reads paid,
 * unpaid or overdue, overdue once the due date has passed on the product's clock. Audited.
 */
let t: TestApp;
let cookies: Record<string, string>;
let clubs: { approved: number; fresh: number };

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginAdminAccounts(t.app);
  const db = t.handle.db;
  const approved = await db.selectFrom('clubs').select('id').where('registration_state', '=', 'approved').where('paid_at', 'is', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const fresh = await db.selectFrom('clubs').select('id').where('registration_state', '=', 'new').orderBy('id').executeTakeFirstOrThrow();
  clubs = { approved: approved.id, fresh: fresh.id };
}, 120_000);
afterAll(() => t.close());

const summaryOf = async (clubId: number) =>
  v.parse(orderSummaryEndpoints.summary.response, (await call(t.app, orderSummaryEndpoints.summary, { params: { id: clubId }, cookie: cookies['admin@demo.test'] })).json()).summary;
const mark = (clubId: number, paid: boolean, who = 'admin@demo.test') => call(t.app, adminEndpoints.clubPayment, { params: { id: clubId }, body: { paid }, cookie: cookies[who] });
const setDueDate = (value: string | null) => t.handle.db.updateTable('config_values').set({ value }).where('key', '=', 'payment_due_date').execute();

describe('who may mark an order paid (SPEC §6: the registrations’ deciders)', () => {
  it.each(roleMatrix([['payment', adminEndpoints.clubPayment, ['superadmin@demo.test', 'admin@demo.test', 'clubs@demo.test'], () => ({ params: { id: 1 }, body: { paid: false } })]]))(
    '%s as %s',
    async (_name, who, endpoint, input, status) => {
      const r = await call(t.app, endpoint, { ...input(who), cookie: who === 'anonymous' ? undefined : cookies[who] });
      expect(r.statusCode).toBe(status);
    },
  );
});

describe('paid, unpaid, overdue', () => {
  it('reads unpaid before the due date and overdue after it, by the product clock', async () => {
    await setDueDate('2026-04-06T00:00:00Z');
    expect((await summaryOf(clubs.approved)).paymentStatus).toEqual({ state: 'unpaid', paidAt: null, dueDate: '2026-04-06' });
    await setDueDate('2026-04-05T00:00:00Z');
    expect((await summaryOf(clubs.approved)).paymentStatus.state).toBe('overdue');
    const list = v.parse(adminEndpoints.clubs.response, (await call(t.app, adminEndpoints.clubs, { cookie: cookies['admin@demo.test'] })).json()).clubs;
    expect(list.find((c) => c.id === clubs.approved)?.payment).toEqual({ state: 'overdue', paidAt: null, dueDate: '2026-04-05', paidBy: null });
    expect(list.find((c) => c.id === clubs.fresh)?.payment).toBeNull();
  });

  it('an organiser marks it paid: who and when in the list, paid in the club’s summary and preview, one audit record; taking it back is unpaid again', async () => {
    const r = await mark(clubs.approved, true, 'clubs@demo.test');
    expect(r.statusCode).toBe(200);
    const { club } = v.parse(adminEndpoints.clubPayment.response, r.json());
    expect(club.payment).toEqual({ state: 'paid', paidAt: t.clock.now.toISOString(), dueDate: '2026-04-05', paidBy: 'clubs@demo.test' });
    expect((await summaryOf(clubs.approved)).paymentStatus.state).toBe('paid');
    const html = (await call(t.app, webEndpoints.orderSummaryPreview, { params: { id: clubs.approved }, cookie: cookies['admin@demo.test'] })).body;
    expect(html).toContain('<dd>Zaplaceno / Paid</dd>');
    // The same mark again is no change and no second record.
    expect((await mark(clubs.approved, true)).statusCode).toBe(200);
    const audit = await t.handle.db.selectFrom('admin_audit').selectAll().where('entity', '=', 'club').where('entity_id', '=', clubs.approved).where('action', '=', 'payment').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_email: 'clubs@demo.test', before: { paid: false, paidAt: null }, after: { paid: true, paidAt: t.clock.now.toISOString() } });

    expect((await mark(clubs.approved, false)).statusCode).toBe(200);
    expect((await summaryOf(clubs.approved)).paymentStatus).toEqual({ state: 'overdue', paidAt: null, dueDate: '2026-04-05' });
  });

  it('a new registration has nothing to pay: 409 not_approved; an unknown club 404', async () => {
    const r = await mark(clubs.fresh, true);
    expect([r.statusCode, r.json().error.code]).toEqual([409, 'not_approved']);
    expect((await mark(999999, true)).statusCode).toBe(404);
  });
});
