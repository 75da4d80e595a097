import type { FastifyInstance } from 'fastify';
import { liveStreamPath, liveStreamResumeParam } from '@phc/api-contract';
import { errorBody } from '../http/errors';
import type { LiveDeltas } from './deltas';

/**
 * GET /api/v1/competition/live/stream: Server-Sent Events, one `change` message (with an id) per
 * change, a comment every 15 s to keep proxies from closing the connection, and a retry hint for
 * the browser. A browser that comes back with the id of the last message it had (`Last-Event-ID`,
 * or `?lastEventId=` on a new EventSource) first gets what it missed, or one `reset` when that is
 * no longer kept (then it refetches `live` once); a new browser gets a `ready` message with the id
 * to resume from.
 */
/**
 * Open streams one client address may hold on this instance: every open stream is a socket and a
 * subscriber, so one client must not hold thousands; a venue's wifi full of spectators stays far below.
 */
export const defaultStreamsPerAddress = 100;

export function registerLiveStream(app: FastifyInstance, deltas: LiveDeltas, heartbeatMs = 15_000, streamsPerAddress = defaultStreamsPerAddress): void {
  const open = new Set<() => void>();
  const perAddress = new Map<string, number>();
  // Server shutdown ends the streams first: `onClose` runs only after the server stopped listening,
  // which waits for every open connection, so a browser left open kept SIGTERM from ever finishing.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get(liveStreamPath, (request, reply) => {
    const header = request.headers['last-event-id'];
    const query = (request.query as Record<string, unknown> | undefined)?.[liveStreamResumeParam];
    const lastEventId = (typeof header === 'string' && header) || (typeof query === 'string' ? query : undefined);
    const address = request.ip;
    const held = perAddress.get(address) ?? 0;
    if (held >= streamsPerAddress) {
      reply.header('retry-after', '30');
      return reply.code(429).send(errorBody(429, 'rate_limited', 'Too many live streams open from this address'));
    }
    perAddress.set(address, held + 1);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    // Resume and subscribe in one tick: no message falls between the replay and the live ones.
    const resume = deltas.resume(lastEventId);
    if (resume.kind === 'replay' && resume.messages.length > 0) res.write(resume.messages.join(''));
    if (resume.kind === 'reset') res.write(deltas.resetMessage());
    if (resume.kind === 'fresh') res.write(deltas.readyMessage());
    const unsubscribe = deltas.subscribe((message) => res.write(message));
    const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    };
    // Only at shutdown: the browser comes back (to another instance) after the hint, spread over
    // 1–3 s so thousands of streams do not all reconnect in the same instant.
    const end = () => {
      close();
      res.end(`retry: ${1000 + Math.floor(Math.random() * 2000)}\n\n`);
    };
    open.add(end);
    request.raw.on('close', close);
  });
}
