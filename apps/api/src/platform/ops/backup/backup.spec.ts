import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import * as tar from 'tar';
import { createDb } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { seedDemo } from '../../seed';
import { cloneDatabase } from '../../test-utils/template-db';
import { backup, restore, type BackupTarget } from './backup';
import { manifestFile, type Manifest } from './manifest';
import { tableChecksums } from './table-checksums';

/** The demo as the API tests seed it (the same template, so it is built once for all of them). */
const demo = () =>
  cloneDatabase({
    name: `phc|${new Date('2026-04-06T10:15:00Z').toISOString()}|demo`,
    build: async ({ db }) => {
      await migrateToLatest(db);
      await seedDemo(db, { tournament: 'phc', now: new Date('2026-04-06T10:15:00Z') });
    },
  });

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'phc-backup-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function figuresOf(target: BackupTarget) {
  const handle = await createDb({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    return await tableChecksums(handle.db);
  } finally {
    await handle.close();
  }
}

/** The same archive with its manifest changed (and its payload, when `payload` is given, with a checksum that matches it). */
async function altered(file: string, change: (manifest: Manifest) => Manifest, payload?: (bytes: Buffer) => Buffer): Promise<string> {
  const dir = fs.mkdtempSync(path.join(work, 'alter-'));
  await tar.x({ file, cwd: dir });
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, manifestFile), 'utf8')) as Manifest;
  const next = change(manifest);
  if (payload) {
    const bytes = payload(fs.readFileSync(path.join(dir, manifest.payload.file)));
    fs.writeFileSync(path.join(dir, manifest.payload.file), bytes);
    next.payload = { ...next.payload, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }
  fs.writeFileSync(path.join(dir, manifestFile), JSON.stringify(next));
  const out = `${dir}.tar`;
  await tar.c({ file: out, cwd: dir }, fs.readdirSync(dir));
  return out;
}

const upload = { name: 'a1b2c3d4e5.pdf', bytes: randomBytes(70_000) };

