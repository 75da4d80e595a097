import { adminEndpoints, competitionEndpoints, competitionWriteEndpoints as w, matchProtocolEndpoints as p, matchRosterEndpoints as r, type Endpoint } from '@phc/api-contract';
import { demoRefereePin, demoTeamPin } from '../../platform/seed/protocol';
import { call, createTestApp, loginAs, type TestApp } from '../../platform/test-utils/test-app';
import { pinAttemptsPerMinute } from './protocol';

let t: TestApp;
const cookies = new Map<string, string>();
/** One login per account: the login back-off must not see a test file as an attack. */
const as = async (email: string) => cookies.get(email) ?? cookies.set(email, await loginAs(t.app, email)).get(email) ?? '';

interface DemoMatch {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  refereeId: number;
}
/** Finished matches with referees in the demo reporter's hall, and a finished match elsewhere. */
let finished: DemoMatch[];
let elsewhere: DemoMatch;
/** Finished matches outside the reporter's hall but the first (`elsewhere`), for the super roles. */
let others: DemoMatch[];
let reporterHallId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  const reporter = await db.selectFrom('users').select('id').where('email', '=', 'reporter@demo.test').executeTakeFirstOrThrow();
  const halls = await db.selectFrom('places').select(['id', 'data']).where('place_type', '=', 'hall').execute();
  reporterHallId = halls.find((h) => (JSON.parse(h.data ?? '{}') as { reporterUserId?: number }).reporterUserId === reporter.id)?.id ?? 0;
  const rows = await db
    .selectFrom('matches')
    .innerJoin('match_referees', 'match_referees.match_id', 'matches.id')
    .select(['matches.id', 'matches.place_id', 'matches.home_team_id', 'matches.away_team_id', (eb) => eb.fn.min('match_referees.referee_id').as('referee_id')])
    .where('matches.state', '=', 'finished')
    .where('matches.walkover', 'is', null)
    .where('matches.home_team_id', 'is not', null)
    .groupBy(['matches.id', 'matches.place_id', 'matches.home_team_id', 'matches.away_team_id'])
    .orderBy('matches.id')
    .execute();
  const toMatch = (m: (typeof rows)[number]): DemoMatch => ({ id: m.id, homeTeamId: m.home_team_id as number, awayTeamId: m.away_team_id as number, refereeId: Number(m.referee_id) });
  finished = rows.filter((m) => m.place_id === reporterHallId).map(toMatch);
  elsewhere = toMatch(rows.find((m) => m.place_id !== reporterHallId) ?? rows[0]);
  others = rows.filter((m) => m.place_id !== reporterHallId && m.id !== elsewhere.id).map(toMatch);
  if (finished.length < 4) throw new Error('the demo has too few finished matches in the reporter hall');
});
afterAll(() => t.close());

const confirm = (match: DemoMatch, pin: string, side: 'home' | 'away' = 'home') => ({ params: { id: match.id }, body: { _data: { side, pin } } });
const seal = (match: DemoMatch, pin = demoRefereePin(match.refereeId), refereeId = match.refereeId) => ({ params: { id: match.id }, body: { _data: { refereeId, pin } } });

