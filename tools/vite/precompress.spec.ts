import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressDir } from './precompress.mts';

const script = Array.from({ length: 300 }, (_, i) => `export const value${i} = "a line of a bundle";`).join('\n');
let work: string;
let cache: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'phc-precompress-'));
  cache = path.join(work, 'cache');
  fs.mkdirSync(path.join(work, 'build/assets'), { recursive: true });
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

const write = (file: string, body: string | Buffer) => fs.writeFileSync(path.join(work, 'build', file), body);
const exists = (file: string) => fs.existsSync(path.join(work, 'build', file));
const read = (file: string) => fs.readFileSync(path.join(work, 'build', file));

describe('precompressDir', () => {
  it('writes brotli and gzip forms beside a text file, each decoding to the file', async () => {
    write('assets/app-1a2b.js', script);
    write('index.html', `<!doctype html>${script}`);
    await precompressDir(path.join(work, 'build'), cache);
    expect(zlib.brotliDecompressSync(read('assets/app-1a2b.js.br')).toString()).toBe(script);
    expect(zlib.gunzipSync(read('assets/app-1a2b.js.gz')).toString()).toBe(script);
    expect(read('assets/app-1a2b.js.br').length).toBeLessThan(read('assets/app-1a2b.js.gz').length);
    expect(exists('index.html.br')).toBe(true);
  });

  it('leaves small files and formats that are compressed already as they are', async () => {
    write('assets/tiny-3c4d.js', 'export const a = 1;');
    write('icon.png', Buffer.alloc(4096, 1));
    await precompressDir(path.join(work, 'build'), cache);
    expect(exists('assets/tiny-3c4d.js.br')).toBe(false);
    expect(exists('icon.png.gz')).toBe(false);
  });

  it('writes no form that is not smaller than the file', async () => {
    write('assets/noise-5e6f.js', crypto.randomBytes(8192));
    await precompressDir(path.join(work, 'build'), cache);
    expect(exists('assets/noise-5e6f.js.br')).toBe(false);
    expect(exists('assets/noise-5e6f.js.gz')).toBe(false);
  });

  it('reuses the result for the same content, as the next app of the same build does', async () => {
    write('assets/app-1a2b.js', script);
    await precompressDir(path.join(work, 'build'), cache);
    // Mark the cached brotli form: a second build with the same file must take it rather than compress again.
    const entry = fs.readdirSync(cache).find((name) => name.endsWith('.br')) as string;
    fs.writeFileSync(path.join(cache, entry), 'from the cache');
    fs.rmSync(path.join(work, 'build/assets/app-1a2b.js.br'));
    await precompressDir(path.join(work, 'build'), cache);
    expect(read('assets/app-1a2b.js.br').toString()).toBe('from the cache');
  });

  it('drops cache entries no build used for two weeks', async () => {
    fs.mkdirSync(cache, { recursive: true });
    const stale = path.join(cache, 'stale.br');
    fs.writeFileSync(stale, 'old');
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    fs.utimesSync(stale, monthAgo, monthAgo);
    await precompressDir(path.join(work, 'build'), cache);
    expect(fs.existsSync(stale)).toBe(false);
  });
});
