/** What the "Live & your teams" block shows (issue 18), from the competition's matches. Pure, no React. */

export interface LiveBlockMatch {
  id: number;
  homeTeamId: number | null;
  awayTeamId: number | null;
  startsAt: string;
  placeId: number;
  state: 'scheduled' | 'live' | 'finished';
}

export interface LiveBlockPlan<M extends LiveBlockMatch> {
  /** A few matches being played now, the followed teams' first. */
  live: M[];
  /** How many are being played in all (the link to all of them says so). */
  liveCount: number;
  /** Each followed team's next match still to start, in the order the teams were followed; one match once. */
  next: { teamId: number; match: M }[];
  /** Followed teams with nothing left to play. */
  done: number[];
}

const byStart = (a: LiveBlockMatch, b: LiveBlockMatch) => a.startsAt.localeCompare(b.startsAt) || a.placeId - b.placeId || a.id - b.id;
const namedIn = (match: LiveBlockMatch, teamId: number) => match.homeTeamId === teamId || match.awayTeamId === teamId;

/**
 * `plays` says whether a team plays a match: by default the teams written in it; the block passes one
 * that also knows the play-off slots a team reached (a group winner's round-of-16 match).
 */
export function planLiveBlock<M extends LiveBlockMatch>(matches: readonly M[], followed: readonly number[], liveLimit = 4, plays: (match: M, teamId: number) => boolean = namedIn): LiveBlockPlan<M> {
  const sorted = [...matches].sort(byStart);
  const live = sorted.filter((m) => m.state === 'live');
  const followedLive = live.filter((m) => followed.some((id) => plays(m, id)));
  const others = live.filter((m) => !followedLive.includes(m));
  const next: { teamId: number; match: M }[] = [];
  const done: number[] = [];
  for (const teamId of followed) {
    // A match being played is in the live list; "next" is one still to start (issue 18 item 7).
    const match = sorted.find((m) => m.state === 'scheduled' && plays(m, teamId));
    if (!match) {
      if (!live.some((m) => plays(m, teamId))) done.push(teamId);
      continue;
    }
    // Two followed teams playing each other: the match once, under the team followed first.
    if (!next.some((entry) => entry.match.id === match.id)) next.push({ teamId, match });
  }
  return { live: [...followedLive, ...others].slice(0, liveLimit), liveCount: live.length, next, done };
}
