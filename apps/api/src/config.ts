import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isIP } from 'node:net';
import * as v from 'valibot';
import { tournamentIds, type TournamentId } from '@phc/tournaments';

/** The workspace root (where nx.json is), whichever folder the server was started from. */
function findRepoRoot(from = process.cwd()): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'nx.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return from;
    dir = parent;
  }
  return dir;
}
const repoRoot = findRepoRoot();

/** The server's environment, parsed with the same kind of schema as every input. */
export const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(65535)), '3000'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  TOURNAMENT: v.optional(v.picklist(tournamentIds), 'phc'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  /** PGlite data folder; `memory` keeps the database in memory (tests, benchmarks). */
  DATA_DIR: v.optional(v.string()),
  STATIC_DIR: v.optional(v.string()),
  APPS_DIR: v.optional(v.string()),
  /** The administration area's build, served at /admin/. */
  ADMIN_DIR: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /**
   * Who may set `X-Forwarded-For`: `false` (nobody), a hop count (`1` behind one proxy) or the
   * proxies' addresses (`10.0.0.5,10.0.1.0/24`). Never "every hop": a client would then choose its
   * own address and slip every per-address limit.
   */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => value !== 'true', 'true would trust every X-Forwarded-For hop; give the number of proxies in front (1) or their addresses'),
      v.check((value) => value === 'false' || /^\d{1,2}$/.test(value) || proxyList(value) !== null, 'false, a hop count or a comma-separated list of proxy addresses (CIDR allowed)'),
    ),
    'false',
  ),
  /** Signs the session cookie; every instance behind one load balancer needs the same one. */
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'at least 32 characters'))),
  SMTP_URL: v.optional(v.string()),
  MAPBOX_TOKEN: v.optional(v.string()),
  /**
   * The site's public origin (`https://www.praguehandballcup.com`): the links in e-mails and the
   * origin writes must come from. Defaults to http://localhost:PORT for development.
   */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'http or https'))),
  /** Where uploaded files are kept; by default beside the data folder (`<DATA_DIR>.uploads`). */
  UPLOAD_DIR: v.optional(v.string()),
  /** How many live changes the stream keeps for browsers that reconnect (then they refetch everything). */
  LIVE_REPLAY_MAX_MESSAGES: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), '5000'),
  /** How long, in seconds, the stream keeps a live change for browsers that reconnect. */
  LIVE_REPLAY_MAX_AGE_S: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), '900'),
  /**
   * The product's clock starts at this moment (ISO 8601 with a zone, e.g. 2026-04-02T08:41:00Z) and
   * runs at real speed: the demo seed and every "now" of the server. For tests and rehearsals only.
   */
  CLOCK_START: v.optional(v.pipe(v.string(), v.isoTimestamp('an ISO 8601 moment with a zone, e.g. 2026-04-02T08:41:00Z'))),
});

export type TrustProxy = false | number | string[];

/** `10.0.0.5, 10.0.1.0/24` → the addresses, or null when one of them is not an address or a CIDR. */
function proxyList(value: string): string[] | null {
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || !isIP(address)) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
  });
  return valid && entries.length > 0 ? entries : null;
}

const parseTrustProxy = (value: string): TrustProxy => (value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : (proxyList(value) as string[]));

export interface ServerConfig {
  port: number;
  host: string;
  tournament: TournamentId;
  databaseUrl?: string;
  /** undefined: in memory. */
  dataDir?: string;
  staticDir: string;
  appsDir?: string;
  adminDir: string;
  logLevel: string;
  /** false, a hop count, or the proxies' addresses (Fastify's trustProxy). */
  trustProxy: TrustProxy;
  /** undefined: not configured, see resolveSessionSecret. */
  sessionSecret?: string;
  smtpUrl?: string;
  mapboxToken?: string;
  /** An origin (scheme, host, port), no path. */
  publicUrl: string;
  /** undefined: a temporary folder per start (in-memory database). */
  uploadDir?: string;
  /** The live stream's replay buffer. */
  liveReplay: { maxMessages: number; maxAgeMs: number };
  /** undefined: the real clock. */
  clockStart?: Date;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`).join('\n  ');
    throw new Error(`Invalid environment:\n  ${problems}`);
  }
  const e = result.output;
  const tournament = e.TOURNAMENT as TournamentId;
  const dataDir = e.DATA_DIR === 'memory' ? undefined : path.resolve(e.DATA_DIR ?? path.join(repoRoot, '.data', tournament));
  return {
    port: Number(e.PORT),
    host: e.HOST,
    tournament,
    databaseUrl: e.DATABASE_URL,
    // Folders given relative are taken from where the server was started, as a shell user expects.
    dataDir,
    staticDir: path.resolve(e.STATIC_DIR ?? path.join(repoRoot, 'dist/apps', tournament)),
    appsDir: e.APPS_DIR === undefined ? undefined : path.resolve(e.APPS_DIR),
    adminDir: path.resolve(e.ADMIN_DIR ?? path.join(repoRoot, 'dist/apps/admin')),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    sessionSecret: e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    mapboxToken: e.MAPBOX_TOKEN,
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    // Beside the database folder, not in it: PGlite owns that folder's contents.
    uploadDir: e.UPLOAD_DIR ? path.resolve(e.UPLOAD_DIR) : dataDir && `${dataDir.replace(/[/\\]+$/, '')}.uploads`,
    liveReplay: { maxMessages: Number(e.LIVE_REPLAY_MAX_MESSAGES), maxAgeMs: Number(e.LIVE_REPLAY_MAX_AGE_S) * 1000 },
    clockStart: e.CLOCK_START === undefined ? undefined : new Date(e.CLOCK_START),
  };
}

/**
 * SESSION_SECRET when set; otherwise one generated on first start and kept in the data folder, so
 * sessions survive restarts without a secret ever being committed (`.data/` is git-ignored). In memory: a new one per start.
 */
export function resolveSessionSecret(config: Pick<ServerConfig, 'sessionSecret' | 'dataDir'>): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (!config.dataDir) return randomBytes(32).toString('base64url');
  // Beside the database folder, not in it: PGlite owns that folder's contents.
  const file = `${config.dataDir.replace(/[/\\]+$/, '')}.session-secret`;
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
