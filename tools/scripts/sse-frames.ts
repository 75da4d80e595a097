/**
 * Pure helpers of `npm run bench:live`: reading Server-Sent Events blocks out of a byte stream
 * without knowing what the server puts in them, and the latency figures.
 */

/** One SSE block (the text up to a blank line), with its size in bytes including the blank line. */
export interface SseBlock {
  /** Field lines as `[name, value]`; comment lines (`: ping`) are left out. */
  fields: [string, string][];
  bytes: number;
  /**
   * True when the block dispatches something to the page or moves its last event id: an `event`,
   * `data` or `id` field. A heartbeat comment or a lone `retry:` hint is not a message.
   */
  isMessage: boolean;
}

const messageFields = new Set(['event', 'data', 'id']);

function parseBlock(text: string, bytes: number): SseBlock {
  const fields: [string, string][] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    // A line without a colon is a field with an empty value (the SSE spec).
    if (colon < 0) fields.push([line, '']);
    else fields.push([line.slice(0, colon), line.slice(colon + 1).replace(/^ /, '')]);
  }
  return { fields, bytes, isMessage: fields.some(([name]) => messageFields.has(name)) };
}

// A block ends at the first blank line, whatever the line endings (\n, \r\n or \r); a "\r\n" is
// one line ending, never a "\r" line and a "\n" line.
const blockEnd = /(\r\n|\r(?!\n)|\n)(\r\n|\r(?!\n)|\n)/;

/**
 * Splits a stream of decoded chunks into SSE blocks. Chunks may cut a block (or a multi-byte
 * character, which the caller's decoder keeps) anywhere; a block is returned once its blank line
 * has arrived. A lone `\r` at a chunk's end waits for the next chunk, as it may start a `\r\n`.
 */
export class SseBlockReader {
  private pending = '';

  push(chunk: string): SseBlock[] {
    this.pending += chunk;
    const blocks: SseBlock[] = [];
    for (;;) {
      const match = blockEnd.exec(this.pending);
      if (!match) break;
      const end = match.index + match[0].length;
      // A blank line ending in a lone "\r" at the chunk's end may be half of a "\r\n".
      if (match[2] === '\r' && end === this.pending.length) break;
      const text = this.pending.slice(0, match.index);
      blocks.push(parseBlock(text, Buffer.byteLength(this.pending.slice(0, end))));
      this.pending = this.pending.slice(end);
    }
    return blocks;
  }
}

/** The value at rank `p` (0–100) of the values, nearest-rank; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Median, 95th percentile and maximum of the values. */
export function spread(values: readonly number[]): { median: number; p95: number; max: number } {
  return { median: percentile(values, 50), p95: percentile(values, 95), max: percentile(values, 100) };
}
