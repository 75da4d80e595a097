/**
 * `npm run bench:live`: how one score change reaches N open live streams (SPEC §7 SSE), and what
 * the previous full-refetch behaviour cost for the same change, for the record (issue #15).
 *   npm run bench:live -- --streams 1000,5000
 * Starts its own server (fresh in-memory database, demo data) unless BENCH_URL points at one
 * (then no server CPU figures); BENCH_SERVER_DIR starts the one of another checkout, for a
 * before/after. A benchmark, not a test: it fails only on errors.
 *
 * Per N: open N streams (one socket each, as N phones), wait until each has its first bytes, then
 * 1. delta: one change (a goal posted the way the protocol posts it); the time until every stream
 *    has the first message after it, and the bytes that cost each stream on the wire;
 * 2. refetch: another change, and each stream, on its message, GETs `live` as the old client did
 *    (gzip, If-None-Match of the ETag from before the change) over a keep-alive connection it
 *    already had, all at once; the time until every refetch is complete, bytes and total MiB.
 * The load generator shares the machine's cores with the server, so the figures are an upper bound.
 * It needs about 2 × N + 200 open files (`ulimit -n`), and says so when the limit is lower.
 * Helpers' spec: `npx jest -c tools/scripts/jest.config.cjs`.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { freePort, processCpuSeconds, startApiServer, type BenchServer } from './bench-server';
import { spread, SseBlockReader, type SseBlock } from './sse-frames';

const streamPath = '/api/v1/competition/live/stream';
const livePath = '/api/v1/competition/live';
/** Streams or requests opened at a time while setting up: a burst of thousands overflows the listen backlog. */
const setupConcurrency = 200;
const deliveryTimeoutMs = 30_000;
/** Quiet time after the last delivery, so every byte the change caused is counted. */
const settleMs = 300;

/** One open stream: its socket's raw byte count and a hook for the next message. */
interface LiveStream {
  socket: Socket;
  encoding: string;
  onMessage: ((at: number, block: SseBlock) => void) | null;
  failure: Error | null;
  close(): void;
}

function openStream(base: string): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${streamPath}`, { agent: false, headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip' } });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        response.resume();
        return;
      }
      const encoding = response.headers['content-encoding'] ?? 'identity';
      // A server that compressed the stream must flush every message, or it would arrive late.
      const body = encoding === 'gzip' ? response.pipe(zlib.createGunzip({ flush: zlib.constants.Z_SYNC_FLUSH })) : response;
      const decoder = new StringDecoder('utf8');
      const reader = new SseBlockReader();
      const stream: LiveStream = {
        socket: response.socket,
        encoding,
        onMessage: null,
        failure: null,
        close: () => request.destroy(),
      };
      let opened = false;
      body.on('data', (chunk: Buffer) => {
        const at = performance.now();
        for (const block of reader.push(decoder.write(chunk))) if (block.isMessage) stream.onMessage?.(at, block);
        if (!opened) {
          opened = true;
          resolve(stream);
        }
      });
      const fail = (error: Error) => {
        stream.failure ??= error;
        reject(error);
      };
      body.on('error', fail);
      response.on('close', () => fail(new Error('stream closed by the server')));
    });
  });
}

/** Runs `task` for every index, at most `limit` at a time. */
async function inBatches<T>(count: number, limit: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

interface Reporter {
  cookie: string;
  matchId: number;
  teamId: number;
  goalTypeId: number;
  posted: number;
}

async function loginReporter(base: string): Promise<Reporter> {
  const login = await fetch(`${base}/api/v1/web/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ login: 'superreporter@demo.test', password: 'demo1234' }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const live = (await (await fetch(`${base}${livePath}`)).json()) as { matches: { id: number; state: string; homeTeamId: number | null }[] };
  const match = live.matches.find((m) => m.state === 'live' && m.homeTeamId !== null);
  if (!match) throw new Error('no match is being played in the demo data');
  const statics = (await (await fetch(`${base}/api/v1/competition/static`)).json()) as { eventTypes: { id: number; code: string }[] };
  const goal = statics.eventTypes.find((t) => t.code === 'goal');
  if (!goal) throw new Error('no goal event type');
  return { cookie, matchId: match.id, teamId: match.homeTeamId as number, goalTypeId: goal.id, posted: 0 };
}

