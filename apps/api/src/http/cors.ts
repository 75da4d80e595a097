import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public reads are an open API: any site may GET them, without credentials (no
 * allow-credentials, so a browser never sends the session cookie cross-site). Writes and
 * signed-in calls get no CORS header and stay same-origin (see registerWriteOriginCheck).
 */
export function allowOtherOrigins(request: FastifyRequest, reply: FastifyReply): void {
  if (request.method !== 'GET' || request.headers.origin === undefined) return;
  reply.header('access-control-allow-origin', '*');
}
