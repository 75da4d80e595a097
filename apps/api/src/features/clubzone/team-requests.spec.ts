import { teamRequestEndpoints as e, webEndpoints as w } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../platform/test-utils/test-app';
import { codeOf, cookieJar, demoClubs, fieldsOf, parsed, setConfig, type Who } from './test-helpers';

let t: TestApp;
let clubs: { own: number; ownPending: number; other: number };
const as = cookieJar(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  clubs = await demoClubs(t.app);
}, 120_000);
afterAll(() => t.close());

/** A participant of the club and a team of the club they do not play for: the subject of a new request. */
async function subject(clubId: number): Promise<{ participantId: number; teamId: number }> {
  const team = await t.app.ctx.db.selectFrom('teams').select('id').where('club_id', '=', clubId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const row = await t.app.ctx.db
    .insertInto('participants')
    .values({ club_id: clubId, first_name: 'Ota', last_name: 'Výjimečný', birth_date: '2005-01-01', gender: 'M', tournament_specific_attributes: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { participantId: row.id, teamId: team.id };
}

const requestBody = (s: { participantId: number; teamId: number }) => ({ competitionParticipant: { id: s.participantId }, team: { id: s.teamId }, requestReason: 'Hraje s kamarády o rok starší.' });

async function pendingRequest(clubId: number): Promise<number> {
  const s = await subject(clubId);
  const response = await call(t.app, w.exceptionRequestCreate, { body: requestBody(s), cookie: await as('superadmin@demo.test') });
  return parsed(w.exceptionRequestCreate, response).teamRequest.id;
}

// SPEC §6: club writes are for the club's administrators, club managers and the super admin.
const matrix: [Who, 'own' | 'other', number][] = [
  ['anonymous', 'own', 401],
  ['club@demo.test', 'own', 200],
  ['club@demo.test', 'other', 403],
  ['clubs@demo.test', 'other', 200],
  ['admin@demo.test', 'own', 403],
  ['reporter@demo.test', 'own', 403],
  ['superadmin@demo.test', 'other', 200],
];

describe('authorization of exception requests', () => {
  it.each(matrix)('web.exceptionRequestCreate: %s on %s club → %i', async (who, which, status) => {
    const s = await subject(which === 'own' ? clubs.own : clubs.other);
    const response = await call(t.app, w.exceptionRequestCreate, { body: requestBody(s), cookie: await as(who) });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(parsed(w.exceptionRequestCreate, response).teamRequest).toMatchObject({ state: 'pending', competitionParticipant: { id: s.participantId }, team: { id: s.teamId } });
  });

  it.each(matrix)('web.exceptionRequestCancel: %s on %s club → %i', async (who, which, status) => {
    const id = await pendingRequest(which === 'own' ? clubs.own : clubs.other);
    const response = await call(t.app, w.exceptionRequestCancel, { params: { id }, cookie: await as(who) });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(parsed(w.exceptionRequestCancel, response).teamRequest.state).toBe('canceled');
  });

  it.each([
    ['anonymous', 'own', 401],
    ['club@demo.test', 'own', 200],
    ['club@demo.test', 'other', 403],
    ['clubs@demo.test', 'other', 200],
    ['admin@demo.test', 'other', 200],
    ['reporter@demo.test', 'own', 403],
  ] as [Who, 'own' | 'other', number][])('competition.teamRequests: %s on %s club → %i', async (who, which, status) => {
    const response = await call(t.app, e.list, { query: { 'filter[club]': String(which === 'own' ? clubs.own : clubs.other), sort: '-id', _envelope: '1' }, cookie: await as(who) });
    expect(response.statusCode).toBe(status);
  });
});

describe('exception request lists', () => {
  it('lists a club’s requests newest first in the spec’s envelope, with participant and team', async () => {
    await pendingRequest(clubs.own);
    await pendingRequest(clubs.own);
    const { data } = parsed(e.list, await call(t.app, e.list, { query: { 'filter[club]': String(clubs.own), sort: '-id', _envelope: '1' }, cookie: await as('club@demo.test') }));
    expect(data.length).toBeGreaterThanOrEqual(2);
    const ids = data.map((d) => d.data.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(data.every((d) => d.data.clubId === clubs.own && d.data.team.clubId === clubs.own)).toBe(true);
    const ascending = parsed(e.list, await call(t.app, e.list, { query: { 'filter[club]': String(clubs.own), sort: 'id' }, cookie: await as('club@demo.test') }));
    expect(ascending.data.map((d) => d.data.id)).toEqual([...ids].reverse());
  });

  it('shows the public only names, teams and states, never cancelled requests', async () => {
    const response = await call(t.app, e.public);
    const { teamRequests } = parsed(e.public, response);
    expect(teamRequests.length).toBeGreaterThan(0);
    expect(teamRequests.some((r) => r.state === 'canceled')).toBe(false);
    expect(response.body).not.toContain('birthYear');
  });
});

describe('exception request states and windows', () => {
  it('cancels only a pending request (409 for a decided or cancelled one)', async () => {
    const cookie = await as('superadmin@demo.test');
    const id = await pendingRequest(clubs.own);
    expect((await call(t.app, w.exceptionRequestCancel, { params: { id }, cookie })).statusCode).toBe(200);
    expect((await call(t.app, w.exceptionRequestCancel, { params: { id }, cookie })).statusCode).toBe(409);
    const approved = await t.app.ctx.db.selectFrom('team_requests').select('id').where('state', '=', 'approved').executeTakeFirstOrThrow();
    expect((await call(t.app, w.exceptionRequestCancel, { params: { id: approved.id }, cookie })).statusCode).toBe(409);
  });

  it('refuses a second open request for the same participant and team (409)', async () => {
    const cookie = await as('club@demo.test');
    const s = await subject(clubs.own);
    expect((await call(t.app, w.exceptionRequestCreate, { body: requestBody(s), cookie })).statusCode).toBe(200);
    expect((await call(t.app, w.exceptionRequestCreate, { body: requestBody(s), cookie })).statusCode).toBe(409);
  });

  it('answers 403 closed while submissions are switched off or after participant_team_request_till', async () => {
    const cookie = await as('club@demo.test');
    const enabled = await setConfig(t.app, 'participant_team_request_enabled', 'false');
    try {
      const response = await call(t.app, w.exceptionRequestCreate, { body: requestBody(await subject(clubs.own)), cookie });
      expect(response.statusCode).toBe(403);
      expect(codeOf(response)).toBe('closed');
    } finally {
      await setConfig(t.app, 'participant_team_request_enabled', enabled);
    }
    const till = await setConfig(t.app, 'participant_team_request_till', '2026-04-05T00:00:00Z');
    try {
      const response = await call(t.app, w.exceptionRequestCreate, { body: requestBody(await subject(clubs.own)), cookie });
      expect(response.statusCode).toBe(403);
      expect(codeOf(response)).toBe('closed');
    } finally {
      await setConfig(t.app, 'participant_team_request_till', till);
    }
    // The till date itself is still open (a date runs to its end).
    const sameDay = await setConfig(t.app, 'participant_team_request_till', '2026-04-06T00:00:00Z');
    try {
      expect((await call(t.app, w.exceptionRequestCreate, { body: requestBody(await subject(clubs.own)), cookie })).statusCode).toBe(200);
    } finally {
      await setConfig(t.app, 'participant_team_request_till', sameDay);
    }
  });
});

describe('bad input on exception requests', () => {
  it.each([
    ['missing fields', {}, { competitionParticipant: ['required'], team: ['required'], requestReason: ['required'] }],
    ['wrong types', { competitionParticipant: { id: 'x' }, team: 5, requestReason: 7 }, { 'competitionParticipant.id': ['integer'], team: ['invalid'], requestReason: ['required'] }],
    ['an oversize reason', { competitionParticipant: { id: 1 }, team: { id: 1 }, requestReason: 'x'.repeat(2001) }, { requestReason: ['tooLong'] }],
    ['a blank reason', { competitionParticipant: { id: 1 }, team: { id: 1 }, requestReason: '   ' }, { requestReason: ['required'] }],
  ])('answers 400 with field codes for %s', async (_, body, fields) => {
    const response = await call(t.app, w.exceptionRequestCreate, { body, cookie: await as('club@demo.test') });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject(fields);
  });

  it('answers 404 for an unknown participant, team or request and 400 for a team of another club', async () => {
    const cookie = await as('superadmin@demo.test');
    const s = await subject(clubs.own);
    expect((await call(t.app, w.exceptionRequestCreate, { body: requestBody({ ...s, participantId: 999999 }), cookie })).statusCode).toBe(404);
    expect((await call(t.app, w.exceptionRequestCreate, { body: requestBody({ ...s, teamId: 999999 }), cookie })).statusCode).toBe(404);
    expect((await call(t.app, w.exceptionRequestCancel, { params: { id: 999999 }, cookie })).statusCode).toBe(404);
    const foreignTeam = await t.app.ctx.db.selectFrom('teams').select('id').where('club_id', '=', clubs.other).executeTakeFirstOrThrow();
    const response = await call(t.app, w.exceptionRequestCreate, { body: requestBody({ ...s, teamId: foreignTeam.id }), cookie });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ 'team.id': ['invalid'] });
  });

  it('answers 400 for a list without a club filter or with a bad sort', async () => {
    const cookie = await as('club@demo.test');
    expect((await call(t.app, e.list, { query: {}, cookie })).statusCode).toBe(400);
    expect((await call(t.app, e.list, { query: { 'filter[club]': String(clubs.own), sort: 'name' }, cookie })).statusCode).toBe(400);
  });
});
