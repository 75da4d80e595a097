import sharp from 'sharp';
import * as v from 'valibot';
import { cmsEndpoints, imageProxy, imageUrl } from '@phc/api-contract';
import { createTestApp, loginAs, type TestApp } from '../../platform/test-utils/test-app';
import { ResizeCache } from './files';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['superadmin', 'admin', 'club']) cookies[who] = await loginAs(t.app, `${who}@demo.test`);
}, 120_000);
afterAll(() => t.close());

const boundary = '----phc-test-boundary';
function multipart(bytes: Buffer, filename: string, mimeType: string, field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${mimeType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}
const upload = (payload: Buffer, cookie?: string) =>
  t.app.inject({ method: 'POST', url: cmsEndpoints.upload.path, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(cookie ? { cookie } : {}) } });

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 16, b: 46 } } }).png().toBuffer();

describe('uploads', () => {
  it('stores an image of the super admin, answers its address and size, and serves it back', async () => {
    const bytes = await png(800, 400);
    const response = await upload(multipart(bytes, 'plakát.png', 'image/png'), cookies.superadmin);
    expect(response.statusCode).toBe(200);
    const { file } = v.parse(cmsEndpoints.upload.response, response.json());
    expect(file).toMatchObject({ name: 'plakát.png', mimeType: 'image/png', size: bytes.length, width: 800, height: 400 });
    expect(file.url).toMatch(/^\/uploads\/[0-9a-f]{24}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('stores a PDF as a download', async () => {
    const response = await upload(multipart(Buffer.from('%PDF-1.4\n%demo\n'), 'propozice.pdf', 'application/pdf'), cookies.superadmin);
    expect(response.statusCode).toBe(200);
    const { file } = v.parse(cmsEndpoints.upload.response, response.json());
    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.headers['content-disposition']).toBe('attachment; filename="propozice.pdf"');
  });

  it('refuses a file over 104857600 bytes with 413 and a clear code', async () => {
    const response = await upload(multipart(Buffer.alloc(104_857_601, 0x61), 'velky.pdf', 'application/pdf'), cookies.superadmin);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ status: 413, code: 'payload_too_large', fields: { file: ['max'] } });
    expect(response.json().error.message).toMatch(/104857600 bytes/);
  });

  it('refuses a file that only claims to be an image, a type that is not allowed, an empty file and a missing part', async () => {
    const fake = await upload(multipart(Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png'), cookies.superadmin);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.code).toBe('unsupported_media_type');
    const exe = await upload(multipart(Buffer.from('MZ...'), 'setup.exe', 'application/x-msdownload'), cookies.superadmin);
    expect(exe.statusCode).toBe(415);
    const html = await upload(multipart(Buffer.from('<p>x</p>'), 'x.html', 'text/html'), cookies.superadmin);
    expect(html.statusCode).toBe(415);
    const empty = await upload(multipart(Buffer.alloc(0), 'x.pdf', 'application/pdf'), cookies.superadmin);
    expect(empty.statusCode).toBe(400);
    const wrongField = await upload(multipart(await png(10, 10), 'x.png', 'image/png', 'picture'), cookies.superadmin);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toEqual({ file: ['required'] });
    const json = await t.app.inject({ method: 'POST', url: cmsEndpoints.upload.path, payload: { file: 'x' }, headers: { cookie: cookies.superadmin } });
    expect(json.statusCode).toBe(400);
  });

  it('lets only the super admin upload: 401 anonymous, 403 club and admin', async () => {
    const body = multipart(await png(10, 10), 'x.png', 'image/png');
    expect((await upload(body)).statusCode).toBe(401);
    expect((await upload(body, cookies.club)).statusCode).toBe(403);
    expect((await upload(body, cookies.admin)).statusCode).toBe(403);
  });

  it('serves an uploaded SVG so that opening it directly cannot run scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/partner-kempa.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toMatch(/sandbox/);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/neni.png' })).statusCode).toBe(404);
  });
});

describe('image proxy', () => {
  it('resizes an uploaded image to the asked width and height, keeping its proportions', async () => {
    const { file } = (await upload(multipart(await png(1200, 600), 'hero.png', 'image/png'), cookies.superadmin)).json();
    const response = await t.app.inject({ method: 'GET', url: imageUrl(file.url, { w: 320, h: 320 }) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 160]);
    const cover = await t.app.inject({ method: 'GET', url: imageUrl(file.url, { w: 320, h: 320, fit: 'cover' }) });
    const coverMeta = await sharp(cover.rawPayload).metadata();
    expect([coverMeta.width, coverMeta.height]).toEqual([320, 320]);
  });

  it('draws a vector logo at the asked size and answers WebP to browsers that take it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/img/partner-kempa.svg?w=480&h=256', headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.vary).toMatch(/accept/);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 240]);
  });

  it('answers 304 to a browser holding the same version', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/img/gallery-final.svg?w=256' });
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toMatch(/^public/);
    const again = await t.app.inject({ method: 'GET', url: '/img/gallery-final.svg?w=256', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('refuses missing, oversize or non-numeric sizes, unknown images and files that are no images', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/img/partner-kempa.svg' })).json().error.fields).toEqual({ query: ['required'] });
    expect((await t.app.inject({ method: 'GET', url: '/img/partner-kempa.svg?w=5000' })).json().error.fields).toEqual({ 'query.w': ['invalid'] });
    expect((await t.app.inject({ method: 'GET', url: '/img/partner-kempa.svg?w=abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/img/partner-kempa.svg?w=64&fit=fill' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/img/neni.png?w=64' })).statusCode).toBe(404);
    const { file } = (await upload(multipart(Buffer.from('%PDF-1.4\n'), 'a.pdf', 'application/pdf'), cookies.superadmin)).json();
    expect((await t.app.inject({ method: 'GET', url: `/img/${file.url.split('/').pop()}?w=64` })).statusCode).toBe(415);
  });

  // Issue 14 item 10: each new size was a fresh render of the original for any anonymous caller.
  it('renders only the fixed ladder of sides: any other width or height is a 400 and renders nothing', async () => {
    for (const query of ['w=200', 'w=321', 'h=100', 'w=320&h=100', 'w=1&h=1', 'w=4000', 'w=1919']) {
      const response = await t.app.inject({ method: 'GET', url: `/img/gallery-final.svg?${query}` });
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(Object.values(response.json().error.fields).flat()).toContain('invalid');
    }
    for (const side of imageProxy.sides) expect((await t.app.inject({ method: 'GET', url: `/img/partner-kempa.svg?w=${side}&h=${side}` })).statusCode).toBe(200);
  });
});

describe('ResizeCache', () => {
  it('forgets the least recently used images past its byte budget', () => {
    const cache = new ResizeCache(10);
    const entry = (n: number) => ({ body: Buffer.alloc(n), type: 'image/png', etag: `"${n}"` });
    cache.set('a', entry(4));
    cache.set('b', entry(4));
    cache.get('a');
    cache.set('c', entry(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    cache.set('huge', entry(11));
    expect(cache.get('huge')).toBeUndefined();
  });
});

describe('imageUrl (contract helper)', () => {
  it('points uploads at the proxy and leaves other addresses alone', () => {
    expect(imageUrl('/uploads/a.svg', { w: 240.4, h: 120 })).toBe('/img/a.svg?w=256&h=128');
    expect(imageUrl('/uploads/a.svg', { w: 99999 })).toBe('/img/a.svg?w=1920');
    expect(imageUrl('https://example.com/a.png', { w: 10 })).toBe('https://example.com/a.png');
    expect(imageUrl('/logo.svg', { w: 10 })).toBe('/logo.svg');
  });
});
