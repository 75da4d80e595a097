import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { buildStaticOptions, sendBuildFile } from './serve-app';

export interface AdminStaticOptions {
  /** The build of apps/admin (`dist/apps/admin`); without one `/admin/` still answers the keep-alive. */
  adminDir?: string;
}

const placeholder =
  '<!doctype html><title>Administrace</title><p>Administrace turnaje zde zatím není sestavená (<code>nx build admin</code>). / The administration is not built here yet.</p>';

/**
 * SPEC §7 keep-alive: a logged-in browser fetches `GET /admin/` every few minutes (a script's fetch,
 * which asks for any type, not for a page). It stays a bodiless 204 as before; a page request, a
 * browser navigating to the area, gets the area.
 */
const isKeepAlive = (request: FastifyRequest) => !!request.user && !/text\/html/.test(request.headers.accept ?? '');

/**
 * Serves the administration area (issue 16) under `/admin/`: hashed assets cached for a year,
 * index.html for every page path (the area routes itself) and always revalidated.
 */
export async function registerAdmin(app: FastifyInstance, options: AdminStaticOptions): Promise<void> {
  const dir = options.adminDir && fs.existsSync(path.join(options.adminDir, 'index.html')) ? path.resolve(options.adminDir) : undefined;
  // The tournament app's static serving decorates `reply.sendFile` when it has a build; reuse it.
  if (dir && !app.hasReplyDecorator('sendFile')) await app.register(fastifyStatic, { root: dir, ...buildStaticOptions });

  const sendFile = (reply: FastifyReply, file: string) => sendBuildFile(reply, dir as string, file);
  const page = (reply: FastifyReply) => (dir ? sendFile(reply, 'index.html') : reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(placeholder));

  app.get('/admin/', async (request, reply) => (isKeepAlive(request) ? reply.code(204).send() : page(reply)));

  app.get('/admin/*', async (request, reply) => {
    const relative = decodeURIComponent(request.url.split('?')[0]).replace(/^\/admin\/+/, '');
    if (dir) {
      const candidate = path.join(dir, relative);
      if (relative && candidate.startsWith(dir + path.sep) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return sendFile(reply, relative);
    }
    // A missing asset is a real 404; anything else is a page of the area, which renders its own not-found.
    if (/\.[a-z0-9]{1,5}$/i.test(relative)) return reply.code(404).type('text/plain').send('Not found');
    return page(reply);
  });
}
