import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** Mapbox serves styles, tiles and telemetry from its own hosts; without a token the map uses our origin only. */
  mapbox?: boolean;
}

/**
 * The CSP of the web app: our own scripts only; inline styles because styled-components injects
 * them; map tiles, glyphs and sprites from this origin (plus Mapbox when configured), its workers
 * from blob: URLs; images from anywhere over HTTPS (partner logos, content pictures).
 */
export function contentSecurityPolicy(options: SecurityOptions = {}): string {
  const mapboxHosts = options.mapbox ? ['https://api.mapbox.com', 'https://*.tiles.mapbox.com', 'https://events.mapbox.com'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'", ...(options.mapbox ? ['https://api.mapbox.com'] : [])],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...mapboxHosts],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers on every answer; the CSP only on HTML, where it means something. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions = {}): void {
  const csp = contentSecurityPolicy(options);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('content-security-policy', csp);
  });
}
