/**
 * `npm run bench:live`: how one score change reaches N open live streams (SPEC §7 SSE), and what
 * the previous full-refetch behaviour cost for the same change, for the record (issue #15).
 *   npm run bench:live -- --streams 1000,5000 --changes 5 --refetches 3
 * Starts its own server (fresh in-memory database, demo data) unless BENCH_URL points at one
 * (then no server CPU figures); BENCH_SERVER_DIR starts the one of another checkout, for a
 * before/after. A benchmark, not a test: it fails only on errors.
 *
 * Per N: open N streams (one socket each, as N phones), wait until each has its first bytes, then
 * 1. stream: one change (a goal posted the way the protocol posts it); the time until every stream
 *    has the first message after it, and the bytes that cost each stream on the wire;
 * 2. refetch: another change, and each stream, on its message, GETs `live` as the old client did
 *    (gzip, If-None-Match of the ETag from before the change) over a keep-alive connection it
 *    already had, all at once; the time until every refetch is complete, bytes and total MiB.
 * Each is measured a few times, one change at a time, and the run of median time is shown.
 * The load generator shares the machine's cores with the server, so the figures are an upper bound.
 * It needs about 2 × N + 200 open files (`ulimit -n`), and says so when the limit is lower.
 * Helpers' spec: `npx jest -c tools/scripts/jest.config.cjs`.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
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

/** Each phone's own keep-alive connection, opened by revalidating `live` (304) as its first read left it. */
async function connectClients(base: string, count: number): Promise<http.Agent[]> {
  const etag = (await fetch(`${base}${livePath}`, { headers: { 'accept-encoding': 'gzip' } })).headers.get('etag') ?? '';
  const agents = Array.from({ length: count }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const warm = await inBatches(count, setupConcurrency, (i) => getLive(base, agents[i], etag));
  if (warm.some((w) => w.status !== 304)) throw new Error(`revalidating live answered ${[...new Set(warm.map((w) => w.status))].join(', ')}, not 304`);
  return agents;
}

async function measureRefetch(base: string, streams: LiveStream[], agents: http.Agent[], reporter: Reporter, cpu: CpuMeter): Promise<RefetchFigures> {
  // The ETag every page holds from before the change.
  const etag = (await fetch(`${base}${livePath}`, { headers: { 'accept-encoding': 'gzip' } })).headers.get('etag') ?? '';
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
}

interface Repeated<T> {
  /** The run whose time to all streams is the median of the runs. */
  median: T;
  worst: T;
  runs: T[];
}

/** The same measurement `times` times in a row: one run on a shared machine can meet a busy moment. */
async function repeated<T extends { toAllFromAsk: number }>(times: number, run: () => Promise<T>): Promise<Repeated<T>> {
  const runs: T[] = [];
  for (let i = 0; i < times; i += 1) runs.push(await run());
  const sorted = [...runs].sort((a, b) => a.toAllFromAsk - b.toAllFromAsk);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)], worst: sorted[sorted.length - 1], runs };
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

