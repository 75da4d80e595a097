import type { Match, RosterEntry } from '@phc/api-contract';
import type { RosterDraftLine } from './roster-checks';

/** The team's last match before this one (SPEC §9 "copy roster from previous match"), or null. */
export function previousMatchOf(matches: readonly Match[], match: Pick<Match, 'id' | 'startsAt'>, teamId: number): Match | null {
  let best: Match | null = null;
  for (const m of matches) {
    if (m.id === match.id || (m.homeTeamId !== teamId && m.awayTeamId !== teamId)) continue;
    if (m.startsAt >= match.startsAt) continue;
    if (!best || m.startsAt > best.startsAt) best = m;
  }
  return best;
}

/**
 * The draft with the previous match's roster: its players selected with their numbers and roles,
 * everyone else unselected. Players no longer on the club roster are skipped and counted.
 */
export function copyRoster(draft: ReadonlyMap<number, RosterDraftLine>, previous: readonly RosterEntry[]): { draft: Map<number, RosterDraftLine>; copied: number; skipped: number } {
  const byId = new Map(previous.map((e) => [e.participantId, e]));
  const next = new Map<number, RosterDraftLine>();
  let copied = 0;
  for (const [id, line] of draft) {
    const entry = byId.get(id);
    if (!entry) {
      next.set(id, { ...line, selected: false });
      continue;
    }
    copied++;
    next.set(id, {
      ...line,
      selected: true,
      jerseyNumber: entry.jerseyNumber === null ? line.jerseyNumber : String(entry.jerseyNumber),
      isLeader: entry.isLeader,
      isCaptain: entry.isCaptain,
      isGoalkeeper: entry.isGoalkeeper,
    });
  }
  return { draft: next, copied, skipped: previous.length - copied };
}
