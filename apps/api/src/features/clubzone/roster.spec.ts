import { competitionEndpoints as c, matchRosterEndpoints as e } from '@phc/api-contract';
import { call, createTestApp, createUser, type TestApp } from '../../platform/test-utils/test-app';
import { cookieJar, demoClubs, fieldsOf, parsed, setConfig, type Who } from './test-helpers';

let t: TestApp;
let clubs: { own: number; ownPending: number; other: number };
/** Scheduled matches: one where the demo club plays at home in the reporter's hall would be luck, so two are taken. */
let inOwnHall: { id: number; home: number; away: number };
let ofOwnClub: { id: number; team: number; otherTeam: number };
const as = cookieJar(() => t.app);
let leaderCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  clubs = await demoClubs(t.app);
  const db = t.app.ctx.db;
  const reporter = await db.selectFrom('users').select('id').where('email', '=', 'reporter@demo.test').executeTakeFirstOrThrow();
  const halls = await db.selectFrom('places').select(['id', 'data']).where('place_type', '=', 'hall').execute();
  const ownHall = halls.find((h) => (JSON.parse(h.data ?? '{}') as { reporterUserId?: number }).reporterUserId === reporter.id)?.id;
  const scheduled = await db
    .selectFrom('matches')
    .innerJoin('teams as home', 'home.id', 'matches.home_team_id')
    .innerJoin('teams as away', 'away.id', 'matches.away_team_id')
    .select(['matches.id', 'matches.place_id', 'matches.home_team_id', 'matches.away_team_id', 'home.club_id as home_club', 'away.club_id as away_club'])
    .where('matches.state', '=', 'scheduled')
    .orderBy('matches.starts_at', 'desc')
    .execute();
  const a = scheduled.find((m) => m.place_id === ownHall && m.home_club !== clubs.own && m.away_club !== clubs.own);
  const b = scheduled.find((m) => m.place_id !== ownHall && (m.home_club === clubs.own) !== (m.away_club === clubs.own));
  if (!a || !b) throw new Error('the demo has no scheduled match for the roster tests');
  inOwnHall = { id: a.id, home: a.home_team_id as number, away: a.away_team_id as number };
  const ownIsHome = b.home_club === clubs.own;
  ofOwnClub = { id: b.id, team: (ownIsHome ? b.home_team_id : b.away_team_id) as number, otherTeam: (ownIsHome ? b.away_team_id : b.home_team_id) as number };
  // A paperless team leader with an account, leading the other side of the club's match.
  const userId = await createUser(t.app, { email: 'vedouci.tymu@example.test' });
  const otherClub = (await db.selectFrom('teams').select('club_id').where('id', '=', ofOwnClub.otherTeam).executeTakeFirstOrThrow()).club_id;
  const leader = await db
    .insertInto('team_leaders')
    .values({ club_id: otherClub, user_id: userId, first_name: 'Vedoucí', last_name: 'Týmu', email: 'vedouci.tymu@example.test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('team_leader_teams').values({ team_leader_id: leader.id, team_id: ofOwnClub.otherTeam }).execute();
  const login = await t.app.inject({ method: 'POST', url: '/api/v1/web/auth/login', payload: { login: 'vedouci.tymu@example.test', password: 'demo1234' } });
  leaderCookie = `phc_session=${login.cookies.find((k) => k.name === 'phc_session')?.value}`;
}, 120_000);
afterAll(() => t.close());

/** A valid roster of a team from its candidates: ten regular players with distinct numbers and one leader. */
async function validRoster(matchId: number, teamId: number) {
  const { candidates } = parsed(e.teamRosterCandidates, await call(t.app, e.teamRosterCandidates, { params: { id: matchId, teamId }, cookie: await as('superadmin@demo.test') }));
  const numbers = new Set<number>();
  const players = candidates.filter((p) => !p.isLeader && !p.onException && p.jerseyNumber !== null && !numbers.has(p.jerseyNumber) && numbers.add(p.jerseyNumber)).slice(0, 8);
  const leader = candidates.find((p) => p.isLeader);
  if (players.length < 7 || !leader) throw new Error(`team ${teamId} has no valid roster`);
  return [...players.map((p) => ({ participantId: p.participantId, jerseyNumber: p.jerseyNumber, isLeader: false })), { participantId: leader.participantId, jerseyNumber: null, isLeader: true }];
}

const put = async (matchId: number, teamId: number, players: unknown, cookie: string | undefined, confirm = false) =>
  call(t.app, e.updateRoster, { params: { id: matchId, teamId }, body: { _data: { players, confirm } }, cookie });

