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

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of the build, once, so that the server (apps/api/src/static) sends the smallest form a browser
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

export async function precompressDir(dir: string): Promise<void> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && compressible.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(files.map(compressFile));
}

async function compressFile(file: string): Promise<void> {
  const body = await fs.readFile(file);
  if (body.length < minBytes) return;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  await Promise.all([br.length < body.length && fs.writeFile(`${file}.br`, br), gz.length < body.length && fs.writeFile(`${file}.gz`, gz)]);
}
