import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this a compressed answer saves less than its headers and the CPU cost it. */
export const compressAbove = 8192;

export type Coding = 'br' | 'gzip' | 'identity';

/**
 * One serialized answer (one version of it) as bytes, with its ETag and its compressed forms,
 * each made at most once, on the first request that wants it. Compression runs on libuv's thread
 * pool, not the event loop: the live answer is ~0.5 MB of JSON and changes with every goal.
 */
export interface EncodedBody {
  text: string;
  body: Buffer;
  etag: string;
  compressed: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

let compressions = 0;
/** How many bodies were compressed in this process: a test counts that one version is compressed once. */
export const compressionCount = (): number => compressions;

/** A strong ETag of a serialized body. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function encodedBody(text: string): EncodedBody {
  const body = Buffer.from(text);
  return { text, body, etag: etagOf(body), compressed: {} };
}

/** The q value Accept-Encoding gives a coding (`*` for any it does not name; absent is 0). */
function qualityOf(acceptEncoding: string, coding: string): number {
  let any = 0;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) || 0 : 1;
    if (name === coding) return value;
    if (name === '*') any = value;
  }
  return any;
}

/** Brotli when the client takes it at least as gladly as gzip (it is ~25 % smaller), else gzip, else none. */
export function preferredCoding(acceptEncoding: string | undefined, size: number): Coding {
  if (!acceptEncoding || size <= compressAbove) return 'identity';
  const br = qualityOf(acceptEncoding, 'br');
  const gz = qualityOf(acceptEncoding, 'gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : 'identity';
}

/** gzip level 9 and brotli quality 6: ~29 KB and ~24 KB of the demo's live answer, each in ~35 ms once per version. */
function compress(body: Buffer, coding: 'br' | 'gzip'): Promise<Buffer> {
  compressions += 1;
  if (coding === 'gzip') return gzipAsync(body, { level: 9 });
  return brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** The bytes of the answer in a coding, compressed on first use and kept with the version. */
export function bytesIn(encoded: EncodedBody, coding: Coding): Buffer | Promise<Buffer> {
  if (coding === 'identity') return encoded.body;
  return (encoded.compressed[coding] ??= compress(encoded.body, coding));
}
