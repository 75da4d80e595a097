// `npm start`: the product in production shape on one port. Builds the chosen tournament app and the
// administration area (Nx caches them, so a second start is quick) and runs the API, which serves both.
//   TOURNAMENT=praguegames PORT=3000 npm start     (or: npm start -- --tournament=praguegames)
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const arg = process.argv.find((a) => a.startsWith('--tournament='));
const tournament = arg?.split('=')[1] ?? process.env.TOURNAMENT ?? 'phc';
// The demo tournament goes into an empty database, unless SEED_DEMO says otherwise.
const env = { SEED_DEMO: '1', ...process.env, TOURNAMENT: tournament, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['lingui', 'compile', '--typescript']);
// The tournament's site and the organisers' area at /admin/ (one build serves every tournament).
run('npx', ['nx', 'run-many', '-t', 'build', `--projects=${tournament},admin`, '--parallel=2', '--output-style=static']);

const server = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  // Production mode (issue 26): no GraphQL introspection, a resolver's internal error masked, no
  // e-mail bodies in the log (they stay in outbox_emails). `npm run dev` and the journeys' servers run without it.
  env: { ...env, NODE_ENV: env.NODE_ENV ?? 'production', STATIC_DIR: env.STATIC_DIR ?? path.join(root, 'dist/apps', tournament) },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
