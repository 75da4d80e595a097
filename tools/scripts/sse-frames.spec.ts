import { percentile, spread, SseBlockReader } from './sse-frames';

describe('SSE block reader', () => {
  it('tells messages from the retry hint and heartbeats, and counts each block with its blank line', () => {
    const reader = new SseBlockReader();
    const blocks = reader.push('retry: 3000\n\n: ping\n\nevent: change\ndata: {"a":1}\n\nid: 7-1\ndata: x\n\n');
    expect(blocks.map((b) => b.isMessage)).toEqual([false, false, true, true]);
    expect(blocks.map((b) => b.bytes)).toEqual([13, 8, 29, 17]);
    expect(blocks[2].fields).toEqual([
      ['event', 'change'],
      ['data', '{"a":1}'],
    ]);
  });

  it('waits for the blank line of a block cut across chunks, wherever the cut falls', () => {
    const text = 'event: change\r\ndata: é\r\n\r\n: ping\r\n\r\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      const reader = new SseBlockReader();
      const blocks = [...reader.push(text.slice(0, cut)), ...reader.push(text.slice(cut))];
      expect(blocks.map((b) => [b.isMessage, b.bytes])).toEqual([
        [true, 27],
        [false, 10],
      ]);
    }
  });

  it('counts multi-byte characters as their UTF-8 bytes', () => {
    expect(new SseBlockReader().push('data: žluť\n\n')[0].bytes).toBe(14);
  });

  it('reads a field without a colon, and a comment between fields, as the SSE spec does', () => {
    const [block] = new SseBlockReader().push('data\n: note\nid:3\n\n');
    expect(block.fields).toEqual([
      ['data', ''],
      ['id', '3'],
    ]);
    expect(block.isMessage).toBe(true);
  });

  it('takes a lone carriage return at a chunk end as possibly half of a line ending', () => {
    const reader = new SseBlockReader();
    expect(reader.push('data: a\r\n\r')).toEqual([]);
    expect(reader.push('\ndata: b\n\n').map((b) => b.bytes)).toEqual([11, 9]);
  });
});

describe('percentiles', () => {
  it('takes the nearest rank of the sorted values', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(spread(values)).toEqual({ median: 5, p95: 10, max: 10 });
  });

  it('answers NaN for no values', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
