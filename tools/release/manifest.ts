/**
 * The release's package.json and package-lock.json: the packages the server bundle imports, at the
 * versions of the root lockfile, and the lockfile cut down to what they need, so that
 * `npm install --omit=dev` in a release installs exactly what `npm start` runs with.
 */

export interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

export interface Lockfile {
  name: string;
  version: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

export interface RootPackage {
  version: string;
  engines?: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
}

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`; `node:fs` → undefined. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('node:') || specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Each imported package with the version the root lockfile installs. A package the server imports
 * must be a runtime dependency of the root package.json: one that is only a devDependency would be
 * missing from a release (and from `npm install --omit=dev` of the repository) at run time.
 */
export function runtimeDependencies(imported: Iterable<string>, root: RootPackage, lock: Lockfile): Record<string, string> {
  const names = [...new Set([...imported].map(packageOf).filter((name): name is string => !!name))].sort();
  const problems: string[] = [];
  const pinned: Record<string, string> = {};
  for (const name of names) {
    const version = lock.packages[`node_modules/${name}`]?.version;
    if (!(name in root.dependencies)) problems.push(`${name} is imported by the server but is not in package.json "dependencies"`);
    else if (!version) problems.push(`${name} is not in package-lock.json`);
    else pinned[name] = version;
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return pinned;
}

/** Where npm finds `name` for the package installed at `from` (`node_modules/a`): nearest node_modules first. */
function resolveIn(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

/** The edges npm follows from a package: dependencies, optional ones present here, required peers. */
function edgesOf(entry: LockEntry): { name: string; optional: boolean }[] {
  const required = Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false }));
  const optional = Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true }));
  const peers = Object.keys(entry.peerDependencies ?? {})
    .filter((name) => !entry.peerDependenciesMeta?.[name]?.optional)
    .map((name) => ({ name, optional: false }));
  return [...required, ...optional, ...peers];
}

/**
 * The root lockfile reduced to the packages `dependencies` reach, with their exact versions and
 * integrity hashes. A package only reached through optional edges (another platform's binary) stays
 * optional; those the root lockfile does not list (other platforms, see TOOLCHAIN.md) are skipped, as
 * npm itself does.
 */
export function lockfileSubset(lock: Lockfile, name: string, version: string, dependencies: Record<string, string>, engines?: Record<string, string>): Lockfile {
  const required = new Set<string>();
  const reached = new Set<string>();
  const queue: { path: string; optional: boolean }[] = [];
  for (const dep of Object.keys(dependencies)) {
    const found = resolveIn(lock.packages, '', dep);
    if (!found) throw new Error(`${dep} is not in package-lock.json`);
    queue.push({ path: found, optional: false });
  }
  while (queue.length > 0) {
    const { path, optional } = queue.shift() as { path: string; optional: boolean };
    const seen = optional ? reached.has(path) : required.has(path);
    if (seen) continue;
    reached.add(path);
    if (!optional) required.add(path);
    for (const edge of edgesOf(lock.packages[path])) {
      const target = resolveIn(lock.packages, path, edge.name);
      if (target) queue.push({ path: target, optional: optional || edge.optional });
      else if (!edge.optional) throw new Error(`${path} needs ${edge.name}, which package-lock.json does not have`);
    }
  }
  const packages: Record<string, LockEntry> = { '': { name, version, dependencies, ...(engines ? { engines } : {}) } };
  for (const path of [...reached].sort()) {
    const { dev: _dev, devOptional: _devOptional, optional: _optional, peer: _peer, ...entry } = lock.packages[path];
    packages[path] = required.has(path) ? entry : { ...entry, optional: true };
  }
  return { name, version, lockfileVersion: 3, requires: true, packages };
}

/** The root package.json's overrides that concern a package of the release (npm refuses others' `$name` references). */
export function overridesFor(root: RootPackage, lock: Lockfile): Record<string, unknown> {
  const present = new Set(Object.keys(lock.packages).map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)));
  return Object.fromEntries(Object.entries(root.overrides ?? {}).filter(([name, value]) => present.has(name) && (typeof value !== 'string' || !value.startsWith('$') || present.has(value.slice(1)))));
}

export interface ReleasePackage {
  name: string;
  version: string;
  private: true;
  description: string;
  type: 'module';
  engines?: Record<string, string>;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  overrides?: Record<string, unknown>;
}

/** The release's package.json and its lockfile for one tournament. */
export function releaseManifest(tournament: string, imported: Iterable<string>, root: RootPackage, lock: Lockfile): { packageJson: ReleasePackage; lockfile: Lockfile } {
  const name = `phc-release-${tournament}`;
  const dependencies = runtimeDependencies(imported, root, lock);
  const lockfile = lockfileSubset(lock, name, root.version, dependencies, root.engines);
  const overrides = overridesFor(root, lockfile);
  const packageJson: ReleasePackage = {
    name,
    version: root.version,
    private: true,
    description: `The ${tournament} site, its administration area and their API server: npm install --omit=dev, then npm start.`,
    type: 'module',
    ...(root.engines ? { engines: root.engines } : {}),
    scripts: {
      start: 'node --enable-source-maps server/main.js',
      migrate: 'node --enable-source-maps server/migrate.js',
      backup: 'node --enable-source-maps server/backup.js backup',
      restore: 'node --enable-source-maps server/backup.js restore',
    },
    dependencies,
    ...(Object.keys(overrides).length > 0 ? { overrides } : {}),
  };
  return { packageJson, lockfile };
}
