import type { FastifyInstance } from 'fastify';
import type { LiveBus } from './bus';

/**
 * GET /api/v1/competition/live/stream: Server-Sent Events, one `data:` line per change, a comment
 * every 15 s to keep proxies from closing the connection, and a retry hint for the browser.
 */
export function registerLiveStream(app: FastifyInstance, bus: LiveBus, heartbeatMs = 15_000): void {
  const open = new Set<() => void>();
  // Server shutdown ends the streams, or close() would wait for every browser to go away.
  app.addHook('onClose', async () => {
    for (const end of open) end();
  });
  app.get('/api/v1/competition/live/stream', (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const unsubscribe = bus.subscribe((event) => res.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`));
    const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
    };
    const end = () => {
      close();
      res.end();
    };
    open.add(end);
    request.raw.on('close', close);
  });
}
