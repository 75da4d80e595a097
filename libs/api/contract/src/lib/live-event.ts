import * as v from 'valibot';
import type { GroupTeamStanding, TieBreaker } from './entities/group';
import type { LiveData } from './competition';
import type { Match } from './entities/match';
import { IsoDateTimeSchema } from './primitives';

// Apart from competition.ts: every page listens to the stream, and this keeps the competition
// schemas out of the entry (the delta's rows are typed from them but checked shallowly below).

/**
 * What the live bus carries between API instances when something changes. `competition`: a
 * category's competition was published or rebuilt (issue 17); every page refetches what it shows.
 */
export const LiveEventSchema = v.object({
  type: v.picklist(['match', 'score', 'event', 'standing', 'stage', 'roster', 'competition']),
  matchId: v.optional(v.number()),
  groupId: v.optional(v.number()),
  at: IsoDateTimeSchema,
});
export type LiveEvent = v.InferOutput<typeof LiveEventSchema>;

/**
 * What the stream sends for a change (`event: change`, with an `id:`): the bus event, plus the
 * match as the `live` call holds it and, when the group's table changed, its rows: either all of
 * them (`groupTeams` alone), or, with `groupPlaces`, only the rows of the teams whose figures
 * changed (the match's two teams) and every team's place in table order. A table of 8 teams then
 * costs about 1.2 KiB instead of 2 KiB, and stays absolute: applying it twice, or to a `live` read
 * made before or after it, gives the same table (see applyLiveDelta).
 * A change that touches no live data (a roster, the referees) comes without them: the client then
 * only refreshes the match detail. Old clients read the same message as a LiveEvent.
 *
 * Only the shape that applying needs is checked here: the full Match/GroupTeamStanding schemas
 * would pull the competition schemas into every page's entry (the server builds the rows with them).
 */
export const LiveDeltaSchema = v.object({
  ...LiveEventSchema.entries,
  match: v.optional(v.looseObject({ id: v.number(), competitionGroupId: v.number() })),
  groupTeams: v.optional(v.array(v.looseObject({ competitionGroupId: v.number(), teamId: v.number() }))),
  groupPlaces: v.optional(v.array(v.looseObject({ teamId: v.number(), position: v.number() }))),
});
/** A team's place in its group's table; `decidedBy`/`tiedWith` are left out when null/empty (bytes). */
export interface GroupPlace {
  teamId: number;
  position: number;
  decidedBy?: TieBreaker;
  tiedWith?: number[];
}
export type LiveDelta = LiveEvent & { match?: Match; groupTeams?: GroupTeamStanding[]; groupPlaces?: GroupPlace[] };

/** Parses a stream message: a LiveDelta, or null for anything else. */
export function parseLiveDelta(data: string): LiveDelta | null {
  try {
    const parsed = v.safeParse(LiveDeltaSchema, JSON.parse(data));
    return parsed.success ? (parsed.output as LiveDelta) : null;
  } catch {
    return null;
  }
}

/**
 * SSE event names: `change` carries a LiveDelta; `reset` says the missed changes are gone (refetch
 * `live` once); `ready` opens a stream that resumes nothing, with the `generatedAt` of the server's
 * `live` data when it has any (`{}` otherwise).
 */
export const liveStreamEvents = { change: 'change', reset: 'reset', ready: 'ready' } as const;

/**
 * The stream resumes after the id of the last message seen: the `Last-Event-ID` header (the
 * browser's own reconnects) or this query parameter (a new EventSource after one gave up).
 */
export const liveStreamResumeParam = 'lastEventId';

/** SSE, one LiveDelta a `data:` line; not an Endpoint because it is not one JSON answer. */
export const liveStreamPath = '/api/v1/competition/live/stream';

/**
 * `live` with one change applied: the match replaced by id and the group's rows replaced, every
 * other object kept identical (React Query's structural sharing and memoized rows then re-render
 * only what changed). A match `live` does not hold yet is appended.
 */
export function applyLiveDelta(live: LiveData, delta: LiveDelta, generatedAt = live.generatedAt): LiveData {
  const { match, groupTeams, groupPlaces } = delta;
  if (!match && !groupTeams) return live;
  let matches = live.matches;
  if (match) {
    const at = matches.findIndex((m) => m.id === match.id);
    matches = at < 0 ? [...matches, match] : matches.map((m, i) => (i === at ? match : m));
  }
  let rows = live.groupTeams;
  if (groupTeams && groupTeams.length > 0) {
    const groupId = groupTeams[0].competitionGroupId;
    const table = groupPlaces ? placeGroupRows(rows.filter((r) => r.competitionGroupId === groupId), groupTeams, groupPlaces) : groupTeams;
    if (table) rows = replaceGroupRows(rows, groupId, table);
  }
  return { ...live, matches, groupTeams: rows, generatedAt };
}

/** The group's rows put in place of the old ones (the table lists groups in order). */
function replaceGroupRows(rows: GroupTeamStanding[], groupId: number, table: GroupTeamStanding[]): GroupTeamStanding[] {
  const first = rows.findIndex((r) => r.competitionGroupId === groupId);
  const rest = rows.filter((r) => r.competitionGroupId !== groupId);
  return first < 0 ? [...rest, ...table] : [...rest.slice(0, first), ...table, ...rest.slice(first)];
}

/**
 * A group's table from its old rows, the rows whose figures changed and every team's place, in the
 * table's order. The figures of the other teams cannot change (one match counts only for its two
 * teams), so the result is the server's table whatever the old rows' places were. Row ids stay
 * with the slot, as the server's table gives them. Null when a place names a team the old rows
 * lack (this `live` is missing the group): the rows are then left alone.
 */
export function placeGroupRows(old: GroupTeamStanding[], changed: GroupTeamStanding[], places: GroupPlace[]): GroupTeamStanding[] | null {
  const byTeam = new Map(old.map((r) => [r.teamId, r]));
  for (const row of changed) byTeam.set(row.teamId, row);
  const table: GroupTeamStanding[] = [];
  for (const [i, place] of places.entries()) {
    const row = byTeam.get(place.teamId);
    if (!row) return null;
    const next = { ...row, id: old[i]?.id ?? row.id, position: place.position, decidedBy: place.decidedBy ?? null, tiedWith: place.tiedWith ?? [] };
    table.push(old[i] && sameRow(old[i], next) ? old[i] : next);
  }
  return table;
}

/** The place of a table row as a delta sends it. */
export function groupPlaceOf(row: GroupTeamStanding): GroupPlace {
  return { teamId: row.teamId, position: row.position, ...(row.decidedBy ? { decidedBy: row.decidedBy } : {}), ...(row.tiedWith.length > 0 ? { tiedWith: row.tiedWith } : {}) };
}

/** Whether two rows hold the same figures (every field; `tiedWith` by its teams). */
export function sameRow(a: GroupTeamStanding, b: GroupTeamStanding): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof GroupTeamStanding)[]);
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (Array.isArray(x) && Array.isArray(y) ? x.join() !== y.join() : x !== y) return false;
  }
  return true;
}
