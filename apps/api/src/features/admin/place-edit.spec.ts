import sharp from 'sharp';
import { adminPlacesEndpoints as p, competitionEndpoints as c, type PlaceBody } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../platform/test-utils/test-app';
import { adminTestAccounts, loginAdminAccounts, roleMatrix, type RoleCase } from './test-helpers';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let cookies: Record<string, string> = {};
let hallId = 0;
let days: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginAdminAccounts(t.app);
  hallId = (await t.handle.db.selectFrom('places').select('id').where('place_type', '=', 'hall').orderBy('sort_order').orderBy('id').executeTakeFirstOrThrow()).id;
  days = (await call(t.app, p.places, { cookie: cookies['admin@demo.test'] })).json().days;
});
afterAll(() => t.close());

const body = (overrides: Partial<PlaceBody> = {}): PlaceBody => ({
  placeType: 'catering',
  name: { cs: 'Jídelna U Hřiště', en: 'Pitchside canteen' },
  description: { cs: 'Obědy pro týmy.', en: 'Lunches for teams.' },
  address: 'Sportovní 1, Praha 4',
  lat: '50,0312',
  lng: 14.4901,
  openingHours: 'Výdej do vyprodání',
  openingDays: [],
  photos: [],
  sortOrder: 5,
  ...overrides,
});
const create = (input: PlaceBody, who = 'places@demo.test') => call(t.app, p.createPlace, { cookie: cookies[who], body: input });
const publicPlace = async (id: number) => {
  const statics = (await call(t.app, c.static)).json();
  return [...statics.halls, ...statics.places].find((place: { id: number }) => place.id === id);
};

const boundary = '----phc-place-photo';
const multipart = (bytes: Buffer, filename: string, mimeType: string) =>
  Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mimeType}\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
const upload = (payload: Buffer, who?: string) =>
  t.app.inject({ method: 'POST', url: p.placePhotoUpload.path, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(who ? { cookie: cookies[who] } : {}) } });
const jpeg = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer();

