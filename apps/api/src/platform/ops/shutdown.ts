import type { FastifyInstance } from 'fastify';

/** Inside the 5 s a service manager or an orchestrator usually grants before SIGKILL. */
export const shutdownDeadlineMs = 4_500;

/**
 * SIGTERM (or SIGINT) ends the instance without losing work: /readyz turns 503 at once, the server
 * stops accepting, the requests in flight finish, the live streams end with a retry hint (they
 * reconnect through the balancer to another instance), then the database closes and the process
 * exits 0. Past the deadline, or on a second signal, it exits 1 rather than hang until killed.
 */
export function exitOnSignals(app: FastifyInstance, closeDb: () => Promise<void>, deadlineMs = shutdownDeadlineMs): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    const started = Date.now();
    app.ops.drain();
    app.log.info(`${signal}: draining (not ready), closing`);
    setTimeout(() => {
      app.log.error(`shutdown still busy after ${deadlineMs} ms: exiting`);
      process.exit(1);
    }, deadlineMs).unref();
    try {
      await app.close();
      await closeDb();
      app.log.info(`closed in ${Date.now() - started} ms`);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
