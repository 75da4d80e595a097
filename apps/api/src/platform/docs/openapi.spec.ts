import { execFileSync } from 'node:child_process';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Endpoint } from '@phc/api-contract';
import { createBareApp } from '../security/bare-app';
import { call, loginAs, type TestApp } from '../test-utils/test-app';
import { contractEndpoints } from '../test-utils/contract-endpoints';
import { openApiPath } from './openapi';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed JSON document

/**
 * The validator ships as ES modules only and this spec runs as CommonJS (swc turns `import()` into
 * `require`), so it runs in a child Node reading the document on stdin.
 */
function validateOpenApi(doc: Json): { valid: boolean; errors?: unknown } {
  const script = "import { Validator } from '@seriousme/openapi-schema-validator'; let s = ''; for await (const c of process.stdin) s += c; console.log(JSON.stringify(await new Validator().validate(JSON.parse(s))));";
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: JSON.stringify(doc), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
}

let t: TestApp;
let document: Json;

beforeAll(async () => {
  t = await createBareApp({ seed: true });
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}, 60_000);
afterAll(() => t.close());

const operationOf = (endpoint: Endpoint): Json | undefined => document['paths'][openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];

/** GET calls answerable without inventing input: no path parameter, no required query. */
function callableReads(accepts: (endpoint: Endpoint) => boolean): Endpoint[] {
  return contractEndpoints().filter((e) => {
    if (e.method !== 'GET' || e.params || (e.responseType ?? 'json') !== 'json' || !accepts(e)) return false;
    return !(operationOf(e)?.['parameters'] as Json[]).some((p) => p['required']);
  });
}

function validatorOf(schema: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv.compile(schema);
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, public and cacheable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.headers['cache-control']).toMatch(/^public/);
    const result = validateOpenApi(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document['openapi']).toBe('3.1.0');
  });

  it('has every contract endpoint with its operationId, access and error answers', () => {
    const endpoints = contractEndpoints();
    expect(endpoints.length).toBeGreaterThan(100);
    const wrong = endpoints.filter((e) => {
      const op = operationOf(e);
      if (!op || op['operationId'] !== e.name || JSON.stringify(op['x-access']) !== JSON.stringify(e.access)) return true;
      const isPublic = e.access.includes('public');
      return isPublic ? op['security'].length !== 0 || op['responses']['401'] : !op['responses']['401'] || !op['responses']['403'] || op['security'].length !== 1;
    });
    expect(wrong.map((e) => e.name)).toEqual([]);
  });

  it('describes the real answers of the demo: every public read', async () => {
    const reads = callableReads((e) => e.access.includes('public'));
    expect(reads.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const endpoint of reads) {
      const response = await call(t.app, endpoint);
      const validate = validatorOf(operationOf(endpoint)?.['responses']['200'].content['application/json'].schema);
      if (response.statusCode !== 200 || !validate(response.json())) failures.push(`${endpoint.name} ${response.statusCode} ${JSON.stringify(validate.errors?.slice(0, 2))}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('describes the real answers of the demo: the superadmin’s reads', async () => {
    const cookie = await loginAs(t.app, 'superadmin@demo.test');
    const reads = callableReads((e) => e.access.includes('superAdmin') || e.access.includes('admin'));
    expect(reads.length).toBeGreaterThan(3);
    const failures: string[] = [];
    for (const endpoint of reads) {
      const response = await call(t.app, endpoint, { cookie });
      const validate = validatorOf(operationOf(endpoint)?.['responses']['200'].content['application/json'].schema);
      if (response.statusCode !== 200 || !validate(response.json())) failures.push(`${endpoint.name} ${response.statusCode} ${JSON.stringify(validate.errors?.slice(0, 2))}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('the error body it names is the one the server sends', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users' });
    expect(response.statusCode).toBe(401);
    const schema = document['components']['responses']['Error'].content['application/json'].schema;
    expect(validatorOf(schema)(response.json())).toBe(true);
  });
});

describe('CORS of the open read API', () => {
  const origin = 'https://elsewhere.example';

  it('lets another site read public GETs, without credentials', async () => {
    const read = callableReads((e) => e.access.includes('public'))[0] as Endpoint;
    for (const response of [await call(t.app, read, { headers: { origin } }), await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { origin } })]) {
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('gives no CORS header on a signed-in read or a write, and still refuses a foreign write', async () => {
    const cookie = await loginAs(t.app, 'superadmin@demo.test');
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: { origin, cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['access-control-allow-origin']).toBeUndefined();
    const write = await t.app.inject({ method: 'POST', url: '/api/v1/web/auth/login', headers: { origin }, payload: { login: 'superadmin@demo.test', password: 'demo1234' } });
    expect(write.statusCode).toBe(403);
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  it('is a server-rendered page naming every endpoint with its access', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/<html lang="en">/);
    expect(contractEndpoints().filter((e) => !response.body.includes(`id="${e.name}"`)).map((e) => e.name)).toEqual([]);
    expect(response.body).not.toMatch(/<script/);
  });
});
