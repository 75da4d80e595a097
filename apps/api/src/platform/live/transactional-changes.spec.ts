import { sql, type Kysely } from 'kysely';
import { adminCompetitionEndpoints as c, competitionWriteEndpoints as w, matchProtocolEndpoints as p, type AdminCompetitionDetail, type LiveEvent } from '@phc/api-contract';
import type { Database } from '../db/schema';
import { call, createTestApp, loginAs, type TestApp } from '../test-utils/test-app';
import { writeAndPublish } from './bus';
import { createTestBus } from './testing';

// Issue 25: a write's live change is written in the write's own transaction. A process that dies
// between the commit and a publish made afterwards lost the change for every browser; here the data
// and its change commit together or not at all. "Dies" is played by the database refusing the
// change row (a trigger): the data written before it in the transaction must be gone too.

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** The live changes after `after`, with the 32-bit id of the transaction that wrote each (as xmin shows it). */
async function changesAfter(database: Kysely<Database>, after: number) {
  const rows = await database.selectFrom('live_changes').select(['id', 'xid', 'payload']).where('id', '>', after).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, xid: String(BigInt(r.xid) & 0xffffffffn), event: r.payload as Omit<LiveEvent, 'at'> }));
}
const lastId = async (database: Kysely<Database>) => Number((await sql<{ id: number | null }>`SELECT max(id) AS id FROM live_changes`.execute(database)).rows[0].id ?? 0);
/** The transaction that last wrote the row: the same as its change's when both were one write. */
const xminOf = async (database: Kysely<Database>, table: string, where: string) =>
  String((await sql<{ xmin: string }>`SELECT xmin::text AS xmin FROM ${sql.table(table)} WHERE ${sql.raw(where)}`.execute(database)).rows[0].xmin);