describe('closing a match', () => {
  it('confirms each side with its team PIN and shows it on the match', async () => {
    const match = finished[0];
    const cookie = await as('reporter@demo.test');
    const home = await call(t.app, p.confirmResult, { cookie, ...confirm(match, demoTeamPin(match.homeTeamId)) });
    expect(home.statusCode).toBe(200);
    expect(home.json().protocol.homeConfirmedAt).toBe(t.clock.now.toISOString());
    expect(home.json().protocol.awayConfirmedAt).toBeNull();
    // A leader types the PIN of the other team: refused.
    const wrong = await call(t.app, p.confirmResult, { cookie, ...confirm(match, demoTeamPin(match.homeTeamId), 'away') });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ '_data.pin': ['invalidPin'] });
    const detail = (await call(t.app, competitionEndpoints.matchDetail, { params: { id: match.id } })).json();
    expect(detail.protocol).toEqual({ homeConfirmedAt: t.clock.now.toISOString(), awayConfirmedAt: null, sealedAt: null, sealedByRefereeId: null, homeRosterState: 'confirmed', awayRosterState: 'confirmed' });
  });

  it('refuses to close a match that has not ended', async () => {
    const live = await t.handle.db.selectFrom('matches').select(['id', 'home_team_id']).where('place_id', '=', reporterHallId).where('state', '!=', 'finished').where('home_team_id', 'is not', null).executeTakeFirstOrThrow();
    const cookie = await as('reporter@demo.test');
    const response = await call(t.app, p.confirmResult, { cookie, params: { id: live.id }, body: { _data: { side: 'home', pin: demoTeamPin(live.home_team_id as number) } } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('notFinished');
  });

  it('takes a seal only from a referee of the match with their PIN', async () => {
    const match = finished[1];
    const cookie = await as('reporter@demo.test');
    const other = await t.handle.db.selectFrom('referees').select('id').where('id', 'not in', t.handle.db.selectFrom('match_referees').select('referee_id').where('match_id', '=', match.id)).executeTakeFirstOrThrow();
    const stranger = await call(t.app, p.sealProtocol, { cookie, ...seal(match, demoRefereePin(other.id), other.id) });
    expect(stranger.json().error.fields).toEqual({ '_data.refereeId': ['invalid'] });
    const wrong = await call(t.app, p.sealProtocol, { cookie, ...seal(match, '00000000') });
    expect(wrong.json().error.fields).toEqual({ '_data.pin': ['invalidPin'] });
    const sealed = await call(t.app, p.sealProtocol, { cookie, ...seal(match) });
    expect(sealed.statusCode).toBe(200);
    expect(sealed.json().protocol).toMatchObject({ sealedAt: t.clock.now.toISOString(), sealedByRefereeId: match.refereeId });
  });

  it(`locks the PIN checks of a match after ${pinAttemptsPerMinute} wrong PINs in a minute, the right PIN too`, async () => {
    const match = finished[2];
    const cookie = await as('reporter@demo.test');
    const right = demoTeamPin(match.homeTeamId);
    const wrongPin = right === '99999999' ? '99999998' : '99999999';
    for (let i = 0; i < pinAttemptsPerMinute; i++) expect((await call(t.app, p.confirmResult, { cookie, ...confirm(match, wrongPin) })).statusCode).toBe(400);
    const locked = await call(t.app, p.confirmResult, { cookie, ...confirm(match, right) });
    expect(locked.statusCode).toBe(429);
    // Another match is not locked.
    expect((await call(t.app, p.confirmResult, { cookie, ...confirm(finished[3], demoTeamPin(finished[3].awayTeamId), 'away') })).statusCode).toBe(200);
    const before = t.clock.now;
    t.clock.now = new Date(before.getTime() + 61_000);
    try {
      expect((await call(t.app, p.confirmResult, { cookie, ...confirm(match, right) })).statusCode).toBe(200);
    } finally {
      t.clock.now = before;
    }
  });
});

