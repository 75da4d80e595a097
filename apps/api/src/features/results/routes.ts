import type { FastifyInstance } from 'fastify';
import { competitionEndpoints as e, type MatchDetail, type StaticData, type StatisticsRow } from '@phc/api-contract';
import { getSportRules, tournamentDay } from '@phc/tournaments';
import { onConfigChange } from '../../platform/live/config-changes';
import { notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import type { LiveBus } from '../../platform/live/bus';
import type { LiveDeltas } from '../../platform/live/deltas';
import { liveData, matchDetail, staticData } from './queries';
import { closeLiveStreamWhileHidden, detailWithoutResults, keptPerSource, liveWithoutResults, resultsVisibility } from './results-visibility';
import { categoryStatistics } from './statistics';

/** Static data (teams, halls) changes only through the administration: a minute is fresh enough (configuration writes clear it at once). */
const staticTtlMs = 60_000;
const maxCachedMatches = 500;

/**
 * Public competition reads: what every phone in every hall polls. Each answer is computed once and
 * kept (serialized, hashed and gzipped once by route()) until the live bus announces a change to
 * it, so a read costs no database work between changes. `live` is kept by the stream's delta
 * producer, which patches it with each change instead of reading the whole tournament again.
 */
export function registerCompetitionRoutes(app: FastifyInstance, bus: LiveBus, deltas: LiveDeltas): void {
  const { db, tournament } = app.ctx;
  let statics: { data: Promise<StaticData>; at: number } | null = null;
  const matches = new Map<number, Promise<MatchDetail | null>>();
  const statistics = new Map<string, Promise<StatisticsRow[]>>();

  const forget = <T>(promise: Promise<T>, clear: () => void) => promise.catch((error) => (clear(), Promise.reject(error)));
  bus.subscribe((event) => {
    statistics.clear();
    // A published (or rebuilt) competition changes the groups and teams of the static answer.
    if (event.type === 'competition') statics = null;
    if (event.matchId === undefined) matches.clear();
    else matches.delete(event.matchId);
  });

  // The configuration is part of the static answer: an administration change applies on the next read.
  onConfigChange(app.ctx, () => (statics = null));

  // SPEC §9 "show results" off: the schedule stays public, the scores do not (results-visibility.ts).
  const visibility = resultsVisibility(app);
  closeLiveStreamWhileHidden(app, visibility.shown);
  const hiddenLive = keptPerSource(liveWithoutResults);
  const hiddenDetail = keptPerSource(detailWithoutResults);

  route(app, e.live, async () => {
    const live = await deltas.live();
    return (await visibility.shown()) ? live : hiddenLive(live);
  });
  route(app, e.adminLive, () => liveData(db, tournament.sport, app.ctx.now()));
  route(app, e.static, () => {
    if (!statics || Date.now() - statics.at > staticTtlMs) statics = { data: forget(staticData(db), () => (statics = null)), at: Date.now() };
    return statics.data;
  });

  const cachedDetail = (id: number) => {
    let detail = matches.get(id);
    if (!detail) {
      if (matches.size >= maxCachedMatches) matches.delete(matches.keys().next().value as number);
      detail = forget(matchDetail(db, id), () => matches.delete(id));
      matches.set(id, detail);
    }
    return detail;
  };
  route(app, e.matchDetail, async ({ params, query }) => {
    // The uncached variant (a `_ts` query) always reads the database.
    const detail = query._ts ? await matchDetail(db, params.id) : await cachedDetail(params.id);
    if (!detail) throw notFound(`No match ${params.id}`);
    const shown = await visibility.shown();
    // Only the uncached answer carries the day: a kept one would say yesterday after midnight.
    if (query._ts) return { ...(shown ? detail : detailWithoutResults(detail)), today: tournamentDay(app.ctx.now()) };
    return shown ? detail : hiddenDetail(detail);
  });
  route(app, e.statistics, async ({ params, query }) => {
    // Statistics are results too: none while results are off.
    if (!(await visibility.shown())) return { data: [] };
    const sort = query.sortedBy ?? getSportRules(tournament.sport).defaultStatisticsSort;
    const key = `${params.categoryId}:${sort}`;
    let rows = statistics.get(key);
    if (!rows) {
      rows = forget(categoryStatistics(db, params.categoryId, sort), () => statistics.delete(key));
      statistics.set(key, rows);
    }
    return { data: (await rows).map((row) => ({ _data: row })) };
  });
  route(app, e.adminMatchDetail, async ({ params }) => {
    const detail = await matchDetail(db, params.id);
    if (!detail) throw notFound(`No match ${params.id}`);
    return { ...detail, today: tournamentDay(app.ctx.now()) };
  });
}
