import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Tournament } from '@phc/tournaments';
import type { DbHandle } from './db/connection';
import { errorBody, HttpError } from './http/errors';
import { registerStatic } from './static/serve-app';

export interface AppOptions {
  db: DbHandle;
  tournament: Tournament;
  staticDir?: string;
  appsDir?: string;
  logger?: boolean | { level: string };
  /** Injectable clock for tests (sessions, tokens, rate limits, the demo's "today"). */
  now?: () => Date;
  trustProxy?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: { db: DbHandle['db']; dbKind: DbHandle['kind']; tournament: Tournament; now: () => Date };
  }
}

/** The composition root of the server: plugins, every domain's routes, errors, the web build. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // Ids in paths are validated by the contract; keep Fastify from rejecting long query strings first.
    routerOptions: { maxParamLength: 500 },
  });
  app.decorate('ctx', { db: options.db.db, dbKind: options.db.kind, tournament: options.tournament, now: options.now ?? (() => new Date()) });

  await app.register(fastifyCookie);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).send(errorBody(error.status, error.code, error.message, error.fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) keep their status.
      return reply.code(status).send(errorBody(status, undefined, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'internal', 'Internal server error'));
  });

  app.get('/healthz', async () => ({ ok: true, db: options.db.kind, tournament: options.tournament.id }));

  await registerStatic(app, { staticDir: options.staticDir, appsDir: options.appsDir });
  return app;
}
