import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats that compress; images, fonts and icons in PNG are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this, a compressed answer saves less than its header and a round of decoding costs. */
const minBytes = 1024;
/** Part of every cache key: changing how files are compressed must not reuse the old results. */
const settings = 'br11-text/gz9';
const defaultCacheDir = path.resolve(import.meta.dirname, '../../node_modules/.cache/phc-precompress');
/** Entries no build asked for in this long are removed, so the cache follows the code. */
const cacheDays = 14;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of the build, once, so that the server (apps/api/src/platform/static) sends the smallest form a browser
 * accepts without compressing on every request. A form that is not smaller than the file is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'phc-precompress',
    apply: 'build',
    // Once every file is on disk, the copied public folder's too: those are served the same way.
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options) {
        if (options.dir) await precompressDir(options.dir);
      },
    },
  };
}

/**
 * Compresses the folder's files, reusing earlier results by content: every tournament app has the same
 * chunks (the map engine alone is 1.8 MB, ~3 s of brotli 11), so without it `npm test` compressed
 * them eleven times over.
 */
export async function precompressDir(dir: string, cacheDir = defaultCacheDir): Promise<void> {
  await fs.mkdir(cacheDir, { recursive: true });
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && compressible.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(files.map((file) => compressFile(file, cacheDir)));
  await pruneCache(cacheDir);
}

async function compressFile(file: string, cacheDir: string): Promise<void> {
  const body = await fs.readFile(file);
  if (body.length < minBytes) return;
  const key = crypto.createHash('sha256').update(settings).update(body).digest('hex');
  const [br, gz] = await Promise.all([
    cached(path.join(cacheDir, `${key}.br`), () =>
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ),
    cached(path.join(cacheDir, `${key}.gz`), () => gzip(body, { level: 9 })),
  ]);
  await Promise.all([br.length < body.length && fs.writeFile(`${file}.br`, br), gz.length < body.length && fs.writeFile(`${file}.gz`, gz)]);
}

async function cached(entry: string, make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    const hit = await fs.readFile(entry);
    const now = new Date();
    await fs.utimes(entry, now, now);
    return hit;
  } catch {
    const made = await make();
    // Two apps building at once may make the same entry: each writes its own file and renames it in whole.
    const temporary = `${entry}.${process.pid}.${crypto.randomUUID()}.tmp`;
    await fs.writeFile(temporary, made);
    await fs.rename(temporary, entry);
    return made;
  }
}

async function pruneCache(cacheDir: string): Promise<void> {
  const before = Date.now() - cacheDays * 24 * 3600 * 1000;
  for (const name of await fs.readdir(cacheDir)) {
    const entry = path.join(cacheDir, name);
    const stat = await fs.stat(entry).catch(() => undefined);
    if (stat && stat.mtimeMs < before) await fs.rm(entry, { force: true });
  }
}
