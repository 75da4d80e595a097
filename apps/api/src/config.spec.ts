import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { EnvSchema, readConfig, resolveSessionSecret, type EnvDoc } from './config';

describe('server configuration', () => {
  it('defaults to the PHC on loopback port 3000 with a data folder per tournament', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', tournament: 'phc', trustProxy: false });
    expect(config.dataDir).toMatch(/\.data[/\\]phc$/);
    expect(config.staticDir).toMatch(/dist[/\\]apps[/\\]phc$/);
    expect(config.adminDir).toMatch(/dist[/\\]apps[/\\]admin$/);
  });

  it('takes relative folders from the working directory', () => {
    const config = readConfig({ STATIC_DIR: 'dist/apps/phc', APPS_DIR: 'dist/apps', DATA_DIR: '.data/x', ADMIN_DIR: 'build/admin' });
    expect(config.adminDir).toBe(path.resolve('build/admin'));
    expect(config.staticDir).toBe(path.resolve('dist/apps/phc'));
    expect(config.appsDir).toBe(path.resolve('dist/apps'));
    expect(config.dataDir).toBe(path.resolve('.data/x'));
  });

  it("sends e-mail as the tournament at the public host unless MAIL_FROM names a sender, and refuses a sender that is not an address", () => {
    expect(readConfig({}).mailFrom).toBe('"Prague Handball Cup" <noreply@localhost>');
    expect(readConfig({ TOURNAMENT: 'praguevolleyballgames', PUBLIC_URL: 'https://volley.example.org' }).mailFrom).toMatch(/^"[^"]*Volleyball[^"]*" <noreply@volley\.example\.org>$/);
    expect(readConfig({ MAIL_FROM: 'Organisers <office@example.org>' }).mailFrom).toBe('Organisers <office@example.org>');
    expect(readConfig({ MAIL_FROM: 'office@example.org' }).mailFrom).toBe('office@example.org');
    expect(() => readConfig({ MAIL_FROM: 'office' })).toThrow(/MAIL_FROM/);
  });

  it('takes the public origin from PUBLIC_URL (no path), else localhost on the port; uploads beside the data folder', () => {
    expect(readConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(readConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(readConfig({ PUBLIC_URL: 'https://www.praguehandballcup.com/' }).publicUrl).toBe('https://www.praguehandballcup.com');
    expect(() => readConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(readConfig({ DATA_DIR: '.data/x' }).uploadDir).toBe(`${path.resolve('.data/x')}.uploads`);
    expect(readConfig({ DATA_DIR: 'memory' }).uploadDir).toBeUndefined();
    expect(readConfig({ UPLOAD_DIR: 'files' }).uploadDir).toBe(path.resolve('files'));
  });

  it('keeps the database in memory for DATA_DIR=memory', () => {
    expect(readConfig({ DATA_DIR: 'memory' }).dataDir).toBeUndefined();
  });

  it('refuses a bad port, an unknown tournament or a short session secret, naming the variable', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ TOURNAMENT: 'nope' })).toThrow(/TOURNAMENT/);
    expect(() => readConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('refuses a mail relay or a database that is not one, naming the variable', () => {
    expect(readConfig({ SMTP_URL: 'smtp://user:pw@mail.example.org:587', DATABASE_URL: 'postgres://phc@db/phc' })).toMatchObject({ smtpUrl: 'smtp://user:pw@mail.example.org:587', databaseUrl: 'postgres://phc@db/phc' });
    expect(() => readConfig({ SMTP_URL: 'mail.example.org' })).toThrow(/SMTP_URL/);
    expect(() => readConfig({ SMTP_URL: 'https://mail.example.org' })).toThrow(/SMTP_URL/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://db/phc' })).toThrow(/DATABASE_URL/);
  });

  it('seeds the demo only when SEED_DEMO is 1', () => {
    expect(readConfig({}).seedDemo).toBe(false);
    expect(readConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(readConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(() => readConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });

  it('describes every variable for the configuration reference, and says whether instances share it', () => {
    for (const [name, schema] of Object.entries(EnvSchema.entries)) {
      expect([name, (v.getDescription(schema) ?? '').length > 20]).toEqual([name, true]);
      expect([name, typeof (v.getMetadata(schema) as EnvDoc).shared]).toEqual([name, 'boolean']);
    }
  });

  it('starts the product clock at CLOCK_START when given (a moment with its zone), else keeps the real clock', () => {
    expect(readConfig({}).clockStart).toBeUndefined();
    expect(readConfig({ CLOCK_START: '2026-04-02T10:41:00+02:00' }).clockStart?.toISOString()).toBe('2026-04-02T08:41:00.000Z');
    expect(() => readConfig({ CLOCK_START: '2026-04-02' })).toThrow(/CLOCK_START/);
    expect(() => readConfig({ CLOCK_START: 'tomorrow' })).toThrow(/CLOCK_START/);
  });
});

describe('session secret', () => {
  it('uses SESSION_SECRET when set', () => {
    expect(resolveSessionSecret({ sessionSecret: 'x'.repeat(40), dataDir: undefined })).toBe('x'.repeat(40));
  });

  it('generates one on first start and keeps it beside the data folder for the next', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'phc-secret-'));
    const dataDir = path.join(root, 'phc');
    try {
      const first = resolveSessionSecret({ dataDir });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(resolveSessionSecret({ dataDir })).toBe(first);
      expect(resolveSessionSecret({ dataDir: undefined })).not.toBe(first);
      // The database folder itself is left to PGlite.
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