describe('a sealed match', () => {
  let match: DemoMatch;
  let eventId: number;
  beforeAll(async () => {
    match = finished[4] ?? finished[3];
    const cookie = await as('reporter@demo.test');
    expect((await call(t.app, p.sealProtocol, { cookie, ...seal(match) })).statusCode).toBe(200);
    eventId = (await t.handle.db.selectFrom('match_events').select('id').where('match_id', '=', match.id).orderBy('id').executeTakeFirstOrThrow()).id;
  });

  const event = () => ({ minute: 20, second: 0, eventTypeId: 1, teamId: match.homeTeamId });
  const writes: [Endpoint, () => Record<string, unknown>][] = [
    [w.changeStage, () => ({ params: { id: match.id }, body: { stage_id: 1 } })],
    [w.walkover, () => ({ params: { id: match.id }, body: { _data: { walkOverType: null } } })],
    [w.updateReferees, () => ({ params: { id: match.id }, body: { _data: { referees: [match.refereeId] } } })],
    [w.createEvents, () => ({ params: { match_id: match.id }, body: { _data: { events: [event()] } } })],
    [w.createEvent, () => ({ params: { match_id: match.id }, body: { _data: event() } })],
    [w.updateEvent, () => ({ params: { match_id: match.id, id: eventId }, body: { _data: event() } })],
    [w.removeEvent, () => ({ params: { match_id: match.id, id: eventId } })],
    [p.confirmResult, () => confirm(match, demoTeamPin(match.homeTeamId))],
    [p.sealProtocol, () => seal(match)],
    [r.updateRoster, () => ({ params: { id: match.id, teamId: match.homeTeamId }, body: { _data: { players: [] } } })],
  ];

  it.each(writes.map(([endpoint, input]) => [endpoint.name, endpoint, input] as const))('%s answers 409 sealed to the reporter', async (_name, endpoint, input) => {
    const response = await call(t.app, endpoint, { cookie: await as('reporter@demo.test'), ...input() });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('sealed');
  });

  it('stays writable for the super admin, and only the super admin reopens it', async () => {
    const admin = await as('superadmin@demo.test');
    expect((await call(t.app, w.createEvent, { cookie: admin, params: { match_id: match.id }, body: { _data: event() } })).statusCode).toBe(200);
    expect((await call(t.app, p.reopenProtocol, { cookie: await as('reporter@demo.test'), params: { id: match.id } })).statusCode).toBe(403);
    const reopened = await call(t.app, p.reopenProtocol, { cookie: admin, params: { id: match.id } });
    expect(reopened.json().protocol).toEqual({ homeConfirmedAt: null, awayConfirmedAt: null, sealedAt: null, sealedByRefereeId: null, homeRosterState: 'confirmed', awayRosterState: 'confirmed' });
    expect((await call(t.app, w.createEvent, { cookie: await as('reporter@demo.test'), params: { match_id: match.id }, body: { _data: event() } })).statusCode).toBe(200);
  });
});

describe('authorization of closing', () => {
  it.each([
    ['anonymous', 401],
    ['club@demo.test', 403],
    ['leader@demo.test', 403],
    ['reporter@demo.test', 403],
  ] as const)('%s may not confirm or seal a match in another hall (%i)', async (who, status) => {
    const cookie = who === 'anonymous' ? undefined : await as(who);
    expect((await call(t.app, p.confirmResult, { cookie, ...confirm(elsewhere, demoTeamPin(elsewhere.homeTeamId)) })).statusCode).toBe(status);
    expect((await call(t.app, p.sealProtocol, { cookie, ...seal(elsewhere) })).statusCode).toBe(status);
    expect((await call(t.app, p.reopenProtocol, { cookie, params: { id: elsewhere.id } })).statusCode).toBe(status);
  });
});

