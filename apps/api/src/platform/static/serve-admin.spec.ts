import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAdmin } from './serve-admin';

let adminDir: string;
let app: FastifyInstance;

/** A bare server: the session is faked with a header, so only the serving itself is under test. */
async function serverWith(dir: string | undefined): Promise<FastifyInstance> {
  const server = Fastify();
  server.decorateRequest('user', null);
  server.addHook('onRequest', async (request) => {
    if (request.headers['x-test-user']) (request as { user: unknown }).user = { id: 1, username: 'a@b.cz', roles: [], administratedClubs: [] };
  });
  await registerAdmin(server, { adminDir: dir });
  await server.ready();
  return server;
}

beforeAll(async () => {
  adminDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phc-admin-'));
  fs.mkdirSync(path.join(adminDir, 'assets'));
  fs.writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><div id="root"></div><script src="/admin/assets/a1b2.js"></script>');
  fs.writeFileSync(path.join(adminDir, 'assets', 'a1b2.js'), 'console.log(1)');
  fs.writeFileSync(path.join(adminDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await serverWith(adminDir);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(adminDir, { recursive: true, force: true });
});

const page = { accept: 'text/html,application/xhtml+xml' };

describe('the administration area at /admin/', () => {
  it('answers the keep-alive of a logged-in script with an empty 204', async () => {
    const response = await app.inject({ url: '/admin/', headers: { 'x-test-user': '1', accept: '*/*' } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('serves the area to a browser opening it, logged in or not, always revalidated', async () => {
    for (const headers of [page, { ...page, 'x-test-user': '1' }]) {
      const response = await app.inject({ url: '/admin/', headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the same page for every path the area routes itself, in both languages', async () => {
    for (const url of ['/admin/clubs/12', '/admin/en/', '/admin/en/audit?entity=club']) {
      const response = await app.inject({ url, headers: page });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await app.inject({ url: '/admin/assets/a1b2.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/admin/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset and a path outside the build with 404', async () => {
    expect((await app.inject({ url: '/admin/assets/gone.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/admin/..%2f..%2fetc%2fpasswd.txt' })).statusCode).toBe(404);
  });

  it('without a build still answers the keep-alive, and a page explaining the area is not built', async () => {
    const bare = await serverWith(path.join(adminDir, 'missing'));
    expect((await bare.inject({ url: '/admin/', headers: { 'x-test-user': '1' } })).statusCode).toBe(204);
    const response = await bare.inject({ url: '/admin/', headers: page });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Administrace');
    await bare.close();
  });
});
