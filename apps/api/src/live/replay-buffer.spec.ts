import { createReplayBuffer } from './replay-buffer';

function buffer(limits = { maxMessages: 3, maxAgeMs: 60_000 }) {
  const clock = { ms: 1_000_000 };
  const b = createReplayBuffer(limits, { epoch: 'e1', now: () => clock.ms });
  const push = (body: string) => b.push((id) => `${id}:${body}`);
  return { b, push, clock };
}

describe('live replay buffer', () => {
  it('numbers messages within one epoch and renders each with its id', () => {
    const { b, push } = buffer();
    expect(b.lastId()).toBe('e1-0');
    expect(push('a')).toBe('e1-1:a');
    expect(push('b')).toBe('e1-2:b');
    expect(b.lastId()).toBe('e1-2');
  });

  it('replays what followed a kept id, nothing after the last one, and nothing for a fresh browser', () => {
    const { b, push } = buffer();
    push('a');
    push('b');
    push('c');
    expect(b.since('e1-1')).toEqual({ kind: 'replay', messages: ['e1-2:b', 'e1-3:c'] });
    expect(b.since('e1-3')).toEqual({ kind: 'replay', messages: [] });
    expect(b.since(undefined)).toEqual({ kind: 'fresh' });
    expect(b.since('')).toEqual({ kind: 'fresh' });
  });

  it('resumes from the id the browser got before the first message', () => {
    const { b, push } = buffer();
    const before = b.lastId();
    push('a');
    expect(b.since(before)).toEqual({ kind: 'replay', messages: ['e1-1:a'] });
  });

  it('resets past the count kept, but still replays from the last message dropped', () => {
    const { b, push } = buffer();
    for (const body of ['a', 'b', 'c', 'd', 'e']) push(body);
    expect(b.since('e1-1')).toEqual({ kind: 'reset' });
    expect(b.since('e1-2')).toEqual({ kind: 'replay', messages: ['e1-3:c', 'e1-4:d', 'e1-5:e'] });
  });

  it('resets past the age kept', () => {
    const { b, push, clock } = buffer({ maxMessages: 100, maxAgeMs: 1_000 });
    push('a');
    clock.ms += 500;
    push('b');
    clock.ms += 600;
    expect(b.since('e1-0')).toEqual({ kind: 'reset' });
    expect(b.since('e1-1')).toEqual({ kind: 'replay', messages: ['e1-2:b'] });
    clock.ms += 1_000;
    expect(b.since('e1-1')).toEqual({ kind: 'reset' });
    expect(b.since('e1-2')).toEqual({ kind: 'replay', messages: [] });
  });

  it('resets an id of another process or start, a future id, and garbage', () => {
    const { b, push } = buffer();
    push('a');
    expect(b.since('e0-1')).toEqual({ kind: 'reset' });
    expect(b.since('e1-9')).toEqual({ kind: 'reset' });
    expect(b.since('nonsense')).toEqual({ kind: 'reset' });
  });

  it('keeps replaying correctly after dropping many messages', () => {
    const { b, push } = buffer({ maxMessages: 10, maxAgeMs: 60_000 });
    for (let i = 1; i <= 5000; i += 1) push(String(i));
    expect(b.since('e1-4990')).toEqual({ kind: 'replay', messages: ['e1-4991:4991', 'e1-4992:4992', 'e1-4993:4993', 'e1-4994:4994', 'e1-4995:4995', 'e1-4996:4996', 'e1-4997:4997', 'e1-4998:4998', 'e1-4999:4999', 'e1-5000:5000'] });
    expect(b.since('e1-4989')).toEqual({ kind: 'reset' });
  });
});
