import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import * as v from 'valibot';
import { clubLogoUpload, imageUrl, webEndpoints } from '@phc/api-contract';
import { call, createTestApp, createUser, loginAs, type TestApp } from '../../../platform/test-utils/test-app';
import { logoUploadLimits } from './logo';

let t: TestApp;
const cookies: Record<string, string> = {};
/** The demo club administrator's club and a club they do not administer. */
let clubs: { own: number; other: number };
let countryId: number;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  for (const who of ['club', 'clubs', 'superadmin', 'admin']) cookies[who] = await loginAs(t.app, `${who}@demo.test`);
  const owner = await db.selectFrom('users').select('id').where('email', '=', 'club@demo.test').executeTakeFirstOrThrow();
  const owned = await db.selectFrom('user_clubs').select('club_id').where('user_id', '=', owner.id).execute();
  const other = await db.selectFrom('clubs').select('id').where('id', 'not in', owned.map((c) => c.club_id)).orderBy('id').executeTakeFirstOrThrow();
  clubs = { own: owned[0].club_id, other: other.id };
  countryId = (await db.selectFrom('countries').select('id').where('code', '=', 'CZ').executeTakeFirstOrThrow()).id;
  categoryId = (await db.selectFrom('team_categories').select('id').orderBy('sort_order').executeTakeFirstOrThrow()).id;
  const rival = await createUser(t.app, { email: 'rival-logo@example.test' });
  await db.insertInto('user_clubs').values({ user_id: rival, club_id: clubs.other }).execute();
  cookies['rival'] = await loginAs(t.app, 'rival-logo@example.test');
}, 120_000);
afterAll(() => t.close());

async function withConfig(key: string, value: string | null, body: () => Promise<void>) {
  const db = t.handle.db;
  const before = await db.selectFrom('config_values').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  await db.updateTable('config_values').set({ value }).where('key', '=', key).execute();
  try {
    await body();
  } finally {
    await db.updateTable('config_values').set({ value: before.value }).where('key', '=', key).execute();
  }
}
const closed = (body: () => Promise<void>) => withConfig('club_registration_till', '2026-04-01T00:00:00Z', body);

const boundary = '----phc-logo-boundary';
function multipart(bytes: Buffer, filename: string, mimeType: string, field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${mimeType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}
const upload = (payload: Buffer, who?: string, clubId?: number) =>
  t.app.inject({
    method: 'POST',
    url: webEndpoints.clubLogoUpload.path,
    query: clubId === undefined ? undefined : { clubId: String(clubId) },
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(who ? { cookie: cookies[who] } : {}) },
  });
const png = (width = 64, height = 64) => sharp({ create: { width, height, channels: 3, background: { r: 0, g: 90, b: 160 } } }).png().toBuffer();
const error = (r: LightMyRequestResponse) => (r.json() as { error: { status: number; code: string; fields?: Record<string, string[]> } }).error;

