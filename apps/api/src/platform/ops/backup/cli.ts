/**
 * `npm run backup [-- --out=<file.tar or folder>]` and `npm run restore -- <file.tar>`: the database
 * the server's configuration names (DATABASE_URL, else DATA_DIR) and its uploaded files (UPLOAD_DIR),
 * with TOURNAMENT saying whose they are. A backup of PGlite, and every restore, wants the server stopped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../../../config';
import { backup, restore } from './backup';

const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/** `--out` as a file (…tar) or a folder (default `backups/`), the file named by tournament and moment. */
function outputFile(tournament: string, out: string | undefined, at: Date): string {
  const target = path.resolve(out ?? 'backups');
  return target.endsWith('.tar') ? target : path.join(target, `${tournament}-${stamp(at)}.tar`);
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
  const config = readConfig();
  const target = { tournament: config.tournament, databaseUrl: config.databaseUrl, dataDir: config.dataDir, uploadDir: config.uploadDir, pgBin: config.pgBin };
  const started = Date.now();
  if (command === 'backup') {
    const at = new Date();
    const file = outputFile(config.tournament, option('out'), at);
    const manifest = await backup(target, file, at);
    console.log(`Backed up ${manifest.tournament} (${manifest.database}, schema ${manifest.schema}, ${manifest.uploads} uploaded files) to ${file}: ${mib(fs.statSync(file).size)} in ${Date.now() - started} ms.`);
  } else if (command === 'restore') {
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) throw new Error('Usage: npm run restore -- <backup.tar>');
    const manifest = await restore(target, path.resolve(file));
    console.log(`Restored ${manifest.tournament} from ${file} (made ${manifest.createdAt}, schema ${manifest.schema}) in ${Date.now() - started} ms. Start the servers; they apply any newer migrations.`);
  } else {
    throw new Error('Usage: backup [--out=<file.tar|folder>] | restore <file.tar>');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
