// `npm run dev`: the API on :3333 (restarts on change) and Vite's dev server on :4200 with hot reload;
// Vite proxies /api, /graphql and friends to the API (tools/vite/tournament-app.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const tournament = process.env.TOURNAMENT ?? 'phc';
// The demo tournament goes into an empty database, unless SEED_DEMO says otherwise.
const env = { SEED_DEMO: '1', ...process.env, TOURNAMENT: tournament, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], { cwd: root, env: { ...env, PORT: '3333' }, stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', `apps/${tournament}/vite.config.mts`], { cwd: root, env, stdio: 'inherit' }),
];
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((c) => c.kill(signal)));
children.forEach((c) => c.on('exit', (code) => process.exit(code ?? 0)));
