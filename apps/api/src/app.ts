import { randomBytes } from 'node:crypto';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Tournament } from '@phc/tournaments';
import { createMailer } from './platform/auth/mail';
import { createClubNotices } from './features/clubzone/notices/club-notices';
import { registerFollowedTeamsRoutes } from './platform/auth/followed-teams';
import { registerAuthRoutes } from './platform/auth/routes';
import { registerSessions } from './platform/auth/sessions';
import { registerCalendarRoutes } from './features/results/calendar/routes';
import { registerCompetitionRoutes } from './features/results/routes';
import { registerCompetitionWrites } from './features/match-protocol/writes';
import { registerCmsRoutes } from './features/cms';
import { createFileStore, type FileStore } from './platform/uploads/storage';
import { registerPublicParticipantRoutes } from './features/participants/routes';
import { registerMapRoutes } from './features/map/routes';
import { registerEnumRoutes } from './features/clubzone/enums-routes';
import { registerDocsRoutes } from './platform/docs/routes';
import { registerRegistrationRoutes } from './features/clubzone/registration/routes';
import { registerParticipantRoutes } from './features/clubzone/participants';
import { registerTeamRequestRoutes } from './features/clubzone/team-requests';
import { registerTeamLeaderRoutes } from './features/clubzone/team-leaders';
import { registerTrainingRoutes } from './features/clubzone/trainings';
import { registerRosterRoutes } from './features/clubzone/roster';
import { registerRefereeRoutes } from './features/match-protocol/referees';
import { registerClubRoutes } from './features/clubzone/club-routes';
import { registerTransferRoutes } from './features/clubzone/transfers/routes';
import type { DbHandle } from './platform/db/connection';
import { errorBody, HttpError } from './platform/http/errors';
import { clientErrorHandler, registerSecurityHeaders, registerWriteOriginCheck } from './platform/http/security';
import { createLiveBus, type LiveBus } from './platform/live/bus';
import { createLiveDeltas } from './platform/live/deltas';
import type { ReplayLimits } from './platform/live/replay-buffer';
import { registerLiveStream } from './platform/live/stream';
import { registerStatic } from './platform/static/serve-app';
import { registerAdmin } from './platform/static/serve-admin';
import { registerAdminRoutes } from './features/admin/routes';
import { onConfigChange } from './platform/live/config-changes';
import { createOpsMetrics, instrumentLiveDeltas } from './platform/ops/metrics';
import { registerOps, type OpsControl } from './platform/ops/routes';

export interface AppOptions {
  db: DbHandle;
  tournament: Tournament;
  staticDir?: string;
  appsDir?: string;
  /** The administration area's build, served at /admin/ (issue 16). */
  adminDir?: string;
  logger?: boolean | { level: string };
  /** Injectable clock for tests (sessions, tokens, rate limits, the demo's "today"). */
  now?: () => Date;
  /** Who may set X-Forwarded-*: a hop count or the proxies' addresses (never every hop). */
  trustProxy?: false | number | string[];
  smtpUrl?: string;
  /** The From header of e-mails (MAIL_FROM through config.ts); test apps send as noreply@localhost. */
  mailFrom?: string;
  /** Signs the session cookie; a random one per app when absent (tests). */
  sessionSecret?: string;
  /** Lets the web app's CSP reach Mapbox's hosts. */
  mapboxToken?: string;
  /** The site's public origin: links in e-mails, the origin writes must come from. Default http://localhost:3000. */
  publicUrl?: string;
  /** Where uploaded files are written; a temporary folder removed at close when absent. */
  uploadDir?: string;
  /** Shared by several apps in one process (tests); by default each app makes its own. */
  bus?: LiveBus;
  /** How many sent live changes, and for how long, a reconnecting browser can still get. */
  liveReplay?: ReplayLimits;
  /** Open live streams one client address may hold (default 100). */
  liveStreamsPerAddress?: number;
  /** /metrics answers with this bearer token only; without one there is no /metrics. */
  metricsToken?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: { db: DbHandle['db']; dbKind: DbHandle['kind']; tournament: Tournament; now: () => Date; bus: LiveBus; files: FileStore };
    /** Readiness: main.ts drains on SIGTERM. */
    ops: OpsControl;
  }
}

/**
 * Whether the tag manager and the pixel are configured (the web app loads them from these ids, in
 * the same shapes), read at most once a minute or after a configuration write: the page's CSP must let exactly those in.
 */
