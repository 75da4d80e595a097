// The generated nginx site run for real, as a plain process, in front of two stand-in API instances:
// what nginx itself must do (static files with their precompressed forms, the live stream unbuffered,
// forwarded addresses, failing over) is checked here; the real server behind it in release.spec.ts.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { liveStreamPath } from '@phc/api-contract';
import { siteOf, readInventory } from './inventory';
import { nginxSiteConfig } from './nginx';
import { brotliModule, nginxBinary, wrapperConfig } from './nginx-check';
import { productionPaths } from './paths';

const [httpPort, httpsPort, ...upstreamPorts] = [4470, 4471, 4472, 4473];
const site = siteOf(readInventory(), 'phc');
const host = site.serverNames[0];
const script = 'export const a = "a line of the bundle";\n'.repeat(200);
let work: string;
let nginx: ChildProcess;
const upstreams: http.Server[] = [];
/** Resolves the live stream's second message, which a stand-in sends only when the test says so. */
let sendSecond: () => void = () => undefined;

function get(pathname: string, headers: Record<string, string> = {}, port = httpsPort): Promise<http.IncomingMessage> {
  const client = port === httpsPort ? https : http;
  return new Promise((resolve, reject) => {
    client.get({ host: '127.0.0.1', port, path: pathname, headers: { host, ...headers }, servername: host, rejectUnauthorized: false }, resolve).once('error', reject);
  });
}

const body = (response: http.IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk)).once('end', () => resolve(Buffer.concat(chunks)));
  });

/** A stand-in for an API instance: echoes what it was sent; the live stream waits for the test. */
function upstream(n: number, port: number): Promise<void> {
  const server = http.createServer((request, response) => {
    if (request.url === liveStreamPath) {
      // No X-Accel-Buffering header, unlike the real server: the site's own config must not buffer.
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: first\n\n');
      sendSecond = () => response.end('data: second\n\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ instance: n, url: request.url, headers: request.headers }));
  });
  upstreams.push(server);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
}

async function waitForPort(port: number): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}: ${fs.readFileSync(path.join(work, 'prefix/error.log'), 'utf8')}`);
    const up = await get('/metrics', {}, port).then(() => true, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'phc-nginx-'));
  // nginx's workers run as nobody: the release and the certificate must be readable by others.
  fs.chmodSync(work, 0o755);
  const release = path.join(work, 'current/phc');
  for (const [dir, name] of [['web/assets', 'app-1a2b.js'], ['admin/assets', 'admin-3c4d.js']]) {
    fs.mkdirSync(path.join(release, dir), { recursive: true });
    const file = path.join(release, dir, name);
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  }
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${host}`, '-keyout', `${work}/key.pem`, '-out', `${work}/cert.pem`], { stdio: 'ignore' });
  fs.chmodSync(`${work}/key.pem`, 0o644);
  const paths = { ...productionPaths, current: () => release, tlsCertificate: () => `${work}/cert.pem`, tlsKey: () => `${work}/key.pem` };
  const siteFile = path.join(work, 'phc.conf');
  fs.writeFileSync(siteFile, nginxSiteConfig(site, { paths, ports: upstreamPorts, brotli: true, listen: { http: [`127.0.0.1:${httpPort}`], https: [`127.0.0.1:${httpsPort}`] } }));
  await Promise.all(upstreamPorts.map((port, i) => upstream(i + 1, port)));
  const conf = wrapperConfig(path.join(work, 'prefix'), [siteFile], fs.existsSync(brotliModule));
  nginx = spawn(nginxBinary, ['-p', path.join(work, 'prefix'), '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], { stdio: 'inherit' });
  await waitForPort(httpsPort);
}, 60_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  for (const server of upstreams) {
    server.closeAllConnections();
    server.close();
  }
  fs.rmSync(work, { recursive: true, force: true });
});

describe('nginx with the generated site in front of two instances', () => {
  it("serves the builds' hashed files from disk in the form the browser accepts, cached for a year", async () => {
    const br = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip, br' });
    expect([br.statusCode, br.headers['content-encoding'], br.headers['cache-control']]).toEqual([200, 'br', 'public, max-age=31536000, immutable']);
    expect(zlib.brotliDecompressSync(await body(br)).toString()).toBe(script);
    const gz = await get('/admin/assets/admin-3c4d.js', { 'accept-encoding': 'gzip' });
    expect([gz.statusCode, gz.headers['content-encoding'], gz.headers['x-content-type-options']]).toEqual([200, 'gzip', 'nosniff']);
    expect(zlib.gunzipSync(await body(gz)).toString()).toBe(script);
    const plain = await get('/assets/app-1a2b.js');
    expect([plain.headers['content-encoding'], (await body(plain)).toString()]).toEqual([undefined, script]);
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('passes the live stream on message by message, not when a buffer fills', async () => {
    const stream = await get(liveStreamPath, { accept: 'text/event-stream' });
    expect(stream.statusCode).toBe(200);
    let received = '';
    let waiting: { text: string; resolve: () => void } | undefined;
    stream.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (waiting && received.includes(waiting.text)) waiting.resolve();
    });
    const seen = (text: string) => new Promise<void>((resolve) => (received.includes(text) ? resolve() : (waiting = { text, resolve })));
    // The second message is only written once the first has come through nginx: a buffering proxy hangs here.
    await seen('data: first');
    sendSecond();
    await seen('data: second');
    expect(received).toBe('data: first\n\ndata: second\n\n');
  });

  it("forwards the client's address and scheme, answers /metrics itself, and sends plain HTTP to HTTPS", async () => {
    const echo = JSON.parse((await body(await get('/api/v1/web/me', { 'x-forwarded-for': '203.0.113.9' }))).toString());
    expect(echo.headers).toMatchObject({ host, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9, 127.0.0.1' });
    expect((await get('/metrics')).statusCode).toBe(404);
    const redirect = await get('/draw?day=2', {}, httpPort);
    expect([redirect.statusCode, redirect.headers.location]).toEqual([301, `https://${host}/draw?day=2`]);
  });

  it('spreads requests over both instances and sends them all to the other when one is down', async () => {
    const instances = async () => {
      const seen = new Set<number>();
      for (let i = 0; i < 6; i++) seen.add(JSON.parse((await body(await get('/api/v1/competition/live'))).toString()).instance);
      return [...seen].sort();
    };
    expect(await instances()).toEqual([1, 2]);
    await new Promise((resolve) => upstreams[0].close(resolve));
    expect(await instances()).toEqual([2]);
  });
});
