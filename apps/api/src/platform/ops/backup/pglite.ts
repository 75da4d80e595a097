import fs from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { createDb } from '../../db/connection';
import { appliedMigrations } from './migrations';

/** PGlite's data folder as a tar.gz (its own dumpDataDir), with the migrations it has applied. */
export async function dumpPglite(dataDir: string, file: string): Promise<string[]> {
  const handle = await createDb({ dataDir });
  try {
    const migrations = await appliedMigrations(handle.db);
    const dump = await (handle.dumpDataDir as (compression: 'gzip') => Promise<Blob>)('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return migrations;
  } finally {
    await handle.close();
  }
}

/**
 * Loads the dump into a new folder beside the data folder and checks it there; only then are the
 * folders swapped (the old one kept as `<DATA_DIR>.before-restore`). A dump that does not load
 * leaves the data folder untouched.
 */
export async function restorePglite(dataDir: string, file: string, expectedMigrations: string[]): Promise<void> {
  const fresh = `${dataDir}.restoring`;
  fs.rmSync(fresh, { recursive: true, force: true });
  try {
    // A cut archive is found here: PGlite's own unpacking fails outside any promise one could catch.
    await pipeline(fs.createReadStream(file), createGunzip(), new Writable({ write: (_chunk, _encoding, done) => done() }));
    const handle = await createDb({ dataDir: fresh, loadDataDir: await fs.openAsBlob(file, { type: 'application/gzip' }) });
    try {
      const migrations = await appliedMigrations(handle.db);
      if (migrations.join() !== expectedMigrations.join()) throw new Error('The restored migrations differ from the manifest.');
    } finally {
      await handle.close();
    }
  } catch (error) {
    fs.rmSync(fresh, { recursive: true, force: true });
    throw new Error(`The database of the backup did not load (${error instanceof Error ? error.message : String(error)}). Nothing was restored.`, { cause: error });
  }
  swapIn(fresh, dataDir);
}

/** Puts `fresh` where `target` is, keeping the previous one as `<target>.before-restore`. */
export function swapIn(fresh: string, target: string): void {
  const previous = `${target}.before-restore`;
  fs.rmSync(previous, { recursive: true, force: true });
  if (fs.existsSync(target)) fs.renameSync(target, previous);
  try {
    fs.renameSync(fresh, target);
  } catch (error) {
    if (fs.existsSync(previous)) fs.renameSync(previous, target);
    throw error;
  }
}