/** One goal, posted as the reporter's protocol posts it; when it was asked and when answered. */
async function postGoal(base: string, reporter: Reporter): Promise<{ askedAt: number; answeredAt: number }> {
  reporter.posted += 1;
  const body = { _data: { minute: 10 + Math.floor(reporter.posted / 60), second: reporter.posted % 60, eventTypeId: reporter.goalTypeId, teamId: reporter.teamId } };
  const askedAt = performance.now();
  const response = await fetch(`${base}/api/v1/competition/competition-match/${reporter.matchId}/event`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie: reporter.cookie },
    body: JSON.stringify(body),
  });
  const answeredAt = performance.now();
  if (response.status !== 200) throw new Error(`the goal answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return { askedAt, answeredAt };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves when `count()` reaches the number of streams; rejects after the timeout or on a stream's failure. */
async function until(count: () => number, streams: LiveStream[], what: string): Promise<void> {
  const deadline = performance.now() + deliveryTimeoutMs;
  while (count() < streams.length) {
    const failed = streams.find((s) => s.failure);
    if (failed) throw new Error(`a stream failed while waiting for ${what}: ${failed.failure?.message}`);
    if (performance.now() > deadline) throw new Error(`${what}: ${count()} of ${streams.length} within ${deliveryTimeoutMs} ms`);
    await sleep(5);
  }
}

class CpuMeter {
  private server0 = 0;
  private client0 = process.cpuUsage();
  constructor(private readonly pid: number | undefined) {}
  start(): void {
    this.server0 = this.pid ? processCpuSeconds(this.pid) : Number.NaN;
    this.client0 = process.cpuUsage();
  }
  /** Milliseconds of CPU since start(): the server's (NaN if unknown) and this process's. */
  read(): { server: number; client: number } {
    const client = process.cpuUsage(this.client0);
    return { server: ((this.pid ? processCpuSeconds(this.pid) : Number.NaN) - this.server0) * 1000, client: (client.user + client.system) / 1000 };
  }
}

interface DeltaFigures {
  toAllFromAsk: number;
  toAllFromAnswer: number;
  latency: { median: number; p95: number; max: number };
  messageBytes: number;
  wireBytes: { median: number; max: number };
  cpu: { server: number; client: number };
}

async function measureDelta(base: string, streams: LiveStream[], reporter: Reporter, cpu: CpuMeter): Promise<DeltaFigures> {
  const arrived: number[] = [];
  const messageBytes: number[] = [];
  const before = streams.map((s) => s.socket.bytesRead);
  for (const s of streams) {
    s.onMessage = (at, block) => {
      s.onMessage = null;
      arrived.push(at);
      messageBytes.push(block.bytes);
    };
  }
  cpu.start();
  const { askedAt, answeredAt } = await postGoal(base, reporter);
  await until(() => arrived.length, streams, 'the change on every stream');
  await sleep(settleMs);
  const used = cpu.read();
  const wire = streams.map((s, i) => s.socket.bytesRead - before[i]);
  const last = Math.max(...arrived);
  const wireSpread = spread(wire);
  return {
    toAllFromAsk: last - askedAt,
    toAllFromAnswer: last - answeredAt,
    latency: spread(arrived.map((at) => at - askedAt)),
    messageBytes: spread(messageBytes).max,
    wireBytes: { median: wireSpread.median, max: wireSpread.max },
    cpu: used,
  };
}

interface RefetchFigures {
  toAllFromAsk: number;
  toAllFromAnswer: number;
  deliveredToAll: number;
  bytesPerClient: { median: number; max: number };
  totalMiB: number;
  status: string;
  cpu: { server: number; client: number };
}

/** A GET of `live` on the client's own keep-alive connection; its status and wire bytes. */
function getLive(base: string, agent: http.Agent, etag: string): Promise<{ status: number; encoding: string; wireBytes: number; doneAt: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${livePath}`, { agent, headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    // Read from the socket itself: at the response's end it is back in the agent's pool.
    let socket: Socket | null = null;
    let startBytes = 0;
    request.on('socket', (assigned) => {
      socket = assigned;
      startBytes = assigned.bytesRead;
    });
    request.on('error', reject);
    request.on('response', (response) => {
      response.resume();
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'] ?? 'identity',
          wireBytes: (socket?.bytesRead ?? startBytes) - startBytes,
          doneAt: performance.now(),
        }),
      );
    });
  });
}

