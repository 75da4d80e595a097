// The real server in production shape, for the measuring scripts (budgets.mjs, lighthouse.mjs): a fresh
// in-memory database with the demo tournament, serving one app build. Pages load their real data, so
// what a visitor downloads (and waits for) is what gets measured.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** The same tournament hour in every measurement (test-clock.json says why). */
const clockStart = JSON.parse(fs.readFileSync(path.join(root, 'tools/scripts/test-clock.json'), 'utf8')).start;

/**
 * Starts `apps/api/src/main.ts` on `port` serving the build in `dir` (`dist/apps/<tournament>`) and
 * resolves once /healthz answers; `close()` stops it.
 */
export async function serveBuild(dir, port) {
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory', SEED_DEMO: '1', STATIC_DIR: dir, LOG_LEVEL: 'warn', TOURNAMENT: path.basename(dir), CLOCK_START: clockStart },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the API server exited with ${server.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) return { port, close: () => server.kill() };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the API server did not answer within 120 s');
}
