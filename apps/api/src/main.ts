import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { getTournament } from '@phc/tournaments';
import { createClock } from './clock';
import { ConfigError, readConfig, resolveSessionSecret } from './config';
import { createDb } from './platform/db/connection';
import { isDatabaseEmpty } from './platform/db/empty';
import { migrateToLatest } from './platform/db/migrate';
import { lockDataDir } from './platform/ops/data-dir-lock';
import { exitOnSignals } from './platform/ops/shutdown';

async function main(): Promise<void> {
  const config = readConfig();
  if (config.dataDir) fs.mkdirSync(config.dataDir, { recursive: true });
  // A backup or a second server must not open the PGlite folder this server has open.
  if (!config.databaseUrl && config.dataDir) lockDataDir(config.dataDir, 'server');
  const now = createClock(config.clockStart);
  // The server's modules load while PGlite compiles its WebAssembly and opens its folder in the
  // background; one after the other, the start took about a second longer.
  const [handle, { buildApp }] = await Promise.all([createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }), import('./app')]);
  await migrateToLatest(handle.db);
  // Demo data only when asked for (SEED_DEMO=1, as `npm start` does): an empty production database
  // must not fill up with demo accounts whose password is public.
  if (await isDatabaseEmpty(handle.db)) {
    if (config.seedDemo) {
      const started = Date.now();
      // The demo's data (names, halls, texts) loads only for a database that gets it.
      const { seedDemo } = await import('./platform/seed');
      const summary = await seedDemo(handle.db, { tournament: config.tournament, now: now() });
      console.log(`Empty database: seeded the demo ${summary.tournament} tournament (${summary.matches} matches, ${summary.teams} teams) in ${Date.now() - started} ms.`);
    } else {
      console.log('Empty database: starting without data (SEED_DEMO=1 would seed the demo tournament).');
    }
  }

  const app = await buildApp({
    db: handle,
    tournament: getTournament(config.tournament),
    now,
    staticDir: config.staticDir,
    appsDir: config.appsDir,
    adminDir: config.adminDir,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    sessionSecret: resolveSessionSecret(config),
    mapboxToken: config.mapboxToken,
    publicUrl: config.publicUrl,
    uploadDir: config.uploadDir,
    liveReplay: config.liveReplay,
    metricsToken: config.metricsToken,
  });
  if (config.databaseUrl && !config.sessionSecret) {
    app.log.warn('SESSION_SECRET is not set: sessions work on this instance only; give every instance the same secret.');
  }

  exitOnSignals(app, handle.close);

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  app.log.info({ port }, `${config.tournament} on http://localhost:${port} (${handle.kind}${config.dataDir ? `, ${config.dataDir}` : ', in memory'})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
