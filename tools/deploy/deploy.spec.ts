import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tournamentIds } from '@phc/tournaments';
import { generateMachine } from './generate';
import { parseInventory, placeholderNames, readInventory, siteOf } from './inventory';
import { brotliModule, nginxTest } from './nginx-check';
import { productionPaths, type DeployPaths } from './paths';

let work: string;
let paths: DeployPaths;
const inventory = readInventory();
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return file;
};

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'phc-deploy-'));
  const tls = path.join(work, 'tls');
  fs.mkdirSync(tls);
  // nginx -t loads the certificates: a throwaway one stands for the machine's.
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-keyout', `${tls}/key.pem`, '-out', `${tls}/cert.pem`], { stdio: 'ignore' });
  paths = { ...productionPaths, tlsCertificate: () => `${tls}/cert.pem`, tlsKey: () => `${tls}/key.pem` };
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('the inventory', () => {
  it('has a site for every tournament of the registry, ports ten apart, and flags placeholder host names', () => {
    expect(Object.keys(inventory.sites).sort()).toEqual([...tournamentIds].sort());
    expect(inventory.machines.web1.tournaments.sort()).toEqual([...tournamentIds].sort());
    expect(placeholderNames(siteOf(inventory, 'phc'))).toEqual([]);
    expect(placeholderNames(siteOf(inventory, 'czechopen'))).toEqual(['czechopen.invalid']);
  });

  it('refuses a missing tournament, clashing ports or a bad host name, saying where', () => {
    const { czechopen: _dropped, ...fewer } = inventory.sites;
    expect(() => parseInventory({ ...inventory, sites: fewer })).toThrow(/every tournament of libs\/tournaments needs a site/);
    expect(() => parseInventory({ ...inventory, sites: { ...inventory.sites, czechopen: { ...inventory.sites.czechopen, port: (inventory.sites.phc?.port ?? 0) + 1 } } })).toThrow(/ports at least 10 apart/);
    expect(() => parseInventory({ ...inventory, sites: { ...inventory.sites, phc: { serverNames: ['WWW bad'], port: 5100 } } })).toThrow(/sites\.phc\.serverNames\.0: a lower-case host name/);
  });
});

describe('the generated configuration of a machine', () => {
  it('passes nginx -t for every tournament, with and without the brotli module', () => {
    for (const brotli of [true, false]) {
      expect(fs.existsSync(brotliModule) || !brotli).toBe(true);
      const sites = generateMachine(inventory, 'web1', { paths, node: process.execPath, brotli }).filter((file) => file.path.endsWith('.conf'));
      expect(sites).toHaveLength(tournamentIds.length);
      for (const site of sites) {
        const file = write(path.join(work, `nginx-${brotli}`, path.basename(site.path)), site.content);
        expect([path.basename(file), nginxTest(path.join(work, `prefix-${brotli}`), [file], brotli)]).toEqual([path.basename(file), { ok: true, output: '' }]);
      }
      // And all of them in one nginx, as on the machine.
      expect(nginxTest(path.join(work, `prefix-${brotli}`), sites.map((site) => path.join(work, `nginx-${brotli}`, path.basename(site.path))), brotli)).toEqual({ ok: true, output: '' });
    }
  });

  it('fails nginx -t on a broken site, so the check above can fail', () => {
    const broken = write(path.join(work, 'broken.conf'), 'server { listen 4470; proxy_buffering sometimes; }\n');
    expect(nginxTest(path.join(work, 'prefix-broken'), [broken], false)).toMatchObject({ ok: false, output: expect.stringMatching(/proxy_buffering/) });
  });

  it('gives systemd units that systemd-analyze verify accepts without a warning', () => {
    const dir = path.join(work, 'systemd');
    const unitFiles = generateMachine(inventory, 'web1', { paths: { ...paths, systemd: dir }, node: process.execPath, brotli: true })
      .filter((file) => file.path.startsWith(dir))
      .map((file) => write(file.path, file.content));
    // Two instances, a migration, a backup and its timer per tournament, a target per tournament, one for the machine.
    expect(unitFiles).toHaveLength(tournamentIds.length * 6 + 1);
    const result = spawnSync('systemd-analyze', ['verify', ...unitFiles], { encoding: 'utf8', cwd: dir });
    expect({ status: result.status, output: `${result.stdout}${result.stderr}`.trim() }).toEqual({ status: 0, output: '' });
    const bad = write(path.join(dir, 'phc-bad-1.service'), fs.readFileSync(unitFiles[0], 'utf8').replace(/^Restart=.*$/m, 'Restart=sometimes'));
    expect(spawnSync('systemd-analyze', ['verify', bad], { encoding: 'utf8' }).stderr).toMatch(/restart specifier/);
  });

  it('runs two instances per tournament on its own ports, sandboxed, with the secrets in a file of their own', () => {
    const files = generateMachine(inventory, 'web1', { paths, node: '/usr/bin/node', brotli: true });
    const unit = files.find((file) => file.path === '/etc/systemd/system/phc-phc-2.service')?.content ?? '';
    expect(unit).toMatch(/^Environment=PORT=5101 HOST=127\.0\.0\.1 TRUST_PROXY=127\.0\.0\.1$/m);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/phc\/phc\.env$/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node --enable-source-maps server\/main\.js$/m);
    expect(unit).toMatch(/^StateDirectory=phc\/phc$/m);
    expect(unit).not.toMatch(/SECRET|DATABASE_URL/);
    const site = files.find((file) => file.path === '/etc/nginx/sites-available/phc-phc.conf')?.content ?? '';
    expect(site).toContain('server 127.0.0.1:5100 max_fails=0;\n    server 127.0.0.1:5101 max_fails=0;');
    expect(site).toMatch(/location = \/api\/v1\/competition\/live\/stream \{[^}]*proxy_buffering off;/);
  });
});
