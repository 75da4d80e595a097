import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { LiveBusObserver } from '../live/bus';
import type { LiveDeltas } from '../live/deltas';
import type { DbHandle } from '../db/connection';

/**
 * The instance's Prometheus metrics, in a registry of its own: tests build many apps in one process,
 * and prom-client's global registry would refuse the second app's metrics of the same name.
 */
export interface OpsMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  liveStreams: Gauge;
  liveMessages: Counter<'event'>;
  liveSent: Counter;
  liveResumes: Counter<'outcome'>;
  liveReplayed: Counter;
  bus: LiveBusObserver;
}

/** Seconds; from a cached `live` answer (a millisecond) to a slow export. */
const durationBuckets = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const lagBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createOpsMetrics(labels: { tournament: string }): OpsMetrics {
  const registry = new Registry();
  // Eleven tournaments send to one Prometheus: each series says whose it is.
  registry.setDefaultLabels(labels);
  const registers = [registry];
  const reconnects = new Counter({ name: 'phc_live_bus_reconnects_total', help: 'LISTEN connections to PostgreSQL made again after one was lost', registers });
  const losses = new Counter({ name: 'phc_live_bus_losses_total', help: 'LISTEN connections to PostgreSQL lost', registers });
  const lag = new Histogram({ name: 'phc_live_bus_notification_lag_seconds', help: "From another instance's publish to its notification here", buckets: lagBuckets, registers });
  return {
    registry,
    httpDuration: new Histogram({ name: 'phc_http_request_duration_seconds', help: 'HTTP requests by method, route pattern and status, with their durations', labelNames: ['method', 'route', 'status_code'], buckets: durationBuckets, registers }),
    liveStreams: new Gauge({ name: 'phc_live_streams_open', help: 'Live (SSE) streams open on this instance', registers }),
    liveMessages: new Counter({ name: 'phc_live_messages_total', help: 'Live messages made, one per change (event: change or reset)', labelNames: ['event'], registers }),
    liveSent: new Counter({ name: 'phc_live_messages_sent_total', help: 'Live messages written to streams (one per message and open stream)', registers }),
    liveResumes: new Counter({ name: 'phc_live_resumes_total', help: 'Live streams opened: fresh, replay (missed messages sent) or reset (too old, the browser refetches live)', labelNames: ['outcome'], registers }),
    liveReplayed: new Counter({ name: 'phc_live_replayed_messages_total', help: 'Missed messages sent to reconnecting streams', registers }),
    bus: {
      reconnected: () => reconnects.inc(),
      lost: () => losses.inc(),
      notified: (lagMs) => lag.observe(Math.max(0, lagMs) / 1000),
    },
  };
}

/**
 * Process figures (event-loop lag, heap, CPU, file descriptors, GC) and the database pool. Only where
 * /metrics is served: the event-loop monitor and the GC observer run for the life of the process.
 */
export function collectProcessMetrics(metrics: OpsMetrics, db: DbHandle): void {
  collectDefaultMetrics({ register: metrics.registry });
  const stats = db.poolStats;
  if (!stats) return;
  const registers = [metrics.registry];
  new Gauge({ name: 'phc_db_pool_connections', help: 'PostgreSQL connections of the pool', registers, collect: function () { this.set(stats().total); } });
  new Gauge({ name: 'phc_db_pool_idle_connections', help: 'PostgreSQL connections of the pool not in use', registers, collect: function () { this.set(stats().idle); } });
  new Gauge({ name: 'phc_db_pool_waiting_queries', help: 'Queries waiting for a free connection of the pool', registers, collect: function () { this.set(stats().waiting); } });
}

/** Every answer by its route's pattern (`/api/v1/competition/match/:id`), never the raw URL: one series per route, not per id. */
export function instrumentHttp(app: FastifyInstance, metrics: OpsMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    metrics.httpDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

const eventOf = (message: string) => /^event: (\w+)$/m.exec(message)?.[1] ?? 'message';

/**
 * The live stream's figures, counted at the door it uses (the deltas): every open stream
 * subscribes once and unsubscribes when it closes, every resume says what the browser was owed.
 */
export function instrumentLiveDeltas(deltas: LiveDeltas, metrics: OpsMetrics): LiveDeltas {
  let streams = 0;
  // Subscribed before any stream: it sees each message once, while every stream open gets it.
  deltas.subscribe((message) => {
    metrics.liveMessages.inc({ event: eventOf(message) });
    if (streams > 0) metrics.liveSent.inc(streams);
  });
  return {
    ...deltas,
    subscribe(listener) {
      streams += 1;
      metrics.liveStreams.set(streams);
      const unsubscribe = deltas.subscribe(listener);
      let open = true;
      return () => {
        if (open) metrics.liveStreams.set((streams -= 1));
        open = false;
        unsubscribe();
      };
    },
    async resume(lastEventId) {
      const resume = await deltas.resume(lastEventId);
      metrics.liveResumes.inc({ outcome: resume.kind });
      if (resume.kind === 'replay') metrics.liveReplayed.inc(resume.messages.length);
      return resume;
    },
  };
}
