/**
 * `npm run bench:api`: requests/s and p99 latency of the public competition reads on the demo
 * tournament, beside the same server's plain GET /healthz, on loopback and bounded in time.
 * Starts its own server (fresh in-memory database, demo data) unless BENCH_URL points at one.
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench:api
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { startApiServer, type BenchServer } from './bench-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3200);
// The server this script starts serves /metrics with it; against BENCH_URL, give that server's.
const metricsToken = process.env.METRICS_TOKEN ?? 'bench-metrics-token-0123456789';

/**
 * CPU time (ms) a process has used, from /proc (Linux): on 2 cores the load generator parsing
 * 30 KB answers is often the bottleneck, so the server's own cost per request is the figure that
 * says what a change to the server did. Undefined where /proc is absent or for a BENCH_URL server.
 */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined || !fs.existsSync(`/proc/${pid}/stat`)) return undefined;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function run(url: string, headers: Record<string, string>, pid: number | undefined) {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpuAfter = cpuMs(pid);
  // A 304 is the expected answer to If-None-Match, not an error.
  const errors = result.errors + (headers['if-none-match'] ? 0 : result.non2xx);
  const cpuUs = cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p99: result.latency.p99, errors, cpuUs, bytes: result.throughput.total / Math.max(1, result.requests.total) };
}

/** One scrape alone, as Prometheus makes it every 15 s: its time and size. */
async function timedScrape(base: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const body = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
  return { ms: performance.now() - started, bytes: Buffer.byteLength(body) };
}

async function main(): Promise<void> {
  let server: BenchServer | undefined;
  let base = process.env.BENCH_URL;
  if (!base) {
    server = await startApiServer(port, { METRICS_TOKEN: metricsToken });
    base = server.base;
  }
  try {
    const live = (await (await fetch(`${base}/api/v1/competition/live`)).json()) as { matches: { id: number; state: string }[] };
    const matchId = live.matches.find((m) => m.state === 'finished')?.id ?? live.matches[0].id;
    const etag = (await fetch(`${base}/api/v1/competition/live`)).headers.get('etag') ?? '';

    const gzip = { 'accept-encoding': 'gzip' };
    // A logged-in browser's keep-alive (an empty 204 after the session lookup), measured here rather
    // than asserted in npm test, where the other Jest worker moves the figure.
    const login = await fetch(`${base}/api/v1/web/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ login: 'club@demo.test', password: 'demo1234' }) });
    const session = { cookie: login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), accept: '*/*' };
    // Browsers always accept gzip; the uncompressed live row shows what compression saves.
    const targets: [string, string, Record<string, string>?][] = [
      ['GET /healthz', '/healthz', gzip],
      ['GET live', '/api/v1/competition/live', gzip],
      ['GET live, brotli', '/api/v1/competition/live', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
      ['GET live, uncompressed', '/api/v1/competition/live'],
      ['GET live, If-None-Match (304)', '/api/v1/competition/live', { ...gzip, 'if-none-match': etag }],
      ['GET static', '/api/v1/competition/static', gzip],
      [`GET match detail (${matchId})`, `/api/v1/competition/competition-match/${matchId}`, gzip],
      ['GET /admin/ keep-alive, logged in (204)', '/admin/', session],
      ['GET /metrics (a Prometheus scrape)', '/metrics', { authorization: `Bearer ${metricsToken}` }],
    ];
    const scrape = await timedScrape(base);
    const rows = [];
    for (const [label, p, headers] of targets) rows.push({ label, ...(await run(base + p, headers ?? {}, server?.pid)) });
    const baseline = rows[0].rps;
    console.log(`\n${connections} connections, ${seconds} s each, ${base}`);
    console.log('call'.padEnd(40), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'vs healthz'.padStart(11), 'errors'.padStart(7), 'server µs/req'.padStart(14), 'bytes/req'.padStart(10));
    for (const r of rows) {
      console.log(r.label.padEnd(40), r.rps.toFixed(0).padStart(9), String(r.p99).padStart(8), `${((r.rps / baseline) * 100).toFixed(0)}%`.padStart(11), String(r.errors).padStart(7), (r.cpuUs === undefined ? '-' : r.cpuUs.toFixed(0)).padStart(14), r.bytes.toFixed(0).padStart(10));
    }
    const after = await timedScrape(base);
    console.log(`one /metrics scrape alone: ${scrape.ms.toFixed(1)} ms before the runs (${(scrape.bytes / 1024).toFixed(1)} KiB), ${after.ms.toFixed(1)} ms after them (${(after.bytes / 1024).toFixed(1)} KiB)`);
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
