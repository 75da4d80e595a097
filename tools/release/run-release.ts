import { spawn, type ChildProcess } from 'node:child_process';
import { processCpuSeconds } from '../scripts/bench-server';

export interface ReleaseServer {
  base: string;
  /** From the spawn to the first answer of /healthz. */
  startMs: number;
  /** CPU seconds the process used until then: on a busy machine nearer to a quiet one's wall time. */
  startCpuS: number;
  output: () => string;
  stop(): Promise<number | null>;
}

/** Runs `node server/main.js` (or another script of it) of the release in `dir` the way an operator's service does. */
export function spawnRelease(dir: string, env: Record<string, string>, args = ['server/main.js']): ChildProcess {
  // Only what a service unit would give it, not the test runner's environment (NODE_OPTIONS, TOURNAMENT…).
  const base = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  return spawn(process.execPath, ['--enable-source-maps', ...args], { cwd: dir, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The exit status and everything the process wrote, for a start that must fail. */
export async function runToExit(dir: string, env: Record<string, string>, args?: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawnRelease(dir, env, args);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/** Starts the release's server on `port` and resolves once /healthz answers (or rejects when it exits). */
export async function startRelease(dir: string, port: number, env: Record<string, string> = {}, timeoutMs = 240_000): Promise<ReleaseServer> {
  const started = Date.now();
  const child = spawnRelease(dir, { PORT: String(port), ...env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await exited;
    clearTimeout(forced);
    return code;
  };
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the release's server exited with ${child.exitCode}:\n${output}`);
    const up = await fetch(`${base}/healthz`).then((response) => response.ok, () => false);
    if (up) return { base, startMs: Date.now() - started, startCpuS: processCpuSeconds(child.pid as number), output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`the release's server did not answer /healthz within ${timeoutMs} ms:\n${output}`);
}
