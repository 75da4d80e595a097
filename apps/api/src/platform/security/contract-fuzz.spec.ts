import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { InjectOptions } from 'fastify';
import { allEndpoints, cmsEndpoints, webEndpoints, type Endpoint } from '@phc/api-contract';
import { samples } from '@phc/api-contract/testing';
import { createTestApp, loginAs, type TestApp } from '../test-utils/test-app';
import { alwaysJsonValues, fieldPaths, hostileJsonValues, hostileUrlValues, oneMegabyte, pick, plausible, seededRandom, withField } from './fuzz-inputs';

/**
 * Issue 14, done-when: every call of the contract, generated from its schemas, sent hostile values in
 * its path parameters, query and body fields (NUL, lone surrogates, huge and negative numbers,
 * NaN-like text, impossible and extreme dates, wrong types, arrays for objects, deep nesting, 1 MB
 * strings, unknown keys) and malformed multipart bodies on the uploads, logged in with the access the
 * call needs. No answer may be a 500 and the server must answer `/healthz` afterwards.
 *
 * Bounded: a fixed number of hostile values per field (picked by a seeded PRNG; FUZZ_SEED overrides)
 * keeps the file near 3,000 requests
 * (seconds on PGlite).
 */
const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const seed = Number(process.env.FUZZ_SEED ?? 14);
const perParam = 8;
const perQueryKey = 6;
const perBodyField = 3;

let t: TestApp;
const cookies: Record<'superAdmin' | 'clubManager' | 'clubAdmin' | 'reporter', string> = { superAdmin: '', clubManager: '', clubAdmin: '', reporter: '' };
const logins = { superAdmin: 'superadmin@demo.test', clubManager: 'clubs@demo.test', clubAdmin: 'club@demo.test', reporter: 'superreporter@demo.test' } as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(logins)) cookies[role as keyof typeof cookies] = await loginAs(t.app, email);
}, 120_000);
afterAll(() => t?.close());

/** The logins that may make a call, in turn: club calls as the super admin, a club manager and a club's administrator. */
function rolesFor(endpoint: Endpoint): (keyof typeof cookies | null)[] {
  // Logging out ends the session the rest of the run uses.
  if (endpoint.access.includes('public') || endpoint.name === 'auth.logout') return [null];
  if (endpoint.access.some((a) => a === 'clubManager' || a === 'clubAdmin')) return ['superAdmin', 'clubManager', 'clubAdmin'];
  if (endpoint.access.includes('reporter') && !endpoint.access.includes('superAdmin')) return ['superAdmin', 'reporter'];
  return ['superAdmin'];
}

interface FuzzCase {
  what: string;
  /** Raw path-parameter values (already URL-encoded). */
  params: Record<string, string>;
  /** Raw query-string pairs (already URL-encoded); a repeated key arrives as an array. */
  query: [string, string][];
  body?: { payload: string | Buffer; type: string };
}

const encode = (value: unknown) => encodeURIComponent(String(value));
const json = (value: unknown) => ({ payload: JSON.stringify(value) ?? 'null', type: 'application/json' });

function urlOf(endpoint: Endpoint, c: FuzzCase): string {
  const path = endpoint.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (c.params[segment.replace(/^:|\?$/g, '')] ?? null) : segment))
    .filter((segment) => segment !== null)
    .join('/');
  return c.query.length ? `${path}?${c.query.map(([k, v]) => `${k}=${v}`).join('&')}` : path;
}

