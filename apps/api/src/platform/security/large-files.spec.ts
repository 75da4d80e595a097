import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const mb = 1024 * 1024;
/**
 * Just under the CMS upload limit (100 MiB). The bound of each test is the file's own size: a server
 * that holds the whole file at once grows by at least that much, one that streams it does not come
 * near (about 10-25 MB measured in its own process, busy machine or not; the figure is printed).
 */
const fileBytes = 95 * mb;
const chunk = randomBytes(64 * 1024);
const byteAt = (offset: number) => chunk[offset % chunk.length];

let server: ChildProcess;
let base: string;
let cookie: string;
beforeAll(async () => {
  // Its own process: the memory measured is this server's alone, not Jest's with its other tests' garbage.
  // tsx as a loader, not its CLI (which runs the script in a grandchild): the pid measured is the server's.
  server = spawn(process.execPath, ['--import', pathToFileURL(require.resolve('tsx')).href, path.join(__dirname, 'large-files-server.ts')], { env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: server.stdout as NodeJS.ReadableStream }).once('line', resolve);
    server.once('exit', (code) => reject(new Error(`the upload server exited with ${code}`)));
  });
  const started = JSON.parse(first) as { port: number; cookie: string };
  base = `http://127.0.0.1:${started.port}`;
  cookie = started.cookie;
}, 60_000);
afterAll(async () => {
  if (server.exitCode !== null) return;
  await new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
});

/** The server process's resident memory now, in bytes (Linux: /proc/<pid>/status). */
function serverRss(): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'));
  if (!line) throw new Error('no VmRSS for the upload server');
  return Number(line[1]) * 1024;
}

/** Samples the server's memory and the latency of its /healthz while `work` runs. */
async function watch<T>(work: () => Promise<T>): Promise<{ result: T; rssGrowthMb: number; healthzMaxMs: number; healthzCount: number }> {
  const rssBefore = serverRss();
  let rssMax = rssBefore;
  let running = true;
  const latencies: number[] = [];
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, serverRss())), 10);
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/healthz`).then((r) => r.text());
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    const result = await work();
    rssMax = Math.max(rssMax, serverRss());
    return { result, rssGrowthMb: (rssMax - rssBefore) / mb, healthzMaxMs: Math.max(0, ...latencies), healthzCount: latencies.length };
  } finally {
    running = false;
    clearInterval(sampler);
    await probe;
  }
}

/** Sends a multipart upload generated chunk by chunk: the client holds no more than the server should. */
function streamUpload(): Promise<{ status: number; body: string }> {
  const boundary = '----phc-large-upload';
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/v1/cms/upload`, { method: 'POST', headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (c: string) => (body += c));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.zip"\r\nContent-Type: application/zip\r\n\r\n`);
    let sent = 0;
    const pump = () => {
      while (sent < fileBytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      request.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

function download(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; size: number; first: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers }, (response) => {
        let size = 0;
        let first = Buffer.alloc(0);
        response.on('data', (c: Buffer) => {
          if (first.length < 256) first = Buffer.concat([first, c.subarray(0, 256)]);
          size += c.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, size, first }));
      })
      .on('error', reject);
  });
}

describe(`a large upload and its download (${db})`, () => {
  let url = '';

  it(`streams a ${fileBytes / mb} MB upload to disk: the server never holds the file in memory`, async () => {
    const { result, rssGrowthMb, healthzMaxMs, healthzCount } = await watch(streamUpload);
    expect(result.status).toBe(200);
    url = JSON.parse(result.body).file.url;
    console.log(`upload: server RSS +${rssGrowthMb.toFixed(1)} MB, /healthz max ${healthzMaxMs.toFixed(0)} ms over ${healthzCount} probes`);
    expect(healthzCount).toBeGreaterThan(0);
    expect(rssGrowthMb).toBeLessThan(fileBytes / mb);
  }, 120_000);

  it('streams the download with range support: the server never holds the file in memory', async () => {
    const { result, rssGrowthMb, healthzMaxMs, healthzCount } = await watch(() => download(url));
    expect(result.status).toBe(200);
    expect(result.size).toBe(fileBytes);
    expect(result.headers['accept-ranges']).toBe('bytes');
    console.log(`download: server RSS +${rssGrowthMb.toFixed(1)} MB, /healthz max ${healthzMaxMs.toFixed(0)} ms over ${healthzCount} probes`);
    expect(healthzCount).toBeGreaterThan(0);
    expect(rssGrowthMb).toBeLessThan(fileBytes / mb);

    const offset = 70 * mb + 123;
    const part = await download(url, { range: `bytes=${offset}-${offset + 99}` });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${offset}-${offset + 99}/${fileBytes}`);
    expect(part.size).toBe(100);
    expect([...part.first]).toEqual(Array.from({ length: 100 }, (_, i) => byteAt(offset + i)));
    expect((await download(url, { range: `bytes=-10` })).headers['content-range']).toBe(`bytes ${fileBytes - 10}-${fileBytes - 1}/${fileBytes}`);
    expect((await download(url, { range: `bytes=${fileBytes}-` })).status).toBe(416);
  }, 120_000);
});
