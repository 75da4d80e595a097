import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { MatchDetail, TeamRosterCandidates } from '@phc/api-contract';

/**
 * What the match-protocol journeys share: logging in through the API (the browser context shares the
 * cookie), finding a match the reporter may record, and giving it confirmed rosters.
 */
export async function apiLogin(request: APIRequestContext, baseURL: string, email: string, password = 'demo1234'): Promise<void> {
  const response = await request.post(`${baseURL}/api/v1/web/auth/login`, { data: { login: email, password }, headers: { origin: baseURL } });
  expect(response.status(), `login of ${email}`).toBe(200);
}

export async function matchDetail(request: APIRequestContext, baseURL: string, matchId: number): Promise<MatchDetail> {
  const response = await request.get(`${baseURL}/api/v1/competition/competition-match/${matchId}?_ts=${Date.now()}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as MatchDetail;
}

/** The user's editable matches (`my-matches`) that are still to be played, with both teams known. */
export async function scheduledMatches(request: APIRequestContext, baseURL: string): Promise<MatchDetail[]> {
  const mine = (await (await request.get(`${baseURL}/api/v1/competition/my-matches`)).json()) as { matches: { matchId: number; teamIds: number[] | null }[] };
  const found: MatchDetail[] = [];
  // The demo's own matches first (lowest ids): a journey may have built more since (the builder's
  // "E mix"), whose teams' rosters do not fill a protocol.
  for (const { matchId, teamIds } of [...mine.matches].sort((a, b) => a.matchId - b.matchId)) {
    if (teamIds !== null) continue;
    const detail = await matchDetail(request, baseURL, matchId);
    const m = detail.match;
    if (m.state === 'scheduled' && m.homeTeamId && m.awayTeamId && detail.events.length === 0) found.push(detail);
    if (found.length >= 8) break;
  }
  return found;
}

/** Saves and confirms both rosters from the server's candidates (players with numbers, one leader). */
export async function confirmRosters(request: APIRequestContext, baseURL: string, matchId: number): Promise<void> {
  const candidates = (await (await request.get(`${baseURL}/api/v1/competition/match/${matchId}/roster-candidates`)).json()) as {
    home: TeamRosterCandidates | null;
    away: TeamRosterCandidates | null;
  };
  for (const side of [candidates.home, candidates.away]) {
    if (!side) throw new Error(`no candidates for match ${matchId}`);
    const players = side.candidates.filter((c) => !c.isLeader && !c.onException && c.jerseyNumber !== null).slice(0, Math.min(side.limits.maxPlayers, 12));
    const leader = side.candidates.find((c) => c.isLeader);
    const body = {
      _data: {
        players: [...players.map((p) => ({ participantId: p.participantId, jerseyNumber: p.jerseyNumber })), ...(leader ? [{ participantId: leader.participantId, isLeader: true }] : [])],
        confirm: true,
      },
    };
    const response = await request.put(`${baseURL}/api/v1/competition/match/${matchId}/roster/${side.teamId}`, { data: body, headers: { origin: baseURL } });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** Team names as the protocol shows them, from the public static data. */
export async function teamNames(request: APIRequestContext, baseURL: string, detail: MatchDetail): Promise<{ home: string; away: string }> {
  const statics = (await (await request.get(`${baseURL}/api/v1/competition/static`)).json()) as { teams: { id: number; name: string }[] };
  const name = (id: number | null) => statics.teams.find((t) => t.id === id)?.name ?? '';
  return { home: name(detail.match.homeTeamId), away: name(detail.match.awayTeamId) };
}

/**
 * Presses "Zahájit: …" on an open protocol. A match of another day or without confirmed rosters
 * asks first (issue 24): `confirm` answers "Přesto zahájit" then; either way the first stage is on.
 */
export async function startMatch(page: Page, confirm = true): Promise<void> {
  await page.getByRole('button', { name: /^(Zahájit|Start): / }).click();
  const ask = page.getByRole('alertdialog', { name: /^(Opravdu zahájit zápas\?|Start the match anyway\?)$/ });
  const started = page.getByRole('button', { name: /^(Ukončit zápas|End match)$/ });
  await expect(ask.or(started)).toBeVisible();
  if (!(await ask.isVisible())) return;
  if (!confirm) return;
  await ask.getByRole('button', { name: /^(Přesto zahájit|Start anyway)$/ }).click();
  await expect(started).toBeVisible();
}

/** The protocol's status line. */
export const statusLine = (page: Page) => page.getByRole('status').filter({ hasText: /uloženo|odeslání|Offline|saved|sent/ });

/** A deterministic random sequence, so a failing fault run can be repeated with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
