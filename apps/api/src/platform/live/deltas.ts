import type { Kysely } from 'kysely';
import { applyLiveDelta, groupPlaceOf, sameRow, type GroupTeamStanding, type LiveData, type LiveDelta, type LiveEvent, type Match } from '@phc/api-contract';
import type { Sport } from '@phc/tournaments';
import { groupStandings, liveData, selectMatches, toMatch } from '../../features/results/queries';
import type { Database } from '../db/schema';
import type { LiveBus } from './bus';
import { createReplayBuffer, defaultReplayLimits, type ReplayLimits, type SentMessage } from './replay-buffer';

/** What a resuming browser is owed (see replay-buffer.ts); a resume from the table arrives as a replay or a reset. */
export type StreamResume = { kind: 'fresh' } | { kind: 'replay'; after: number; messages: SentMessage[] } | { kind: 'reset' };

export interface LiveDeltas {
  /** The `live` answer: one object per state, patched by every change (SPEC §7 shape). */
  live(): Promise<LiveData>;
  /** Every serialized stream message as it is made, the same string for every stream. */
  subscribe(listener: (message: string, id: number) => void): () => void;
  /** What a browser resuming after `lastEventId` is owed: from memory, or read from the table when older. */
  resume(lastEventId: string | undefined): Promise<StreamResume>;
  /** The reset message (its id is the last one sent, so the browser resumes from there next time). */
  resetMessage(): string;
  /**
   * The first message of a fresh stream: the id to resume from, and when the `live` data it follows
   * was made (a browser holding another one refetches it once).
   */
  readyMessage(): string;
  /** Settles once every change heard so far is handled (tests). */
  idle(): Promise<void>;
}

const resetAt = (id: number) => `id: ${id}\nevent: reset\ndata: {}\n\n`;
const changeAt = (id: number, delta: LiveDelta) => `id: ${id}\nevent: change\ndata: ${JSON.stringify(delta)}\n\n`;

export interface LiveDeltasOptions {
  db: Kysely<Database>;
  sport: Sport;
  bus: LiveBus;
  now: () => Date;
  limits?: ReplayLimits;
  log?: { error(details: object, message: string): void };
}

/**
 * Turns bus events into stream messages once per change, whatever the number of streams: reads the
 * changed match and, for a finished (or formerly finished) match of a group-stage group, recomputes
 * that group's table. The same change
 * patches that `live` data, so the `live` answer and the stream never disagree, and a change costs
 * the database one match row (and one group's table) instead of the whole tournament.
 *
 * If working out a change fails, the kept data is dropped and every stream gets a reset: the
 * browsers refetch `live` rather than miss a change.
 */
export function createLiveDeltas(options: LiveDeltasOptions): LiveDeltas {
  const { db, sport, bus, now } = options;
  const buffer = createReplayBuffer(options.limits ?? defaultReplayLimits, { start: bus.lastId() });
  const listeners = new Set<(message: string, id: number) => void>();
  let state: Promise<LiveData> | null = null;
  // The same data as `state` once it is there (the ready message cannot wait for it).
  let current: LiveData | null = null;
  // Changes are handled one after another, in the order heard: each one diffs against the last.
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };
  const load = () =>
    (state ??= liveData(db, sport, now()).then(
      (data) => (current = data),
      (error: unknown) => ((state = null), Promise.reject(error)),
    ));
  const broadcast = (message: SentMessage) => {
    for (const listener of listeners) listener(message.text, message.id);
  };
  const resetMessage = () => `id: ${buffer.lastId()}\nevent: reset\ndata: {}\n\n`;

  const handle = async (event: LiveEvent, id: number) => {
    // A whole competition appeared or changed (issue 17): no delta describes it, the browsers refetch.
    if (event.type === 'competition') {
      state = null;
      current = null;
      broadcast(buffer.push(id, resetAt));
      return;
    }
    // A change of no match (a club's participants) touches nothing `live` holds.
    const before = event.matchId === undefined ? null : await load();
    const delta = before ? await deltaOf(db, sport, before, event) : { ...event };
    if (before && delta.match) {
      current = applyLiveDelta(before, delta, now().toISOString());
      state = Promise.resolve(current);
    }
    broadcast(buffer.push(id, (n) => changeAt(n, delta)));
  };

  /**
   * A browser older than memory: the changes after its id, from the table, each as the match is now
   * (deltas are absolute, so one message per match is enough and the ids still end where memory
   * goes on). A change of a whole competition in between, or rows already pruned: a reset.
   */
  const replayFromTable = async (after: number): Promise<StreamResume> => {
    const upto = buffer.lastId();
    const changes = await bus.since(after, upto);
    if (changes === 'gone' || changes.some((c) => c.event.type === 'competition')) return { kind: 'reset' };
    const latest = new Map<string, (typeof changes)[number]>();
    for (const change of changes) latest.set(change.event.matchId === undefined ? JSON.stringify({ ...change.event, at: '' }) : `match ${change.event.matchId}`, change);
    const messages: SentMessage[] = [];
    for (const change of [...latest.values()].sort((a, b) => a.id - b.id)) {
      const delta = change.event.matchId === undefined ? { ...change.event } : await deltaOf(db, sport, await load(), change.event);
      messages.push({ id: change.id, text: changeAt(change.id, delta) });
    }
    return { kind: 'replay', after, messages };
  };

  bus.subscribe((event, id) => {
    void enqueue(() => handle(event, id)).catch((error: unknown) => {
      options.log?.error({ err: error }, 'live deltas: a change could not be worked out, browsers refetch');
      state = null;
      current = null;
      // Kept like a change: a browser away at this moment gets it on its return.
      broadcast(buffer.push(id, resetAt));
    });
  });

  return {
    live: () => enqueue(load),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resume(lastEventId) {
      const resume = buffer.since(lastEventId);
      if (resume.kind !== 'table') return Promise.resolve(resume);
      // In the queue: what it reads ends where the messages kept in memory go on.
      return enqueue(() => replayFromTable(resume.after)).catch((error: unknown) => {
        options.log?.error({ err: error }, 'live deltas: a resume could not be read from the table, the browser refetches');
        return { kind: 'reset' } as const;
      });
    },
    resetMessage,
    readyMessage: () => `id: ${buffer.lastId()}\nevent: ready\ndata: ${JSON.stringify(current ? { generatedAt: current.generatedAt } : {})}\n\n`,
    idle: () => enqueue(async () => undefined),
  };
}

