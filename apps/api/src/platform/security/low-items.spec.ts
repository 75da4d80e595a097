import net from 'node:net';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { UrlSchema } from '@phc/api-contract';
import { createUser, loginAs, type TestApp } from '../test-utils/test-app';
import { isSafeLink } from '../../features/cms/sanitize';
import { createBareApp } from './bare-app';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestApp;
beforeAll(async () => {
  t = await createBareApp({ trustProxy: 1 });
});
afterAll(() => t.close());

describe(`transport and parser answers (${db})`, () => {
  it('sends HSTS over HTTPS behind the proxy, not over plain HTTP', async () => {
    const https = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('puts the security headers on the early 400 and 431 that Node writes itself', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        let answer = '';
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
        socket.on('data', (c) => (answer += c.toString()));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    const bad = await raw('GET / HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n');
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    expect(bad.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(bad.toLowerCase()).toContain('x-frame-options: sameorigin');
    const huge = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge.toLowerCase()).toContain('x-content-type-options: nosniff');
  });
});

describe('links that leave the site', () => {
  it.each(['//evil.example/x', '/\\evil.example', '/\\/evil.example'])('refuses %s as a site-relative link', (url) => {
    expect(isSafeLink(url)).toBe(false);
    expect(v.safeParse(UrlSchema, url).success).toBe(false);
  });
  it.each(['/cs/program', 'https://www.example.com/a', '/uploads/ab12.png'])('keeps %s', (url) => {
    expect(isSafeLink(url)).toBe(true);
    expect(v.safeParse(UrlSchema, url).success).toBe(true);
  });
});

describe(`GraphQL in production (${db})`, () => {
  it('answers no introspection query and no internal error message', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const prod = await createBareApp();
    process.env.NODE_ENV = previous;
    try {
      const response = await prod.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __schema { types { name } } }' } });
      expect(JSON.stringify(response.json())).not.toContain('"types"');
      expect(response.json().errors?.[0]?.message).toMatch(/introspection/i);
      // A resolver's own failure names no table or column in production.
      await prod.handle.db.schema.alterTable('cms_objects').renameTo('cms_objects_gone').execute();
      const broken = await prod.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ menus { id } }' } });
      expect(broken.json().errors?.[0]?.message).toBe('Internal server error');
      expect(broken.body).not.toMatch(/cms_objects|relation/);
      const asker = await prod.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ nothing }' } });
      expect(asker.json().errors?.[0]?.message).toMatch(/nothing/);
    } finally {
      await prod.close();
    }
  });
});

describe(`SVG uploads (${db})`, () => {
  const boundary = '----phc-svg';
  let cookie = '';
  beforeAll(async () => {
    await createUser(t.app, { email: 'svg-editor@demo.test', roles: ['ROLE_SUPER_ADMIN'] });
    cookie = await loginAs(t.app, 'svg-editor@demo.test');
  });
  const svgUpload = (svg: string) => {
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.svg"\r\nContent-Type: image/svg+xml\r\n\r\n${svg}\r\n--${boundary}--\r\n`;
    return t.app.inject({ method: 'POST', url: '/api/v1/cms/upload', headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  };

  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="5" height="5"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><a xlink:href="javascript:alert(1)"><rect width="5" height="5"/></a></svg>',
  ])('refuses an SVG that can run scripts: %s', async (svg) => {
    const response = await svgUpload(svg);
    expect(response.statusCode).toBe(415);
  });

  it('keeps a plain SVG drawing', async () => {
    const response = await svgUpload('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5" fill="#c8102e"/></svg>');
    expect(response.statusCode).toBe(200);
    expect(response.json().file.mimeType).toBe('image/svg+xml');
  });
});

describe(`the page's CSP and the configured analytics (${db})`, () => {
  const scriptSrc = (csp: unknown) => /script-src ([^;]*)/.exec(String(csp))?.[1] ?? '';

  it('lets the configured tag manager and pixel load, and nothing else', async () => {
    const configured = await createBareApp();
    try {
      await configured.handle.db
        .insertInto('config_values')
        .values([
          { key: 'tag_manager_id', data_type: 'string', value: 'GTM-ABC123', format: null },
          { key: 'pixel_id', data_type: 'string', value: '123456789', format: null },
        ])
        .execute();
      const page = await configured.app.inject({ method: 'GET', url: '/admin/' });
      expect(scriptSrc(page.headers['content-security-policy'])).toBe("'self' https://www.googletagmanager.com https://connect.facebook.net");
      expect(String(page.headers['content-security-policy'])).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com[^;]*https:\/\/www\.facebook\.com/);
    } finally {
      await configured.close();
    }
    const plain = await t.app.inject({ method: 'GET', url: '/admin/' });
    expect(scriptSrc(plain.headers['content-security-policy'])).toBe("'self'");
  });
});