describe(`places edited in the administration (${db})`, () => {
  it('lists the tournament days: the days of the demo matches', () => {
    expect(days.length).toBeGreaterThan(0);
    expect(days).toEqual([...days].sort());
  });

  it('creates a place with hours per day, a decimal comma and an uploaded photo; the public map shows it at once; the audit has it', async () => {
    expect((await call(t.app, c.static)).statusCode).toBe(200); // the static data is now cached
    const photo = (await upload(multipart(await jpeg(), 'kantyna.jpg', 'image/jpeg'), 'places@demo.test')).json().file;
    const response = await create(body({ openingDays: [{ day: days[0], opens: '07:30', closes: '14:00' }], photos: [{ url: photo.url }] }));
    expect(response.statusCode).toBe(200);
    const { place } = response.json();
    expect(place).toEqual(expect.objectContaining({ placeType: 'catering', lat: 50.0312, lng: 14.4901, openingDays: [{ day: days[0], opens: '07:30', closes: '14:00' }], photos: [{ url: photo.url }], matches: 0 }));
    const day = new Date(`${days[0]}T00:00:00Z`);
    const shown = await publicPlace(place.id);
    expect(shown.openingHours).toBe(`${day.getUTCDate()}. ${day.getUTCMonth() + 1}. 7:30–14:00 · Výdej do vyprodání`);
    expect(shown.files).toEqual([{ url: photo.url }]);
    const audit = await t.handle.db.selectFrom('admin_audit').select(['user_email', 'action', 'before', 'after']).where('entity', '=', 'place').where('entity_id', '=', place.id).execute();
    expect(audit).toEqual([{ user_email: 'places@demo.test', action: 'create', before: null, after: expect.objectContaining({ name: { cs: 'Jídelna U Hřiště', en: 'Pitchside canteen' } }) }]);
  });

  it('edits a hall’s names and hours: the public static data shows them, the reporter stays, the audit has before and after', async () => {
    const before = (await call(t.app, p.place, { cookie: cookies['admin@demo.test'], params: { id: hallId } })).json().place;
    expect(before.matches).toBeGreaterThan(0);
    await call(t.app, c.static);
    const edited = { ...before, name: { cs: 'Hala Nová', en: 'New Hall' }, openingHours: null, openingDays: [{ day: days[0], opens: '08:00', closes: '21:00' }] };
    const { placeType, name, description, address, lat, lng, openingHours, openingDays, photos, sortOrder } = edited;
    const response = await call(t.app, p.updatePlace, { cookie: cookies['places@demo.test'], params: { id: hallId }, body: { placeType, name, description, address, lat, lng, openingHours, openingDays, photos, sortOrder } });
    expect(response.statusCode).toBe(200);
    expect(response.json().place.reporter).toEqual(before.reporter);
    const shown = await publicPlace(hallId);
    expect(shown.translations).toEqual(expect.arrayContaining([expect.objectContaining({ locale: 'cs', name: 'Hala Nová' }), expect.objectContaining({ locale: 'en', name: 'New Hall' })]));
    expect(shown.openingHours).toMatch(/8:00–21:00$/);
    const [entry] = await t.handle.db.selectFrom('admin_audit').select(['before', 'after']).where('entity', '=', 'place').where('entity_id', '=', hallId).where('action', '=', 'edit').execute();
    expect(entry.before).toEqual(expect.objectContaining({ name: before.name, openingDays: before.openingDays }));
    expect(entry.after).toEqual(expect.objectContaining({ name: { cs: 'Hala Nová', en: 'New Hall' }, openingDays: openingDays }));
  });

  it('answers bad input with field codes: coordinates out of range, closing before opening, a repeated day, a photo not uploaded here', async () => {
    const bad = await create(body({ lat: 91, lng: 'east', openingDays: [{ day: days[0], opens: '18:00', closes: '08:00' }], name: { cs: '', en: 'X' } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ lat: ['max'], lng: ['invalid'], 'openingDays.0.closes': ['invalid'], 'name.cs': ['required'] });
    const twice = await create(body({ openingDays: [{ day: days[0], opens: '08:00', closes: '09:00' }, { day: days[0], opens: '10:00', closes: '11:00' }] }));
    expect(twice.json().error.fields).toEqual({ openingDays: ['invalid'] });
    const foreign = await create(body({ photos: [{ url: '/uploads/not-there.jpg' }] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ 'photos.0.url': ['invalid'] });
    expect((await create(body({ photos: [{ url: 'https://example.test/a.jpg' }] }))).json().error.fields).toEqual({ 'photos.0.url': ['invalid'] });
  });

  it('orders the public places by their sort order before their id', async () => {
    const later = (await create(body({ name: { cs: 'Bufet Později', en: 'Later buffet' }, sortOrder: 1 }))).json().place.id;
    const sooner = (await create(body({ name: { cs: 'Bufet Dříve', en: 'Sooner buffet' }, sortOrder: 0 }))).json().place.id;
    const ids = (await call(t.app, c.static)).json().places.map((place: { id: number }) => place.id);
    expect(sooner).toBeGreaterThan(later);
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
  });

  it('refuses a photo that is not an image (415) and one without a file (400)', async () => {
    expect((await upload(multipart(Buffer.from('%PDF-1.4 nothing'), 'a.pdf', 'application/pdf'), 'admin@demo.test')).statusCode).toBe(415);
    expect((await t.app.inject({ method: 'POST', url: p.placePhotoUpload.path, payload: {}, headers: { cookie: cookies['admin@demo.test'] } })).statusCode).toBe(400);
  });

  it('deletes an unused place with its hours (audited), refuses a hall with matches (409) and keeps it a hall (409), answers 404 for no place', async () => {
    const { place } = (await create(body({ openingDays: [{ day: days[0], opens: '08:00', closes: '09:00' }] }))).json();
    const deleted = await call(t.app, p.deletePlace, { cookie: cookies['admin@demo.test'], params: { id: place.id } });
    expect(deleted.json()).toEqual({ deleted: place.id });
    expect(await t.handle.db.selectFrom('place_opening_days').selectAll().where('place_id', '=', place.id).execute()).toEqual([]);
    expect(await t.handle.db.selectFrom('admin_audit').select('action').where('entity_id', '=', place.id).where('entity', '=', 'place').orderBy('id').execute()).toEqual([{ action: 'create' }, { action: 'delete' }]);
    const inUse = await call(t.app, p.deletePlace, { cookie: cookies['admin@demo.test'], params: { id: hallId } });
    expect(inUse.statusCode).toBe(409);
    const hall = (await call(t.app, p.place, { cookie: cookies['admin@demo.test'], params: { id: hallId } })).json().place;
    const retype = await call(t.app, p.updatePlace, { cookie: cookies['admin@demo.test'], params: { id: hallId }, body: body({ name: hall.name, photos: hall.photos }) });
    expect(retype.statusCode).toBe(409);
    expect((await call(t.app, p.place, { cookie: cookies['admin@demo.test'], params: { id: 999999 } })).statusCode).toBe(404);
    expect((await call(t.app, p.updatePlace, { cookie: cookies['admin@demo.test'], params: { id: 999999 }, body: body() })).statusCode).toBe(404);
    expect((await call(t.app, p.deletePlace, { cookie: cookies['admin@demo.test'], params: { id: 999999 } })).statusCode).toBe(404);
  });
});

describe(`who may edit places (${db})`, () => {
  const allowed = ['superadmin@demo.test', 'admin@demo.test', 'places@demo.test'];
  /** One unused place per account, so each allowed delete has its own. */
  const spare: Record<string, number> = {};
  let editable = 0;
  beforeAll(async () => {
    for (const who of ['anonymous', ...adminTestAccounts]) spare[who] = (await create(body({ name: { cs: `Náhradní ${who}`, en: `Spare ${who}` } }), 'admin@demo.test')).json().place.id;
    editable = (await create(body(), 'admin@demo.test')).json().place.id;
  });
  const cases: RoleCase[] = [
    ['admin.place', p.place, allowed, () => ({ params: { id: editable } })],
    ['admin.createPlace', p.createPlace, allowed, () => ({ body: body() })],
    ['admin.updatePlace', p.updatePlace, allowed, () => ({ params: { id: editable }, body: body() })],
    ['admin.deletePlace', p.deletePlace, allowed, (who) => ({ params: { id: spare[who] } })],
  ];

  it.each(roleMatrix(cases))('%s as %s', async (_name, who, endpoint, input, status) => {
    const response = await call(t.app, endpoint, { ...input(who), cookie: who === 'anonymous' ? undefined : cookies[who] });
    expect(response.statusCode).toBe(status);
  });

  it.each(['anonymous', ...adminTestAccounts].map((who) => [who, who === 'anonymous' ? 401 : allowed.includes(who) ? 200 : 403] as const))('admin.placePhotoUpload as %s', async (who, status) => {
    const response = await upload(multipart(await jpeg(), 'foto.jpg', 'image/jpeg'), who === 'anonymous' ? undefined : who);
    expect(response.statusCode).toBe(status);
  });
});
