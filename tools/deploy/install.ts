import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TournamentId } from '@phc/tournaments';
import type { ReleaseInfo } from '../release/release-env';
import type { GeneratedFile } from './generate';
import { placeholderNames, siteOf, type Inventory } from './inventory';
import { under, type DeployPaths } from './paths';

/** Refuses what must not go live: a machine not in the inventory; on a real machine, placeholder host names. */
export function checkDeployable(inventory: Inventory, machine: string, live: boolean): void {
  const host = inventory.machines[machine];
  if (!host) throw new Error(`No machine ${machine} in tools/deploy/inventory.json (there: ${Object.keys(inventory.machines).join(', ')})`);
  if (!live) return;
  const placeholders = host.tournaments.flatMap((id) => placeholderNames(siteOf(inventory, id)));
  if (placeholders.length > 0) throw new Error(`Placeholder host names in tools/deploy/inventory.json: ${placeholders.join(', ')}. Put the tournaments' real host names there first.`);
}

/** A release's folder name on the machine: when it was built and from which commit, so they sort by age. */
export function releaseName(info: Pick<ReleaseInfo, 'builtAt' | 'commit'>): string {
  return `${info.builtAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}-${info.commit.slice(0, 12)}${info.commit.endsWith('-dirty') ? '-dirty' : ''}`;
}

/**
 * The secrets file of a tournament, written once on the first deployment and never again: it is the
 * operator's from then on (docs/operations.md). PostgreSQL through the local socket as the service
 * user (peer authentication, no password); a session secret and a metrics token of its own.
 */
export function initialEnvFile(id: TournamentId, inventory: Inventory): string {
  const site = siteOf(inventory, id);
  return [
    `# ${id}: settings of every instance of this tournament (docs/operations.md, "Configuration").`,
    '# Written by the first npm run deploy; later deployments leave it as it is.',
    `DATABASE_URL=postgres:///phc_${id}?host=/var/run/postgresql`,
    `SESSION_SECRET=${randomBytes(48).toString('base64url')}`,
    `METRICS_TOKEN=${randomBytes(32).toString('base64url')}`,
    `PUBLIC_URL=https://${site.serverNames[0]}`,
    '# SMTP_URL=smtp://user:password@mail.example.org:587',
    `# MAIL_FROM=Organisers <office@${site.serverNames[0]}>`,
    '# MAPBOX_TOKEN=',
    '',
  ].join('\n');
}

/** The variables a secrets file sets (not its comments). */
export const envFileNames = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => /^\s*([A-Z_][A-Z0-9_]*)\s*=/.exec(line)?.[1])
    .filter((name): name is string => !!name);

/** Copies a built release into place and installs its runtime packages there; an existing one is kept. */
export function placeRelease(root: string, paths: DeployPaths, id: TournamentId, built: string): { dir: string; fresh: boolean } {
  const info = JSON.parse(fs.readFileSync(path.join(built, 'release.json'), 'utf8')) as ReleaseInfo;
  if (info.tournament !== id) throw new Error(`${built} is a release of ${info.tournament}, not ${id}`);
  const dir = path.join(paths.releases(id), releaseName(info));
  const target = under(root, dir);
  // Renamed into place only once installed: a folder there is a whole release.
  if (fs.existsSync(target)) return { dir, fresh: false };
  const partial = `${target}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(built, partial, { recursive: true });
  const installed = spawnSync('npm', ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: partial, stdio: 'inherit' });
  if (installed.status !== 0) throw new Error(`npm install in ${partial} failed`);
  fs.renameSync(partial, target);
  return { dir, fresh: true };
}

/** Points `link` at `target` in one step (a new symlink renamed over the old), returning what it pointed at. */
export function switchLink(link: string, target: string): string | undefined {
  const previous = fs.existsSync(link) || isLink(link) ? fs.readlinkSync(link) : undefined;
  fs.mkdirSync(path.dirname(link), { recursive: true });
  const temporary = `${link}.${process.pid}.tmp`;
  fs.rmSync(temporary, { force: true });
  fs.symlinkSync(target, temporary);
  fs.renameSync(temporary, link);
  return previous;
}

function isLink(file: string): boolean {
  try {
    return fs.lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Writes the generated files under `root`; returns those whose content changed. */
export function writeGenerated(root: string, files: GeneratedFile[]): string[] {
  const changed: string[] = [];
  for (const file of files) {
    const target = under(root, file.path);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === file.content) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content, { mode: 0o644 });
    changed.push(file.path);
  }
  return changed;
}

/** Keeps the newest `keep` releases of a tournament (and the one running), for a rollback. */
export function pruneReleases(root: string, paths: DeployPaths, id: TournamentId, running: string, keep = 3): string[] {
  const dir = under(root, paths.releases(id));
  const names = fs.readdirSync(dir).filter((name) => !name.endsWith('.partial')).sort().reverse();
  const removed = names.slice(keep).filter((name) => path.join(paths.releases(id), name) !== running);
  for (const name of removed) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return removed;
}
