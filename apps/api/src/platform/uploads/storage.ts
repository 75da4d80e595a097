import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Uploaded files on disk, one file per storage key (the metadata stays in `uploaded_files`). Bytes
 * go from the request to the disk and from the disk to the answer in chunks: a file of any size
 * costs the server a few buffers of memory, never the whole file.
 */
export interface FileStore {
  readonly dir: string;
  /** Writes a stream under a new temporary name; `tooLarge` when it passes `maxBytes` (the part is removed). */
  receive(stream: Readable, maxBytes: number): Promise<{ tempPath: string; size: number; head: Buffer } | { tooLarge: true }>;
  /** Moves a received file to its storage key. */
  keep(tempPath: string, key: string): Promise<void>;
  discard(tempPath: string): Promise<void>;
  /** Removes a stored file (gone already is fine). */
  remove(key: string): Promise<void>;
  /** The file of a key and its size, or null when there is none. */
  stat(key: string): Promise<{ path: string; size: number; mtimeMs: number } | null>;
  close(): Promise<void>;
}

const headBytes = 4096;
const validKey = /^[\w.-]{1,200}$/;

/** `dir` undefined: a temporary folder removed at close (an in-memory database keeps no files either). */
export function createFileStore(dir?: string): FileStore {
  const temporary = !dir;
  const root = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'phc-uploads-'));
  fs.mkdirSync(path.join(root, '.incoming'), { recursive: true });
  const pathOf = (key: string) => {
    if (!validKey.test(key) || key.startsWith('.')) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  };

  return {
    dir: root,
    async receive(stream, maxBytes) {
      const tempPath = path.join(root, '.incoming', randomBytes(12).toString('hex'));
      let size = 0;
      const heads: Buffer[] = [];
      let headLength = 0;
      let tooLarge = false;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) {
            tooLarge = true;
            return done();
          }
          if (headLength < headBytes) {
            heads.push(chunk.subarray(0, headBytes - headLength));
            headLength += Math.min(chunk.length, headBytes - headLength);
          }
          done(null, chunk);
        },
      });
      try {
        await pipeline(stream, counter, fs.createWriteStream(tempPath, { mode: 0o600 }));
      } catch (error) {
        await fs.promises.rm(tempPath, { force: true });
        throw error;
      }
      // A multipart parser stops at its own limit and marks the stream instead of failing it.
      if (tooLarge || (stream as Readable & { truncated?: boolean }).truncated) {
        await fs.promises.rm(tempPath, { force: true });
        return { tooLarge: true };
      }
      return { tempPath, size, head: Buffer.concat(heads) };
    },
    async keep(tempPath, key) {
      await fs.promises.rename(tempPath, pathOf(key));
    },
    async discard(tempPath) {
      await fs.promises.rm(tempPath, { force: true });
    },
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    async stat(key) {
      try {
        const file = pathOf(key);
        const stats = await fs.promises.stat(file);
        return stats.isFile() ? { path: file, size: stats.size, mtimeMs: stats.mtimeMs } : null;
      } catch {
        return null;
      }
    },
    async close() {
      if (temporary) await fs.promises.rm(root, { recursive: true, force: true });
    },
  };
}
