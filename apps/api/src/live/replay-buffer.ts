/** How long the stream keeps sent messages for browsers that reconnect. */
export interface ReplayLimits {
  maxMessages: number;
  maxAgeMs: number;
}

export const defaultReplayLimits: ReplayLimits = { maxMessages: 5_000, maxAgeMs: 15 * 60_000 };

/** What a reconnecting browser gets: the messages it missed, or a reset when they are gone. */
export type Resume = { kind: 'fresh' } | { kind: 'replay'; messages: string[] } | { kind: 'reset' };

export interface ReplayBuffer {
  /** Gives the next id to `render` and keeps the message it makes; returns it. */
  push(render: (id: string) => string): string;
  /** What follows `lastEventId`; `fresh` for a browser that never had a message. */
  since(lastEventId: string | undefined): Resume;
  /** The id of the last message kept (`<epoch>-0` before any). */
  lastId(): string;
}

/**
 * Sent messages, serialized, kept by count and age. Ids are `<epoch>-<n>`: n counts up within one
 * process, the epoch (start time and a random part) tells ids of another process or an earlier
 * start apart, so a browser that followed another instance gets a reset, never a wrong replay.
 */
export function createReplayBuffer(limits: ReplayLimits, options: { epoch: string; now?: () => number }): ReplayBuffer {
  const now = options.now ?? Date.now;
  const kept: { n: number; at: number; text: string }[] = [];
  let head = 0; // kept[head..] are live; the array is compacted now and then
  let last = 0;
  // Everything up to this n was sent and is gone: an id at or past it can still be resumed.
  let dropped = 0;

  const prune = () => {
    const oldest = now() - limits.maxAgeMs;
    while (kept.length - head > limits.maxMessages || (head < kept.length && kept[head].at < oldest)) {
      dropped = kept[head].n;
      head += 1;
    }
    if (head > 1024 && head * 2 > kept.length) {
      kept.splice(0, head);
      head = 0;
    }
  };
  const idOf = (n: number) => `${options.epoch}-${n}`;

  return {
    push(render) {
      last += 1;
      const text = render(idOf(last));
      kept.push({ n: last, at: now(), text });
      prune();
      return text;
    },
    since(lastEventId) {
      if (lastEventId === undefined || lastEventId === '') return { kind: 'fresh' };
      const match = /^(.+)-(\d+)$/.exec(lastEventId);
      if (!match || match[1] !== options.epoch) return { kind: 'reset' };
      const n = Number(match[2]);
      prune();
      if (n > last || n < dropped) return { kind: 'reset' };
      const messages: string[] = [];
      for (let i = head; i < kept.length; i += 1) if (kept[i].n > n) messages.push(kept[i].text);
      return { kind: 'replay', messages };
    },
    lastId: () => idOf(last),
  };
}
