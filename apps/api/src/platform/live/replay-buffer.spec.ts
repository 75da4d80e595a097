import { createReplayBuffer } from './replay-buffer';

function buffer(limits = { maxMessages: 3, maxAgeMs: 60_000 }, start = 100) {
  const clock = { ms: 1_000_000 };
  const b = createReplayBuffer(limits, { start, now: () => clock.ms });
  const push = (id: number, body: string) => b.push(id, (n) => `${n}:${body}`);
  const texts = (resume: ReturnType<typeof b.since>) => (resume.kind === 'replay' ? resume.messages.map((m) => m.text) : resume.kind);
  return { b, push, clock, texts };
}

describe('live replay buffer', () => {
  it('keeps each message with the id of its change, and starts at the id the instance started from', () => {
    const { b, push } = buffer();
    expect(b.lastId()).toBe(100);
    expect(push(101, 'a')).toEqual({ id: 101, text: '101:a' });
    // Ids of rolled-back writes never come: a hole is fine.
    expect(push(104, 'b')).toEqual({ id: 104, text: '104:b' });
    expect(b.lastId()).toBe(104);
  });

  it('replays what followed a kept id, nothing after the last one, and nothing for a fresh browser', () => {
    const { b, push, texts } = buffer();
    push(101, 'a');
    push(102, 'b');
    push(103, 'c');
    expect(texts(b.since('101'))).toEqual(['102:b', '103:c']);
    expect(texts(b.since('103'))).toEqual([]);
    expect(b.since(undefined)).toEqual({ kind: 'fresh' });
    expect(b.since('')).toEqual({ kind: 'fresh' });
  });

  it('resumes from the id the browser got before the first message', () => {
    const { b, push, texts } = buffer();
    const before = String(b.lastId());
    push(101, 'a');
    expect(texts(b.since(before))).toEqual(['101:a']);
  });

  it('sends a browser from before memory to the table, past the count or the age kept', () => {
    const { b, push, clock, texts } = buffer({ maxMessages: 3, maxAgeMs: 1_000 });
    for (const [n, body] of [[101, 'a'], [102, 'b'], [103, 'c'], [104, 'd']] as const) push(n, body);
    expect(b.since('100')).toEqual({ kind: 'table', after: 100 });
    expect(texts(b.since('101'))).toEqual(['102:b', '103:c', '104:d']);
    clock.ms += 2_000;
    expect(b.since('101')).toEqual({ kind: 'table', after: 101 });
  });

  it('replays nothing to a browser ahead of this instance (it followed a faster one), and resets garbage and older releases\' ids', () => {
    const { b, push } = buffer();
    push(101, 'a');
    expect(b.since('150')).toEqual({ kind: 'replay', after: 150, messages: [] });
    expect(b.since('e1-9')).toEqual({ kind: 'reset' });
    expect(b.since('nonsense')).toEqual({ kind: 'reset' });
  });

  it('keeps replaying correctly after dropping many messages', () => {
    const { b, push, texts } = buffer({ maxMessages: 10, maxAgeMs: 60_000 }, 0);
    for (let i = 1; i <= 5000; i += 1) push(i, String(i));
    expect(texts(b.since('4990'))).toEqual(Array.from({ length: 10 }, (_, k) => `${4991 + k}:${4991 + k}`));
    expect(b.since('4989')).toEqual({ kind: 'table', after: 4989 });
  });
});
