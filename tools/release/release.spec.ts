// A release as an operator gets it: built into a folder of its own, copied to a clean place,
// `npm install --omit=dev` there, `node server/main.js` on an empty PGlite data folder. Takes minutes
// (two web builds and an install); the figures it prints are the ones docs/operations.md quotes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrations } from '../../apps/api/src/platform/db/migrations';
import { runToExit, startRelease, type ReleaseServer } from './run-release';
import { folderBytes } from './web-build';

const root = path.resolve(__dirname, '../..');
const tournament = 'praguevolleyballgames';
const port = 4460;
let work: string;
let site: string;
let server: ReleaseServer | undefined;
const figures: string[] = [];

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`))));
  });
}

async function signIn(base: string, login: string): Promise<Response> {
  return fetch(`${base}/api/v1/web/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: 'demo1234' }) });
}

const liveMatches = async (base: string) => {
  const response = await fetch(`${base}/api/v1/competition/live`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { matches: unknown[] }).matches.length;
};

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'phc-release-'));
  // A node_modules above the clean folder would answer what the release's own must.
  for (let dir = work; dir !== path.dirname(dir); dir = path.dirname(dir)) expect(fs.existsSync(path.join(path.dirname(dir), 'node_modules'))).toBe(false);
  let t = Date.now();
  // --no-compile: npm test's own builds read the compiled catalogs meanwhile; they are compiled at install.
  await run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'tools/release/cli.ts', `--tournament=${tournament}`, `--out=${path.join(work, 'out')}`, '--no-compile'], root);
  figures.push(`release built in ${((Date.now() - t) / 1000).toFixed(0)} s, ${(folderBytes(path.join(work, 'out', tournament)) / 2 ** 20).toFixed(1)} MiB`);
  site = path.join(work, 'site');
  fs.cpSync(path.join(work, 'out', tournament), site, { recursive: true });
  fs.rmSync(path.join(work, 'out'), { recursive: true });
  t = Date.now();
  await run('npm', ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], site);
  figures.push(`npm install --omit=dev in ${((Date.now() - t) / 1000).toFixed(0)} s, node_modules ${(folderBytes(path.join(site, 'node_modules')) / 2 ** 20).toFixed(0)} MiB`);
}, 1_200_000);

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

afterAll(() => {
  console.log(`release of ${tournament}:\n  ${figures.join('\n  ')}`);
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('a release of one tournament', () => {
  it('holds both builds precompressed, the server as JavaScript with every migration, and runtime packages only', () => {
    const assets = fs.readdirSync(path.join(site, 'web/assets'));
    expect(assets.some((file) => file.endsWith('.js.br')) && assets.some((file) => file.endsWith('.js.gz'))).toBe(true);
    expect(fs.readdirSync(path.join(site, 'admin/assets')).some((file) => file.endsWith('.js.br'))).toBe(true);
    expect(fs.readFileSync(path.join(site, 'web/index.html'), 'utf8')).toContain(`data-tournament="${tournament}"`);
    const info = JSON.parse(fs.readFileSync(path.join(site, 'release.json'), 'utf8'));
    expect(info).toMatchObject({ tournament, migrations: Object.keys(migrations).sort() });
    expect(fs.readdirSync(path.join(site, 'server')).filter((file) => /\.ts$/.test(file))).toEqual([]);
    for (const tool of ['tsx', 'vite', 'esbuild', 'typescript', 'nx', 'jest', '@swc/core', 'react']) expect([tool, fs.existsSync(path.join(site, 'node_modules', tool))]).toEqual([tool, false]);
  });

  it('refuses a bad variable at start, naming it', async () => {
    const port = await runToExit(site, { PORT: 'eighty' });
    expect(port.code).toBe(1);
    expect(port.output).toMatch(/^Invalid environment:\n {2}PORT: /);
    const other = await runToExit(site, { TOURNAMENT: 'phc' });
    expect(other.code).toBe(1);
    expect(other.output).toMatch(/TOURNAMENT: this release is of praguevolleyballgames/);
  }, 120_000);

  it('starts on an empty database without putting demo data into it; its site and administration answer', async () => {
    server = await startRelease(site, port, { DATA_DIR: path.join(work, 'data/db') });
    figures.push(`first start (empty PGlite folder, migrations): ${server.startMs} ms, ${server.startCpuS.toFixed(2)} CPU s`);
    const page = await fetch(`${server.base}/draw`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`data-tournament="${tournament}"`);
    const admin = await fetch(`${server.base}/admin/`, { headers: { accept: 'text/html' } });
    expect(await admin.text()).toContain('<title>Administrace</title>');
    expect(await liveMatches(server.base)).toBe(0);
    const signIn1 = await signIn(server.base, 'admin@demo.test');
    expect([signIn1.status, ((await signIn1.json()) as { error: { fields: unknown } }).error.fields]).toEqual([400, { login: ['unknownEmail'] }]);
    expect(server.output()).toContain('Empty database: starting without data');
  }, 300_000);

  it('with SEED_DEMO=1 seeds the demo tournament into that empty database, as npm start does', async () => {
    server = await startRelease(site, port, { DATA_DIR: path.join(work, 'data/db'), SEED_DEMO: '1' }, 600_000);
    expect(await liveMatches(server.base)).toBeGreaterThan(0);
    const signedIn = await signIn(server.base, 'admin@demo.test');
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const clubs = await fetch(`${server.base}/api/v1/admin/clubs`, { headers: { cookie } });
    expect(clubs.status).toBe(200);
    expect(((await clubs.json()) as { clubs: unknown[] }).clubs.length).toBeGreaterThan(0);
    // The build's brotli form, as the browser asked.
    const asset = fs.readdirSync(path.join(site, 'web/assets')).find((file) => file.endsWith('.js.br'))?.replace(/\.br$/, '');
    const script = await fetch(`${server.base}/assets/${asset}`, { headers: { 'accept-encoding': 'br' } });
    expect(script.headers.get('content-encoding')).toBe('br');
  }, 900_000);

  it('starts again on the existing database and leaves its data as it is, SEED_DEMO or not', async () => {
    const before = await (async () => {
      server = await startRelease(site, port, { DATA_DIR: path.join(work, 'data/db') });
      const n = await liveMatches(server.base);
      await server.stop();
      return n;
    })();
    server = await startRelease(site, port, { DATA_DIR: path.join(work, 'data/db'), SEED_DEMO: '1' });
    figures.push(`start on the existing database: ${server.startMs} ms, ${server.startCpuS.toFixed(2)} CPU s`);
    expect(await liveMatches(server.base)).toBe(before);
    expect(server.output()).not.toContain('Empty database');
  }, 300_000);

  it("backs its database up with its own backup command (PGlite's with the server stopped)", async () => {
    const file = path.join(work, 'backup.tar');
    const backup = await runToExit(site, { DATA_DIR: path.join(work, 'data/db') }, ['server/backup.js', 'backup', `--out=${file}`]);
    expect([backup.code, backup.output]).toEqual([0, expect.stringMatching(new RegExp(`^Backed up ${tournament} \\(pglite, schema ${Object.keys(migrations).sort().at(-1)}`))]);
    expect(fs.statSync(file).size).toBeGreaterThan(100_000);
  }, 300_000);
});
