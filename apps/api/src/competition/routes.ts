import type { FastifyInstance } from 'fastify';
import { competitionEndpoints as e, type LiveData } from '@phc/api-contract';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import type { LiveBus } from '../live/bus';
import { liveData, matchDetail, staticData } from './queries';

/**
 * Public competition reads. The live payload (every match and table) is what every phone polls:
 * it is computed once, kept until a change is announced on the live bus, and served with an ETag.
 */
export function registerCompetitionRoutes(app: FastifyInstance, bus: LiveBus): void {
  const { db, tournament } = app.ctx;
  let live: Promise<LiveData> | null = null;
  const currentLive = () => (live ??= liveData(db, tournament.sport, app.ctx.now()).catch((error) => ((live = null), Promise.reject(error))));
  bus.subscribe(() => {
    live = null;
  });

  route(app, e.live, () => currentLive());
  route(app, e.adminLive, () => liveData(db, tournament.sport, app.ctx.now()));
  route(app, e.static, () => staticData(db));
  const detail = async ({ params }: { params: { id: number } }) => (await matchDetail(db, params.id)) ?? Promise.reject(notFound(`No match ${params.id}`));
  route(app, e.matchDetail, detail);
  route(app, e.adminMatchDetail, detail);
}
