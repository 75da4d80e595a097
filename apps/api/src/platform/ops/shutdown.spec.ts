import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { createDb } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { sseReader } from '../live/testing';
import { cloneDatabase } from '../test-utils/template-db';
import { shutdownDeadlineMs } from './shutdown';

/**
 * The real server (main.ts) in a process of its own, on a migrated database that holds one account
 * (so it seeds nothing and starts in a moment): SIGTERM must end its live streams with a retry hint,
 * close the database and exit 0 before its deadline.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
let work: string;
let dropDatabase: (() => Promise<void>) | undefined;
const env: Record<string, string> = {};

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'phc-shutdown-'));
  const account = (db: Awaited<ReturnType<typeof createDb>>['db']) =>
    db.insertInto('users').values({ email: 'ops@demo.test', password_hash: 'x', first_name: 'O', last_name: 'P', roles: [] }).execute();
  if (pgUrl) {
    const cloned = await cloneDatabase({ name: 'ops|migrated', build: ({ db }) => migrateToLatest(db) });
    await account(cloned.handle.db);
    env.DATABASE_URL = cloned.handle.databaseUrl as string;
    await cloned.handle.close();
    dropDatabase = cloned.drop;
  } else {
    const handle = await createDb({ dataDir: path.join(work, 'data') });
    await migrateToLatest(handle.db);
    await account(handle.db);
    await handle.close();
    env.DATA_DIR = path.join(work, 'data');
  }
});
afterAll(async () => {
  await dropDatabase?.();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Starts main.ts; resolves with the process and its port once it listens. */
async function startServer(): Promise<{ server: ChildProcess; base: string }> {
  const server = spawn(process.execPath, ['--import', pathToFileURL(require.resolve('tsx')).href, path.join(__dirname, '../../main.ts')], {
    env: { ...process.env, NODE_OPTIONS: '', PORT: '0', HOST: '127.0.0.1', TOURNAMENT: 'phc', LOG_LEVEL: 'info', SESSION_SECRET: 'x'.repeat(32), UPLOAD_DIR: path.join(work, 'uploads'), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    readline.createInterface({ input: server.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const entry = JSON.parse(line.startsWith('{') ? line : 'null') as { port?: number } | null;
      if (entry?.port) resolve(entry.port);
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return { server, base: `http://127.0.0.1:${port}` };
}

it('SIGTERM: the live streams end with a retry hint, the process exits 0 within its deadline, nothing listens any more', async () => {
  const { server, base } = await startServer();
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  try {
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const streams = await Promise.all([1, 2, 3].map(async () => sseReader(await fetch(`${base}/api/v1/competition/live/stream`))));
    for (const stream of streams) expect((await stream.message()).event).toBe('ready');

    const started = performance.now();
    server.kill('SIGTERM');
    const endings = await Promise.all(
      streams.map(async (stream) => {
        const blocks: string[] = [];
        for (let block = await stream.next(); block !== null; block = await stream.next()) blocks.push(block);
        return blocks.filter((block) => !block.startsWith(':'));
      }),
    );
    const code = await exited;
    console.log(`SIGTERM to exit: ${Math.round(performance.now() - started)} ms (deadline ${shutdownDeadlineMs} ms)`);
    for (const blocks of endings) {
      expect(blocks).toHaveLength(1);
      const retry = Number(/^retry: (\d+)$/.exec(blocks[0])?.[1]);
      expect(retry).toBeGreaterThanOrEqual(1000);
      expect(retry).toBeLessThan(3000);
    }
    // 0 only when the close finished: past the deadline the process exits 1.
    expect(code).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
  }
});
