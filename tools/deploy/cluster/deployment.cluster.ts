// Issue 25 item 5: the deployment run for real. PostgreSQL, two instances of the release's server
// bundle on it and the generated nginx site in front; 1,000 phones hold live streams through nginx.
// Writes go to the instances alternately; each step checks what every phone received, derived from
// the acknowledged writes (the match's home score counts them), never from a clock. Latency is a
// figure printed at the end and asserted only with a 3x margin over the spec's 1 s.
import { percentile } from '../../scripts/sse-frames';
import { Cluster, host, ports, readyz, sleep } from './cluster-harness';
import { SsePhone } from './sse-phone';

const phoneCount = 1000;
const cluster = new Cluster();
const phones: SsePhone[] = [];
const figures: string[] = [];
let writer: { cookie: string; matchId: number; teamId: number; goalTypeId: number; posted: number };
/** The home score after each acknowledged write, in the order acknowledged. */
const acknowledged: number[] = [];
/** When the write of each acknowledged score was asked (performance.now()). */
const askedAt = new Map<number, number>();

const instanceBase = (n: number) => `http://127.0.0.1:${ports.instances[n]}`;
const origin = `https://${host}`;

async function signInWriter(): Promise<void> {
  const login = await fetch(`${instanceBase(0)}/api/v1/web/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ login: 'superreporter@demo.test', password: 'demo1234' }) });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const live = (await (await fetch(`${instanceBase(0)}/api/v1/competition/live`)).json()) as { matches: { id: number; state: string; homeTeamId: number | null }[] };
  const match = live.matches.find((m) => m.state === 'live' && m.homeTeamId !== null);
  // The demo has a live match on the test clock (tools/scripts/test-clock.json), whatever the hour.
  expect(match).toBeDefined();
  const statics = (await (await fetch(`${instanceBase(0)}/api/v1/competition/static`)).json()) as { eventTypes: { id: number; code: string }[] };
  writer = { cookie, matchId: match?.id ?? 0, teamId: match?.homeTeamId ?? 0, goalTypeId: statics.eventTypes.find((t) => t.code === 'goal')?.id ?? 0, posted: 0 };
}

/** One goal through instance `n`; the home score it acknowledged, or null when it was not acknowledged. */
async function goal(n: number): Promise<number | null> {
  writer.posted += 1;
  const t = performance.now();
  const body = { _data: { minute: 1 + Math.floor(writer.posted / 60), second: writer.posted % 60, eventTypeId: writer.goalTypeId, teamId: writer.teamId } };
  const response = await fetch(`${instanceBase(n)}/api/v1/competition/competition-match/${writer.matchId}/event`, { method: 'POST', headers: { 'content-type': 'application/json', origin, cookie: writer.cookie }, body: JSON.stringify(body), signal: AbortSignal.timeout(5000) }).catch(() => null);
  if (!response || response.status !== 200) return null;
  const answer = (await response.json()) as { match?: { homeScore: number | null } };
  const score = answer.match?.homeScore ?? null;
  if (score !== null) acknowledged.push(score);
  if (score !== null) askedAt.set(score, t);
  return score;
}

/** The home scores of the writer's match in a phone's change messages, in arrival order. */
const scoredChanges = (phone: SsePhone, from = 0) =>
  phone.changes.slice(from).flatMap((c) => {
    const delta = JSON.parse(c.data) as { match?: { id: number; homeScore: number | null } };
    return delta.match?.id === writer.matchId && delta.match.homeScore !== null ? [{ id: c.id, score: delta.match.homeScore, at: c.at }] : [];
  });
const scoresOf = (phone: SsePhone) => scoredChanges(phone).map((c) => c.score);

/** Waits until every phone has a change for each acknowledged score (or the time is up). */
async function delivered(timeoutMs: number): Promise<number> {
  const until = Date.now() + timeoutMs;
  const last = acknowledged.at(-1);
  let done = 0;
  while (Date.now() < until) {
    done = phones.filter((p) => scoresOf(p).includes(last as number)).length;
    if (done === phones.length) return done;
    await sleep(200);
  }
  return done;
}

/** Where each phone's list of changes stood when a step began. */
const marks = () => phones.map((p) => p.changes.length);

/**
 * The writer's match in each phone's changes since `mark`. Deltas are absolute and read from the
 * database when an instance handles the change, so a change handled after the next write committed
 * already shows the next score: that score is shown twice and the one before it never, yet nothing
 * is lost (the phone shows what the database holds). A replay from the table sends a match once, as
 * it is now. What must hold: no change twice (by id), never a lower score after a higher one, the
 * last score at the end, and, without a replay from the table, the same changes on every phone.
 */
function deliveries(mark: number[], fromScore: number) {
  const wanted = acknowledged.filter((s) => s > fromScore);
  const lists = phones.map((p, n) => scoredChanges(p, mark[n]));
  let twice = 0;
  let backwards = 0;
  let coalesced = 0;
  for (const list of lists) {
    twice += list.length - new Set(list.map((c) => c.id)).size;
    backwards += list.filter((c, i) => i > 0 && c.score < list[i - 1].score).length;
    coalesced += wanted.filter((s) => !list.some((c) => c.score === s)).length;
  }
  return {
    twice,
    backwards,
    notOnLast: lists.filter((list) => list.at(-1)?.score !== acknowledged.at(-1)).length,
    idLists: new Set(lists.map((list) => list.map((c) => c.id).join(','))).size,
    coalesced,
  };
}
const sound = { twice: 0, backwards: 0, notOnLast: 0, idLists: 1 };
const soundOf = ({ twice, backwards, notOnLast, idLists }: ReturnType<typeof deliveries>) => ({ twice, backwards, notOnLast, idLists });

const totals = () => ({ resets: phones.reduce((n, p) => n + p.resets, 0), errors: phones.reduce((n, p) => n + p.errorAnswers, 0), connections: phones.reduce((n, p) => n + p.connections, 0), bytes: phones.reduce((n, p) => n + p.bytes, 0) });
const currentScore = () => acknowledged.at(-1) ?? 0;

beforeAll(async () => {
  const t0 = Date.now();
  cluster.bundle();
  cluster.startPostgres();
  await cluster.startInstance(0, true);
  await cluster.startInstance(1);
  await cluster.startNginx();
  figures.push(`set-up (bundle, PostgreSQL, seed, two instances, nginx): ${((Date.now() - t0) / 1000).toFixed(1)} s; instance 1 ready on the seeded database ${cluster.instances[1]?.readyMs} ms after its start`);
  await signInWriter();
  const t1 = Date.now();
  for (let i = 0; i < phoneCount; i += 100) {
    await Promise.all(
      Array.from({ length: 100 }, (_, j) => {
        const phone = new SsePhone({ port: ports.https, host }, `10.${(i + j) >> 8}.${(i + j) & 255}.7`);
        phones.push(phone);
        return phone.open();
      }),
    );
  }
  figures.push(`${phoneCount} streams open through nginx in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
}, 600_000);

