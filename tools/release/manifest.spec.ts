import fs from 'node:fs';
import path from 'node:path';
import { lockfileSubset, overridesFor, packageOf, releaseManifest, runtimeDependencies, type Lockfile, type RootPackage } from './manifest';

const root = path.resolve(__dirname, '../..');
const repoPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as RootPackage;
const repoLock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lockfile;

const lock: Lockfile = {
  name: 'x',
  version: '0.0.0',
  lockfileVersion: 3,
  packages: {
    '': { dependencies: { a: '1.0.0', b: '2.0.0' }, devDependencies: { jest: '1' } },
    'node_modules/a': { version: '1.0.0', dependencies: { c: '^1' }, optionalDependencies: { 'a-linux': '1.0.0', 'a-darwin': '1.0.0' } },
    'node_modules/a-linux': { version: '1.0.0', optional: true },
    'node_modules/b': { version: '2.0.0', dependencies: { c: '^2' }, peerDependencies: { a: '*', maybe: '*' }, peerDependenciesMeta: { maybe: { optional: true } } },
    'node_modules/b/node_modules/c': { version: '2.1.0', devOptional: true },
    'node_modules/c': { version: '1.5.0' },
    'node_modules/jest': { version: '1.0.0', dev: true, dependencies: { c: '^1' } },
  },
};
const rootPackage: RootPackage = { version: '0.0.0', dependencies: { a: '1.0.0', b: '2.0.0' }, devDependencies: { jest: '1' } };

describe('the release package', () => {
  it('names the package of an import, scoped or not, and none for Node built-ins', () => {
    expect(['fastify', '@fastify/static', 'kysely/helpers/postgres', '@scope/pkg/sub', 'node:fs'].map(packageOf)).toEqual(['fastify', '@fastify/static', 'kysely', '@scope/pkg', undefined]);
  });

  it('pins each imported package at the version the root lockfile installs', () => {
    expect(runtimeDependencies(['b', 'a/sub', 'a'], rootPackage, lock)).toEqual({ a: '1.0.0', b: '2.0.0' });
  });

  it('refuses an import of a package that is only a devDependency, or not installed', () => {
    expect(() => runtimeDependencies(['jest'], rootPackage, lock)).toThrow(/jest is imported by the server but is not in package.json "dependencies"/);
    expect(() => runtimeDependencies(['a'], { ...rootPackage, dependencies: { a: '1.0.0' } }, { ...lock, packages: {} })).toThrow(/a is not in package-lock.json/);
  });

  it('keeps the lockfile entries the runtime packages reach, nested where npm nests them, and no dev ones', () => {
    const subset = lockfileSubset(lock, 'release', '0.0.0', { a: '1.0.0', b: '2.0.0' });
    expect(Object.keys(subset.packages)).toEqual(['', 'node_modules/a', 'node_modules/a-linux', 'node_modules/b', 'node_modules/b/node_modules/c', 'node_modules/c']);
    // Reached only as another platform's binary: optional, as npm wrote it; no dev flags left.
    expect(subset.packages['node_modules/a-linux'].optional).toBe(true);
    expect(subset.packages['node_modules/b/node_modules/c']).toEqual({ version: '2.1.0' });
    expect(subset.packages['']).toEqual({ name: 'release', version: '0.0.0', dependencies: { a: '1.0.0', b: '2.0.0' } });
  });

  it('refuses a lockfile that misses a required package', () => {
    const broken = { ...lock, packages: { ...lock.packages, 'node_modules/c': undefined as never } };
    delete broken.packages['node_modules/c'];
    expect(() => lockfileSubset(broken, 'release', '0.0.0', { a: '1.0.0' })).toThrow(/node_modules\/a needs c/);
  });

  it('carries over the overrides of packages in the release only', () => {
    const subset = lockfileSubset(lock, 'release', '0.0.0', { a: '1.0.0' });
    expect(overridesFor({ ...rootPackage, overrides: { c: '1.5.0', jest: '1.0.0', a: '$a', 'a-linux': '$jest' } }, subset)).toEqual({ c: '1.5.0', a: '$a' });
  });

  it("gives the repository's server its runtime dependencies, with PGlite's peer override and no build tools", () => {
    const imports = ['fastify', '@fastify/static', 'kysely', 'kysely-pglite-dialect', '@electric-sql/pglite', 'pg', 'valibot', 'sharp'];
    const { packageJson, lockfile } = releaseManifest('phc', imports, repoPackage, repoLock);
    expect(packageJson.dependencies.fastify).toBe(repoPackage.dependencies.fastify);
    expect(packageJson.overrides).toMatchObject({ 'kysely-pglite-dialect': { '@electric-sql/pglite': '$@electric-sql/pglite' } });
    expect(packageJson.scripts.start).toBe('node --enable-source-maps server/main.js');
    const installed = Object.keys(lockfile.packages);
    for (const tool of ['vite', 'tsx', 'esbuild', 'typescript', 'nx', 'jest', 'react']) expect(installed).not.toContain(`node_modules/${tool}`);
    expect(installed).toContain('node_modules/pino');
  });
});