/** Makes the database refuse every live change of `type` from now on, as if the writer died before writing it. */
async function refuseChanges(database: Kysely<Database>, type: LiveEvent['type']): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION refuse_live_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.payload->>'type' = ${sql.lit(type)} THEN RAISE EXCEPTION 'live change refused by the test'; END IF;
      RETURN NEW;
    END $$`.execute(database);
  await sql`CREATE TRIGGER refuse_live_change BEFORE INSERT ON live_changes FOR EACH ROW EXECUTE FUNCTION refuse_live_change()`.execute(database);
}
const allowChanges = (database: Kysely<Database>) => sql`DROP TRIGGER IF EXISTS refuse_live_change ON live_changes`.execute(database);

describe(`writeAndPublish (${db})`, () => {
  let test: Awaited<ReturnType<typeof createTestBus>>;
  beforeAll(async () => {
    test = await createTestBus({ pollMs: 0 });
    await sql`CREATE TABLE probe (n integer NOT NULL)`.execute(test.handle.db);
  });
  afterAll(() => test.close());
  const probes = async () => (await sql<{ n: number }>`SELECT n FROM probe ORDER BY n`.execute(test.handle.db)).rows.map((r) => r.n);

  it('commits the data and its change in one transaction and delivers the change before it resolves', async () => {
    const before = await lastId(test.handle.db);
    const heard: LiveEvent[] = [];
    const stop = test.bus.subscribe((event) => heard.push(event));
    await writeAndPublish(test.handle.db, test.bus, async (trx, publish) => {
      await sql`INSERT INTO probe VALUES (1)`.execute(trx);
      await publish({ type: 'score', matchId: 1 });
    });
    stop();
    expect(heard).toEqual([expect.objectContaining({ type: 'score', matchId: 1 })]);
    const changes = await changesAfter(test.handle.db, before);
    expect(changes.map((ch) => ch.event)).toEqual([expect.objectContaining({ type: 'score', matchId: 1 })]);
    expect(changes[0].xid).toBe(await xminOf(test.handle.db, 'probe', 'n = 1'));
  });

  it('publishes nothing when the write fails after its change was written', async () => {
    const before = await lastId(test.handle.db);
    const write = writeAndPublish(test.handle.db, test.bus, async (trx, publish) => {
      await sql`INSERT INTO probe VALUES (2)`.execute(trx);
      await publish({ type: 'score', matchId: 2 });
      throw new Error('a rule after the write');
    });
    await expect(write).rejects.toThrow('a rule after the write');
    expect(await changesAfter(test.handle.db, before)).toEqual([]);
    expect(await probes()).toEqual([1]);
  });

  it('keeps no data whose change could not be written', async () => {
    await refuseChanges(test.handle.db, 'score');
    try {
      const write = writeAndPublish(test.handle.db, test.bus, async (trx, publish) => {
        await sql`INSERT INTO probe VALUES (3)`.execute(trx);
        await publish({ type: 'score', matchId: 3 });
      });
      await expect(write).rejects.toThrow('refused by the test');
    } finally {
      await allowChanges(test.handle.db);
    }
    expect(await probes()).toEqual([1]);
  });
});

describe(`the writes' live changes (${db})`, () => {
  let t: TestApp;
  let superadmin: string;
  let matchmaker: string;
  let match: { id: number; homeTeamId: number; groupId: number };
  let goal: { minute: number; second: number; eventTypeId: number; teamId: number; participantId: null; stageId: number };
  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await loginAs(t.app, 'superadmin@demo.test');
    matchmaker = await loginAs(t.app, 'matchmaker@demo.test');
    const live = await t.handle.db.selectFrom('matches').select(['id', 'home_team_id', 'group_id']).where('state', '=', 'live').where('home_team_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    match = { id: live.id, homeTeamId: live.home_team_id as number, groupId: live.group_id };
    const eventTypeId = (await t.handle.db.selectFrom('event_types').select('id').where('code', '=', 'goal').executeTakeFirstOrThrow()).id;
    const stageId = (await t.handle.db.selectFrom('match_stages').select('id').where('code', '=', '1st_half').executeTakeFirstOrThrow()).id;
    goal = { minute: 1, second: 5, eventTypeId, teamId: match.homeTeamId, participantId: null, stageId };
  });
  afterAll(() => t.close());
  const eventCount = async () => Number((await t.handle.db.selectFrom('match_events').select((eb) => eb.fn.countAll().as('n')).where('match_id', '=', match.id).executeTakeFirstOrThrow()).n);

  it('writes one change with a new event, in the event’s transaction', async () => {
    const before = await lastId(t.handle.db);
    const response = await call(t.app, w.createEvent, { cookie: superadmin, params: { match_id: match.id }, body: { _data: goal } });
    expect(response.statusCode).toBe(200);
    const changes = await changesAfter(t.handle.db, before);
    expect(changes.map((ch) => ch.event)).toEqual([expect.objectContaining({ type: 'event', matchId: match.id, groupId: match.groupId })]);
    expect(changes[0].xid).toBe(await xminOf(t.handle.db, 'match_events', `id = ${Number(response.json().event.id)}`));
  });

  it('writes no change when a rule refuses an event after the batch’s first one was stored', async () => {
    const [before, events] = [await lastId(t.handle.db), await eventCount()];
    const response = await call(t.app, w.createEvents, { cookie: superadmin, params: { match_id: match.id }, body: { _data: { events: [goal, { ...goal, teamId: 999_999 }] } } });
    expect(response.statusCode).toBe(400);
    expect(await changesAfter(t.handle.db, before)).toEqual([]);
    expect(await eventCount()).toBe(events);
  });

  it('stores no event whose change could not be written', async () => {
    const events = await eventCount();
    await refuseChanges(t.handle.db, 'event');
    try {
      const response = await call(t.app, w.createEvent, { cookie: superadmin, params: { match_id: match.id }, body: { _data: goal } });
      expect(response.statusCode).toBe(500);
    } finally {
      await allowChanges(t.handle.db);
    }
    expect(await eventCount()).toBe(events);
  });

  it('reopens a sealed protocol with one change in its transaction, and keeps the seal when the change could not be written', async () => {
    await t.handle.db.updateTable('matches').set({ sealed_at: new Date('2026-04-06T10:00:00Z') }).where('id', '=', match.id).execute();
    const sealedAt = async () => (await t.handle.db.selectFrom('matches').select('sealed_at').where('id', '=', match.id).executeTakeFirstOrThrow()).sealed_at;
    const before = await lastId(t.handle.db);
    await refuseChanges(t.handle.db, 'match');
    try {
      expect((await call(t.app, p.reopenProtocol, { cookie: superadmin, params: { id: match.id } })).statusCode).toBe(500);
    } finally {
      await allowChanges(t.handle.db);
    }
    expect(await sealedAt()).not.toBeNull();
    expect(await changesAfter(t.handle.db, before)).toEqual([]);
    expect((await call(t.app, p.reopenProtocol, { cookie: superadmin, params: { id: match.id } })).statusCode).toBe(200);
    expect(await sealedAt()).toBeNull();
    const changes = await changesAfter(t.handle.db, before);
    expect(changes.map((ch) => ch.event)).toEqual([expect.objectContaining({ type: 'match', matchId: match.id, groupId: match.groupId })]);
    expect(changes[0].xid).toBe(await xminOf(t.handle.db, 'matches', `id = ${match.id}`));
  });

  it('scores a walkover with one change in its transaction, and not at all when the change could not be written', async () => {
    const walkover = async () => (await t.handle.db.selectFrom('matches').select(['walkover', 'state']).where('id', '=', match.id).executeTakeFirstOrThrow());
    const before = await lastId(t.handle.db);
    const body = { _data: { walkOverType: 'home' } };
    await refuseChanges(t.handle.db, 'score');
    try {
      expect((await call(t.app, w.walkover, { cookie: superadmin, params: { id: match.id }, body })).statusCode).toBe(500);
    } finally {
      await allowChanges(t.handle.db);
    }
    expect(await walkover()).toEqual({ walkover: null, state: 'live' });
    expect(await changesAfter(t.handle.db, before)).toEqual([]);
    expect((await call(t.app, w.walkover, { cookie: superadmin, params: { id: match.id }, body })).statusCode).toBe(200);
    expect(await walkover()).toEqual({ walkover: 'home', state: 'finished' });
    const changes = await changesAfter(t.handle.db, before);
    expect(changes.map((ch) => ch.event)).toEqual([expect.objectContaining({ type: 'score', matchId: match.id, groupId: match.groupId })]);
    expect(changes[0].xid).toBe(await xminOf(t.handle.db, 'matches', `id = ${match.id}`));
  });

  describe('publishing and moving a match of a competition', () => {
    let categoryId: number;
    let built: AdminCompetitionDetail;
    const publishedAt = async () => (await t.handle.db.selectFrom('category_competitions').select('published_at').where('team_category_id', '=', categoryId).executeTakeFirstOrThrow()).published_at;
    beforeAll(async () => {
      // The demo's category with registered teams and nothing built, drawn and scheduled as a draft.
      categoryId = (await t.handle.db.selectFrom('team_categories').select('id').where('gender', '=', 'X').executeTakeFirstOrThrow()).id;
      const drawn = (await call(t.app, c.draw, { cookie: matchmaker, params: { categoryId }, body: { groupSize: 4, seed: 7 } })).json().competition as AdminCompetitionDetail;
      const schedule = { firstDay: drawn.schedule.firstDay, days: 4, matchMinutes: 40, restMinutes: 60 };
      built = (await call(t.app, c.schedule, { cookie: matchmaker, params: { categoryId }, body: schedule })).json().competition as AdminCompetitionDetail;
      expect(built.matches.length).toBeGreaterThan(0);
    });

    it('leaves the competition a draft when the publishing’s change could not be written', async () => {
      const before = await lastId(t.handle.db);
      await refuseChanges(t.handle.db, 'competition');
      try {
        expect((await call(t.app, c.publish, { cookie: matchmaker, params: { categoryId } })).statusCode).toBe(500);
      } finally {
        await allowChanges(t.handle.db);
      }
      expect(await publishedAt()).toBeNull();
      const numbers = await t.handle.db.selectFrom('matches').select('number').where('id', 'in', built.matches.map((m) => m.id)).execute();
      expect(numbers.every((m) => m.number === null)).toBe(true);
      expect(await changesAfter(t.handle.db, before)).toEqual([]);
    });

    it('publishes with exactly one change, in the publishing’s transaction', async () => {
      const before = await lastId(t.handle.db);
      expect((await call(t.app, c.publish, { cookie: matchmaker, params: { categoryId } })).statusCode).toBe(200);
      const changes = await changesAfter(t.handle.db, before);
      expect(changes.map((ch) => ch.event)).toEqual([expect.objectContaining({ type: 'competition' })]);
      expect(changes[0].xid).toBe(await xminOf(t.handle.db, 'category_competitions', `team_category_id = ${categoryId}`));
    });

    it('a second publishing is refused (409) and writes no change', async () => {
      const before = await lastId(t.handle.db);
      expect((await call(t.app, c.publish, { cookie: matchmaker, params: { categoryId } })).statusCode).toBe(409);
      expect(await changesAfter(t.handle.db, before)).toEqual([]);
    });

    it('moves a published match with one change in the move’s transaction, and not at all when the change could not be written', async () => {
      const [moved] = built.matches;
      const halls = await t.handle.db.selectFrom('places').select('id').where('place_type', '=', 'hall').orderBy('id').execute();
      // 21:00 on its day: after every demo match, so the hall and both teams are free.
      const body = { startsAt: `${moved.startsAt.slice(0, 10)}T21:00:00.000Z`, placeId: halls[halls.length - 1].id };
      const params = { categoryId, matchId: moved.id };
      const slot = async () => {
        const row = await t.handle.db.selectFrom('matches').select(['starts_at', 'place_id']).where('id', '=', moved.id).executeTakeFirstOrThrow();
        return { startsAt: new Date(row.starts_at).toISOString(), placeId: row.place_id };
      };
      const before = await lastId(t.handle.db);
      await refuseChanges(t.handle.db, 'match');
      try {
        expect((await call(t.app, c.moveMatch, { cookie: matchmaker, params, body })).statusCode).toBe(500);
      } finally {
        await allowChanges(t.handle.db);
      }
      expect(await slot()).toEqual({ startsAt: moved.startsAt, placeId: moved.placeId });
      expect(await changesAfter(t.handle.db, before)).toEqual([]);

      expect((await call(t.app, c.moveMatch, { cookie: matchmaker, params, body })).statusCode).toBe(200);
      expect(await slot()).toEqual(body);
      const changes = await changesAfter(t.handle.db, before);
      expect(changes.map((ch) => ch.event)).toEqual([expect.objectContaining({ type: 'match', matchId: moved.id })]);
      expect(changes[0].xid).toBe(await xminOf(t.handle.db, 'matches', `id = ${moved.id}`));
    });
  });
});