/** The plausible request of a call, then one hostile change at a time. */
function casesFor(endpoint: Endpoint, random: () => number): FuzzCase[] {
  // The contract's own sample request where it has one (it passes the schemas, so a hostile field
  // reaches the handler and the database), else a value read off the schema.
  const sample = samples[endpoint.name];
  const params = Object.fromEntries(Object.entries((sample?.params ?? plausible(endpoint.params) ?? {}) as Record<string, unknown>).map(([k, v]) => [k, encode(v)]));
  const queryBase = Object.entries((sample?.query ?? plausible(endpoint.query) ?? {}) as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, encode(v)] as [string, string]);
  const bodyBase = sample?.body ?? plausible(endpoint.body);
  const writes = endpoint.method !== 'GET';
  const base: FuzzCase = { what: 'plausible', params, query: queryBase, body: endpoint.body ? json(bodyBase) : undefined };
  const cases: FuzzCase[] = [base];

  for (const key of Object.keys(params)) {
    for (const value of pick(hostileUrlValues, perParam, random)) cases.push({ ...base, what: `params.${key}=${value.slice(0, 30)}`, params: { ...params, [key]: value } });
  }

  const queryKeys = endpoint.query ? [...new Set([...queryBase.map(([k]) => k), ...Object.keys((endpoint.query as { entries?: object }).entries ?? {})])] : [];
  for (const key of queryKeys) {
    const others = queryBase.filter(([k]) => k !== key);
    for (const value of pick(hostileUrlValues, perQueryKey, random)) cases.push({ ...base, what: `query.${key}=${value.slice(0, 30)}`, query: [...others, [key, value]] });
    cases.push({ ...base, what: `query.${key} repeated`, query: [...others, [key, '1'], [key, '2']] });
    cases.push({ ...base, what: `query.${key} 1 MB`, query: [...others, [key, oneMegabyte]] });
  }
  cases.push({ ...base, what: 'unknown query key', query: [...queryBase, ['zzUnknown', '%00'], ['__proto__', 'x']] });

  if (endpoint.body) {
    for (const path of fieldPaths(bodyBase)) {
      for (const value of [...alwaysJsonValues, ...pick(hostileJsonValues, perBodyField, random)]) {
        cases.push({ ...base, what: `body.${path.join('.')}=${JSON.stringify(value)?.slice(0, 30)}`, body: json(withField(bodyBase, path, value)) });
      }
    }
    const firstText = fieldPaths(bodyBase).find((path) => typeof path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], bodyBase) === 'string');
    if (firstText) cases.push({ ...base, what: `body.${firstText.join('.')} 1 MB`, body: json(withField(bodyBase, firstText, oneMegabyte)) });
    cases.push({ ...base, what: 'body with unknown keys', body: json({ ...(bodyBase as object), zzUnknown: { a: [1] }, constructor: 'x' }) });
    cases.push({ ...base, what: 'body an array of the object', body: json([bodyBase]) });
  }
  if (endpoint.body || writes) {
    for (const [what, payload] of [
      ['body null', 'null'],
      ['body a string', '"text"'],
      ['body a number', '-1e999'],
      ['body an empty array', '[]'],
      ['body malformed JSON', '{"a":'],
      ['body __proto__ keys', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
      ['body nested 5,000 deep', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
      ['body nested arrays 20,000 deep', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
      ['body NUL escaped', '{"\\u0000":"\\u0000"}'],
    ] as const) {
      cases.push({ ...base, what, body: { payload, type: 'application/json' } });
    }
    cases.push({ ...base, what: 'body as text/plain', body: { payload: '{}', type: 'text/plain' } });
  }
  return cases;
}

const boundary = '----phc-fuzz';
/** Multipart bodies a broken or hostile client sends to an upload. */
const malformedMultipart: [string, string | Buffer, string][] = [
  ['no boundary', 'whatever', 'multipart/form-data'],
  ['empty boundary', `--\r\n\r\n--`, 'multipart/form-data; boundary='],
  ['cut off inside the file', `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG cut`, `multipart/form-data; boundary=${boundary}`],
  ['no part at all', 'garbage without any part', `multipart/form-data; boundary=${boundary}`],
  ['a part without a name', `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${boundary}--\r\n`, `multipart/form-data; boundary=${boundary}`],
  ['the file as a plain field', `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a file\r\n--${boundary}--\r\n`, `multipart/form-data; boundary=${boundary}`],
  ['a wrong boundary', `--other\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--other--\r\n`, `multipart/form-data; boundary=${boundary}`],
  ['NUL and a lone surrogate in the file name', `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000\ud800.png"\r\nContent-Type: image/png\r\n\r\nx\r\n--${boundary}--\r\n`, `multipart/form-data; boundary=${boundary}`],
  ['a 100 KB header', `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${'a'.repeat(100_000)}.png"\r\n\r\nx\r\n--${boundary}--\r\n`, `multipart/form-data; boundary=${boundary}`],
  ['two files', `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\n\r\ny\r\n--${boundary}--\r\n`, `multipart/form-data; boundary=${boundary}`],
  ['an empty file', `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\r\n--${boundary}--\r\n`, `multipart/form-data; boundary=${boundary}`],
  ['a JSON body', '{"file":"x"}', 'application/json'],
  ['no body', '', `multipart/form-data; boundary=${boundary}`],
  ['binary noise', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), `multipart/form-data; boundary=${boundary}`],
];

describe(`contract fuzz: no 500 from any call (${db})`, () => {
  it('answers every hostile request of every call below 500 and stays up', async () => {
    const random = seededRandom(seed);
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    const covered = new Set<string>();
    let sent = 0;
    const started = Date.now();
    const send = async (endpoint: Endpoint, what: string, request: InjectOptions) => {
      sent++;
      let status: number;
      // A call that never answers (a read waiting on an open transaction: PGlite has one connection)
      // fails here with its name instead of timing the whole test out.
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const response = await Promise.race([t.app.inject(request), new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer in 20 s')), 20_000)))]);
        clearTimeout(timer);
        status = response.statusCode;
        if (status >= 500) failures.push(`${endpoint.name} ${what}: ${status} ${response.body.slice(0, 200)}`);
      } catch (error) {
        clearTimeout(timer);
        status = 0;
        failures.push(`${endpoint.name} ${what}: threw ${(error as Error).message}`);
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
      covered.add(endpoint.name);
    };

    for (const endpoint of allEndpoints) {
      const roles = rolesFor(endpoint);
      const cases = casesFor(endpoint, random);
      for (const [i, c] of cases.entries()) {
        const role = roles[i % roles.length];
        const headers: Record<string, string> = role ? { cookie: cookies[role] } : {};
        if (c.body) headers['content-type'] = c.body.type;
        await send(endpoint, `${c.what} as ${role ?? 'anonymous'}`, { method: endpoint.method, url: urlOf(endpoint, c), headers, payload: c.body?.payload });
      }
    }

    for (const endpoint of [webEndpoints.clubLogoUpload, cmsEndpoints.upload] as Endpoint[]) {
      for (const [what, payload, type] of malformedMultipart) {
        const headers: Record<string, string> = { 'content-type': type };
        if (!endpoint.access.includes('public')) headers.cookie = cookies.superAdmin;
        await send(endpoint, `multipart ${what}`, { method: endpoint.method, url: endpoint.path, headers, payload });
      }
    }

    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    const summary = { db, seed, requests: sent, endpoints: covered.size, of: allEndpoints.length, statuses, failures: failures.length, seconds: (Date.now() - started) / 1000 };
    console.log(`contract fuzz (${db}): ${sent} requests to ${covered.size}/${allEndpoints.length} endpoints in ${summary.seconds} s, statuses ${JSON.stringify(statuses)}`);
    writeSummary(summary);

    expect(failures).toEqual([]);
    expect(covered.size).toBe(allEndpoints.length);
    expect(health.statusCode).toBe(200);
  }, 240_000);
});

/** `npm test` runs Jest with --silent: the figures also go next to the other results, one entry per database. */
function writeSummary(summary: { db: string }) {
  const dir = resolve(__dirname, '../../../../../dist/test-results');
  const file = resolve(dir, 'fuzz-summary.json');
  mkdirSync(dir, { recursive: true });
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // First run of this `npm test`.
  }
  writeFileSync(file, JSON.stringify({ ...all, [summary.db]: summary }, null, 2));
}
