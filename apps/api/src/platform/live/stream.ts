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

const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

/** The last words to a stream at shutdown: come back after 1–3 s, so thousands do not all reconnect in the same instant. */
const comeBackHint = () => `retry: ${1000 + Math.floor(Math.random() * 2000)}\n\n`;

export function registerLiveStream(app: FastifyInstance, deltas: LiveDeltas, heartbeatMs = 15_000, streamsPerAddress = defaultStreamsPerAddress): void {
  const open = new Set<() => void>();
  const perAddress = new Map<string, number>();
  // Server shutdown ends the streams first: `onClose` runs only after the server stopped listening,
  // which waits for every open connection, so a browser left open kept SIGTERM from ever finishing.
  // Set once the streams were ended: a request that arrives after that (the server still accepts until
  // `onClose`) would hold its connection open, and SIGTERM would miss its deadline waiting for it.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const end of open) end();
  });
  app.get(liveStreamPath, (request, reply) => {
    const header = request.headers['last-event-id'];
    const query = (request.query as Record<string, unknown> | undefined)?.[liveStreamResumeParam];
    const lastEventId = (typeof header === 'string' && header) || (typeof query === 'string' ? query : undefined);
    if (closing) {
      reply.hijack();
      reply.raw.writeHead(200, streamHeaders);
      reply.raw.end(comeBackHint());
      return;
    }
    const address = request.ip;
    const held = perAddress.get(address) ?? 0;
    if (held >= streamsPerAddress) {
      reply.header('retry-after', '30');
      return reply.code(429).send(errorBody(429, 'rate_limited', 'Too many live streams open from this address'));
    }
    perAddress.set(address, held + 1);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, streamHeaders);
    res.write('retry: 3000\n\n');
    // Subscribed before the resume is worked out (it may read the table): live messages wait
    // meanwhile, and only those after the last id written go out, so none is lost or sent twice.
    let closed = false;
    let sent = Number.POSITIVE_INFINITY;
    const waiting: [string, number][] = [];
    const write = (message: string, id: number) => {
      if (id <= sent) return;
      res.write(message);
      sent = id;
    };
    const unsubscribe = deltas.subscribe((message, id) => (sent === Number.POSITIVE_INFINITY ? waiting.push([message, id]) : write(message, id)));
    void deltas.resume(lastEventId).then((resume) => {
      if (closed) return;
      if (resume.kind === 'replay') {
        sent = resume.after;
        for (const message of resume.messages) write(message.text, message.id);
      } else {
        const first = resume.kind === 'reset' ? deltas.resetMessage() : deltas.readyMessage();
        res.write(first);
        sent = Number(/^id: (\d+)/.exec(first)?.[1] ?? 0);
      }
      for (const [message, id] of waiting.splice(0)) write(message, id);
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
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
      res.end(comeBackHint());
    };
    open.add(end);
    request.raw.on('close', close);
  });
}