/**
 * What one change changed: the match as it is now and, for a finished (or formerly finished) match
 * of a group-stage group, that group's table: the full rows of the match's two teams (and of any
 * other team whose figures differ from `before`), and every team's place. Absolute rather than
 * diffed against `before`: a `live` read can see a write before its bus event arrives, and a diff
 * would then lose the change for every browser that read earlier. Applying it twice changes nothing.
 */
async function deltaOf(db: Kysely<Database>, sport: Sport, before: LiveData, event: LiveEvent): Promise<LiveDelta> {
  const delta: LiveDelta = { ...event };
  if (event.matchId === undefined) return delta;
  const row = await selectMatches(db).where('id', '=', event.matchId).executeTakeFirst();
  if (!row) return delta;
  const match = toMatch(row);
  delta.match = match;
  delta.groupId ??= match.competitionGroupId;
  const old = before.matches.find((m) => m.id === match.id);
  const oldRows = before.groupTeams.filter((r) => r.competitionGroupId === match.competitionGroupId);
  // Only finished matches count in a table; brackets have none.
  if (oldRows.length > 0 && (match.state === 'finished' || old?.state === 'finished')) Object.assign(delta, tableDelta(await tableOf(db, sport, before, match, oldRows), oldRows, match));
  return delta;
}

/**
 * The table as a delta sends it: only the rows whose figures can have changed, and the places.
 * The match's teams' rows go always (their figures are what the match changes, whatever `before`
 * held); other rows only if their figures differ from `before` (places aside).
 */
export function tableDelta(table: GroupTeamStanding[], oldRows: GroupTeamStanding[], match: Pick<Match, 'homeTeamId' | 'awayTeamId'>): Pick<LiveDelta, 'groupTeams' | 'groupPlaces'> {
  const oldByTeam = new Map(oldRows.map((r) => [r.teamId, r]));
  const figures = (r: GroupTeamStanding) => ({ ...r, id: 0, position: 0, decidedBy: null, tiedWith: [] });
  const changed = table.filter((r) => {
    const was = oldByTeam.get(r.teamId);
    return r.teamId === match.homeTeamId || r.teamId === match.awayTeamId || !was || !sameRow(figures(was), figures(r));
  });
  // A table none of whose teams played the match (cannot happen in a group) goes whole.
  return changed.length > 0 ? { groupTeams: changed, groupPlaces: table.map(groupPlaceOf) } : { groupTeams: table };
}
/** The group's table with `match` as it is now; the rows keep the ids `live` gave them. */
async function tableOf(db: Kysely<Database>, sport: Sport, before: LiveData, match: Match, oldRows: GroupTeamStanding[]): Promise<GroupTeamStanding[]> {
  const groupMatches = before.matches.filter((m) => m.competitionGroupId === match.competitionGroupId).map((m) => (m.id === match.id ? match : m));
  if (!groupMatches.some((m) => m.id === match.id)) groupMatches.push(match);
  const rows = (await groupStandings(db, sport, groupMatches)).filter((r) => r.competitionGroupId === match.competitionGroupId);
  return rows.map((r, i) => ({ ...r, id: oldRows[i]?.id ?? r.id }));
}