describe('who may upload a club logo', () => {
  it('lets an anonymous visitor upload while club registration is open, and serves the logo through the image proxy', async () => {
    const bytes = await png(300, 200);
    const r = await upload(multipart(bytes, 'logo.png', 'image/png'));
    expect(r.statusCode).toBe(200);
    const { file } = v.parse(webEndpoints.clubLogoUpload.response, r.json());
    expect(file).toMatchObject({ mimeType: 'image/png', size: bytes.length, width: 300, height: 200 });
    expect(file.url).toMatch(/^\/uploads\/[0-9a-f]{24}\.png$/);
    const small = await t.app.inject({ method: 'GET', url: imageUrl(file.url, { w: 128, h: 128 }) });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(128);
  });

  it('refuses an anonymous visitor once club registration is closed (403 registration_closed)', async () => {
    await closed(async () => {
      const r = await upload(multipart(await png(), 'logo.png', 'image/png'));
      expect(r.statusCode).toBe(403);
      expect(error(r).code).toBe('registration_closed');
    });
  });

  it('lets the club manager and the super admin upload outside the window, but not a plain admin', async () => {
    await closed(async () => {
      expect((await upload(multipart(await png(), 'logo.png', 'image/png'), 'clubs')).statusCode).toBe(200);
      expect((await upload(multipart(await png(), 'logo.png', 'image/png'), 'superadmin')).statusCode).toBe(200);
      expect((await upload(multipart(await png(), 'logo.png', 'image/png'), 'admin')).statusCode).toBe(403);
    });
  });

  it('lets a club administrator upload for their own club when registration is closed, not for another club', async () => {
    await closed(async () => {
      expect((await upload(multipart(await png(), 'logo.png', 'image/png'), 'club', clubs.own)).statusCode).toBe(200);
      const rival = await upload(multipart(await png(), 'logo.png', 'image/png'), 'rival', clubs.own);
      expect(rival.statusCode).toBe(403);
      expect(error(rival).code).toBe('forbidden');
      expect((await upload(multipart(await png(), 'logo.png', 'image/png'), 'rival', clubs.other)).statusCode).toBe(200);
      expect((await upload(multipart(await png(), 'logo.png', 'image/png'), undefined, clubs.own)).statusCode).toBe(401);
    });
  });
});

describe('what a club logo may be', () => {
  it('trusts the bytes, not the claimed type: a PNG sent as octet-stream is stored as a PNG', async () => {
    const r = await upload(multipart(await png(), 'logo', 'application/octet-stream'), 'club');
    expect(r.statusCode).toBe(200);
    expect(r.json().file.mimeType).toBe('image/png');
  });

  it('stores JPEG and WebP logos', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).webp().toBuffer();
    expect((await upload(multipart(jpeg, 'logo.jpg', 'image/jpeg'), 'club')).json().file.mimeType).toBe('image/jpeg');
    expect((await upload(multipart(webp, 'logo.webp', 'image/webp'), 'club')).json().file.mimeType).toBe('image/webp');
  });

  it('refuses a file that only claims to be an image, an SVG and a GIF with 415 and field file invalid', async () => {
    const fake = await upload(multipart(Buffer.from('<html><script>alert(1)</script></html>'), 'logo.png', 'image/png'), 'club');
    expect(fake.statusCode).toBe(415);
    expect(error(fake)).toMatchObject({ code: 'unsupported_media_type', fields: { file: ['invalid'] } });
    const svg = await upload(multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml'), 'club');
    expect(svg.statusCode).toBe(415);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await upload(multipart(gif, 'logo.gif', 'image/gif'), 'club')).statusCode).toBe(415);
  });

  it(`refuses a file over ${clubLogoUpload.maxBytes} bytes with 413 payload_too_large`, async () => {
    const r = await upload(multipart(Buffer.alloc(clubLogoUpload.maxBytes + 1, 0x61), 'logo.png', 'image/png'), 'club');
    expect(r.statusCode).toBe(413);
    expect(error(r)).toMatchObject({ status: 413, code: 'payload_too_large', fields: { file: ['max'] } });
  });

  it('refuses an empty file, a missing file part and a request that is not multipart with 400 file required', async () => {
    const empty = await upload(multipart(Buffer.alloc(0), 'logo.png', 'image/png'), 'club');
    expect(empty.statusCode).toBe(400);
    expect(error(empty).fields).toEqual({ file: ['required'] });
    const wrongPart = await upload(multipart(await png(), 'logo.png', 'image/png', 'picture'), 'club');
    expect(wrongPart.statusCode).toBe(400);
    expect(error(wrongPart).fields).toEqual({ file: ['required'] });
    const json = await t.app.inject({ method: 'POST', url: webEndpoints.clubLogoUpload.path, payload: { file: 'x' }, headers: { cookie: cookies['club'] } });
    expect(json.statusCode).toBe(400);
    expect(error(json).fields).toEqual({ file: ['required'] });
  });
});