afterAll(async () => {
  for (const phone of phones) phone.close();
  for (const [n, instance] of cluster.instances.entries()) if (instance && /"level":(50|60)/.test(instance.output)) figures.push(`instance ${n} logged:\n${instance.output.slice(-2000)}`);
  await cluster.stop();
  console.log(`cluster (${phoneCount} phones, 2 instances, nginx, PostgreSQL):\n  ${figures.join('\n  ')}`);
}, 120_000);

describe('two instances on PostgreSQL behind the generated nginx', () => {
  it('a) 100 changes written alternately through both reach every stream exactly once, in order', async () => {
    const from = currentScore();
    const mark = marks();
    const bytes0 = totals().bytes;
    for (let i = 0; i < 100; i++) {
      expect(await goal(i % 2)).not.toBeNull();
    }
    expect(await delivered(30_000)).toBe(phoneCount);
    const seen = deliveries(mark, from);
    figures.push(`a) scores shown already moved on (the next write had committed): ${seen.coalesced} of ${100 * phoneCount}`);
    expect(soundOf(seen)).toEqual(sound);
    // Latency: from a write's request to each phone's first message of its score.
    const latencies = phones.flatMap((p) => scoredChanges(p).filter((c, i, all) => c.score > from && c.score !== all[i - 1]?.score).map((c) => c.at - (askedAt.get(c.score) ?? c.at)));
    const [p50, p99, max] = [50, 99, 100].map((p) => percentile(latencies, p));
    figures.push(`a) 100 changes × ${phoneCount} streams: latency p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms; ${((totals().bytes - bytes0) / 2 ** 20).toFixed(1)} MiB to the phones; resets ${totals().resets}`);
    expect(p99).toBeLessThan(3_000);
    expect(totals().resets).toBe(0);
  });

  it('c) PostgreSQL stopped 5 s: both /readyz 503, ready within 10 s of its return, no change after the return lost', async () => {
    cluster.stopPostgres();
    await sleep(2_000);
    const down = await Promise.all(ports.instances.map(readyz));
    await sleep(3_000);
    cluster.startPostgres();
    const back = Date.now();
    const readyAt: number[] = [];
    for (let n = 0; n < 2; n++) {
      while (Date.now() - back < 20_000 && (await readyz(ports.instances[n])) !== 200) await sleep(200);
      readyAt.push(Date.now() - back);
    }
    const from = currentScore();
    const mark = marks();
    for (let i = 0; i < 10; i++) await goal(i % 2);
    const got = await delivered(15_000);
    const lost = deliveries(mark, from);
    figures.push(`c) PostgreSQL down 5 s: /readyz ${down.join(', ')}; ready again ${readyAt.join(' ms, ')} ms after its return; 10 writes after: ${got}/${phoneCount} phones got all, ${JSON.stringify(lost)}`);
    expect(down).toEqual([503, 503]);
    expect(Math.max(...readyAt)).toBeLessThanOrEqual(10_000);
    expect(soundOf(lost)).toEqual(sound);
  });

  // b) and d) need live ids that every instance shares (issue 25 item 4, merged from livedb).
  it('b) SIGKILL of one instance while changes flow: its streams resume on the other, nothing missed, 0 refetches', async () => {
    const from = currentScore();
    const mark = marks();
    const before = totals();
    const writes = { asked: 0, acknowledged: 0 };
    let killed = false;
    for (let i = 0; i < 40; i++) {
      if (i === 10) {
        await cluster.stopInstance(0, 'SIGKILL');
        killed = true;
      }
      writes.asked += 1;
      if ((await goal(killed ? 1 : i % 2)) !== null) writes.acknowledged += 1;
      await sleep(100);
    }
    const got = await delivered(30_000);
    const lost = deliveries(mark, from);
    const after = totals();
    figures.push(`b) SIGKILL of instance 0 after 10 of 40 writes (${writes.acknowledged} acknowledged): ${got}/${phoneCount} phones got all; ${JSON.stringify(lost)}; reconnects ${after.connections - before.connections}, error answers ${after.errors - before.errors}, resets ${after.resets - before.resets}`);
    await cluster.startInstance(0);
    expect(soundOf(lost)).toEqual(sound);
    expect(after.resets - before.resets).toBe(0);
  });

  // Failed while the generated upstream took a restarted instance out for fail_timeout (nginx answered
  // the reconnects with 502: 4,822 of them, 13 of 1,000 streams back); max_fails=0 in tools/deploy/nginx.ts.
  it('d) both instances restarted one after the other (SIGTERM, start): every phone ends on the last score, never back, no change twice, 0 refetches, each exits within 5 s', async () => {
    const from = currentScore();
    const mark = marks();
    const before = totals();
    let writing = true;
    let n = 0;
    const down = new Set<number>();
    const flow = (async () => {
      while (writing) {
        const target = n++ % 2;
        await goal(down.has(target) ? 1 - target : target);
        await sleep(100);
      }
    })();
    const exits: { ms: number; code: number | null }[] = [];
    const starts: number[] = [];
    for (const instance of [0, 1]) {
      down.add(instance);
      exits.push(await cluster.stopInstance(instance, 'SIGTERM'));
      starts.push((await cluster.startInstance(instance)).readyMs ?? 0);
      down.delete(instance);
      // Until the streams that left have found the other instance again.
      await sleep(4_000);
    }
    writing = false;
    await flow;
    const got = await delivered(30_000);
    const lost = deliveries(mark, from);
    const after = totals();
    const open = phones.filter((p) => p.connected).length;
    const byStatus = new Map<number, number>();
    for (const status of phones.flatMap((p) => p.errorStatuses)) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const statuses = [...byStatus].map(([status, count]) => `${status} ×${count}`);
    figures.push(`d) rolling restart: exits ${exits.map((e) => `${e.ms} ms (code ${e.code})`).join(', ')}, ready again ${starts.join(' ms, ')} ms after the start; ${got}/${phoneCount} phones got all; ${JSON.stringify(lost)}; reconnects ${after.connections - before.connections}, error answers ${after.errors - before.errors} (${statuses.join(', ')}), resets ${after.resets - before.resets}; ${open} streams open at the end`);
    expect(exits.every((e) => e.ms <= 5_000 && e.code === 0)).toBe(true);
    // A phone that comes back to a just-started instance (least_conn sends it there: it holds the
    // fewest streams) is older than that instance's memory, so its match comes from the table: phones
    // differ in which changes they got, never in where they end.
    expect({ ...soundOf(lost), idLists: 1 }).toEqual(sound);
    expect(after.resets - before.resets).toBe(0);
  });
});
