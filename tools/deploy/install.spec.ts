import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployMachine, type DeployOptions } from './cli';
import { checkDeployable, envFileNames, releaseName } from './install';
import { parseInventory, readInventory } from './inventory';
import { productionPaths } from './paths';

let work: string;
const repoInventory = readInventory();
// Two tournaments on a machine of their own: the whole path of a deployment, in a folder instead of /.
const inventory = parseInventory({ ...repoInventory, machines: { test: { tournaments: ['phc', 'czechopen'], instances: 2 } } });

/** A built release as tools/release writes one, without the builds (nothing here serves it). */
function fakeRelease(dir: string, id: string, builtAt: string): void {
  fs.mkdirSync(path.join(dir, id, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, id, 'release.json'), JSON.stringify({ tournament: id, commit: 'a1b2c3d4e5f6a7b8', builtAt, schema: '001', migrations: ['001'] }));
  fs.writeFileSync(path.join(dir, id, 'package.json'), JSON.stringify({ name: `phc-release-${id}`, version: '0.0.0', private: true, type: 'module' }));
  fs.writeFileSync(path.join(dir, id, 'server/main.js'), '');
}

async function deploy(builtAt: string, machine = 'test'): Promise<DeployOptions> {
  const releasesDir = path.join(work, `built-${builtAt}`);
  for (const id of ['phc', 'czechopen']) fakeRelease(releasesDir, id, builtAt);
  const options: DeployOptions = { machine, root: path.join(work, 'root'), releasesDir, node: '/usr/bin/node', user: 'phc', inventory, paths: productionPaths };
  await deployMachine(options);
  return options;
}

const inRoot = (file: string) => path.join(work, 'root', file);

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'phc-install-'));
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a deployment into a folder', () => {
  it('puts the releases, nginx sites, units and a secrets file where the machine has them, the release current', async () => {
    await deploy('2026-12-01T10:00:00.000Z');
    const name = releaseName({ builtAt: '2026-12-01T10:00:00.000Z', commit: 'a1b2c3d4e5f6a7b8' });
    expect(name).toBe('20261201T100000Z-a1b2c3d4e5f6');
    expect(fs.readlinkSync(inRoot('srv/phc/current/phc'))).toBe(`/srv/phc/releases/phc/${name}`);
    expect(fs.readlinkSync(inRoot('etc/nginx/sites-enabled/phc-czechopen.conf'))).toBe('/etc/nginx/sites-available/phc-czechopen.conf');
    for (const unit of ['phc-phc-1.service', 'phc-phc-2.service', 'phc-phc-migrate.service', 'phc-phc.target', 'phc.target']) expect(fs.existsSync(inRoot(`etc/systemd/system/${unit}`))).toBe(true);
    expect(fs.existsSync(inRoot('etc/systemd/system/phc-praguegames-1.service'))).toBe(false);
    const env = inRoot('etc/phc/phc.env');
    expect(fs.statSync(env).mode & 0o777).toBe(0o640);
    expect(envFileNames(fs.readFileSync(env, 'utf8'))).toEqual(['DATABASE_URL', 'SESSION_SECRET', 'METRICS_TOKEN', 'PUBLIC_URL']);
    expect(fs.readFileSync(env, 'utf8')).toMatch(/^PUBLIC_URL=https:\/\/www\.praguehandballcup\.com$/m);
  });

  it('keeps the secrets file of the first deployment, switches to each new release and keeps the last three', async () => {
    await deploy('2026-12-01T10:00:00.000Z');
    const secrets = fs.readFileSync(inRoot('etc/phc/phc.env'), 'utf8');
    for (const hour of ['11', '12', '13']) await deploy(`2026-12-01T${hour}:00:00.000Z`);
    expect(fs.readFileSync(inRoot('etc/phc/phc.env'), 'utf8')).toBe(secrets);
    expect(fs.readlinkSync(inRoot('srv/phc/current/phc'))).toMatch(/\/20261201T130000Z-/);
    expect(fs.readdirSync(inRoot('srv/phc/releases/phc')).map((name) => name.slice(9, 11))).toEqual(['11', '12', '13']);
  });

  it('refuses two instances without PostgreSQL: one PGlite folder takes one process', async () => {
    fs.mkdirSync(inRoot('etc/phc'), { recursive: true });
    fs.writeFileSync(inRoot('etc/phc/phc.env'), '# DATABASE_URL=postgres:///phc\nSESSION_SECRET=x\n');
    await expect(deploy('2026-12-01T10:00:00.000Z')).rejects.toThrow(/sets no DATABASE_URL: 2 instances need PostgreSQL/);
  });
});

describe('what may go live', () => {
  it('refuses an unknown machine, and placeholder host names on a real machine', () => {
    expect(() => checkDeployable(repoInventory, 'web9', false)).toThrow(/No machine web9/);
    expect(() => checkDeployable(repoInventory, 'web1', true)).toThrow(/Placeholder host names in tools\/deploy\/inventory.json: czechopen\.invalid/);
    expect(() => checkDeployable(repoInventory, 'web1', false)).not.toThrow();
    const named = parseInventory({ ...repoInventory, machines: { one: { tournaments: ['phc'], instances: 2 } } });
    expect(() => checkDeployable(named, 'one', true)).not.toThrow();
  });
});
