import sharp from 'sharp';
import { clubLogoUpload, webEndpoints } from '@phc/api-contract';
import { logoUploadLimits } from '../../features/clubzone/registration/logo';
import { createUser, loginAs, type TestApp } from '../test-utils/test-app';
import { createBareApp } from './bare-app';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createBareApp({ seed: true });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}, 120_000);
afterAll(() => t.close());

const boundary = '----phc-quota-boundary';
const body = (bytes: Buffer) =>
  Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
const upload = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1', bytes = png) =>
  t.app.inject({ method: 'POST', url: webEndpoints.clubLogoUpload.path, payload: body(bytes), remoteAddress, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers } });
/** A self-registered account: the kind anyone can make. */
const newAccount = async (email: string) => {
  await createUser(t.app, { email });
  return { cookie: await loginAs(t.app, email) };
};
const keyOf = (url: string) => url.replace('/uploads/', '');
const later = (ms: number) => void (t.clock.now = new Date(t.clock.now.getTime() + ms));

describe(`club logo uploads cannot fill the disk (${db})`, () => {
  it(`limits a logged-in account to ${logoUploadLimits.perUser.max} uploads an hour`, async () => {
    const account = await newAccount('uploader-1@example.test');
    for (let i = 0; i < logoUploadLimits.perUser.max; i++) expect((await upload(account, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    const refused = await upload(account, '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    later(logoUploadLimits.perUser.windowMs + 1000);
    expect((await upload(account, '198.51.100.201')).statusCode).toBe(200);
  });

  it('stops an account at its quota of kept logos before reading the file, and an anonymous address at its own', async () => {
    const account = await newAccount('uploader-2@example.test');
    const user = await t.handle.db.selectFrom('users').select('id').where('email', '=', 'uploader-2@example.test').executeTakeFirstOrThrow();
    const kept = logoUploadLimits.quotaBytes - clubLogoUpload.maxBytes + 1;
    await t.handle.db
      .insertInto('uploaded_files')
      .values([
        { storage_key: 'kept-by-user.png', original_name: 'a.png', mime_type: 'image/png', size_bytes: kept, uploaded_by: user.id, purpose: 'logo', created_at: t.clock.now },
        { storage_key: 'kept-by-address.png', original_name: 'b.png', mime_type: 'image/png', size_bytes: kept, uploaded_by: null, uploaded_from: '192.0.2.50', purpose: 'logo', created_at: t.clock.now },
      ])
      .execute();
    const refused = await upload(account);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('upload_quota');
    expect((await upload({}, '192.0.2.50')).json().error.code).toBe('upload_quota');
    expect((await upload({}, '192.0.2.51')).statusCode).toBe(200);
  });

  it('removes a logo no club names a day after its upload, file and row, and keeps one a club uses', async () => {
    const account = await newAccount('uploader-3@example.test');
    const unused = keyOf((await upload(account)).json().file.url);
    const used = keyOf((await upload(account)).json().file.url);
    const club = await t.handle.db.selectFrom('clubs').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.handle.db.updateTable('clubs').set({ logo: `/uploads/${used}` }).where('id', '=', club.id).execute();
    expect(await t.app.ctx.files.stat(unused)).not.toBeNull();
    later(logoUploadLimits.unusedForMs - 60_000);
    expect((await upload(account)).statusCode).toBe(200);
    expect(await t.app.ctx.files.stat(unused)).not.toBeNull();
    later(2 * 60_000);
    expect((await upload(account)).statusCode).toBe(200);
    expect(await t.app.ctx.files.stat(unused)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${unused}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${used}` })).statusCode).toBe(200);
  });

  it('stops a logo larger than the limit while it streams in: 413, nothing kept', async () => {
    const account = await newAccount('uploader-4@example.test');
    const before = await t.handle.db.selectFrom('uploaded_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const huge = Buffer.concat([png, Buffer.alloc(clubLogoUpload.maxBytes + 1)]);
    const refused = await upload(account, '127.0.0.1', huge);
    expect(refused.statusCode).toBe(413);
    const after = await t.handle.db.selectFrom('uploaded_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
