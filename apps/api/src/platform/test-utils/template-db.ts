import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, type DbHandle } from '../db/connection';

/**
 * Seeding the demo tournament for every API test file cost most of the suite's time. A database is
 * built once per (tournament, clock, seeded or not, source fingerprint) and cloned for each file:
 * PGlite loads a data-directory tarball kept under node_modules/.cache, PostgreSQL copies a template
 * database with CREATE DATABASE … TEMPLATE. The fingerprint covers the server's and the shared libs'
 * sources, so a change to migrations, the seed or anything they use builds a new template.
 */
const root = path.resolve(__dirname, '../../../../..');
const cacheDir = path.join(root, 'node_modules/.cache/phc-test-db');
const fingerprintDirs = ['apps/api/src', 'libs/tournaments/src', 'libs/api/contract/src'];

let fingerprintMemo: string | undefined;
function sourceFingerprint(): string {
  if (fingerprintMemo) return fingerprintMemo;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|sql|json|svg)$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) hash.update(full).update(fs.readFileSync(full));
    }
  };
  for (const dir of fingerprintDirs) walk(path.join(root, dir));
  return (fingerprintMemo = hash.digest('hex').slice(0, 16));
}

export interface TemplateSpec {
  /** Identifies what `build` puts in the database (tournament, clock, seeded or not). */
  name: string;
  build: (handle: DbHandle) => Promise<void>;
}

export interface ClonedDatabase {
  handle: DbHandle;
  drop: () => Promise<void>;
}

const label = (spec: TemplateSpec) => createHash('sha256').update(spec.name).digest('hex').slice(0, 10);

async function pgliteClone(spec: TemplateSpec): Promise<ClonedDatabase> {
  const file = path.join(cacheDir, `${label(spec)}-${sourceFingerprint()}.tar`);
  if (!fs.existsSync(file)) {
    const builder = await createDb({});
    await spec.build(builder);
    // A checkpoint first: a dump of a running PGlite otherwise makes every clone replay the build's
    // WAL at start as crash recovery (a median of 1.83 → 1.57 s of CPU per clone of the demo, issue 25).
    await sql`CHECKPOINT`.execute(builder.db);
    const dump = await (builder.dumpDataDir as () => Promise<Blob>)();
    await builder.close();
    fs.mkdirSync(cacheDir, { recursive: true });
    // Another Jest worker may be writing the same template: write aside, then rename atomically.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    for (const old of fs.readdirSync(cacheDir)) if (old.startsWith(`${label(spec)}-`) && path.join(cacheDir, old) !== file && !old.includes('.tar.')) fs.rmSync(path.join(cacheDir, old), { force: true });
  }
  const handle = await createDb({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  return { handle, drop: async () => undefined };
}

async function withAdmin<T>(serverUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function postgresClone(serverUrl: string, spec: TemplateSpec): Promise<ClonedDatabase> {
  const template = `phc_tpl_${label(spec)}_${sourceFingerprint()}`;
  const name = `phc_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    // One builder at a time per template, across Jest workers; cloning waits for the build.
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) {
        const stale = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1 and datname <> $2', [`phc_tpl_${label(spec)}_%`, template]);
        for (const row of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
        const building = `${template}_build`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const builder = await createDb({ databaseUrl: databaseUrl(serverUrl, building) });
        await spec.build(builder);
        await builder.close();
        // Renamed only when complete, so a crashed build never leaves a half-seeded template behind.
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      }
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  const handle = await createDb({ databaseUrl: databaseUrl(serverUrl, name) });
  return { handle, drop: () => withAdmin(serverUrl, async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))) };
}

/** A database of its own for a test file, cloned from a template built once (see above). */
export function cloneDatabase(spec: TemplateSpec): Promise<ClonedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? postgresClone(serverUrl, spec) : pgliteClone(spec);
}