describe('my matches', () => {
  const mine = async (who: string) => (await call(t.app, p.myMatches, { cookie: await as(who) })).json().matches as { matchId: number; teamIds: number[] | null }[];

  it('lists the reporter every match of their hall, wholly: being played, then the next ones, then the finished ones newest first', async () => {
    const matches = await mine('reporter@demo.test');
    const inHall = await t.handle.db.selectFrom('matches').select(['id', 'starts_at', 'state']).where('place_id', '=', reporterHallId).execute();
    expect(matches.map((m) => m.matchId).sort((a, b) => a - b)).toEqual(inHall.map((m) => m.id).sort((a, b) => a - b));
    expect(matches.every((m) => m.teamIds === null)).toBe(true);
    const byId = new Map(inHall.map((m) => [m.id, m]));
    const listed = matches.map((m) => byId.get(m.matchId) as (typeof inHall)[number]);
    const rank = { live: 0, scheduled: 1, finished: 2 } as const;
    for (let i = 1; i < listed.length; i++) {
      const [a, b] = [listed[i - 1], listed[i]];
      expect(rank[a.state as keyof typeof rank]).toBeLessThanOrEqual(rank[b.state as keyof typeof rank]);
      if (a.state === b.state && a.state !== 'finished') expect(new Date(a.starts_at).getTime()).toBeLessThanOrEqual(new Date(b.starts_at).getTime());
    }
    expect(listed.some((m) => m.state === 'scheduled')).toBe(true);
    expect(listed.some((m) => m.state === 'finished')).toBe(true);
  });

  it('gives a super reporter the next matches to record even when a day of finished ones would fill the list', async () => {
    const matches = await mine('superreporter@demo.test');
    const scheduled = await t.handle.db.selectFrom('matches').select('id').where('state', '=', 'scheduled').orderBy('starts_at').orderBy('id').limit(5).execute();
    const listed = new Set(matches.map((m) => m.matchId));
    expect(scheduled.every((m) => listed.has(m.id))).toBe(true);
  });

  it.each(['superreporter@demo.test', 'superadmin@demo.test'])('gives %s any match, at most 200', async (who) => {
    const matches = await mine(who);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThanOrEqual(200);
    expect(matches.some((m) => !finished.some((f) => f.id === m.matchId))).toBe(true);
  });

  it('gives a team leader the matches of the teams they lead, with those teams', async () => {
    const led = await t.handle.db
      .selectFrom('team_leaders')
      .innerJoin('team_leader_teams', 'team_leader_teams.team_leader_id', 'team_leaders.id')
      .select('team_leader_teams.team_id')
      .where('team_leaders.email', '=', 'leader@demo.test')
      .execute();
    const ledIds = new Set(led.map((l) => l.team_id));
    const matches = await mine('leader@demo.test');
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) {
      expect(m.teamIds?.length).toBeGreaterThan(0);
      for (const id of m.teamIds ?? []) expect(ledIds.has(id)).toBe(true);
    }
  });

  it('gives a referee manager nothing, and an anonymous visitor 401', async () => {
    expect(await mine('referees@demo.test')).toEqual([]);
    expect((await call(t.app, p.myMatches)).statusCode).toBe(401);
  });
});

describe('protocol PINs of a club', () => {
  let clubId: number;
  let clubTeams: number[];
  beforeAll(async () => {
    const leader = await t.handle.db.selectFrom('team_leaders').select('club_id').where('email', '=', 'leader@demo.test').executeTakeFirstOrThrow();
    clubId = leader.club_id;
    clubTeams = (await t.handle.db.selectFrom('teams').select('id').where('club_id', '=', clubId).orderBy('id').execute()).map((x) => x.id);
  });

  it('shows the club administrator every team’s PIN', async () => {
    const response = await call(t.app, p.clubProtocolPins, { cookie: await as('club@demo.test'), params: { id: clubId } });
    expect(response.json().pins).toEqual(clubTeams.map((teamId) => ({ teamId, pin: demoTeamPin(teamId) })));
  });

  it('shows a team leader their own teams’ PINs only, some but not all of the club', async () => {
    const pins = (await call(t.app, p.clubProtocolPins, { cookie: await as('leader@demo.test'), params: { id: clubId } })).json().pins as { teamId: number }[];
    expect(pins.length).toBeGreaterThan(0);
    expect(pins.length).toBeLessThan(clubTeams.length);
  });

  it('shows a club manager and the super admin, who do not run the club, no PIN', async () => {
    for (const who of ['clubs@demo.test', 'superadmin@demo.test']) {
      const response = await call(t.app, p.clubProtocolPins, { cookie: await as(who), params: { id: clubId } });
      expect(response.statusCode).toBe(200);
      expect(response.json().pins).toEqual([]);
    }
  });

  it('refuses anyone else', async () => {
    expect((await call(t.app, p.clubProtocolPins, { cookie: await as('reporter@demo.test'), params: { id: clubId } })).statusCode).toBe(403);
    expect((await call(t.app, p.clubProtocolPins, { params: { id: clubId } })).statusCode).toBe(401);
    expect((await call(t.app, p.clubProtocolPins, { cookie: await as('club@demo.test'), params: { id: 999999 } })).statusCode).toBe(404);
  });
});

