import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from '../test-utils/test-app';
import { isApiPath } from './serve-app';

let staticDir: string;
const bigText = Array.from({ length: 400 }, (_, i) => `/* line ${i} of a bundle */`).join('\n');

function writeWithForms(file: string, body: string, forms: Array<'br' | 'gz'>) {
  const target = path.join(staticDir, file);
  fs.writeFileSync(target, body);
  if (forms.includes('br')) fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(body));
  if (forms.includes('gz')) fs.writeFileSync(`${target}.gz`, zlib.gzipSync(body));
}
let t: TestApp;
beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phc-web-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root" data-tournament="phc"></div>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-a1b2c3.js'), 'console.log(1)');
  fs.writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A country flag as tools/vite/country-flags.mts writes it.
  fs.mkdirSync(path.join(staticDir, 'flags'));
  fs.writeFileSync(path.join(staticDir, 'flags', 'cz.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"/>');
  // A build as tools/vite/precompress.mts leaves it: big text files with their .br and .gz beside them.
  writeWithForms('index.html', `<!doctype html><div id="root" data-tournament="phc"></div>${bigText}`, ['br', 'gz']);
  writeWithForms('assets/app-d4e5f6.js', `console.log(1);${bigText}`, ['br', 'gz']);
  writeWithForms('assets/only-gzip-789abc.js', `console.log(2);${bigText}`, ['gz']);
  t = await createTestApp({ seed: false, staticDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html,application/xhtml+xml') => t.app.inject({ method: 'GET', url, headers: { accept } });
const getEncoded = (url: string, acceptEncoding: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*', 'accept-encoding': acceptEncoding, ...headers } });

describe('the web build, compressed', () => {
  it('sends the brotli form to a browser that accepts it, typed as the file it stands for', async () => {
    const response = await getEncoded('/assets/app-d4e5f6.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['content-type']).toBe((await getEncoded('/assets/app-d4e5f6.js', 'identity')).headers['content-type']);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toMatch(/^console\.log\(1\);/);
  });

  it('sends gzip to a browser that does not take brotli or refuses it with q=0', async () => {
    for (const acceptEncoding of ['gzip, deflate', 'br;q=0, gzip', '*, br;q=0']) {
      const response = await getEncoded('/assets/app-d4e5f6.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(response.rawPayload).toString()).toMatch(/^console\.log\(1\);/);
    }
  });

  it('sends the file itself to a browser that takes no compression', async () => {
    for (const acceptEncoding of ['identity', 'br;q=0, gzip;q=0', '']) {
      const response = await getEncoded('/assets/app-d4e5f6.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.body).toMatch(/^console\.log\(1\);/);
    }
  });

  it('falls back to gzip for a file the build has no brotli form of', async () => {
    const response = await getEncoded('/assets/only-gzip-789abc.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toMatch(/^console\.log\(2\);/);
  });

  it('sends a file without compressed forms as it is', async () => {
    const response = await getEncoded('/assets/index-a1b2c3.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
  });

  it('keeps hashed assets immutable for a year and index.html revalidated, compressed or not', async () => {
    expect((await getEncoded('/assets/app-d4e5f6.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await getEncoded('/', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers a revalidation with the same ETag by 304 and no body', async () => {
    const first = await getEncoded('/assets/app-d4e5f6.js', 'br');
    expect(first.headers['etag']).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await getEncoded('/assets/app-d4e5f6.js', 'br', { 'if-none-match': String(first.headers['etag']) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('gives each form its own ETag, so a cache never revalidates one form into another', async () => {
    const br = await getEncoded('/assets/app-d4e5f6.js', 'br');
    const gzip = await getEncoded('/assets/app-d4e5f6.js', 'gzip');
    expect(br.headers['etag']).not.toBe(gzip.headers['etag']);
  });

  it('sends the SPA fallback (index.html for a page path) compressed', async () => {
    const response = await getEncoded('/vysledky/podle-dni', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('data-tournament="phc"');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await getEncoded('/assets/app-d4e5f6.js', 'br');
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-d4e5f6.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('the web build', () => {
  it('serves index.html revalidated on every visit, with the CSP', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-tournament="phc"');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/index-a1b2c3.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a country flag as an SVG image cached for a month, and a flag it does not have as a 404, not a page', async () => {
    const flag = await get('/flags/cz.svg', 'image/avif,image/webp,image/svg+xml,*/*;q=0.8');
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(flag.headers['cache-control']).toBe('public, max-age=2592000');
    expect(flag.headers['etag']).toBeTruthy();
    const missing = await get('/flags/xx.svg', 'image/avif,image/webp,image/svg+xml,*/*;q=0.8');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('data-tournament');
  });

  it('revalidates other files of the build', async () => {
    expect((await get('/favicon.svg', '*/*')).headers['cache-control']).toBe('no-cache');
  });

  it('answers any page path of the SPA with index.html', async () => {
    const response = await get('/en/results/group/3?tab=matches');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="root"');
  });

  it('answers a missing asset, or a request that wants no page, with 404', async () => {
    expect((await get('/assets/missing-123.js', '*/*')).statusCode).toBe(404);
    expect((await get('/some/page', 'application/json')).statusCode).toBe(404);
  });

  it('never serves a file outside the build', async () => {
    const response = await get('/..%2F..%2Fetc%2Fpasswd');
    expect(response.body).not.toContain('root:');
  });

  it('leaves the API to the API: an unknown /api/ path is a JSON 404, not the SPA', async () => {
    const response = await get('/api/v1/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe('API paths', () => {
  it('are the API, GraphQL, logout and the administration, not pages that merely start alike', () => {
    expect(['/api/v1/x', '/graphql', '/logout', '/admin/', '/admin'].every(isApiPath)).toBe(true);
    expect(isApiPath('/administrace')).toBe(false);
    expect(isApiPath('/vysledky')).toBe(false);
  });
});
