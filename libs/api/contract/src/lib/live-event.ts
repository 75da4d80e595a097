import * as v from 'valibot';
import { IsoDateTimeSchema } from './primitives';

// Apart from competition.ts: every page listens to the stream, and this keeps the competition
// schemas out of the entry.

/** What the live stream sends when something changes; the web invalidates the matching queries. */
export const LiveEventSchema = v.object({
  type: v.picklist(['match', 'score', 'event', 'standing', 'stage', 'roster']),
  matchId: v.optional(v.number()),
  groupId: v.optional(v.number()),
  at: IsoDateTimeSchema,
});
export type LiveEvent = v.InferOutput<typeof LiveEventSchema>;

/** SSE, one LiveEvent a `data:` line; not an Endpoint because it is not one JSON answer. */
export const liveStreamPath = '/api/v1/competition/live/stream';
