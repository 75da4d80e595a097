import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test-utils/test-app';
import { isApiPath } from './serve-app';

let staticDir: string;
let t: TestApp;
beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phc-web-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root" data-tournament="phc"></div>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-a1b2c3.js'), 'console.log(1)');
  fs.writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ seed: false, staticDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html,application/xhtml+xml') => t.app.inject({ method: 'GET', url, headers: { accept } });

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