interface Options {
  counts: number[];
  /** Changes measured per N on the stream alone, and with the old refetch. */
  changes: number;
  refetches: number;
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function readOptions(): Options {
  const counts = (argument('streams') ?? '1000,5000').split(',').map(Number);
  const changes = Number(argument('changes') ?? 5);
  const refetches = Number(argument('refetches') ?? 3);
  if ([...counts, changes, refetches].some((n) => !Number.isInteger(n) || n < 1)) throw new Error('usage: bench-live.ts [--streams 1000,5000] [--changes 5] [--refetches 3]');
  return { counts, changes, refetches };
}

interface Row {
  n: number;
  openMs: number;
  encoding: string;
  delta: Repeated<DeltaFigures>;
  refetch: Repeated<RefetchFigures>;
}

async function benchOne(base: string, n: number, options: Options, reporter: Reporter, cpu: CpuMeter): Promise<Row> {
  const opening = performance.now();
  const streams: LiveStream[] = [];
  let agents: http.Agent[] = [];
  try {
    await inBatches(n, setupConcurrency, async () => {
      streams.push(await openStream(base));
    });
    const openMs = performance.now() - opening;
    // Let the server finish what opening caused before the clock starts.
    await sleep(500);
    const delta = await repeated(options.changes, () => measureDelta(base, streams, reporter, cpu));
    agents = await connectClients(base, n);
    const refetch = await repeated(options.refetches, () => measureRefetch(base, streams, agents, reporter, cpu));
    return { n, openMs, encoding: [...new Set(streams.map((s) => s.encoding))].join(', '), delta, refetch };
  } finally {
    for (const s of streams) s.close();
    for (const agent of agents) agent.destroy();
    // The server lets go of the closed connections before the next N.
    await sleep(1000);
  }
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(0));

function printTable(rows: Row[]): void {
  const header = ['N', 'to all (ms)', 'worst', 'from answer', 'median', 'p95', 'B/client', 'server CPU', '|', 'refetch: to all (ms)', 'worst', 'B/client', 'total MiB', 'server CPU'];
  const table = rows.map(({ n, delta, refetch }) => [
    String(n),
    ms(delta.median.toAllFromAsk),
    ms(delta.worst.toAllFromAsk),
    ms(delta.median.toAllFromAnswer),
    ms(delta.median.latency.median),
    ms(delta.median.latency.p95),
    String(delta.median.wireBytes.max),
    `${ms(delta.median.cpu.server)} ms`,
    '|',
    ms(refetch.median.toAllFromAsk),
    ms(refetch.worst.toAllFromAsk),
    String(refetch.median.bytesPerClient.max),
    refetch.median.totalMiB.toFixed(1),
    `${ms(refetch.median.cpu.server)} ms`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));
}

function printRows(rows: Row[], base: string, options: Options): void {
  console.log(`\nOne change (a goal) at a time, ${base}; the run of median time to all streams of ${options.changes} (stream) and ${options.refetches} (refetch), and the worst.`);
  console.log('Times from the write\'s request unless "from answer"; median/p95: per stream. B/client: wire bytes (HTTP framing included) the change cost the most-charged client.');
  console.log('stream: the change on the stream alone (whatever this server sends); refetch: the old client, each stream then GETs live (gzip, If-None-Match of the old ETag).');
  printTable(rows);
  console.log('\nDetails');
  for (const { n, openMs, encoding, delta, refetch } of rows) {
    const times = (runs: { toAllFromAsk: number }[]) => runs.map((r) => ms(r.toAllFromAsk)).join(', ');
    console.log(`N=${n}: open in ${ms(openMs)} ms (stream encoding: ${encoding})`);
    console.log(
      `  stream: to all ${times(delta.runs)} ms; message ${delta.median.messageBytes} B of SSE text, wire median ${delta.median.wireBytes.median} B; load generator CPU ${ms(delta.median.cpu.client)} ms`,
    );
    console.log(
      `  refetch: to all ${times(refetch.runs)} ms; delivered to all in ${ms(refetch.median.deliveredToAll)} ms, per client median ${refetch.median.bytesPerClient.median} B, ${refetch.median.status}; load generator CPU ${ms(refetch.median.cpu.client)} ms`,
    );
  }
}

async function main(): Promise<void> {
  const options = readOptions();
  // Each stream and each refetch connection takes a descriptor here and one in the server.
  const needed = 2 * Math.max(...options.counts) + 200;
  if (openFileLimit() < needed) throw new Error(`${needed} open files needed, the limit is ${openFileLimit()}: run \`ulimit -n ${needed}\` first`);
  let server: BenchServer | undefined;
  let base = process.env.BENCH_URL;
  if (!base) {
    server = await startApiServer(await freePort());
    base = server.base;
  }
  const load = () => os.loadavg()[0].toFixed(1);
  try {
    const loadBefore = load();
    const reporter = await loginReporter(base);
    const cpu = new CpuMeter(server?.pid);
    const rows: Row[] = [];
    for (const n of options.counts) {
      console.log(`${n} streams…`);
      rows.push(await benchOne(base, n, options, reporter, cpu));
    }
    printRows(rows, base, options);
    // The machine's other work competes for the same cores: the figures mean little under a high load.
    console.log(`\nLoad average (1 min) ${loadBefore} before, ${load()} after, on ${os.cpus().length} cores.`);
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
