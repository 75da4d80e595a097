import type { MatchEvent } from '@phc/api-contract';

/** One match event as the protocol keeps it on the device (SPEC §4 offline match events). */
export interface LocalEvent {
  /** Made on the device and sent as `clientId`, so a retried create never duplicates. */
  clientId: string;
  /** The server's id once created. */
  id: number | null;
  matchId: number;
  minute: number;
  second: number;
  eventTypeId: number;
  teamId: number;
  participantId: number | null;
  assistParticipantId: number | null;
  stageId: number | null;
  /** ISO; a local edit stamps the device's clock, a server copy carries the server's. */
  updatedAt: string;
  /** A removal waiting to be sent. */
  deleted: boolean;
  synced: boolean;
  /**
   * The server's `updatedAt` this copy was last in step with: a pending local change made on top of it
   * conflicts when the server has a newer one meanwhile. Null or absent: never seen on the server.
   */
  baseUpdatedAt?: string | null;
  /** The server refused this change (4xx): kept and shown with the message, not retried by the loop. */
  error?: string | null;
}

/** What the reporter records; the rest is filled in by the store. */
export type LocalEventInput = Pick<LocalEvent, 'minute' | 'second' | 'eventTypeId' | 'teamId' | 'participantId' | 'assistParticipantId' | 'stageId'>;
export type LocalEventPatch = Partial<LocalEventInput>;

/** A local change and a server change of the same event met: the newer one was kept, both are reported. */
export interface EventConflict {
  clientId: string;
  local: LocalEvent;
  server: MatchEvent;
}

export interface MergeResult {
  events: LocalEvent[];
  conflicts: EventConflict[];
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** Server events created without a clientId (seed, older clients) still need a stable local key. */
export const serverClientId = (id: number) => `server-${id}`;

export function fromServerEvent(server: MatchEvent, clientId?: string): LocalEvent {
  return {
    clientId: server.clientId ?? clientId ?? serverClientId(server.id),
    id: server.id,
    matchId: server.matchId,
    minute: server.minute,
    second: server.second,
    eventTypeId: server.eventTypeId,
    teamId: server.teamId,
    participantId: server.participantId,
    assistParticipantId: server.assistParticipantId,
    stageId: server.stageId ?? null,
    updatedAt: server.updatedAt,
    deleted: false,
    synced: true,
    baseUpdatedAt: server.updatedAt,
    error: null,
  };
}

/** The server holds what the device holds; a local stage left empty is the server's to choose. */
export function sameContent(local: LocalEvent, server: MatchEvent): boolean {
  return (
    local.minute === server.minute &&
    local.second === server.second &&
    local.eventTypeId === server.eventTypeId &&
    local.teamId === server.teamId &&
    local.participantId === server.participantId &&
    local.assistParticipantId === server.assistParticipantId &&
    (local.stageId === null || local.stageId === (server.stageId ?? null))
  );
}

type Pair = { events: LocalEvent[]; conflicts: EventConflict[] };

/** A pending local change (create, update or delete) meets the server's copy of the same event. */
function mergePending(local: LocalEvent, server: MatchEvent, out: Pair): void {
  const base = local.baseUpdatedAt ?? null;
  if (!local.deleted && sameContent(local, server)) {
    // Our change reached the server (the answer was lost) or someone made the same one.
    out.events.push({ ...fromServerEvent(server, local.clientId), clientId: local.clientId });
    return;
  }
  if (local.id === null) {
    // Our create got through but its answer did not; what changed since is still to send.
    out.events.push({ ...local, id: server.id, baseUpdatedAt: server.updatedAt });
    return;
  }
  const localNewer = time(local.updatedAt) > time(server.updatedAt);
  const serverChangedSinceBase = base !== null && time(server.updatedAt) > time(base);
  if (serverChangedSinceBase) {
    out.conflicts.push({ clientId: local.clientId, local, server });
    out.events.push(localNewer ? { ...local, baseUpdatedAt: server.updatedAt } : { ...fromServerEvent(server, local.clientId), clientId: local.clientId });
    return;
  }
  // The server still has what our change was made on: ours is the newer change. Without a base
  // (a copy from before bases were kept) the clocks decide.
  if (base !== null || localNewer) out.events.push(local);
  else out.events.push({ ...fromServerEvent(server, local.clientId), clientId: local.clientId });
}

/** A local event the server does not have (any more). */
function mergeLocalOnly(local: LocalEvent, out: Pair): void {
  if (local.id === null) {
    // Never reached the server: a pending create stays, a removal of it is simply done.
    if (!local.deleted) out.events.push(local);
    return;
  }
  if (local.synced || local.deleted) return; // removed by someone else, or by both of us
  // Edited here while someone removed it there: nothing typed at the bench is lost, it is created again.
  out.events.push({ ...local, id: null, baseUpdatedAt: null });
}

/**
 * Merges the device's events with the server's (SPEC §4): matched by clientId, else by id; a synced
 * copy takes the server's; a pending change wins over the copy it was made on; a server event unknown
 * here (a second reporter) is added; a synced event the server no longer has was removed there.
 * When both sides changed the same event, the newer change is kept and the pair reported as a conflict.
 */
export function mergeEvents(local: readonly LocalEvent[], server: readonly MatchEvent[]): MergeResult {
  const byClientId = new Map<string, MatchEvent>();
  const byId = new Map<number, MatchEvent>();
  for (const event of server) {
    if (event.clientId) byClientId.set(event.clientId, event);
    byId.set(event.id, event);
  }
  const used = new Set<number>();
  const out: Pair = { events: [], conflicts: [] };
  for (const event of local) {
    let match = byClientId.get(event.clientId) ?? (event.id !== null ? byId.get(event.id) : undefined);
    if (match && used.has(match.id)) {
      // Two local copies of one server event: keep the first, and the second only if it holds a change.
      if (event.synced) continue;
      match = undefined;
    }
    if (!match) {
      mergeLocalOnly(event, out);
      continue;
    }
    used.add(match.id);
    if (event.synced) out.events.push({ ...fromServerEvent(match, event.clientId), clientId: event.clientId });
    else mergePending(event, match, out);
  }
  for (const event of server) if (!used.has(event.id)) out.events.push(fromServerEvent(event));
  return out;
}

/** Events to show: not removed, by stage (in the sport's order when known), then by time. */
export function visibleEvents(events: readonly LocalEvent[], stageOrder?: ReadonlyMap<number, number>): LocalEvent[] {
  const rank = (event: LocalEvent) => (event.stageId === null ? -1 : (stageOrder?.get(event.stageId) ?? event.stageId));
  return events
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => !event.deleted)
    .sort((a, b) => rank(a.event) - rank(b.event) || a.event.minute - b.event.minute || a.event.second - b.event.second || a.index - b.index)
    .map(({ event }) => event);
}
