import { type Id, idKey } from './ids';
import type { ScheduleMatch } from './schedule-types';

export interface PlayoffGroup {
  id: Id;
  /** Teams in the group: a position beyond it feeds nobody. */
  size: number;
}

export interface PlayoffTreeSpec {
  /** 1 = Playoff A, 2 = Playoff B (the `groups.playoff_category` values). */
  playoff: number;
  /** The group positions that enter this tree, e.g. [1, 2] for A and [3, 4] for B. */
  positions: number[];
  /** A match for third place between the semi-final losers. */
  thirdPlace?: boolean;
}

export interface PlayoffInput {
  categoryId: Id;
  /** The category's group-stage groups in order (A, B, C…). */
  groups: PlayoffGroup[];
  trees: PlayoffTreeSpec[];
}

/**
 * Where a playoff side comes from: a position in a group's final standings, or the winner (1) or
 * loser (2) of an earlier playoff match — the `home_competition_group_id` / `home_source_position`
 * pair of SPEC §4, once each playoff match has its own group row.
 */
export type PlayoffSource = { kind: 'group'; groupId: Id; position: number } | { kind: 'match'; matchKey: string; position: 1 | 2 };

export interface PlayoffMatch {
  key: string;
  categoryId: Id;
  playoff: number;
  /** 1 = the first bracket round. */
  round: number;
  /** 0 = the final (and the match for third place), 1 = semi-finals, 2 = quarter-finals… */
  roundsToFinal: number;
  thirdPlace: boolean;
  home: PlayoffSource;
  away: PlayoffSource;
}

export interface PlayoffTree {
  categoryId: Id;
  playoff: number;
  /** Entrants in seed order (group winners first). */
  entrants: PlayoffSource[];
  /** The bracket's size: the next power of two. */
  size: number;
  /** Entrants that skip the first round (the top seeds when the count is uneven). */
  byes: PlayoffSource[];
  matches: PlayoffMatch[];
}

/** Bracket lines of seeds 1…size so that the top seeds meet last (1 v 8, 4 v 5, 2 v 7, 3 v 6). */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  return order;
}

const sourceGroup = (s: PlayoffSource | null): string | null => (s?.kind === 'group' ? idKey(s.groupId) : null);

/**
 * The lines of entrants that meet in their first match although they come from one group: a pair in
 * round one, or two entrants with byes meeting in round two. Returns pairs of line indexes.
 */
function groupRematches(lines: readonly (PlayoffSource | null)[]): [number, number][] {
  // A node is the line of an entrant still "fresh" (not played yet), or -1 for a played match / nobody.
  let nodes = lines.map((s, i) => (s ? i : -2));
  const clashes: [number, number][] = [];
  while (nodes.length > 1) {
    const next: number[] = [];
    for (let i = 0; i < nodes.length; i += 2) {
      const [a, b] = [nodes[i], nodes[i + 1]];
      if (a >= 0 && b >= 0 && sourceGroup(lines[a]) === sourceGroup(lines[b])) clashes.push([a, b]);
      next.push(a === -2 ? b : b === -2 ? a : -1);
    }
    nodes = next;
  }
  return clashes;
}

/**
 * No first match may repeat a group's match: swap an entrant with another of the same position tier
 * (runners-up among runners-up, so the seeding holds) while that lowers the number of such pairs.
 */
function separateGroupRematches(lines: (PlayoffSource | null)[]): void {
  const tier = (i: number) => (lines[i]?.kind === 'group' ? (lines[i] as { position: number }).position : -1);
  let clashes = groupRematches(lines);
  for (let guard = 0; clashes.length > 0 && guard < lines.length; guard++) {
    const before = clashes.length;
    const [, j] = clashes[0];
    for (let k = 0; k < lines.length && clashes.length >= before; k++) {
      if (k === j || tier(k) !== tier(j)) continue;
      [lines[j], lines[k]] = [lines[k], lines[j]];
      const after = groupRematches(lines);
      if (after.length < before) clashes = after;
      else [lines[j], lines[k]] = [lines[k], lines[j]];
    }
    if (clashes.length >= before) return;
  }
}

function buildTree(input: PlayoffInput, spec: PlayoffTreeSpec): PlayoffTree | null {
  const entrants: PlayoffSource[] = spec.positions.flatMap((position) =>
    input.groups.filter((g) => g.size >= position).map((g) => ({ kind: 'group' as const, groupId: g.id, position })),
  );
  if (entrants.length < 2) return null;
  const size = 2 ** Math.ceil(Math.log2(entrants.length));
  const rounds = Math.log2(size);
  let lines: (PlayoffSource | null)[] = bracketOrder(size).map((seed) => entrants[seed - 1] ?? null);
  separateGroupRematches(lines);
  // Playoff keys start with `po:` so they never meet a group match's key (`<group>:r<round>:<n>`).
  const tag = `po:${String(input.categoryId)}:${spec.playoff === 1 ? 'A' : spec.playoff === 2 ? 'B' : `P${spec.playoff}`}`;
  const matches: PlayoffMatch[] = [];
  const byes = lines.filter((s, i) => s && !lines[i % 2 === 0 ? i + 1 : i - 1]) as PlayoffSource[];
  for (let round = 1; round <= rounds; round++) {
    const next: (PlayoffSource | null)[] = [];
    for (let i = 0; i < lines.length; i += 2) {
      const [home, away] = [lines[i], lines[i + 1]];
      if (!home || !away) {
        next.push(home ?? away);
        continue;
      }
      const roundsToFinal = rounds - round;
      const key = roundsToFinal === 0 ? `${tag}:final` : `${tag}:r${round}:${i / 2 + 1}`;
      matches.push({ key, categoryId: input.categoryId, playoff: spec.playoff, round, roundsToFinal, thirdPlace: false, home, away });
      next.push({ kind: 'match', matchKey: key, position: 1 });
    }
    lines = next;
  }
  const semis = matches.filter((m) => m.roundsToFinal === 1);
  if (spec.thirdPlace && semis.length === 2) {
    matches.push({
      key: `${tag}:third`,
      categoryId: input.categoryId,
      playoff: spec.playoff,
      round: rounds,
      roundsToFinal: 0,
      thirdPlace: true,
      home: { kind: 'match', matchKey: semis[0].key, position: 2 },
      away: { kind: 'match', matchKey: semis[1].key, position: 2 },
    });
  }
  return { categoryId: input.categoryId, playoff: spec.playoff, entrants, size, byes, matches };
}

/** The playoff trees of one category (A, B…) fed from the group positions, with byes for uneven counts. */
export function buildPlayoffs(input: PlayoffInput): PlayoffTree[] {
  return input.trees.map((spec) => buildTree(input, spec)).filter((t): t is PlayoffTree => t !== null);
}

/**
 * The trees' matches for the scheduler: each waits for the groups and matches that feed it (so it is
 * placed after the feeding group stage ends). `groupIdOf` names the group (playoff node) each match
 * belongs to; by default the match key.
 */
export function playoffScheduleMatches(trees: readonly PlayoffTree[], groupIdOf: (match: PlayoffMatch) => Id = (m) => m.key): ScheduleMatch[] {
  return trees.flatMap((tree) =>
    tree.matches.map((m) => {
      const sources = [m.home, m.away];
      const groups = sources.flatMap((s) => (s.kind === 'group' ? [s.groupId] : []));
      const matches = sources.flatMap((s) => (s.kind === 'match' ? [s.matchKey] : []));
      return { key: m.key, categoryId: m.categoryId, groupId: groupIdOf(m), home: null, away: null, round: m.round, after: { groups, matches } };
    }),
  );
}
