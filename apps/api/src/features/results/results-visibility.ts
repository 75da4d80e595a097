import type { FastifyInstance } from 'fastify';
import { liveStreamPath, resultsShown, type LiveData, type Match, type MatchDetail } from '@phc/api-contract';
import { onConfigChange } from '../../platform/live/config-changes';
import { errorBody } from '../../platform/http/errors';
import { readConfig } from '../clubzone/transfers/deadline';

/**
 * SPEC §9 "show results on the web" switched off. A visitor still finds the schedule (who plays
 * when and where: clubs, team leaders and parents plan their day by it), but no score: the public
 * reads answer the matches without score, walkover or stage, no events, no tables and no statistics,
 * and mark the answer `resultsHidden`. The live stream, which exists to push scores, is closed (403).
 * Reporters and organisers read everything through the admin variants (SPEC §6 fallback), so the
 * match protocol works as before.
 */

/** How long a server trusts the flag it read: a write on this server clears it at once, on another within this. */
const flagTtlMs = 60_000;

export const withoutScore = (match: Match): Match => ({ ...match, homeScore: null, awayScore: null, walkOver: null, stageId: null });

export const liveWithoutResults = (live: LiveData): LiveData => ({ ...live, matches: live.matches.map(withoutScore), groupTeams: [], resultsHidden: true });

export const detailWithoutResults = (detail: MatchDetail): MatchDetail => ({ ...detail, match: withoutScore(detail.match), events: [], resultsHidden: true });

/**
 * The same hidden answer for the same source object, so the route's serialized answer (and its ETag)
 * is kept between changes as it is for the full one.
 */
export function keptPerSource<A extends object, B extends object>(hide: (source: A) => B): (source: A) => B {
  const kept = new WeakMap<A, B>();
  return (source) => {
    let hidden = kept.get(source);
    if (!hidden) kept.set(source, (hidden = hide(source)));
    return hidden;
  };
}

/** Whether results are on the web now: read once a minute, and again right after a configuration write. */
export function resultsVisibility(app: FastifyInstance): { shown: () => Promise<boolean> } {
  let read: { value: Promise<boolean>; at: number } | null = null;
  onConfigChange(app.ctx, () => (read = null));
  const load = async () => resultsShown(await readConfig(app, ['show_results']));
  return {
    shown: () => {
      if (!read || Date.now() - read.at > flagTtlMs) {
        const value = load();
        read = { value, at: Date.now() };
        value.catch(() => (read = null));
      }
      return read.value;
    },
  };
}

/** The live stream answers 403 `closed` while results are off: it would push every score. */
export function closeLiveStreamWhileHidden(app: FastifyInstance, shown: () => Promise<boolean>): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.split('?')[0] !== liveStreamPath) return;
    if (!(await shown())) return reply.code(403).send(errorBody(403, 'closed', 'Results are not shown on the web'));
  });
}
