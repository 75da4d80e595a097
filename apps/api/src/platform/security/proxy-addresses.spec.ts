import { readConfig } from '../../config';
import { loginLimits, resetLimits } from '../auth/routes';
import type { TestApp } from '../test-utils/test-app';
import { createBareApp } from './bare-app';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe('TRUST_PROXY', () => {
  it('takes false, a hop count or the proxies’ addresses, and refuses "true" (every hop)', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,::1' }).trustProxy).toEqual(['10.0.0.5', '10.0.1.0/24', '::1']);
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*every X-Forwarded-For hop/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

/** A client behind a proxy that appends the address it sees: the client writes whatever it likes before it. */
const spoofed = (i: number, real: string) => ({ 'x-forwarded-for': `10.${i % 250}.${(i * 7) % 250}.1, ${real}` });

describe.each([
  ['one trusted hop', 1],
  ['the proxy’s address', ['127.0.0.1']],
] as const)(`X-Forwarded-For behind %s (${db})`, (_name, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createBareApp({ trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy] });
  });
  afterAll(() => t.close());

  it('keeps the per-address limit of "unknown e-mail" answers whatever the client writes in front of the proxy’s entry', async () => {
    const login = (i: number, real: string, email: string) => t.app.inject({ method: 'POST', url: '/api/v1/web/auth/login', headers: spoofed(i, real), payload: { login: email, password: 'whatever' } });
    for (let i = 0; i < loginLimits.unknownPerIp.max; i++) {
      expect((await login(i, '203.0.113.9', `who-${i}@demo.test`)).json().error.fields).toEqual({ login: ['unknownEmail'] });
    }
    expect((await login(999, '203.0.113.9', 'who-else@demo.test')).json().error.fields).toEqual({ password: ['invalidPassword'] });
    // Another client behind the same proxy is told as before.
    expect((await login(999, '203.0.113.10', 'who-else@demo.test')).json().error.fields).toEqual({ login: ['unknownEmail'] });
  });

  it('keeps the per-address password-reset limit the same way', async () => {
    const reset = (i: number) => t.app.inject({ method: 'POST', url: '/api/v1/web/auth/password-reset', headers: spoofed(i, '203.0.113.20'), payload: { login: `reset-${i}@demo.test`, locale: 'cs' } });
    for (let i = 0; i < resetLimits.perIp; i++) expect((await reset(i)).statusCode).toBe(200);
    expect((await reset(resetLimits.perIp)).statusCode).toBe(429);
  });
});
