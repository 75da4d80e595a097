import { adminConfigEndpoints as c, competitionEndpoints, webEndpoints as w, type ConfigValue } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../platform/test-utils/test-app';
import { loginAdminAccounts, roleMatrix } from './test-helpers';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let cookies: Record<string, string> = {};
const admin = () => cookies['admin@demo.test'];

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginAdminAccounts(t.app);
});
afterAll(() => t.close());

const put = (key: string, value: string | null, cookie = admin()) => call(t.app, c.configUpdate, { cookie, params: { key }, body: { value } });
const stored = async (key: string) => (await t.handle.db.selectFrom('config_values').select('value').where('key', '=', key).executeTakeFirst())?.value;
const flagOf = (configurations: ConfigValue[], key: string) => configurations.find((x) => x.key === key)?.value;

describe(`configuration in the administration (${db})`, () => {
  it('lists every SPEC §9 key with its type, format, default and group, and the other stored keys after them', async () => {
    const response = await call(t.app, c.configList, { cookie: admin() });
    expect(response.statusCode).toBe(200);
    const { entries } = response.json();
    const byKey = new Map(entries.map((e: { key: string }) => [e.key, e]));
    expect(byKey.get('show_results')).toEqual(expect.objectContaining({ dataType: 'boolean', format: null, value: 'true', group: 'web' }));
    expect(byKey.get('roster_edit_till')).toEqual(expect.objectContaining({ dataType: 'datetime', format: 'datetime', group: 'deadlines' }));
    expect(byKey.get('club_registration_till')).toEqual(expect.objectContaining({ dataType: 'datetime', format: 'date', group: 'registration' }));
    expect(byKey.get('training_length')).toEqual(expect.objectContaining({ dataType: 'integer', value: '45', default: '45', group: 'tournament' }));
    expect(byKey.get('team_capacity')).toEqual(expect.objectContaining({ dataType: 'integer', group: 'other' }));
    expect(entries[entries.length - 1].group).toBe('other');
  });

  it.each([
    ['show_results', 'yes', 'invalid'],
    ['show_results', null, 'required'],
    ['training_length', '4.5', 'integer'],
    ['training_length', 'abc', 'integer'],
    ['leader_min_age_years', '-1', 'min'],
    ['leader_min_age_years', '99999999', 'max'],
    ['club_registration_till', '2026-02-30', 'date'],
    ['roster_edit_till', '8. 4. 2026 20:00', 'date'],
    ['roster_edit_till', '2026-04-08T20:00', 'date'],
  ])('refuses %s = %j with 400 and the code %s, changing nothing', async (key, value, code) => {
    const before = await stored(key);
    const response = await put(key, value);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ value: [code] });
    expect(await stored(key)).toBe(before);
  });

  it('answers an unknown key with 404 and a malformed one or an oversize text with 400', async () => {
    expect((await put('no_such_key', 'x')).statusCode).toBe(404);
    expect((await put('Bad-Key', 'x')).json().error.fields).toEqual({ 'params.key': ['invalid'] });
    expect((await put('style_colors', 'x'.repeat(2001))).json().error.fields).toEqual({ value: ['tooLong'] });
  });

  it('stores a date key as its UTC day, an instant in UTC ISO form, and an empty text as null', async () => {
    expect((await put('club_registration_till', '2026-05-01')).json().entry.value).toBe('2026-05-01T00:00:00Z');
    expect((await put('roster_edit_till', '2026-04-08T22:00:00+02:00')).json().entry.value).toBe('2026-04-08T20:00:00Z');
    expect(await stored('roster_edit_till')).toBe('2026-04-08T20:00:00Z');
    expect((await put('style_colors', '  ')).json().entry.value).toBeNull();
    expect((await put('training_length', ' 90 ')).json().entry.value).toBe('90');
    await put('training_length', '45');
  });

  it('applies at once: results switched off disappear from the public enums and static data on the next request, and come back', async () => {
    // Warm the static cache first: the change must not wait for its minute.
    expect(flagOf((await call(t.app, competitionEndpoints.static)).json().configurations, 'show_results')).toBe('true');
    expect((await put('show_results', 'false')).statusCode).toBe(200);
    expect(flagOf((await call(t.app, w.enums)).json().configurations, 'show_results')).toBe('false');
    expect(flagOf((await call(t.app, competitionEndpoints.static)).json().configurations, 'show_results')).toBe('false');
    await put('show_results', 'true');
    expect(flagOf((await call(t.app, competitionEndpoints.static)).json().configurations, 'show_results')).toBe('true');
  });

  it('applies at once to the page security policy: a removed pixel id leaves the CSP on the next page', async () => {
    const csp = async () => String((await t.app.inject({ method: 'GET', url: '/admin/' })).headers['content-security-policy'] ?? '');
    const before = await csp();
    expect(before).toContain('facebook');
    await put('pixel_id', null);
    expect(await csp()).not.toContain('facebook');
    await put('pixel_id', '000000000000000');
    expect(await csp()).toContain('facebook');
  });

  it('records each change with before and after, and nothing when the value stays the same', async () => {
    const count = async () => (await t.handle.db.selectFrom('admin_audit').select('id').where('entity', '=', 'config').execute()).length;
    const start = await count();
    await put('vip_party', 'false', cookies['superadmin@demo.test']);
    await put('vip_party', 'false');
    expect(await count()).toBe(start + 1);
    const [entry] = await t.handle.db.selectFrom('admin_audit').selectAll().where('entity', '=', 'config').orderBy('id', 'desc').limit(1).execute();
    expect(entry).toEqual(expect.objectContaining({ user_email: 'superadmin@demo.test', action: 'configValue', before: { key: 'vip_party', value: 'true' }, after: { key: 'vip_party', value: 'false' } }));
    await put('vip_party', 'true');
  });
});

describe(`who may change the configuration (${db})`, () => {
  const admins = ['superadmin@demo.test', 'admin@demo.test'];
  const matrix = roleMatrix([
    ['admin.config', c.configList, admins, () => ({})],
    // Writing the value the key already has changes nothing: the matrix leaves the data as it was.
    ['admin.configUpdate', c.configUpdate, admins, () => ({ params: { key: 'vip_party' }, body: { value: 'true' } })],
  ]);
  it.each(matrix)('%s as %s', async (_name, who, endpoint, input, status) => {
    const response = await call(t.app, endpoint, { ...input(who), cookie: who === 'anonymous' ? undefined : cookies[who] });
    expect(response.statusCode).toBe(status);
  });
});
