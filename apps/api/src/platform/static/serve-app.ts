import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Paths the API owns: never answered with the SPA. */
const apiPrefixes = ['/api/', '/graphql', '/logout', '/admin/', '/healthz', '/readyz', '/metrics', '/apidocs', '/img/', '/uploads/'];
export const isApiPath = (url: string) => apiPrefixes.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));

export interface StaticOptions {
  /** The tournament app build this instance serves. */
  staticDir?: string;
  /**
   * Dev/test only: a folder of several app builds (dist/apps); a request to `<id>.localhost` gets
   * the build of that tournament, so one server shows every tournament's web app.
   */
  appsDir?: string;
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || /text\/html|\*\/\*/.test(accept);
}

function appDirFor(request: FastifyRequest, options: StaticOptions): string | undefined {
  if (options.appsDir) {
    const sub = request.hostname.split('.')[0];
    const dir = path.join(options.appsDir, sub);
    if (request.hostname.includes('.localhost') && fs.existsSync(path.join(dir, 'index.html'))) return dir;
  }
  return options.staticDir && fs.existsSync(path.join(options.staticDir, 'index.html')) ? options.staticDir : undefined;
}

/** `@fastify/static`'s options for a web build: `reply.sendFile` sends the file's `.br` or `.gz` form. */
export const buildStaticOptions = {
  serve: false,
  decorateReply: true,
  // Picks `<file>.br` or `<file>.gz` by Accept-Encoding (q=0 refuses), falls back to the next form
  // when one is missing, and sends the original's Content-Type with the Content-Encoding.
  preCompressed: true,
} as const;

/** How long a browser keeps a file of the build without asking again, by its path. */
export function buildFileCacheControl(file: string): string {
  // Hashed names: a new build names its changed files anew.
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  // Country flags (tools/vite/country-flags.mts) are named by country, not by content, but a country's
  // flag changes in years, not days: a month, then revalidated by ETag.
  if (file.startsWith('flags/')) return 'public, max-age=2592000';
  return 'no-cache';
}

/**
 * Sends a file of a web build (`dir`, with `reply.sendFile` from {@link buildStaticOptions}): hashed
 * `assets/` cached for a year, flags for a month, anything else revalidated on every use.
 */
export function sendBuildFile(reply: FastifyReply, dir: string, file: string) {
  reply.header('cache-control', buildFileCacheControl(file));
  // The answer depends on Accept-Encoding: a cache between must not hand brotli to a browser without it.
  reply.header('vary', 'accept-encoding');
  return reply.sendFile(file, dir, { cacheControl: false });
}

/**
 * Serves the tournament's web build: hashed assets cached for a year, index.html always revalidated,
 * and index.html for any page path the SPA routes itself (including its not-found page). Each file
 * goes as the smallest form the browser accepts that the build wrote beside it (tools/vite/precompress.mts:
 * `.br`, then `.gz`, else the file itself), so nothing is compressed per request.
 */
export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const roots = [options.staticDir, ...(options.appsDir && fs.existsSync(options.appsDir) ? fs.readdirSync(options.appsDir).map((d) => path.join(options.appsDir as string, d)) : [])].filter(
    (dir): dir is string => !!dir && fs.existsSync(dir),
  );
  if (roots.length === 0) return;
  await app.register(fastifyStatic, { root: roots[0], ...buildStaticOptions });

  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0];
    if (isApiPath(url)) {
      return reply.code(404).send({ error: { status: 404, code: 'not_found', message: `No API route ${url}` } });
    }
    const dir = appDirFor(request, options);
    if (!dir) return reply.code(404).type('text/plain').send('No web build here: run `nx build <tournament>`.');
    const relative = decodeURIComponent(url).replace(/^\/+/, '');
    const candidate = path.join(dir, relative);
    if (relative && candidate.startsWith(dir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return sendBuildFile(reply, dir, relative);
    }
    // A missing asset, or a request that does not want a page (a script's fetch), is a real 404;
    // anything else is a page of the SPA, which renders its own not-found page.
    if (/\.[a-z0-9]{1,5}$/i.test(relative) || !acceptsHtml(request)) return reply.code(404).type('text/plain').send('Not found');
    return sendBuildFile(reply, dir, 'index.html');
  });
}