function configuredAnalytics(db: DbHandle['db'], ctx: object) {
  let cached: { at: number; value: Promise<{ tagManager: boolean; pixel: boolean }> } | null = null;
  onConfigChange(ctx, () => (cached = null));
  return () => {
    if (!cached || Date.now() - cached.at > 60_000) {
      const value = db
        .selectFrom('config_values')
        .select(['key', 'value'])
        .where('key', 'in', ['tag_manager_id', 'pixel_id'])
        .execute()
        .then((rows) => {
          const of = (key: string) => rows.find((r) => r.key === key)?.value?.trim() ?? '';
          return { tagManager: /^GTM-[A-Z0-9]{4,12}$/.test(of('tag_manager_id')), pixel: /^\d{6,20}$/.test(of('pixel_id')) };
        })
        .catch(() => ({ tagManager: false, pixel: false }));
      cached = { at: Date.now(), value };
    }
    return cached.value;
  };
}

/**
 * Fastify takes a bare number as "trust nobody"; a hop count is the proxy-addr function that trusts
 * the `hops` nearest addresses (the socket's peer is hop 0), so a client's own X-Forwarded-For entries stay untrusted.
 */
function trustProxyOption(value: AppOptions['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value ?? false;
  return (_address, hop) => hop < value;
}

/** The composition root of the server: plugins, every domain's routes, errors, the web build. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request drowns the log of a busy tournament day; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(options.trustProxy),
    bodyLimit: 1024 * 1024,
    // Ids in paths are validated by the contract; keep Fastify from rejecting long query strings first.
    routerOptions: { maxParamLength: 500 },
    clientErrorHandler,
  });
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const metrics = createOpsMetrics({ tournament: options.tournament.id });
  const bus = options.bus ?? (await createLiveBus(options.db, { log: app.log, observer: metrics.bus }));
  if (!options.bus) app.addHook('onClose', () => bus.close());
  const files = createFileStore(options.uploadDir);
  app.addHook('onClose', () => files.close());
  app.decorate('ctx', { db: options.db.db, dbKind: options.db.kind, tournament: options.tournament, now: options.now ?? (() => new Date()), bus, files });

  await app.register(fastifyCookie, { secret: options.sessionSecret ?? randomBytes(32).toString('base64url') });
  registerSessions(app);

  registerSecurityHeaders(app, { mapbox: !!options.mapboxToken, analytics: configuredAnalytics(options.db.db, app.ctx) });
  registerWriteOriginCheck(app, { publicUrl });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).send(errorBody(error.status, error.code, error.message, error.fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) keep their status.
      return reply.code(status).send(errorBody(status, undefined, error.message));
    }
    // Name, message and stack only: a database error object carries the statement's parameters
    // (password hashes, tokens) that must not reach the log.
    request.log.error({ err: { type: error.name, message: error.message, code: (error as { code?: unknown }).code, stack: error.stack } }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'internal', 'Internal server error'));
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send(errorBody(404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}`)));

  app.decorate('ops', registerOps(app, { db: options.db, bus, tournament: options.tournament.id, now: app.ctx.now, metrics, metricsToken: options.metricsToken }));
  const mailer = createMailer(app, options.smtpUrl, options.mailFrom ?? 'noreply@localhost');
  const notices = createClubNotices(app, mailer, publicUrl);
  registerAuthRoutes(app, mailer, { publicUrl });
  registerFollowedTeamsRoutes(app);
  const deltas = createLiveDeltas({ db: options.db.db, sport: options.tournament.sport, bus, now: app.ctx.now, limits: options.liveReplay, log: app.log });
  registerCompetitionRoutes(app, bus, deltas);
  registerCompetitionWrites(app);
  registerCalendarRoutes(app, bus, { publicUrl });
  registerPublicParticipantRoutes(app);
  registerMapRoutes(app);
  registerEnumRoutes(app);
  registerDocsRoutes(app);
  registerRegistrationRoutes(app, notices);
  registerParticipantRoutes(app);
  registerTeamRequestRoutes(app);
  registerTeamLeaderRoutes(app, mailer, { publicUrl });
  registerTrainingRoutes(app);
  registerRosterRoutes(app);
  registerRefereeRoutes(app);
  registerClubRoutes(app);
  registerTransferRoutes(app);
  registerLiveStream(app, instrumentLiveDeltas(deltas, metrics), undefined, options.liveStreamsPerAddress);
  registerCmsRoutes(app);
  registerAdminRoutes(app, { mail: mailer, publicUrl, notices });

  await registerStatic(app, { staticDir: options.staticDir, appsDir: options.appsDir });
  await registerAdmin(app, { adminDir: options.adminDir });
  return app;
}
