import * as v from 'valibot';
import type { GroupTeamStanding } from './entities/group';
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
 * match as the `live` call holds it and, when the group's table changed, all of that group's rows.
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
});
export type LiveDelta = LiveEvent & { match?: Match; groupTeams?: GroupTeamStanding[] };

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
  const { match, groupTeams } = delta;
  if (!match && !groupTeams) return live;
  let matches = live.matches;
  if (match) {
    const at = matches.findIndex((m) => m.id === match.id);
    matches = at < 0 ? [...matches, match] : matches.map((m, i) => (i === at ? match : m));
  }
  let rows = live.groupTeams;
  if (groupTeams && groupTeams.length > 0) {
    const groupId = groupTeams[0].competitionGroupId;
    const first = rows.findIndex((r) => r.competitionGroupId === groupId);
    const rest = rows.filter((r) => r.competitionGroupId !== groupId);
    // The group's rows stay where they were (the table lists groups in order).
    rows = first < 0 ? [...rest, ...groupTeams] : [...rest.slice(0, first), ...groupTeams, ...rest.slice(first)];
  }
  return { ...live, matches, groupTeams: rows, generatedAt };
}
