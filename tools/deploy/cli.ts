// `npm run deploy -- --machine=web1`: everything one machine of tools/deploy/inventory.json runs, in
// one command, as root on that machine: the releases of its tournaments (built here, or --releases=<dir>
// of ones built before), their nginx sites and systemd units, a migration per tournament, then each
// instance restarted in turn once the one before answers again, and nginx reloaded.
//   --root=<dir>   write everything under <dir> instead of / and start nothing (to review or test)
//   --node=<path>  the node the services run (default: the one running this)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TournamentId } from '@phc/tournaments';
import { release } from '../release/cli';
import { generateMachine } from './generate';
import { checkDeployable, envFileNames, initialEnvFile, placeRelease, pruneReleases, switchLink, writeGenerated } from './install';
import { instancePorts, readInventory, siteOf, type Inventory } from './inventory';
import { brotliModule } from './nginx-check';
import { productionPaths, under, units, type DeployPaths } from './paths';

const root = path.resolve(import.meta.dirname, '../..');

export interface DeployOptions {
  machine: string;
  /** `/` on the machine itself: only then are services touched. */
  root: string;
  releasesDir?: string;
  node: string;
  user: string;
  inventory: Inventory;
  paths: DeployPaths;
}

function sh(command: string, args: string[]): void {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/** Waits until an instance answers /readyz (or /healthz, on a server without it) on its port. */
async function waitReady(port: number, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const probe of ['/readyz', '/healthz']) {
      const status = await fetch(`http://127.0.0.1:${port}${probe}`).then((r) => r.status, () => 0);
      if (status === 200) return;
      if (status !== 404) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the instance on port ${port} was not ready within ${timeoutMs / 1000} s`);
}

/** The secrets file: written on the first deployment only; it must name a PostgreSQL for two instances. */
function ensureEnvFile(options: DeployOptions, id: TournamentId, instances: number): void {
  const file = under(options.root, options.paths.envFile(id));
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o750 });
    fs.writeFileSync(file, initialEnvFile(id, options.inventory), { mode: 0o640 });
    if (options.root === '/') sh('chown', [`root:${options.user}`, file]);
    console.log(`${file}: written (first deployment); check PUBLIC_URL and set SMTP_URL there`);
  }
  // One PGlite folder opened by two processes corrupts it.
  if (instances > 1 && !envFileNames(fs.readFileSync(file, 'utf8')).includes('DATABASE_URL')) {
    throw new Error(`${file} sets no DATABASE_URL: ${instances} instances need PostgreSQL (one PGlite folder takes one process)`);
  }
}

/** Switches a tournament to its new release and migrates; back to the old one if the migration fails. */
function switchAndMigrate(options: DeployOptions, id: TournamentId, dir: string): void {
  const previous = switchLink(under(options.root, options.paths.current(id)), dir);
  if (options.root !== '/') return;
  try {
    sh('systemctl', ['start', units.migrate(id)]);
  } catch (error) {
    if (previous) switchLink(options.paths.current(id), previous);
    throw new Error(`${id}: the migration failed, ${previous ?? 'nothing'} stays current (journalctl -u ${units.migrate(id)})`, { cause: error });
  }
}

async function restartInTurn(options: DeployOptions, ids: TournamentId[], instances: number): Promise<void> {
  sh('systemctl', ['enable', units.all, ...ids.map(units.tournament)]);
  // PGlite is backed up with its server stopped: the hourly timer is for PostgreSQL.
  const onPostgres = ids.filter((id) => envFileNames(fs.readFileSync(options.paths.envFile(id), 'utf8')).includes('DATABASE_URL'));
  if (onPostgres.length > 0) sh('systemctl', ['enable', '--now', ...onPostgres.map(units.backupTimer)]);
  for (const id of ids) {
    const ports = instancePorts(siteOf(options.inventory, id), instances);
    for (const [i, port] of ports.entries()) {
      sh('systemctl', ['enable', units.instance(id, i + 1)]);
      sh('systemctl', ['restart', units.instance(id, i + 1)]);
      await waitReady(port);
    }
  }
  sh('nginx', ['-t', '-q']);
  sh('systemctl', ['reload', 'nginx']);
}

export async function deployMachine(options: DeployOptions): Promise<void> {
  checkDeployable(options.inventory, options.machine, options.root === '/');
  const host = options.inventory.machines[options.machine];
  const ids = host.tournaments as TournamentId[];
  const built = options.releasesDir ?? path.join(root, 'dist/release');
  if (!options.releasesDir) await release({ tournaments: ids, outDir: built, compileCatalogs: true });
  if (options.root === '/' && spawnSync('id', ['-u', options.user]).status !== 0) {
    sh('useradd', ['--system', '--home-dir', '/var/lib/phc', '--shell', '/usr/sbin/nologin', options.user]);
  }
  // Every tournament's secrets checked before anything is written: a refusal leaves the machine as it was.
  for (const id of ids) ensureEnvFile(options, id, host.instances);
  const files = generateMachine(options.inventory, options.machine, { paths: options.paths, node: options.node, user: options.user, brotli: fs.existsSync(brotliModule) });
  const changed = writeGenerated(options.root, files);
  for (const id of ids) switchLink(under(options.root, options.paths.nginxEnabled(id)), options.paths.nginxSite(id));
  if (options.root === '/') sh('systemctl', ['daemon-reload']);
  const placed = ids.map((id) => {
    const { dir, fresh } = placeRelease(options.root, options.paths, id, path.join(built, id));
    switchAndMigrate(options, id, dir);
    console.log(`${id}: ${dir}${fresh ? '' : ' (already installed)'}`);
    return { id, dir };
  });
  if (options.root === '/') await restartInTurn(options, ids, host.instances);
  for (const { id, dir } of placed) pruneReleases(options.root, options.paths, id, dir);
  console.log(`${options.machine}: ${ids.length} tournaments, ${host.instances} instances each; ${changed.length} configuration files changed${options.root === '/' ? '' : ` under ${options.root} (nothing started)`}`);
}

export function parseDeployArgs(argv: string[]): DeployOptions {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const machine = value('machine') ?? os.hostname();
  const releasesDir = value('releases');
  return {
    machine,
    root: path.resolve(value('root') ?? '/'),
    releasesDir: releasesDir && path.resolve(releasesDir),
    node: value('node') ?? process.execPath,
    user: value('user') ?? 'phc',
    inventory: readInventory(),
    paths: productionPaths,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  deployMachine(parseDeployArgs(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
