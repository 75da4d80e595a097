import type { MatchEvent } from '@phc/api-contract';
import { mergeEvents, visibleEvents, type LocalEvent } from './event-merge';

const T = (minutes: number) => new Date(Date.UTC(2026, 3, 10, 9, minutes)).toISOString();

function server(id: number, overrides: Partial<MatchEvent> = {}): MatchEvent {
  return {
    id,
    matchId: 7,
    minute: id,
    second: 0,
    eventTypeId: 1,
    teamId: 10,
    participantId: 100 + id,
    assistParticipantId: null,
    clientId: `client-${id}-abcdef`,
    stageId: 1,
    createdAt: T(0),
    updatedAt: T(0),
    ...overrides,
  };
}

/** The device's copy of a server event as it was last synced. */
function synced(s: MatchEvent, overrides: Partial<LocalEvent> = {}): LocalEvent {
  return {
    clientId: s.clientId ?? `server-${s.id}`,
    id: s.id,
    matchId: s.matchId,
    minute: s.minute,
    second: s.second,
    eventTypeId: s.eventTypeId,
    teamId: s.teamId,
    participantId: s.participantId,
    assistParticipantId: s.assistParticipantId,
    stageId: s.stageId ?? null,
    updatedAt: s.updatedAt,
    deleted: false,
    synced: true,
    baseUpdatedAt: s.updatedAt,
    error: null,
    ...overrides,
  };
}

function created(clientId: string, overrides: Partial<LocalEvent> = {}): LocalEvent {
  return {
    clientId,
    id: null,
    matchId: 7,
    minute: 3,
    second: 15,
    eventTypeId: 1,
    teamId: 10,
    participantId: 101,
    assistParticipantId: null,
    stageId: 1,
    updatedAt: T(5),
    deleted: false,
    synced: false,
    baseUpdatedAt: null,
    error: null,
    ...overrides,
  };
}