describe('authorization of match rosters', () => {
  // SPEC §6: the match's editors, the team's club, and the team's own leaders.
  const matrix: [Who | 'leader', 'ownClub' | 'otherSide' | 'ownHall', number][] = [
    ['anonymous', 'ownClub', 401],
    ['club@demo.test', 'ownClub', 200],
    ['club@demo.test', 'otherSide', 403],
    ['clubs@demo.test', 'otherSide', 200],
    ['admin@demo.test', 'ownClub', 403],
    ['reporter@demo.test', 'ownHall', 200],
    ['reporter@demo.test', 'ownClub', 403],
    ['superreporter@demo.test', 'ownClub', 200],
    ['superadmin@demo.test', 'otherSide', 200],
    ['leader', 'otherSide', 200],
    ['leader', 'ownClub', 403],
  ];
  const target = (which: string) => (which === 'ownHall' ? { id: inOwnHall.id, teamId: inOwnHall.home } : { id: ofOwnClub.id, teamId: which === 'ownClub' ? ofOwnClub.team : ofOwnClub.otherTeam });
  const cookieOf = async (who: Who | 'leader') => (who === 'leader' ? leaderCookie : as(who));

  it.each(matrix)('competition.updateRoster: %s on the %s team → %i', async (who, which, status) => {
    const { id, teamId } = target(which);
    const response = await put(id, teamId, await validRoster(id, teamId), await cookieOf(who));
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(parsed(e.updateRoster, response)).toMatchObject({ teamId, state: 'unconfirmed' });
  });

  it.each(matrix)('competition.teamRosterCandidates: %s on the %s team → %i', async (who, which, status) => {
    const { id, teamId } = target(which);
    const response = await call(t.app, e.teamRosterCandidates, { params: { id, teamId }, cookie: await cookieOf(who) });
    expect(response.statusCode).toBe(status);
  });

  it('gives no rights to an account that merely has a named leader’s e-mail (issue 14: only an accepted invitation does)', async () => {
    const db = t.app.ctx.db;
    const club = (await db.selectFrom('teams').select('club_id').where('id', '=', ofOwnClub.otherTeam).executeTakeFirstOrThrow()).club_id;
    const leader = await db.insertInto('team_leaders').values({ club_id: club, user_id: null, first_name: 'Pozdní', last_name: 'Účet', email: 'pozdni.ucet@example.test' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('team_leader_teams').values({ team_leader_id: leader.id, team_id: ofOwnClub.otherTeam }).execute();
    await createUser(t.app, { email: 'pozdni.ucet@example.test' });
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/web/auth/login', payload: { login: 'pozdni.ucet@example.test', password: 'demo1234' } });
    const cookie = `phc_session=${login.cookies.find((k) => k.name === 'phc_session')?.value}`;
    expect((await call(t.app, e.teamRosterCandidates, { params: { id: ofOwnClub.id, teamId: ofOwnClub.otherTeam }, cookie })).statusCode).toBe(403);
    expect((await call(t.app, e.teamRosterCandidates, { params: { id: ofOwnClub.id, teamId: ofOwnClub.team }, cookie })).statusCode).toBe(403);
  });

  it('gives a team leader the candidates of their side only, and nothing to a stranger', async () => {
    const both = parsed(e.rosterCandidates, await call(t.app, e.rosterCandidates, { params: { id: ofOwnClub.id }, cookie: leaderCookie }));
    const leaderSide = both.home?.teamId === ofOwnClub.otherTeam ? both.home : both.away;
    expect(leaderSide?.teamId).toBe(ofOwnClub.otherTeam);
    expect([both.home, both.away].filter((side) => side === null)).toHaveLength(1);
    const all = parsed(e.rosterCandidates, await call(t.app, e.rosterCandidates, { params: { id: ofOwnClub.id }, cookie: await as('superadmin@demo.test') }));
    expect(all.home && all.away).toBeTruthy();
    expect((await call(t.app, e.rosterCandidates, { params: { id: ofOwnClub.id }, cookie: await as('admin@demo.test') })).statusCode).toBe(403);
    expect((await call(t.app, e.rosterCandidates, { params: { id: ofOwnClub.id } })).statusCode).toBe(401);
  });
});

describe('match roster rules (SPEC §5)', () => {
  it('answers the rule codes in _data.players: too few players, too many leaders, jersey numbers', async () => {
    const cookie = await as('superadmin@demo.test');
    const { id, home } = inOwnHall;
    const roster = await validRoster(id, home);
    const players = roster.filter((p) => !p.isLeader);
    const leader = roster.find((p) => p.isLeader);

    const few = await put(id, home, [...players.slice(0, 3), leader], cookie);
    expect(few.statusCode).toBe(400);
    expect(fieldsOf(few)).toEqual({ '_data.players': ['tooFewPlayers'] });

    const noLeader = await put(id, home, players, cookie);
    expect(fieldsOf(noLeader)).toEqual({ '_data.players': ['tooFewLeaders'] });

    const missing = await put(id, home, [{ ...players[0], jerseyNumber: null }, ...players.slice(1), leader], cookie);
    expect(fieldsOf(missing)).toEqual({ '_data.players': ['jerseyNumberMissing'] });

    const twice = await put(id, home, [{ ...players[0], jerseyNumber: players[1].jerseyNumber }, ...players.slice(1), leader], cookie);
    expect(fieldsOf(twice)).toEqual({ '_data.players': ['jerseyNumbersNotUnique'] });

    const stranger = (await validRoster(id, inOwnHall.away))[0];
    const foreign = await put(id, home, [...players, stranger, leader], cookie);
    expect(fieldsOf(foreign)).toEqual({ '_data.players': ['invalidParticipant'] });

    const fakeLeader = await put(id, home, [...players.slice(1), leader, { participantId: players[0].participantId, isLeader: true }], cookie);
    expect(fieldsOf(fakeLeader)['_data.players']).toContain('invalidLeader');
  });

  it('checks the exception-player maximum only when confirming, then locks the roster for the club', async () => {
    const db = t.app.ctx.db;
    const { id, team } = ofOwnClub;
    const roster = await validRoster(id, team);
    // An approved exception player of the club in this team.
    const guest = await db
      .insertInto('participants')
      .values({ club_id: clubs.own, first_name: 'Host', last_name: 'Výjimka', birth_date: '2000-01-01', gender: 'M', tournament_specific_attributes: '{}', on_exception: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category = (await db.selectFrom('teams').select('team_category_id').where('id', '=', team).executeTakeFirstOrThrow()).team_category_id;
    await db.insertInto('participant_teams').values({ participant_id: guest.id, team_id: team }).execute();
    await db.insertInto('team_requests').values({ club_id: clubs.own, participant_id: guest.id, team_id: team, team_category_id: category, request_reason: 'Test', state: 'approved' }).execute();
    const withGuest = [...roster, { participantId: guest.id, jerseyNumber: 99, isLeader: false }];
    const limits = await db.selectFrom('tournament_player_limits').select(['id', 'max_exception_players']).execute();
    await db.updateTable('tournament_player_limits').set({ max_exception_players: 0 }).execute();
    const cookie = await as('club@demo.test');
    try {
      expect((await put(id, team, withGuest, cookie)).statusCode).toBe(200);
      const refused = await put(id, team, withGuest, cookie, true);
      expect(fieldsOf(refused)).toEqual({ '_data.players': ['tooManyExceptionPlayers'] });
    } finally {
      for (const l of limits) await db.updateTable('tournament_player_limits').set({ max_exception_players: l.max_exception_players }).where('id', '=', l.id).execute();
    }
    const confirmed = parsed(e.updateRoster, await put(id, team, withGuest, cookie, true));
    expect(confirmed.state).toBe('confirmed');
    expect(confirmed.roster.map((r) => r.participantId).sort()).toEqual(withGuest.map((p) => p.participantId).sort());
    // Confirmed: the club may not change it any more, the match's editors may.
    expect((await put(id, team, roster, cookie)).statusCode).toBe(409);
    expect((await put(id, team, roster, await as('superreporter@demo.test'))).statusCode).toBe(200);
    const candidates = parsed(e.teamRosterCandidates, await call(t.app, e.teamRosterCandidates, { params: { id, teamId: team }, cookie }));
    expect(candidates.state).toBe('confirmed');
    expect(candidates.candidates.find((p) => p.participantId === guest.id)).toMatchObject({ onException: true, selected: false });
  });

  it('publishes the saved roster: the public match detail shows it at once', async () => {
    const { id, away } = inOwnHall;
    await call(t.app, c.matchDetail, { params: { id } });
    const roster = await validRoster(id, away);
    await put(id, away, roster, await as('reporter@demo.test'));
    const detail = parsed(c.matchDetail, await call(t.app, c.matchDetail, { params: { id } }));
    const shown = [...detail.roster.homeTeamRoster, ...detail.roster.awayTeamRoster].map((r) => r.participantId);
    expect(shown).toEqual(expect.arrayContaining(roster.map((p) => p.participantId)));
  });

  it('offers the previous match’s roster before the first save when copying is on', async () => {
    const db = t.app.ctx.db;
    // A team that played already and has a match to come without a roster.
    const next = await db
      .selectFrom('matches')
      .select(['id', 'home_team_id', 'starts_at'])
      .where('state', '=', 'scheduled')
      .where('home_team_id', 'is not', null)
      .where('id', 'not in', [inOwnHall.id, ofOwnClub.id])
      .where(({ exists, selectFrom, ref }) => exists(selectFrom('match_rosters').select('match_id').whereRef('match_rosters.team_id', '=', ref('matches.home_team_id'))))
      .orderBy('starts_at')
      .executeTakeFirstOrThrow();
    const teamId = next.home_team_id as number;
    const previous = await db
      .selectFrom('match_rosters')
      .innerJoin('matches', 'matches.id', 'match_rosters.match_id')
      .select(['matches.id', 'matches.starts_at'])
      .where('match_rosters.team_id', '=', teamId)
      .where('matches.starts_at', '<', next.starts_at)
      .orderBy('matches.starts_at', 'desc')
      .executeTakeFirstOrThrow();
    const played = await db.selectFrom('match_rosters').select('participant_id').where('match_id', '=', previous.id).where('team_id', '=', teamId).execute();
    const cookie = await as('superadmin@demo.test');
    const copied = parsed(e.teamRosterCandidates, await call(t.app, e.teamRosterCandidates, { params: { id: next.id, teamId }, cookie }));
    expect(copied.candidates.filter((p) => p.selected).map((p) => p.participantId).sort()).toEqual(played.map((p) => p.participant_id).sort());
    const before = await setConfig(t.app, 'copy_roster_from_previous_match', 'false');
    try {
      const fresh = parsed(e.teamRosterCandidates, await call(t.app, e.teamRosterCandidates, { params: { id: next.id, teamId }, cookie }));
      expect(fresh.candidates.some((p) => p.selected)).toBe(false);
    } finally {
      await setConfig(t.app, 'copy_roster_from_previous_match', before);
    }
  });

  it('refuses a leader of both teams on the second bench of the same match (400, not a crash)', async () => {
    const { id, home, away } = inOwnHall;
    const cookie = await as('superadmin@demo.test');
    const homeRoster = await validRoster(id, home);
    const shared = homeRoster.find((p) => p.isLeader);
    if (!shared) throw new Error('no leader');
    expect((await put(id, home, homeRoster, cookie)).statusCode).toBe(200);
    await t.app.ctx.db.insertInto('participant_teams').values({ participant_id: shared.participantId, team_id: away }).execute();
    const awayRoster = (await validRoster(id, away)).filter((p) => !p.isLeader);
    const response = await put(id, away, [...awayRoster, shared], cookie);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ '_data.players': ['invalidParticipant'] });
  });

  it('answers the limits of the match’s category to any logged-in user', async () => {
    const limits = parsed(e.rosterLimits, await call(t.app, e.rosterLimits, { params: { id: inOwnHall.id }, cookie: await as('club@demo.test') }));
    expect(limits.minPlayers).toBeGreaterThan(0);
    expect(limits.maxPlayers).toBeGreaterThanOrEqual(limits.minPlayers);
    expect((await call(t.app, e.rosterLimits, { params: { id: inOwnHall.id } })).statusCode).toBe(401);
  });
});

describe('bad input on match roster calls', () => {
  it.each([
    ['a missing _data', {}, { _data: ['required'] }],
    ['players of the wrong type', { _data: { players: 'všichni' } }, { '_data.players': ['invalid'] }],
    ['a player without an id', { _data: { players: [{ jerseyNumber: 5 }] } }, { '_data.players.0.participantId': ['required'] }],
    ['a jersey number out of range', { _data: { players: [{ participantId: 1, jerseyNumber: 1000 }] } }, { '_data.players.0.jerseyNumber': ['max'] }],
    ['a flag of the wrong type', { _data: { players: [], confirm: 'ano' } }, { '_data.confirm': ['invalid'] }],
    ['an oversize roster', { _data: { players: Array.from({ length: 101 }, (_, i) => ({ participantId: i + 1 })) } }, { '_data.players': ['max'] }],
  ])('answers 400 with field codes for %s', async (_, body, fields) => {
    const response = await call(t.app, e.updateRoster, { params: { id: inOwnHall.id, teamId: inOwnHall.home }, body, cookie: await as('superadmin@demo.test') });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject(fields);
  });

  it('answers 404 for an unknown match or a team that does not play it, 400 for a bad id', async () => {
    const cookie = await as('superadmin@demo.test');
    expect((await call(t.app, e.rosterLimits, { params: { id: 999999 }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, e.rosterCandidates, { params: { id: 999999 }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, e.teamRosterCandidates, { params: { id: inOwnHall.id, teamId: ofOwnClub.team }, cookie })).statusCode).toBe(404);
    expect((await put(999999, inOwnHall.home, [], cookie)).statusCode).toBe(404);
    expect((await put(inOwnHall.id, ofOwnClub.team, [], cookie)).statusCode).toBe(404);
    expect((await call(t.app, e.teamRosterCandidates, { params: { id: 'x', teamId: 1 }, cookie })).statusCode).toBe(400);
  });
});
