// `npm run release -- --tournament=<id>` (several: --tournament=a,b; every one: --all) [--out=<dir>] [--no-compile]
// writes dist/release/<id>/ for each: the tournament's web build and the administration build (both
// precompressed), the API server as plain JavaScript with its migrations, and a package.json with the
// runtime dependencies only. There: `npm install --omit=dev`, then `node server/main.js`.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isTournamentId, tournamentIds, type TournamentId } from '@phc/tournaments';
import { migrations } from '../../apps/api/src/platform/db/migrations';
import { releaseManifest, type Lockfile, type RootPackage } from './manifest';
import type { ReleaseInfo } from './release-env';
import { bundleServer } from './server-bundle';
import { buildWebApp, folderBytes } from './web-build';

const root = path.resolve(import.meta.dirname, '../..');

export interface ReleaseOptions {
  tournaments: TournamentId[];
  outDir: string;
  /** Compile the Lingui catalogs first, as `npm start` does (--no-compile: use them as they are). */
  compileCatalogs: boolean;
}

export function parseArgs(argv: string[]): ReleaseOptions {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const listed = argv.filter((arg) => arg.startsWith('--tournament=')).flatMap((arg) => arg.slice('--tournament='.length).split(','));
  const tournaments = argv.includes('--all') ? [...tournamentIds] : listed;
  const unknown = tournaments.filter((id) => !isTournamentId(id));
  if (tournaments.length === 0 || unknown.length > 0) {
    throw new Error(`${unknown.length > 0 ? `Unknown tournament ${unknown.join(', ')}. ` : ''}Give --tournament=<id> (one of ${tournamentIds.join(', ')}) or --all.`);
  }
  return { tournaments: tournaments as TournamentId[], outDir: path.resolve(value('out') ?? path.join(root, 'dist/release')), compileCatalogs: !argv.includes('--no-compile') };
}

function gitCommit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? '-dirty' : ''}`;
  } catch {
    return 'unknown';
  }
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** What every tournament's release shares: the server bundle and the administration build. */
async function buildShared(staging: string, compileCatalogs: boolean): Promise<{ imports: string[] }> {
  if (compileCatalogs) {
    const compiled = spawnSync('npx', ['lingui', 'compile', '--typescript'], { cwd: root, stdio: 'inherit' });
    if (compiled.status !== 0) throw new Error('lingui compile failed');
  }
  const server = await bundleServer(path.join(staging, 'server'));
  console.log(`server: ${mib(server.bytes)} of JavaScript and source maps, imports ${server.imports.join(', ')}`);
  console.log(`admin: ${mib(await buildWebApp('admin', path.join(staging, 'admin')))}`);
  return server;
}

/** One tournament's release, written beside its final place and renamed into it whole. */
async function writeRelease(id: TournamentId, staging: string, imports: string[], outDir: string): Promise<void> {
  const target = path.join(outDir, id);
  const work = `${target}.partial`;
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  const webBytes = await buildWebApp(id, path.join(work, 'web'));
  fs.cpSync(path.join(staging, 'server'), path.join(work, 'server'), { recursive: true });
  fs.cpSync(path.join(staging, 'admin'), path.join(work, 'admin'), { recursive: true });
  const { packageJson, lockfile } = releaseManifest(id, imports, readJson<RootPackage>(path.join(root, 'package.json')), readJson<Lockfile>(path.join(root, 'package-lock.json')));
  writeJson(path.join(work, 'package.json'), packageJson);
  writeJson(path.join(work, 'package-lock.json'), lockfile);
  const names = Object.keys(migrations).sort();
  const info: ReleaseInfo = { tournament: id, commit: gitCommit(), builtAt: new Date().toISOString(), schema: names[names.length - 1], migrations: names };
  writeJson(path.join(work, 'release.json'), info);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(work, target);
  console.log(`${path.relative(process.cwd(), target) || target}: web ${mib(webBytes)}, whole release ${mib(folderBytes(target))} before npm install`);
}

export async function release(options: ReleaseOptions): Promise<void> {
  fs.mkdirSync(options.outDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(options.outDir, '.staging-'));
  try {
    const { imports } = await buildShared(staging, options.compileCatalogs);
    for (const id of options.tournaments) await writeRelease(id, staging, imports, options.outDir);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const started = Date.now();
  release(parseArgs(process.argv.slice(2))).then(
    () => console.log(`released in ${((Date.now() - started) / 1000).toFixed(0)} s`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