async function measureRefetch(base: string, streams: LiveStream[], reporter: Reporter, cpu: CpuMeter): Promise<RefetchFigures> {
  const etag = (await fetch(`${base}${livePath}`, { headers: { 'accept-encoding': 'gzip' } })).headers.get('etag') ?? '';
  // Each phone already has a connection from its first `live` read; revalidating opens it here (304).
  const agents = streams.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  try {
    const warm = await inBatches(streams.length, setupConcurrency, (i) => getLive(base, agents[i], etag));
    if (warm.some((w) => w.status !== 304)) throw new Error(`revalidating live answered ${[...new Set(warm.map((w) => w.status))].join(', ')}, not 304`);

    const delivered: number[] = [];
    const refetches: Promise<{ status: number; encoding: string; wireBytes: number; doneAt: number }>[] = new Array(streams.length);
    const before = streams.map((s) => s.socket.bytesRead);
    streams.forEach((s, i) => {
      s.onMessage = (at) => {
        s.onMessage = null;
        delivered.push(at);
        refetches[i] = getLive(base, agents[i], etag);
      };
    });
    cpu.start();
    const { askedAt, answeredAt } = await postGoal(base, reporter);
    await until(() => delivered.length, streams, 'the change on every stream (refetch run)');
    const answers = await Promise.all(refetches);
    // A 304 would mean the change left `live` as it was: nothing was measured.
    if (answers.some((a) => a.status !== 200)) throw new Error(`refetches answered ${[...new Set(answers.map((a) => a.status))].join(', ')}, not only 200`);
    const lastDone = Math.max(...answers.map((a) => a.doneAt));
    const used = cpu.read();
    await sleep(settleMs);
    const perClient = streams.map((s, i) => s.socket.bytesRead - before[i] + answers[i].wireBytes);
    const clientSpread = spread(perClient);
    const statuses = new Map<string, number>();
    for (const a of answers) statuses.set(`${a.status} ${a.encoding}`, (statuses.get(`${a.status} ${a.encoding}`) ?? 0) + 1);
    return {
      toAllFromAsk: lastDone - askedAt,
      toAllFromAnswer: lastDone - answeredAt,
      deliveredToAll: Math.max(...delivered) - askedAt,
      bytesPerClient: { median: clientSpread.median, max: clientSpread.max },
      totalMiB: perClient.reduce((a, b) => a + b, 0) / 2 ** 20,
      status: [...statuses].map(([k, n]) => `${n}× ${k}`).join(', '),
      cpu: used,
    };
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

function openFileLimit(): number {
  try {
    const limits = fs.readFileSync('/proc/self/limits', 'utf8');
    const line = limits.split('\n').find((l) => l.startsWith('Max open files'));
    return Number(line?.split(/\s+/)[3] ?? Number.POSITIVE_INFINITY);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function streamCounts(): number[] {
  const at = process.argv.indexOf('--streams');
  const value = at >= 0 ? process.argv[at + 1] : process.argv.find((a) => a.startsWith('--streams='))?.slice('--streams='.length);
  const counts = (value ?? '1000,5000').split(',').map(Number);
  if (counts.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--streams takes counts like 1000,5000, not ${value}`);
  return counts;
}

interface Row {
  n: number;
  openMs: number;
  encoding: string;
  delta: DeltaFigures;
  refetch: RefetchFigures;
}

async function benchOne(base: string, n: number, reporter: Reporter, cpu: CpuMeter): Promise<Row> {
  const opening = performance.now();
  const streams: LiveStream[] = [];
  try {
    await inBatches(n, setupConcurrency, async () => {
      streams.push(await openStream(base));
    });
    const openMs = performance.now() - opening;
    // Let the server finish what opening caused before the clock starts.
    await sleep(500);
    const delta = await measureDelta(base, streams, reporter, cpu);
    const refetch = await measureRefetch(base, streams, reporter, cpu);
    return { n, openMs, encoding: [...new Set(streams.map((s) => s.encoding))].join(', '), delta, refetch };
  } finally {
    for (const s of streams) s.close();
    // The server lets go of the closed streams before the next N.
    await sleep(1000);
  }
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(0));

function printRows(rows: Row[], base: string): void {
  const header = ['N', 'to all (ms)', 'from answer', 'median', 'p95', 'B/client', 'server CPU', '|', 'refetch: to all (ms)', 'from answer', 'B/client', 'total MiB', 'server CPU'];
  const table = rows.map((r) => [
    String(r.n),
    ms(r.delta.toAllFromAsk),
    ms(r.delta.toAllFromAnswer),
    ms(r.delta.latency.median),
    ms(r.delta.latency.p95),
    String(r.delta.wireBytes.max),
    `${ms(r.delta.cpu.server)} ms`,
    '|',
    ms(r.refetch.toAllFromAsk),
    ms(r.refetch.toAllFromAnswer),
    String(r.refetch.bytesPerClient.max),
    r.refetch.totalMiB.toFixed(1),
    `${ms(r.refetch.cpu.server)} ms`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
  console.log(`\nOne change (a goal), ${base}. Times from the write's request unless "from answer"; latency median/p95 per stream.`);
  console.log('stream: what the change costs on the stream alone (whatever this server sends); refetch: the old client, each stream then GETs live (gzip, If-None-Match of the old ETag).');
  console.log(line(header));
  for (const row of table) console.log(line(row));
  console.log('\nDetails');
  for (const r of rows) {
    console.log(
      `N=${r.n}: ${r.n} streams open in ${ms(r.openMs)} ms (stream encoding: ${r.encoding}); ` +
        `delta: message ${r.delta.messageBytes} B of SSE text, wire median ${r.delta.wireBytes.median} B, max ${r.delta.latency.max.toFixed(0)} ms, load generator CPU ${ms(r.delta.cpu.client)} ms; ` +
        `refetch: delivered to all in ${ms(r.refetch.deliveredToAll)} ms, per client median ${r.refetch.bytesPerClient.median} B, answers ${r.refetch.status}, load generator CPU ${ms(r.refetch.cpu.client)} ms`,
    );
  }
}

async function main(): Promise<void> {
  const counts = streamCounts();
  // Each stream and each refetch connection takes a descriptor here and one in the server.
  const needed = 2 * Math.max(...counts) + 200;
  if (openFileLimit() < needed) throw new Error(`${needed} open files needed, the limit is ${openFileLimit()}: run \`ulimit -n ${needed}\` first`);
  let server: BenchServer | undefined;
  let base = process.env.BENCH_URL;
  if (!base) {
    server = await startApiServer(await freePort());
    base = server.base;
  }
  try {
    const reporter = await loginReporter(base);
    const cpu = new CpuMeter(server?.pid);
    const rows: Row[] = [];
    for (const n of counts) {
      console.log(`${n} streams…`);
      rows.push(await benchOne(base, n, reporter, cpu));
    }
    printRows(rows, base);
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
