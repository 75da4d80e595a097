import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isIP } from 'node:net';
import * as v from 'valibot';
import { getTournament, tournamentIds, type TournamentId } from '@phc/tournaments';

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

/**
 * How docs/operations.md describes a variable (tools/scripts/env-reference.ts writes its table from the
 * schema): `shared` when every instance of one tournament must have the same value, `defaultText` when
 * the default is worked out rather than a constant.
 */
export type EnvDoc = {
  shared: boolean;
  defaultText?: string;
  /** A credential: kept in an environment file only the service reads, never in a unit file or a shell history. */
  secret?: boolean;
};
const doc = <TInput>(meta: EnvDoc): v.MetadataAction<TInput, EnvDoc> => v.metadata(meta);
const whole = (min: number, max = Number.MAX_SAFE_INTEGER) => v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(min), v.maxValue(max));

/**
 * The server's environment, parsed with the same kind of schema as every input. Each variable carries
 * its description and EnvDoc: the configuration reference is generated from them, so it cannot drift.
 */
export const EnvSchema = v.object({
  PORT: v.pipe(v.optional(whole(0, 65535), '3000'), v.description('The TCP port the server listens on; `0` takes any free one (the log says which).'), doc({ shared: false })),
  HOST: v.pipe(
    v.optional(v.string(), '127.0.0.1'),
    v.description('The address it listens on. Loopback by default: nginx on the same machine is the only way in. `0.0.0.0` only when the proxy is on another machine.'),
    doc({ shared: false }),
  ),
  TOURNAMENT: v.pipe(
    v.optional(v.picklist(tournamentIds), 'phc'),
    v.description('Which tournament this server runs, an id of `libs/tournaments`. A release is built for one: there it defaults to that one and any other value stops the server.'),
    doc({ shared: true, defaultText: '`phc`; in a release, its own tournament' }),
  ),
  DATABASE_URL: v.pipe(
    v.optional(v.pipe(v.string(), v.url(), v.regex(/^postgres(ql)?:\/\//, 'a postgres:// or postgresql:// URL'))),
    v.description('PostgreSQL to use (`postgres://user:password@host:5432/database`). Unset: the embedded PGlite in `DATA_DIR`, which only one process can open, so two instances need PostgreSQL.'),
    doc({ shared: true, secret: true, defaultText: 'unset (PGlite)' }),
  ),
  DATA_DIR: v.pipe(
    v.optional(v.string()),
    v.description('The PGlite data folder when `DATABASE_URL` is unset; `memory` keeps the database in memory (tests, benchmarks). Relative folders are taken from the working directory.'),
    doc({ shared: false, defaultText: '`.data/<TOURNAMENT>` in a checkout; `data/` in a release folder' }),
  ),
  STATIC_DIR: v.pipe(
    v.optional(v.string()),
    v.description("The tournament site's build, served at `/`."),
    doc({ shared: false, defaultText: '`dist/apps/<TOURNAMENT>`; `web/` in a release folder' }),
  ),
  APPS_DIR: v.pipe(
    v.optional(v.string()),
    v.description('A folder of builds, one per tournament id: a request to `<id>.localhost` gets that build (development and journeys only).'),
    doc({ shared: false, defaultText: 'unset' }),
  ),
  ADMIN_DIR: v.pipe(
    v.optional(v.string()),
    v.description("The administration area's build, served at `/admin/`."),
    doc({ shared: false, defaultText: '`dist/apps/admin`; `admin/` in a release folder' }),
  ),
  LOG_LEVEL: v.pipe(
    v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
    v.description('The least severe log line written (JSON lines on standard output).'),
    doc({ shared: false }),
  ),
  // Never "every hop": a client would then choose its own address and slip every per-address limit.
  TRUST_PROXY: v.pipe(
    v.optional(
      v.pipe(
        v.string(),
        v.check((value) => value !== 'true', 'true would trust every X-Forwarded-For hop; give the number of proxies in front (1) or their addresses'),
        // `true` has its own message above.
        v.check((value) => value === 'true' || value === 'false' || /^\d{1,2}$/.test(value) || proxyList(value) !== null, 'false, a hop count or a comma-separated list of proxy addresses (CIDR allowed)'),
      ),
      'false',
    ),
    v.description(
      'Who may set `X-Forwarded-For`: `false` (nobody), a hop count (`1` behind one proxy) or the proxies\' addresses (`127.0.0.1`, `10.0.1.0/24`). `true` is refused. Behind nginx it must be set, or every visitor has the proxy\'s address and shares its rate limits.',
    ),
    doc({ shared: true }),
  ),
  SESSION_SECRET: v.pipe(
    v.optional(v.pipe(v.string(), v.minLength(32, 'at least 32 characters'))),
    v.description(
      'Signs the session cookie (at least 32 characters, e.g. `openssl rand -base64 48`). Unset: one is generated on first start and kept beside `DATA_DIR`, which suits a single PGlite instance only; with `DATABASE_URL` every instance needs the same value or sign-ins only work on the instance that made them.',
    ),
    doc({ shared: true, secret: true, defaultText: 'generated, `<DATA_DIR>.session-secret`' }),
  ),
  SMTP_URL: v.pipe(
    v.optional(v.pipe(v.string(), v.url(), v.regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL'))),
    v.description('The mail relay (`smtp://user:password@host:587`, `smtps://…:465`). Unset: e-mails (sign-up, password reset) are only written to the `outbox_emails` table.'),
    doc({ shared: true, secret: true, defaultText: 'unset (nothing is sent)' }),
  ),
  MAIL_FROM: v.pipe(
    v.optional(v.pipe(v.string(), v.regex(/^(?:[^<>@\n]+ <[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'an address (`noreply@example.org`) or a name and an address (`Prague Handball Cup <noreply@example.org>`)'))),
    v.description("The sender of every e-mail: a club's reply goes here, so it should be a mailbox the organisers read, in the tournament's domain (SPF and DKIM of the relay)."),
    doc({ shared: true, defaultText: "the tournament's name and `noreply@` the host of `PUBLIC_URL`" }),
  ),
  MAPBOX_TOKEN: v.pipe(
    v.optional(v.string()),
    v.description("Mapbox's public token for the map's vector tiles. Unset: the free tiles, or markers only without internet."),
    doc({ shared: true, defaultText: 'unset' }),
  ),
  PUBLIC_URL: v.pipe(
    v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'http or https'))),
    v.description("The site's public origin (`https://www.praguehandballcup.com`): the links in e-mails, and the origin every write must come from. Behind TLS it must be the https origin."),
    doc({ shared: true, defaultText: '`http://localhost:<PORT>`' }),
  ),
  UPLOAD_DIR: v.pipe(
    v.optional(v.string()),
    v.description('Where uploaded files (images, documents) are kept. Instances of one tournament must see the same folder: on one machine the same path, on several a shared file system.'),
    doc({ shared: true, defaultText: '`<DATA_DIR>.uploads`; a temporary folder per start with an in-memory database' }),
  ),
  LIVE_REPLAY_MAX_MESSAGES: v.pipe(
    v.optional(whole(0), '5000'),
    v.description('How many live changes the stream keeps for browsers that reconnect (one past it refetches everything).'),
    doc({ shared: true }),
  ),
  LIVE_REPLAY_MAX_AGE_S: v.pipe(v.optional(whole(0), '900'), v.description('How long, in seconds, the stream keeps a live change for browsers that reconnect.'), doc({ shared: true })),
  CLOCK_START: v.pipe(
    v.optional(v.pipe(v.string(), v.isoTimestamp('an ISO 8601 moment with a zone, e.g. 2026-04-02T08:41:00Z'))),
    v.description('The product\'s clock starts at this moment (ISO 8601 with a zone, `2026-04-02T08:41:00Z`) and runs at real speed: the demo seed and every "now" of the server. Tests and rehearsals only, never in production.'),
    doc({ shared: true, defaultText: 'unset (the real clock)' }),
  ),
  SEED_DEMO: v.pipe(
    v.optional(v.picklist(['0', '1'], '0 or 1'), '0'),
    v.description('`1`: an empty database (no users) gets the demo tournament at start, with its demo accounts and their known password: for a trial or a staging site, never production. `npm start` sets it; a release leaves it off.'),
    doc({ shared: false, defaultText: '`0`; `1` under `npm start`' }),
  ),
  NODE_ENV: v.pipe(
    v.optional(v.string()),
    v.description('`production`: no GraphQL introspection, internal errors masked, no e-mail bodies in the log, answers not checked against the contract. `npm start` and a release set it.'),
    doc({ shared: true, defaultText: 'unset; `production` under `npm start` and in a release' }),
  ),
  METRICS_TOKEN: v.pipe(
    v.optional(v.pipe(v.string(), v.minLength(16, 'at least 16 characters'), v.regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces'))),
    v.description(
      'The bearer token Prometheus sends to scrape `/metrics` (`Authorization: Bearer <token>`, at least 16 characters, e.g. `openssl rand -hex 24`). Unset: the instance has no `/metrics` (404). The figures name routes, volumes and errors: not for the public.',
    ),
    doc({ shared: false, secret: true, defaultText: 'unset (no `/metrics`)' }),
  ),
  PG_BIN: v.pipe(
    v.optional(v.string()),
    v.description('The folder of `pg_dump`, `pg_restore` and `psql` for `npm run backup` and `npm run restore` on PostgreSQL (they must be as new as the server).'),
    doc({ shared: false, defaultText: "Debian's newest `/usr/lib/postgresql/<version>/bin`, else the `PATH`" }),
  ),
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
  /** The From header of every e-mail. */
  mailFrom: string;
  mapboxToken?: string;
  /** An origin (scheme, host, port), no path. */
  publicUrl: string;
  /** undefined: a temporary folder per start (in-memory database). */
  uploadDir?: string;
  /** The live stream's replay buffer. */
  liveReplay: { maxMessages: number; maxAgeMs: number };
  /** undefined: the real clock. */
  clockStart?: Date;
  /** Seed the demo tournament into an empty database at start. */
  seedDemo: boolean;
  /** undefined: no /metrics. */
  metricsToken?: string;
  /** undefined: Debian's newest PostgreSQL tools, else the PATH's. */
  pgBin?: string;
}

/** A bad environment: the message names each variable, and is all an operator needs to read (no stack). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`).join('\n  ');
    throw new ConfigError(`Invalid environment:\n  ${problems}`);
  }
  const e = result.output;
  const tournament = e.TOURNAMENT as TournamentId;
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
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
    mailFrom: e.MAIL_FROM ?? defaultMailFrom(tournament, publicUrl),
    mapboxToken: e.MAPBOX_TOKEN,
    publicUrl,
    // Beside the database folder, not in it: PGlite owns that folder's contents.
    uploadDir: e.UPLOAD_DIR ? path.resolve(e.UPLOAD_DIR) : dataDir && `${dataDir.replace(/[/\\]+$/, '')}.uploads`,
    liveReplay: { maxMessages: Number(e.LIVE_REPLAY_MAX_MESSAGES), maxAgeMs: Number(e.LIVE_REPLAY_MAX_AGE_S) * 1000 },
    clockStart: e.CLOCK_START === undefined ? undefined : new Date(e.CLOCK_START),
    seedDemo: e.SEED_DEMO === '1',
    metricsToken: e.METRICS_TOKEN,
    pgBin: e.PG_BIN === undefined ? undefined : path.resolve(e.PG_BIN),
  };
}

/** `"Prague Handball Cup" <noreply@www.praguehandballcup.com>`: the name a club sees in its inbox, at the site's own host. */
function defaultMailFrom(tournament: TournamentId, publicUrl: string): string {
  return `"${getTournament(tournament).name.en.replace(/["\\]/g, '')}" <noreply@${new URL(publicUrl).hostname}>`;
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
