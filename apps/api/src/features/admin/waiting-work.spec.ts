import * as v from 'valibot';
import { adminEndpoints } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../platform/test-utils/test-app';
import { loginAdminAccounts } from './test-helpers';

/** Issue 24: the administration's landing counts what waits for the caller, by the kinds they decide. */
let t: TestApp;
let cookies: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginAdminAccounts(t.app);
}, 120_000);
afterAll(() => t.close());

const work = async (who: string) => {
  const r = await call(t.app, adminEndpoints.waitingWork, { cookie: cookies[who] });
  return { status: r.statusCode, items: r.statusCode === 200 ? v.parse(adminEndpoints.waitingWork.response, r.json()).items : [] };
};

describe('waiting work', () => {
  it('counts registrations, requests, trainings, transfers, referees and orders for an admin, as the tables hold them', async () => {
    const db = t.handle.db;
    const n = async (q: Promise<{ n: number | string | bigint }>) => Number((await q).n);
    const countAll = (table: 'clubs' | 'team_requests' | 'trainings' | 'transfers' | 'referees') => db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    const expected = {
      registrations: await n(countAll('clubs').where('registration_state', 'in', ['new', 'processed']).executeTakeFirstOrThrow()),
      teamRequests: await n(countAll('team_requests').where('state', '=', 'pending').executeTakeFirstOrThrow()),
      trainings: await n(countAll('trainings').where('state', '=', 'pending').executeTakeFirstOrThrow()),
      transfers: await n(countAll('transfers').where('state', '=', 'unconfirmed').executeTakeFirstOrThrow()),
      referees: await n(countAll('referees').where('registration_state', '=', 'new').executeTakeFirstOrThrow()),
    };
    const { status, items } = await work('admin@demo.test');
    expect(status).toBe(200);
    const counts = Object.fromEntries(items.map((i) => [i.kind, i.count]));
    expect(counts).toMatchObject(expected);
    expect(expected.registrations).toBeGreaterThan(0);
    const unpaid = await n(countAll('clubs').where('registration_state', 'in', ['approved', 'processed']).where('paid_at', 'is', null).executeTakeFirstOrThrow());
    expect(counts['unpaidOrders'] + counts['overdueOrders']).toBe(unpaid);
  });

  it('counts a new pending training at once', async () => {
    const before = (await work('admin@demo.test')).items.find((i) => i.kind === 'trainings')?.count ?? 0;
    const decided = await t.handle.db.selectFrom('trainings').select('id').where('state', '!=', 'pending').orderBy('id').executeTakeFirstOrThrow();
    await t.handle.db.updateTable('trainings').set({ state: 'pending' }).where('id', '=', decided.id).execute();
    const after = (await work('admin@demo.test')).items.find((i) => i.kind === 'trainings')?.count ?? 0;
    expect(after).toBe(before + 1);
  });

  it('gives each role only its own kinds', async () => {
    expect((await work('clubs@demo.test')).items.map((i) => i.kind)).toEqual(['registrations', 'teamRequests', 'trainings', 'transfers', 'unpaidOrders', 'overdueOrders']);
    expect((await work('referees@demo.test')).items.map((i) => i.kind)).toEqual(['referees']);
    expect((await work('places@demo.test')).items).toEqual([]);
    expect((await work('club@demo.test')).status).toBe(403);
  });
});