describe('the registration keeps only uploaded logos', () => {
  const body = (logo: string | null, email: string) => ({
    clubName: 'HC Logo',
    street: 'Sportovní 1',
    city: 'Brno',
    zip: '602 00',
    countryId,
    regionId: null,
    contact: { firstName: 'Eva', lastName: 'Malá', email, phone: '+420 777 111 222' },
    termsConsent: true,
    logo,
    teams: [{ teamCategoryId: categoryId, persons: 12 }],
    password: 'heslo-loga-1',
  });

  it('saves an uploaded logo with the new club and shows it in the registration', async () => {
    const { file } = (await upload(multipart(await png(), 'logo.png', 'image/png'))).json() as { file: { url: string } };
    const r = await call(t.app, webEndpoints.clubRegistrationCreate, { body: body(file.url, 'eva.mala@example.test') });
    expect(r.statusCode).toBe(200);
    const { registration } = v.parse(webEndpoints.clubRegistrationCreate.response, r.json());
    expect(registration.logo).toBe(file.url);
    const club = await t.handle.db.selectFrom('clubs').select('logo').where('id', '=', registration.clubId).executeTakeFirstOrThrow();
    expect(club.logo).toBe(file.url);
  });

  it('refuses a web address or an unknown upload as the logo with 400 logo invalid', async () => {
    for (const logo of ['https://example.com/logo.png', '/uploads/000000000000000000000000.png', '/img/x.png']) {
      const r = await call(t.app, webEndpoints.clubRegistrationCreate, { body: body(logo, 'nikdo@example.test') });
      expect(r.statusCode).toBe(400);
      expect(error(r).fields).toEqual({ logo: ['invalid'] });
    }
  });

  it('keeps a logo address the club already had when the registration is edited', async () => {
    const db = t.handle.db;
    const { file } = (await upload(multipart(await png(), 'logo.png', 'image/png'))).json() as { file: { url: string } };
    const created = await call(t.app, webEndpoints.clubRegistrationCreate, { body: body(file.url, 'petr.stary@example.test') });
    const clubId = created.json().registration.clubId as number;
    await db.updateTable('club_registrations').set({ logo: 'https://example.com/old-logo.png' }).where('club_id', '=', clubId).execute();
    const cookie = await loginAs(t.app, 'petr.stary@example.test', 'heslo-loga-1');
    const kept = await call(t.app, webEndpoints.clubRegistrationUpdate, { params: { clubId }, body: { ...body('https://example.com/old-logo.png', 'petr.stary@example.test'), password: undefined }, cookie });
    expect(kept.statusCode).toBe(200);
    const changed = await call(t.app, webEndpoints.clubRegistrationUpdate, { params: { clubId }, body: { ...body('https://example.com/new-logo.png', 'petr.stary@example.test'), password: undefined }, cookie });
    expect(changed.statusCode).toBe(400);
    expect(error(changed).fields).toEqual({ logo: ['invalid'] });
  });
});

describe('anonymous upload rate limit', () => {
  it(`answers 429 rate_limited after ${logoUploadLimits.perIp.max} anonymous uploads in the window, while logged-in users go on`, async () => {
    const bytes = await png(8, 8);
    let status = 200;
    let sent = 0;
    // Earlier anonymous uploads of this file count too: stop at the first refusal.
    while (status === 200 && sent <= logoUploadLimits.perIp.max) {
      status = (await upload(multipart(bytes, 'logo.png', 'image/png'))).statusCode;
      sent += 1;
    }
    expect(status).toBe(429);
    const limited = await upload(multipart(bytes, 'logo.png', 'image/png'));
    expect(error(limited).code).toBe('rate_limited');
    expect((await upload(multipart(bytes, 'logo.png', 'image/png'), 'club')).statusCode).toBe(200);
  });
});
