// What the cluster test runs: its own PostgreSQL, the release's server bundle as two instances on it,
// and the generated nginx site in front of them, each a real process on loopback.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readInventory, siteOf } from '../inventory';
import { nginxSiteConfig } from '../nginx';
import { nginxBinary, wrapperConfig } from '../nginx-check';
import { productionPaths } from '../paths';

const testClockStart = (JSON.parse(fs.readFileSync(path.join(__dirname, '../../scripts/test-clock.json'), 'utf8')) as { start: string }).start;

const root = path.resolve(__dirname, '../../..');
export const ports = { postgres: 4201, instances: [4210, 4211], http: 4220, https: 4221 };
export const site = siteOf(readInventory(), 'phc');
export const host = site.serverNames[0];
const pgBin = () => `${fs.readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`).sort().at(-1)}`;
const asPostgres = (command: string, args: string[]) => (process.getuid?.() === 0 ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args]) : execFileSync(command, args));

export interface Instance {
  port: number;
  child: ChildProcess;
  output: string;
  exited: Promise<number | null>;
  /** From the process's start to its first /readyz 200 (issue 25 item 1: ≤ 2 s on an existing database). */
  readyMs?: number;
}

export class Cluster {
  readonly work = fs.mkdtempSync(path.join(os.tmpdir(), 'phc-cluster-'));
  readonly release = path.join(this.work, 'release');
  readonly pgDir = path.join(this.work, 'pg');
  readonly instances: (Instance | undefined)[] = [undefined, undefined];
  private nginx: ChildProcess | undefined;
  readonly databaseUrl = `postgres://postgres@127.0.0.1:${ports.postgres}/postgres`;
  private readonly secret = 'cluster-test-session-secret-0123456789abcdef';

  /** The server bundle once (seconds), a node_modules beside it as the release's `npm install` makes. */
  bundle(): void {
    execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'tools/deploy/cluster/bundle-server.mts', this.release, site.id], { cwd: root, env: { ...process.env, NODE_OPTIONS: '' } });
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(this.release, 'node_modules'));
  }

  startPostgres(): void {
    fs.mkdirSync(this.pgDir, { recursive: true });
    fs.chmodSync(this.work, 0o755);
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', this.pgDir]);
    if (!fs.existsSync(path.join(this.pgDir, 'PG_VERSION'))) asPostgres(`${pgBin()}/initdb`, ['-D', this.pgDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
    asPostgres(`${pgBin()}/pg_ctl`, ['-D', this.pgDir, '-l', path.join(this.pgDir, 'server.log'), '-w', '-o', `-p ${ports.postgres} -k ${this.pgDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  }

  stopPostgres(): void {
    asPostgres(`${pgBin()}/pg_ctl`, ['-D', this.pgDir, '-w', '-m', 'fast', 'stop']);
  }

  /** Starts instance `n` and resolves once it answers /readyz. */
  async startInstance(n: number, seed = false): Promise<Instance> {
    const port = ports.instances[n];
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: os.tmpdir(),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: this.databaseUrl,
      SESSION_SECRET: this.secret,
      // The phones' loopback is trusted like nginx: each one's X-Forwarded-For is its own address.
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `https://${host}`,
      UPLOAD_DIR: path.join(this.work, 'uploads'),
      SEED_DEMO: seed ? '1' : '0',
      // The demo's live match is the one whose slot holds now: on the journeys' fixed moment, the
      // writer has a live match to score in at any hour the test runs (one verdict).
      CLOCK_START: testClockStart,
    };
    const t0 = Date.now();
    const child = spawn(process.execPath, ['--enable-source-maps', 'server/main.js'], { cwd: this.release, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const instance: Instance = { port, child, output: '', exited: new Promise((resolve) => child.once('exit', resolve)) };
    child.stdout?.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
    this.instances[n] = instance;
    const until = Date.now() + 240_000;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`instance ${n} exited with ${child.exitCode}:\n${instance.output}`);
      if ((await readyz(port)) === 200) {
        instance.readyMs = Date.now() - t0;
        return instance;
      }
      await sleep(50);
    }
    throw new Error(`instance ${n} was not ready:\n${instance.output}`);
  }

  /** Sends `signal` to instance `n`; resolves with how long it took to exit. */
  async stopInstance(n: number, signal: NodeJS.Signals): Promise<{ ms: number; code: number | null }> {
    const instance = this.instances[n];
    if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) return { ms: 0, code: null };
    const t0 = Date.now();
    instance.child.kill(signal);
    const code = await instance.exited;
    // What the instance said is the only clue to a shutdown that missed its deadline.
    if (code !== 0 && signal !== 'SIGKILL') console.log(`instance ${n} exited ${code} after ${Date.now() - t0} ms:\n${instance.output.slice(-4000)}`);
    return { ms: Date.now() - t0, code };
  }

  async startNginx(): Promise<void> {
    const prefix = path.join(this.work, 'nginx');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${host}`, '-keyout', `${this.work}/key.pem`, '-out', `${this.work}/cert.pem`], { stdio: 'ignore' });
    fs.chmodSync(`${this.work}/key.pem`, 0o644);
    const paths = { ...productionPaths, current: () => this.release, tlsCertificate: () => `${this.work}/cert.pem`, tlsKey: () => `${this.work}/key.pem` };
    const siteFile = path.join(this.work, 'phc.conf');
    fs.writeFileSync(siteFile, nginxSiteConfig(site, { paths, ports: ports.instances, brotli: false, listen: { http: [`127.0.0.1:${ports.http}`], https: [`127.0.0.1:${ports.https}`] } }));
    // Each of 1,000 streams holds a browser's connection and an instance's: 2,000 and some to spare.
    const conf = wrapperConfig(prefix, [siteFile], false, 4096);
    this.nginx = spawn(nginxBinary, ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    this.nginx.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    for (let i = 0; i < 100 && !fs.existsSync(path.join(prefix, 'nginx.pid')); i++) await sleep(100);
    if (this.nginx.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
  }

  async stop(): Promise<void> {
    for (let n = 0; n < 2; n++) await this.stopInstance(n, 'SIGKILL');
    if (this.nginx && this.nginx.exitCode === null) {
      const exited = new Promise((resolve) => this.nginx?.once('exit', resolve));
      this.nginx.kill('SIGTERM');
      await exited;
    }
    if (fs.existsSync(path.join(this.pgDir, 'postmaster.pid'))) this.stopPostgres();
    fs.rmSync(this.work, { recursive: true, force: true });
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function readyz(port: number): Promise<number> {
  return fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(3000) }).then(
    (response) => response.status,
    () => 0,
  );
}
