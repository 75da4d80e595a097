import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

export interface SecurityOptions {
  /** Mapbox serves styles, tiles and telemetry from its own hosts; without a token the map draws OpenFreeMap's style. */
  mapbox?: boolean;
  /** Google Tag Manager configured (`tag_manager_id`): its script and the analytics it sends to. */
  tagManager?: boolean;
  /** Meta pixel configured (`pixel_id`). */
  pixel?: boolean;
}

/**
 * The CSP of the web app: our own scripts only; inline styles because styled-components injects
 * them; map style, tiles, glyphs and sprites from OpenFreeMap, or from Mapbox when configured, its workers
 * from blob: URLs; images from anywhere over HTTPS (partner logos, content pictures). The tag
 * manager's and the pixel's hosts only while they are configured.
 */
export function contentSecurityPolicy(options: SecurityOptions = {}): string {
  // The map's client (libs/map engine-choice.ts streetStyleUrl) fetches everything of the keyless style from this one host.
  const mapHosts = options.mapbox ? ['https://api.mapbox.com', 'https://*.tiles.mapbox.com', 'https://events.mapbox.com'] : ['https://tiles.openfreemap.org'];
  const tagManager = options.tagManager ? { script: ['https://www.googletagmanager.com'], connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'] } : { script: [], connect: [] };
  const pixel = options.pixel ? { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com', 'https://connect.facebook.net'] } : { script: [], connect: [] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...tagManager.script, ...pixel.script],
    'style-src': ["'self'", "'unsafe-inline'", ...(options.mapbox ? ['https://api.mapbox.com'] : [])],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...mapHosts, ...tagManager.connect, ...pixel.connect],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com', ...(options.tagManager ? ['https://www.googletagmanager.com'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers on every answer, also the ones Node writes itself for a request it cannot parse. */
export const baseSecurityHeaders = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'SAMEORIGIN' } as const;

/**
 * Node answers a request it cannot parse (bad syntax 400, headers too large 431) before Fastify sees
 * it; this answer carries the same security headers as every other.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return void socket.destroy();
  const [status, text] = error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request'];
  const body = JSON.stringify({ error: { status, code: status === 431 ? 'headers_too_large' : 'bad_request', message: text } });
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close', 'content-security-policy': "default-src 'none'", ...baseSecurityHeaders };
  socket.end(`HTTP/1.1 ${status} ${text}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`);
}

/** Headers on every answer; the CSP only on HTML, where it means something. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions & { analytics?: () => Promise<{ tagManager: boolean; pixel: boolean }> } = {}): void {
  const policies = new Map<string, string>();
  const policyFor = (tagManager: boolean, pixel: boolean) => {
    const key = `${tagManager}|${pixel}`;
    if (!policies.has(key)) policies.set(key, contentSecurityPolicy({ mapbox: options.mapbox, tagManager, pixel }));
    return policies.get(key) as string;
  };
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) reply.header(name, value);
    // Only over HTTPS (directly or behind a trusted proxy): on plain HTTP it would be ignored anyway,
    // and a developer's localhost must not be pinned to HTTPS.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const analytics = (await options.analytics?.()) ?? { tagManager: false, pixel: false };
      reply.header('content-security-policy', policyFor(analytics.tagManager, analytics.pixel));
    }
  });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The body types a write may carry: JSON, and multipart for the upload calls (a scope of their own). */
const writeBodyTypes = /^(application\/json|multipart\/form-data)\s*(;|$)/i;

/**
 * Cross-site request forgery: SameSite=Lax keeps the cookie off cross-site form posts in current
 * browsers only, so every write must also come from this site. Browsers send `Origin` on every
 * non-GET request (and `Sec-Fetch-Site`); a write naming another origin is refused. Calls without
 * either (scripts, curl, tests) are not a browser acting for a victim and pass. The forms a foreign
 * page can send without a CORS preflight (text/plain, urlencoded) are refused by their type.
 */
export function registerWriteOriginCheck(app: FastifyInstance, options: { publicUrl: string }): void {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (origin !== undefined) {
      const own = `${request.protocol}://${request.host}`;
      if (origin !== options.publicUrl && origin !== own) throw new HttpError(403, 'cross_origin', 'Writes are accepted from this site only');
    } else if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new HttpError(403, 'cross_origin', 'Writes are accepted from this site only');
    }
    const type = request.headers['content-type'];
    if (type !== undefined && !writeBodyTypes.test(type)) throw new HttpError(415, 'unsupported_media_type', 'Send the body as application/json');
  });
}