describe('the demo team leader and match rosters', () => {
  it('edits the roster of a team they lead and gets 403 on the other team', async () => {
    const cookie = await as('leader@demo.test');
    const matches = (await call(t.app, p.myMatches, { cookie })).json().matches as { matchId: number; teamIds: number[] }[];
    const oneSide = matches.filter((m) => m.teamIds.length === 1).map((m) => m.matchId);
    const open = await t.handle.db.selectFrom('matches').select(['id', 'home_team_id', 'away_team_id']).where('id', 'in', oneSide).where('sealed_at', 'is', null).orderBy('id').execute();
    const match = open[0];
    const own = matches.find((m) => m.matchId === match.id)?.teamIds[0] as number;
    const other = own === match.home_team_id ? (match.away_team_id as number) : (match.home_team_id as number);
    const candidates = await call(t.app, r.teamRosterCandidates, { cookie, params: { id: match.id, teamId: own } });
    expect(candidates.statusCode).toBe(200);
    // An empty roster breaks the rules (400), but the leader got past the access check.
    expect((await call(t.app, r.updateRoster, { cookie, params: { id: match.id, teamId: own }, body: { _data: { players: [] } } })).statusCode).not.toBe(403);
    expect((await call(t.app, r.updateRoster, { cookie, params: { id: match.id, teamId: other }, body: { _data: { players: [] } } })).statusCode).toBe(403);
    expect((await call(t.app, r.updateRoster, { params: { id: match.id, teamId: own }, body: { _data: { players: [] } } })).statusCode).toBe(401);
  });
});

describe('a confirmation and a seal hold for the result they were given', () => {
  const goal = async (match: DemoMatch, clientId?: string) =>
    call(t.app, w.createEvent, { cookie: await as('superreporter@demo.test'), params: { match_id: match.id }, body: { _data: { minute: 39, second: 0, eventTypeId: goalTypeId, teamId: match.homeTeamId, ...(clientId ? { clientId } : {}) } } });
  const auditOf = async (matchId: number) =>
    ((await call(t.app, adminEndpoints.audit, { cookie: await as('superadmin@demo.test'), query: { entity: 'match', entityId: String(matchId) } })).json().entries as { action: string; userEmail: string; before: Record<string, unknown>; after: Record<string, unknown> }[]);
  let goalTypeId: number;
  beforeAll(async () => {
    goalTypeId = (await t.handle.db.selectFrom('event_types').select('id').where('code', '=', 'goal').executeTakeFirstOrThrow()).id;
  });

  it('drops a leader’s confirmation when the reporter adds a goal afterwards, and audits it; a retry that changes nothing keeps it', async () => {
    const match = others[0];
    const cookie = await as('superreporter@demo.test');
    expect((await goal(match, 'trust-before-confirm')).statusCode).toBe(200);
    expect((await call(t.app, p.confirmResult, { cookie, ...confirm(match, demoTeamPin(match.homeTeamId)) })).statusCode).toBe(200);
    // The offline store sends the same event again: nothing changes, the confirmation stands.
    expect((await goal(match, 'trust-before-confirm')).statusCode).toBe(200);
    expect((await call(t.app, competitionEndpoints.matchDetail, { params: { id: match.id } })).json().protocol.homeConfirmedAt).not.toBeNull();
    const scored = await goal(match);
    expect(scored.statusCode).toBe(200);
    const detail = (await call(t.app, competitionEndpoints.matchDetail, { params: { id: match.id } })).json();
    expect(detail.protocol).toMatchObject({ homeConfirmedAt: null, awayConfirmedAt: null, sealedAt: null, sealedByRefereeId: null });
    const [row] = await auditOf(match.id);
    expect(row).toMatchObject({ action: 'closingDropped', userEmail: 'superreporter@demo.test', before: { homeConfirmedAt: t.clock.now.toISOString(), homeScore: detail.match.homeScore - 1 }, after: { change: 'event' } });
  });

  it('drops the seal when the super admin changes a sealed protocol, with an audit row', async () => {
    const match = others[1];
    const reporter = await as('superreporter@demo.test');
    expect((await call(t.app, p.sealProtocol, { cookie: reporter, ...seal(match) })).statusCode).toBe(200);
    const eventId = (await t.handle.db.selectFrom('match_events').select('id').where('match_id', '=', match.id).orderBy('id').executeTakeFirstOrThrow()).id;
    const removed = await call(t.app, w.removeEvent, { cookie: await as('superadmin@demo.test'), params: { match_id: match.id, id: eventId } });
    expect(removed.statusCode).toBe(200);
    expect((await call(t.app, competitionEndpoints.matchDetail, { params: { id: match.id } })).json().protocol.sealedAt).toBeNull();
    const [row] = await auditOf(match.id);
    expect(row).toMatchObject({ action: 'closingDropped', userEmail: 'superadmin@demo.test', before: { sealedAt: t.clock.now.toISOString(), sealedByRefereeId: match.refereeId }, after: { change: 'eventRemove' } });
  });
});

