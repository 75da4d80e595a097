/** How long the stream keeps sent messages in memory for browsers that reconnect. */
export interface ReplayLimits {
  maxMessages: number;
  maxAgeMs: number;
}

export const defaultReplayLimits: ReplayLimits = { maxMessages: 5_000, maxAgeMs: 15 * 60_000 };

/** A stream message and its id (the change's id in `live_changes`). */
export interface SentMessage {
  id: number;
  text: string;
}

/**
 * What a reconnecting browser gets: the messages it missed, a reset when they are gone, or (`table`)
 * a resume from before what memory holds, read from the database.
 */
export type Resume = { kind: 'fresh' } | { kind: 'replay'; after: number; messages: SentMessage[] } | { kind: 'reset' } | { kind: 'table'; after: number };

export interface ReplayBuffer {
  /** Keeps the message of change `id` that `render` makes with it; returns it. */
  push(id: number, render: (id: number) => string): SentMessage;
  /** What follows `lastEventId`; `fresh` for a browser that never had a message. */
  since(lastEventId: string | undefined): Resume;
  /** The id of the last message kept (where this instance started, before any). */
  lastId(): number;
}

/**
 * Sent messages, serialized, kept by count and age. Ids are the database's (the same on every
 * instance), so a browser that followed another instance resumes here: from memory when it is
 * kept, from the table when older, and with no replay when it is ahead of this instance (the
 * stream then skips what the browser already has). An id of another form (an older release's
 * `<epoch>-<n>`) gets a reset.
 */
export function createReplayBuffer(limits: ReplayLimits, options: { start: number; now?: () => number }): ReplayBuffer {
  const now = options.now ?? Date.now;
  const kept: { at: number; message: SentMessage }[] = [];
  let head = 0; // kept[head..] are live; the array is compacted now and then
  let last = options.start;
  // Everything up to this id is no longer in memory.
  let dropped = options.start;

  const prune = () => {
    const oldest = now() - limits.maxAgeMs;
    while (kept.length - head > limits.maxMessages || (head < kept.length && kept[head].at < oldest)) {
      dropped = kept[head].message.id;
      head += 1;
    }
    if (head > 1024 && head * 2 > kept.length) {
      kept.splice(0, head);
      head = 0;
    }
  };

  return {
    push(id, render) {
      last = Math.max(last, id);
      const message = { id, text: render(id) };
      kept.push({ at: now(), message });
      prune();
      return message;
    },
    since(lastEventId) {
      if (lastEventId === undefined || lastEventId === '') return { kind: 'fresh' };
      if (!/^\d{1,15}$/.test(lastEventId)) return { kind: 'reset' };
      const n = Number(lastEventId);
      prune();
      if (n < dropped) return { kind: 'table', after: n };
      const messages: SentMessage[] = [];
      for (let i = head; i < kept.length; i += 1) if (kept[i].message.id > n) messages.push(kept[i].message);
      return { kind: 'replay', after: n, messages };
    },
    lastId: () => last,
  };
}
