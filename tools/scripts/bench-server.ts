/**
 * What the benchmarks share: the real API server in its production shape (a fresh in-memory
 * database seeded with the demo), started as a child process so its CPU time can be read apart
 * from the load generator's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

// BENCH_SERVER_DIR runs the server of another checkout (e.g. an earlier commit, for a before/after).
const root = process.env.BENCH_SERVER_DIR ? path.resolve(process.env.BENCH_SERVER_DIR) : path.resolve(import.meta.dirname, '../..');

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs} ms`);
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface BenchServer {
  base: string;
  /** The server's own process (node runs main.ts itself, no npx or tsx wrapper in between). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts `apps/api/src/main.ts` on the port and waits until it answers /healthz. */
export async function startApiServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory', SEED_DEMO: '1', TOURNAMENT: 'phc', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A benchmark that crashes must not leave its server behind.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(forced);
    process.off('exit', orphan);
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([waitFor(`${base}/healthz`, 120_000), exited.then(() => Promise.reject(new Error(`the server exited with ${child.exitCode}`)))]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid as number, stop };
}

const ticksPerSecond = 100; // USER_HZ, 100 on every Linux the project runs on

/** CPU seconds (user + system) a process has used so far, from /proc; NaN where there is no /proc. */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}
