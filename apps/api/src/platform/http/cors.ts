import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public reads are an open API: any site may GET them, without credentials (no
 * allow-credentials, so a browser never sends the session cookie cross-site). Writes and
 * signed-in calls get no CORS header and stay same-origin (see registerWriteOriginCheck).
 * Sent on every public GET, not only those with an Origin: the answers are cacheable, and a copy cached
 * for a same-site request must still let another site read it (an Origin-dependent header needs Vary).
 */
export function allowOtherOrigins(request: FastifyRequest, reply: FastifyReply): void {
  if (request.method === 'GET') reply.header('access-control-allow-origin', '*');
}
