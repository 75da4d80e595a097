// Test support (no spec of its own): the server's event calls in memory, with injectable network faults.
import { ApiError } from '@phc/api-client';
import type { MatchEvent } from '@phc/api-contract';
import type { EventSyncApi, SyncEventInput } from './sync-engine';

export type Fault = 'before' | 'after' | null;

/**
 * The server's event calls as the API implements them: a create with a known clientId answers the
 * event stored the first time; ids are never reused; a missing event is a 404. `fault` decides per
 * call whether the network fails before the server sees it, after it acted (answer lost), or not at all.
 */
export function fakeEventServer(fault: () => Fault = () => null) {
  const events = new Map<number, MatchEvent>();
  let nextId = 1;
  let clock = Date.UTC(2026, 3, 10, 9, 0);
  const calls: string[] = [];
  const stamp = () => new Date((clock += 1000)).toISOString();
  const offline = () => new ApiError(0, 'network', 'Failed to fetch');
  async function call<T>(name: string, act: () => T): Promise<T> {
    calls.push(name);
    const f = fault();
    if (f === 'before') throw offline();
    const result = act();
    if (f === 'after') throw offline();
    return result;
  }
  const fields = (input: SyncEventInput) => ({
    minute: input.minute,
    second: input.second,
    eventTypeId: input.eventTypeId,
    teamId: input.teamId,
    participantId: input.participantId,
    assistParticipantId: input.assistParticipantId,
    stageId: input.stageId ?? 1,
  });
  const create = (m: number, input: SyncEventInput) => {
    const existing = [...events.values()].find((e) => input.clientId && e.clientId === input.clientId);
    if (existing) return existing;
    const at = stamp();
    const event: MatchEvent = { id: nextId++, matchId: m, clientId: input.clientId ?? null, createdAt: at, updatedAt: at, ...fields(input) };
    events.set(event.id, event);
    return event;
  };
  const api: EventSyncApi = {
    createEvent: (m, input) => call('create', () => create(m, input)),
    // One transaction on the server: the whole batch is stored, or (a fault before) none of it.
    createEvents: (m, inputs) => call('createMany', () => inputs.map((input) => create(m, input))),
    updateEvent: (_m, id, input) =>
      call('update', () => {
        const existing = events.get(id);
        if (!existing) throw new ApiError(404, 'not_found', 'No such event');
        const event = { ...existing, ...fields(input), updatedAt: stamp() };
        events.set(id, event);
        return event;
      }),
    removeEvent: (_m, id) =>
      call('remove', () => {
        if (!events.delete(id)) throw new ApiError(404, 'not_found', 'No such event');
      }),
    readEvents: () => call('read', () => [...events.values()]),
  };
  return { api, events, calls };
}

