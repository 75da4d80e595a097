/**
 * `npm run bench:api`: requests/s and p99 latency of the public competition reads on the demo
 * tournament, beside the same server's plain GET /healthz, on loopback and bounded in time.
 * Starts its own server (fresh in-memory database, demo data) unless BENCH_URL points at one.
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench:api
 */
import { execFileSync, spawnSync } from 'node:child_process';
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

type Load = { rps: number; p99: number; errors: number; total: number; bytes: number };

async function withAutocannon(url: string, headers: Record<string, string>): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  // A 304 is the expected answer to If-None-Match, not an error.
  const errors = result.errors + (headers['if-none-match'] ? 0 : result.non2xx);
  return { rps: result.requests.average, p99: result.latency.p99, errors, total: result.requests.total, bytes: result.throughput.total };
}

/** wrk's sizes and times as it prints them ("45.67MB", "3.21ms"). */
const unit = (value: string, units: Record<string, number>) => {
  const [, n, u] = /^([\d.]+)(\D*)$/.exec(value.trim()) ?? [];
  return Number(n) * (units[u] ?? 1);
};

/**
 * Debian's wrk (C, one thread per core) where installed: autocannon parses every answer in
 * JavaScript, so on 2 cores it ran out of CPU before the server did on the 30 KB `live` reads, and
 * the ratio to /healthz measured the generator. BENCH_TOOL=autocannon keeps the old one.
 */
async function withWrk(url: string, headers: Record<string, string>): Promise<Load> {
  const args = ['-t', '1', '-c', String(connections), '-d', `${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const out = execFileSync('wrk', args, { encoding: 'utf8' });
  const field = (re: RegExp) => re.exec(out)?.[1] ?? '0';
  const total = Number(field(/(\d+) requests in/));
  const non2xx = headers['if-none-match'] ? 0 : Number(field(/Non-2xx or 3xx responses: (\d+)/));
  const socket = field(/Socket errors: (.*)/).match(/\d+/g)?.reduce((a, b) => a + Number(b), 0) ?? 0;
  return {
    rps: Number(field(/Requests\/sec:\s+([\d.]+)/)),
    p99: unit(field(/99%\s+(\S+)/), { us: 0.001, ms: 1, s: 1000 }),
    errors: non2xx + socket,
    total,
    bytes: unit(field(/requests in [^,]+, (\S+) read/), { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }),
  };
}

const useWrk = process.env.BENCH_TOOL !== 'autocannon' && spawnSync('wrk', ['--version']).error === undefined;

async function run(url: string, headers: Record<string, string>, pid: number | undefined) {
  const cpuBefore = cpuMs(pid);
  const load = useWrk ? await withWrk(url, headers) : await withAutocannon(url, headers);
  const cpuAfter = cpuMs(pid);
  const cpuUs = cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / Math.max(1, load.total);
  return { rps: load.rps, p99: Number(load.p99.toFixed(2)), errors: load.errors, cpuUs, bytes: load.bytes / Math.max(1, load.total) };
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
    console.log(`\n${useWrk ? 'wrk' : 'autocannon'}, ${connections} connections, ${seconds} s each, ${base}`);
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