/** The whole story on one kind of database: round trip, then every refusal and failure leaves the restored copy as it is. */
function roundTrip(kind: string, makeSource: () => Promise<BackupTarget>, makeEmpty: () => Promise<BackupTarget>) {
  let source: BackupTarget;
  let copy: BackupTarget;
  let file: string;
  let expected: Awaited<ReturnType<typeof figuresOf>>;

  beforeAll(async () => {
    source = await makeSource();
    fs.mkdirSync(source.uploadDir as string, { recursive: true });
    fs.writeFileSync(path.join(source.uploadDir as string, upload.name), upload.bytes);
    copy = await makeEmpty();
    // The first run after a change of the server's sources seeds the demo template: minutes on a busy machine.
  }, 600_000);

  it(`${kind}: a backup of the demo restored into an empty database has every table's rows, its sequences and the uploaded files`, async () => {
    expected = await figuresOf(source);
    file = path.join(work, kind, 'phc.tar');
    let started = performance.now();
    const manifest = await backup(source, file, new Date('2026-04-06T12:00:00Z'));
    const backupMs = performance.now() - started;
    expect(manifest).toMatchObject({ tournament: 'phc', database: kind === 'PostgreSQL' ? 'postgres' : 'pglite', uploads: 1, createdAt: '2026-04-06T12:00:00.000Z' });
    expect(manifest.schema).toBe(manifest.migrations.at(-1));

    started = performance.now();
    await restore(copy, file);
    const restoreMs = performance.now() - started;
    console.log(`${kind}: demo backup ${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MiB in ${Math.round(backupMs)} ms, restore in ${Math.round(restoreMs)} ms, ${Object.keys(expected).length} tables and sequences compared`);
    const restored = await figuresOf(copy);
    expect(Object.keys(expected).length).toBeGreaterThan(40);
    expect(restored).toEqual(expected);
    expect(fs.readFileSync(path.join(copy.uploadDir as string, upload.name)).equals(upload.bytes)).toBe(true);
  });

  it(`${kind}: refuses another tournament's backup, saying so, and changes nothing`, async () => {
    await expect(restore({ ...copy, tournament: 'praguegames' }, file)).rejects.toThrow(/tournament "phc", this server is "praguegames".*Nothing was restored/);
    expect(await figuresOf(copy)).toEqual(expected);
  });

  it(`${kind}: refuses a backup of a newer schema, saying so`, async () => {
    const newer = await altered(file, (m) => ({ ...m, schema: '999_from_the_future', migrations: [...m.migrations, '999_from_the_future'] }));
    await expect(restore(copy, newer)).rejects.toThrow(/newer schema \(999_from_the_future\).*999_from_the_future are not in it.*Nothing was restored/);
    expect(await figuresOf(copy)).toEqual(expected);
  });

  it(`${kind}: a damaged database file is refused by its checksum`, async () => {
    const damaged = await altered(file, (m) => m);
    const dir = fs.mkdtempSync(path.join(work, 'damage-'));
    await tar.x({ file: damaged, cwd: dir });
    const payload = fs.readdirSync(dir).find((name) => name.startsWith('database.')) as string;
    const bytes = fs.readFileSync(path.join(dir, payload));
    bytes[bytes.length >> 1] ^= 0xff;
    fs.writeFileSync(path.join(dir, payload), bytes);
    await tar.c({ file: damaged, cwd: dir }, [manifestFile, payload]);
    await expect(restore(copy, damaged)).rejects.toThrow(/damaged.*Nothing was restored/);
  });

  it(`${kind}: a dump that breaks off half-way restores nothing at all`, async () => {
    // A checksum that matches the cut file: the restore itself meets the end, after it began.
    const cut = await altered(file, (m) => m, (bytes) => bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(restore(copy, cut)).rejects.toThrow();
    expect(await figuresOf(copy)).toEqual(expected);
  });

  it(`${kind}: npm run backup and npm run restore do the same from the server's environment, and a refusal exits 1 with its message`, async () => {
    const { DATABASE_URL: _unused, ...base } = process.env;
    const env = { ...base, NODE_OPTIONS: '', TOURNAMENT: copy.tournament, UPLOAD_DIR: copy.uploadDir, ...(copy.databaseUrl ? { DATABASE_URL: copy.databaseUrl } : { DATA_DIR: copy.dataDir }) };
    const made = cli(['backup', `--out=${path.join(work, kind, 'cli')}`], env);
    expect(made.status).toBe(0);
    const written = /to (\S+\.tar):/.exec(made.stdout)?.[1] as string;
    expect(fs.existsSync(written)).toBe(true);
    const refused = cli(['restore', written], { ...env, TOURNAMENT: 'praguegames' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/tournament "phc", this server is "praguegames"/);
    expect(cli(['restore', written], env).status).toBe(0);
    expect(await figuresOf(copy)).toEqual(expected);
  });
}

/** The backup command as npm runs it (tsx and the script), in a process of its own. */
function cli(args: string[], env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, ['--import', pathToFileURL(require.resolve('tsx')).href, path.join(__dirname, 'cli.ts'), ...args], { env, encoding: 'utf8' });
}

const pgUrl = process.env.TEST_DATABASE_URL;
// Each run of the suite is on one kind of database (npm test runs it on both): the demo template is of that kind.
(pgUrl ? describe.skip : describe)('backup and restore on PGlite (DATA_DIR)', () => {
  const dirTarget = (name: string): BackupTarget => {
    fs.mkdirSync(path.join(work, name), { recursive: true });
    return { tournament: 'phc', dataDir: path.join(work, name, 'data'), uploadDir: path.join(work, name, 'uploads') };
  };
  roundTrip(
    'PGlite',
    async () => {
      const target = dirTarget('source');
      const cloned = await demo();
      const dump = await (cloned.handle.dumpDataDir as () => Promise<Blob>)();
      await cloned.handle.close();
      const handle = await createDb({ dataDir: target.dataDir, loadDataDir: dump });
      await handle.close();
      return target;
    },
    async () => {
      const target = dirTarget('copy');
      const handle = await createDb({ dataDir: target.dataDir });
      await migrateToLatest(handle.db);
      await handle.close();
      return target;
    },
  );

  it('will not back up a folder another process has open', async () => {
    const target = dirTarget('source');
    // The parent (npm or the shell) is alive and not this process: it stands for a running server.
    fs.writeFileSync(`${target.dataDir}.pid`, String(process.ppid));
    try {
      await expect(backup(target, path.join(work, 'busy.tar'))).rejects.toThrow(new RegExp(`in use by process ${process.ppid}`));
      expect(fs.existsSync(path.join(work, 'busy.tar'))).toBe(false);
    } finally {
      fs.rmSync(`${target.dataDir}.pid`);
    }
  });

  it('says so when the database is in memory', async () => {
    await expect(backup({ tournament: 'phc' }, path.join(work, 'memory.tar'))).rejects.toThrow(/in memory/);
  });
});

(pgUrl ? describe : describe.skip)('backup and restore on PostgreSQL (DATABASE_URL)', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });
  roundTrip(
    'PostgreSQL',
    async () => {
      const cloned = await demo();
      drops.push(cloned.drop);
      await cloned.handle.close();
      return { tournament: 'phc', databaseUrl: cloned.handle.databaseUrl, uploadDir: path.join(work, 'pg-source-uploads') };
    },
    async () => {
      const name = `phc_restore_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(pgUrl as string);
      url.pathname = `/${name}`;
      drops.push(async () => {
        const client = new pg.Client({ connectionString: pgUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      });
      return { tournament: 'phc', databaseUrl: url.toString(), uploadDir: path.join(work, 'pg-copy-uploads') };
    },
  );
});