describe('mergeEvents', () => {
  it('keeps an unsynced local change that is newer than the server copy', () => {
    const s = server(1, { updatedAt: T(1) });
    const local = { ...synced(s), minute: 9, synced: false, updatedAt: T(3), baseUpdatedAt: null };
    const { events, conflicts } = mergeEvents([local], [s]);
    expect(events).toEqual([local]);
    expect(conflicts).toEqual([]);
  });

  it('takes the server copy when it is newer than an unsynced local change', () => {
    const s = server(1, { minute: 12, updatedAt: T(4) });
    const local = { ...synced(server(1)), minute: 9, synced: false, updatedAt: T(2), baseUpdatedAt: null };
    const { events } = mergeEvents([local], [s]);
    expect(events).toEqual([expect.objectContaining({ id: 1, minute: 12, synced: true, updatedAt: T(4) })]);
  });

  it('replaces a synced copy with the server copy', () => {
    const s = server(1, { minute: 20, updatedAt: T(8) });
    const { events } = mergeEvents([synced(server(1))], [s]);
    expect(events).toEqual([expect.objectContaining({ id: 1, minute: 20, synced: true, baseUpdatedAt: T(8) })]);
  });

  it('keeps a local change made on the copy the server still has, whatever the clocks say', () => {
    const s = server(1, { updatedAt: T(10) });
    // The device's clock is behind the server's: its edit is stamped earlier than the server copy.
    const local = { ...synced(s), minute: 30, synced: false, updatedAt: T(2) };
    const { events, conflicts } = mergeEvents([local], [s]);
    expect(events).toEqual([local]);
    expect(conflicts).toEqual([]);
  });

  it('adds a server event unknown on the device (a second reporter)', () => {
    const mine = synced(server(1));
    const theirs = server(2, { clientId: 'other-device-123' });
    const { events } = mergeEvents([mine], [server(1), theirs]);
    expect(events.map((e) => [e.clientId, e.id, e.synced])).toEqual([
      [mine.clientId, 1, true],
      ['other-device-123', 2, true],
    ]);
  });

  it('gives a server event without clientId a stable local key and matches it by id', () => {
    const s = server(4, { clientId: null });
    const first = mergeEvents([], [s]).events;
    expect(first[0].clientId).toBe('server-4');
    const second = mergeEvents(first, [s]).events;
    expect(second).toHaveLength(1);
    expect(second[0].clientId).toBe('server-4');
  });

  it('removes a synced event the server no longer has (removed by someone else)', () => {
    const { events } = mergeEvents([synced(server(1)), synced(server(2))], [server(2)]);
    expect(events.map((e) => e.id)).toEqual([2]);
  });

  it('keeps a pending local removal until it is sent', () => {
    const s = server(1);
    const removal = { ...synced(s), deleted: true, synced: false, updatedAt: T(5) };
    const { events } = mergeEvents([removal], [s]);
    expect(events).toEqual([removal]);
    expect(visibleEvents(events)).toEqual([]);
  });

  it('drops a pending removal once the server no longer has the event either', () => {
    const removal = { ...synced(server(1)), deleted: true, synced: false, updatedAt: T(5) };
    expect(mergeEvents([removal], []).events).toEqual([]);
  });

  it('drops a removal of an event that never reached the server', () => {
    expect(mergeEvents([created('never-sent-1', { deleted: true })], []).events).toEqual([]);
  });

  it('gives a removal of an event whose create did reach the server its id, so it is removed there too', () => {
    const s = server(9, { clientId: 'lost-answer-1', minute: 3, second: 15, participantId: 101 });
    const { events } = mergeEvents([created('lost-answer-1', { deleted: true })], [s]);
    expect(events).toEqual([expect.objectContaining({ clientId: 'lost-answer-1', id: 9, deleted: true, synced: false })]);
  });

  it('keeps a pending create the server does not have yet', () => {
    const local = created('new-event-1');
    expect(mergeEvents([local], [server(1)]).events).toEqual([local, expect.objectContaining({ id: 1 })]);
  });

  it('assigns the server id when the server echoes a clientId the device already has (no duplicate)', () => {
    const local = created('echoed-123');
    const s = server(42, { clientId: 'echoed-123', minute: 3, second: 15, participantId: 101, updatedAt: T(6) });
    const { events, conflicts } = mergeEvents([local], [s]);
    expect(events).toEqual([expect.objectContaining({ clientId: 'echoed-123', id: 42, synced: true, baseUpdatedAt: T(6) })]);
    expect(conflicts).toEqual([]);
  });

  it('keeps a change made after the create was sent, with the id the server gave', () => {
    const local = created('edited-after-1', { minute: 8 });
    const s = server(43, { clientId: 'edited-after-1', minute: 3, second: 15, participantId: 101 });
    const { events } = mergeEvents([local], [s]);
    expect(events).toEqual([expect.objectContaining({ clientId: 'edited-after-1', id: 43, minute: 8, synced: false, baseUpdatedAt: s.updatedAt })]);
  });

  it('adopts the stage the server chose for an event sent without one', () => {
    const local = created('no-stage-1', { stageId: null });
    const s = server(44, { clientId: 'no-stage-1', minute: 3, second: 15, participantId: 101, stageId: 2 });
    expect(mergeEvents([local], [s]).events).toEqual([expect.objectContaining({ id: 44, stageId: 2, synced: true })]);
  });

  it('reports a conflict and keeps the newer local edit when the server changed the event meanwhile', () => {
    const base = server(1, { updatedAt: T(1) });
    const local = { ...synced(base), minute: 15, synced: false, updatedAt: T(9) };
    const theirs = server(1, { minute: 14, updatedAt: T(5) });
    const { events, conflicts } = mergeEvents([local], [theirs]);
    expect(events).toEqual([{ ...local, baseUpdatedAt: T(5) }]);
    expect(conflicts).toEqual([{ clientId: local.clientId, local, server: theirs }]);
  });

  it('reports a conflict and keeps the newer server edit over an older local one', () => {
    const base = server(1, { updatedAt: T(1) });
    const local = { ...synced(base), minute: 15, synced: false, updatedAt: T(3) };
    const theirs = server(1, { minute: 14, updatedAt: T(7) });
    const { events, conflicts } = mergeEvents([local], [theirs]);
    expect(events).toEqual([expect.objectContaining({ minute: 14, synced: true, updatedAt: T(7) })]);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0].local.minute).toBe(15);
  });

  it('reports no conflict when the server already holds what the local edit says', () => {
    const base = server(1, { updatedAt: T(1) });
    const local = { ...synced(base), minute: 15, synced: false, updatedAt: T(3) };
    const { events, conflicts } = mergeEvents([local], [server(1, { minute: 15, updatedAt: T(4) })]);
    expect(conflicts).toEqual([]);
    expect(events[0]).toEqual(expect.objectContaining({ minute: 15, synced: true }));
  });

  it('cancels a local removal when the server changed the event later, and says so', () => {
    const base = server(1, { updatedAt: T(1) });
    const removal = { ...synced(base), deleted: true, synced: false, updatedAt: T(2) };
    const { events, conflicts } = mergeEvents([removal], [server(1, { minute: 33, updatedAt: T(6) })]);
    expect(events).toEqual([expect.objectContaining({ deleted: false, minute: 33, synced: true })]);
    expect(conflicts).toHaveLength(1);
  });

  it('creates again an event edited here that someone removed there (nothing typed is lost)', () => {
    const local = { ...synced(server(1)), minute: 15, synced: false, updatedAt: T(3) };
    const { events } = mergeEvents([local], []);
    expect(events).toEqual([expect.objectContaining({ clientId: local.clientId, id: null, minute: 15, synced: false })]);
  });
});

describe('visibleEvents', () => {
  it('lists the events not removed by stage order, then time', () => {
    const a = created('a-event-1', { stageId: 2, minute: 1 });
    const b = created('b-event-1', { stageId: 1, minute: 20 });
    const c = created('c-event-1', { stageId: 1, minute: 5 });
    const d = created('d-event-1', { stageId: 1, minute: 6, deleted: true });
    const order = new Map([
      [1, 1],
      [2, 2],
    ]);
    expect(visibleEvents([a, b, c, d], order).map((e) => e.clientId)).toEqual(['c-event-1', 'b-event-1', 'a-event-1']);
  });
});