describe('match referees once the match has started', () => {
  const setReferees = async (who: string, match: { id: number }, referees: number[]) => call(t.app, w.updateReferees, { cookie: await as(who), params: { id: match.id }, body: { _data: { referees } } });

  it('refuses the reporter a new referee on a finished match, so it cannot seal with a referee of its choice', async () => {
    const match = finished[finished.length - 1];
    const stranger = await t.handle.db.selectFrom('referees').select('id').where('id', 'not in', t.handle.db.selectFrom('match_referees').select('referee_id').where('match_id', '=', match.id)).executeTakeFirstOrThrow();
    const replaced = await setReferees('reporter@demo.test', match, [stranger.id]);
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().error.code).toBe('refereesFrozen');
    expect((await setReferees('superreporter@demo.test', match, [stranger.id])).statusCode).toBe(409);
    const sealed = await call(t.app, p.sealProtocol, { cookie: await as('reporter@demo.test'), ...seal(match, demoRefereePin(stranger.id), stranger.id) });
    expect(sealed.json().error.fields).toEqual({ '_data.refereeId': ['invalid'] });
  });

  it('lets the referee manager and an admin change them after the start, audited', async () => {
    const match = others[2];
    const ids = (await t.handle.db.selectFrom('referees').select('id').orderBy('id').limit(2).execute()).map((r) => r.id);
    expect((await setReferees('referees@demo.test', match, [ids[0]])).statusCode).toBe(200);
    expect((await setReferees('admin@demo.test', match, ids)).statusCode).toBe(200);
    const entries = (await call(t.app, adminEndpoints.audit, { cookie: await as('superadmin@demo.test'), query: { entity: 'match', entityId: String(match.id) } })).json().entries;
    expect(entries.map((e: { action: string; userEmail: string; after: unknown }) => [e.action, e.userEmail, e.after])).toEqual([
      ['referees', 'admin@demo.test', ids],
      ['referees', 'referees@demo.test', [ids[0]]],
    ]);
  });

  it('lets the hall’s reporter set them before the match starts', async () => {
    const scheduled = await t.handle.db.selectFrom('matches').select('id').where('place_id', '=', reporterHallId).where('state', '=', 'scheduled').executeTakeFirstOrThrow();
    const referee = await t.handle.db.selectFrom('referees').select('id').where('registration_state', '=', 'approved').executeTakeFirstOrThrow();
    expect((await setReferees('reporter@demo.test', scheduled, [referee.id])).statusCode).toBe(200);
  });
});
