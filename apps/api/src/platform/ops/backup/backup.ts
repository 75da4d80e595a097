import fs from 'node:fs';
import path from 'node:path';
import type { TournamentId } from '@phc/tournaments';
import { createDb } from '../../db/connection';
import { migrations as knownMigrations } from '../../db/migrations';
import { lockDataDir } from '../data-dir-lock';
import { sha256File, unpackPayload, unpackUploads, uploadedFiles, writeArchive, readManifest } from './archive';
import { refusal, type Manifest } from './manifest';
import { appliedMigrations } from './migrations';
import { dumpPglite, restorePglite, swapIn } from './pglite';
import { dumpPostgres, restorePostgres } from './postgres';

/** The database and files of one server, as its configuration names them (readConfig). */
export interface BackupTarget {
  tournament: TournamentId;
  databaseUrl?: string;
  /** PGlite's folder; undefined with DATABASE_URL unset means in memory: nothing to back up. */
  dataDir?: string;
  uploadDir?: string;
  /** The PostgreSQL tools' folder (PG_BIN). */
  pgBin?: string;
}

const kindOf = (target: BackupTarget) => (target.databaseUrl ? 'postgres' : 'pglite');

function requireStored(target: BackupTarget): void {
  if (!target.databaseUrl && !target.dataDir) throw new Error('The database is in memory (DATA_DIR=memory): there is nothing to back up or restore.');
}

async function dumpDatabase(target: BackupTarget, staging: string): Promise<{ file: string; migrations: string[] }> {
  if (target.databaseUrl) {
    const handle = await createDb({ databaseUrl: target.databaseUrl });
    const migrations = await appliedMigrations(handle.db).finally(() => handle.close());
    await dumpPostgres(target.databaseUrl, path.join(staging, 'database.pgdump'), target.pgBin);
    return { file: 'database.pgdump', migrations };
  }
  const dataDir = target.dataDir as string;
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no database (DATA_DIR): nothing to back up.`);
  const release = lockDataDir(dataDir, 'backup');
  try {
    return { file: 'database.pglite.tar.gz', migrations: await dumpPglite(dataDir, path.join(staging, 'database.pglite.tar.gz')) };
  } finally {
    release();
  }
}

/** Writes one archive of the database and the uploaded files: `file`, complete or not at all. */
export async function backup(target: BackupTarget, file: string, now = new Date()): Promise<Manifest> {
  requireStored(target);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(file), '.backup-'));
  try {
    const dumped = await dumpDatabase(target, staging);
    if (dumped.migrations.length === 0) throw new Error('The database has no schema yet (no migration applied): nothing to back up.');
    const payload = path.join(staging, dumped.file);
    const manifest: Manifest = {
      format: 'phc-backup',
      version: 1,
      tournament: target.tournament,
      database: kindOf(target),
      schema: dumped.migrations.at(-1) as string,
      migrations: dumped.migrations,
      createdAt: now.toISOString(),
      payload: { file: dumped.file, bytes: fs.statSync(payload).size, sha256: await sha256File(payload) },
      uploads: uploadedFiles(target.uploadDir).length,
    };
    await writeArchive(file, staging, manifest, target.uploadDir);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Replaces the server's database (and uploaded files) with a backup's, after refusing one of
 * another tournament, of another kind of database or of a newer schema. The database is replaced
 * in one step (a transaction, or a folder swap), so a failure leaves it as it was. Run it with the
 * servers stopped: they keep the live data in memory and would go on serving the old one.
 */
export async function restore(target: BackupTarget, file: string): Promise<Manifest> {
  requireStored(target);
  const manifest = await readManifest(file);
  const refused = refusal(manifest, { tournament: target.tournament, database: kindOf(target), migrations: Object.keys(knownMigrations) });
  if (refused) throw new Error(refused);
  // Beside the data folder: the swap is a rename, which stays on one file system.
  const near = target.dataDir ?? path.dirname(path.resolve(file));
  fs.mkdirSync(path.dirname(near), { recursive: true });
  const staging = fs.mkdtempSync(`${near.replace(/[/\\]+$/, '')}.unpack-`);
  try {
    const payload = await unpackPayload(file, manifest, staging);
    if (target.databaseUrl) await restorePostgres(target.databaseUrl, payload, manifest.migrations.length, target.pgBin);
    else {
      const dataDir = target.dataDir as string;
      const release = lockDataDir(dataDir, 'restore');
      try {
        await restorePglite(dataDir, payload, manifest.migrations);
      } finally {
        release();
      }
    }
    if (target.uploadDir) {
      const fresh = `${target.uploadDir.replace(/[/\\]+$/, '')}.restoring`;
      fs.rmSync(fresh, { recursive: true, force: true });
      await unpackUploads(file, fresh);
      swapIn(fresh, target.uploadDir);
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
