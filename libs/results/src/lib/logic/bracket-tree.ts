/**
 * SPEC §4 bracket model: playoff matches are linked through the groups that feed them
 * (`homeTeamCompetitionGroupId`/`awayTeamCompetitionGroupId`) into a tree per team-category code and
 * playoff category. When one group feeds several parents, those parents merge into one node, so every
 * node appears once and the drawing stays a tree.
 */

export interface BracketMatchInput {
  id: number;
  competitionGroupId: number;
  homeTeamCompetitionGroupId: number | null;
  awayTeamCompetitionGroupId: number | null;
  startsAt: string;
}

export interface BracketGroupInput {
  id: number;
  competitionRoundLevelId: number;
  teamCategoryId: number;
  playoffCategory: number | null;
}

export interface BracketRoundLevelInput {
  id: number;
  isBracket: boolean;
  order: number;
}

export interface BracketNode<M extends BracketMatchInput = BracketMatchInput> {
  /** Stable across rebuilds: the smallest match id of the node. */
  key: number;
  matches: M[];
  /** The round level of the node's (first) group; decides the column. */
  roundLevelId: number;
  roundOrder: number;
  /** Earlier rounds whose winners (or placed teams) play here. */
  children: BracketNode<M>[];
}

export interface BracketRound<M extends BracketMatchInput = BracketMatchInput> {
  roundLevelId: number;
  order: number;
  nodes: BracketNode<M>[];
}

export interface Bracket<M extends BracketMatchInput = BracketMatchInput> {
  /** Usually one final; a code shared by boys' and girls' categories gives one root each. */
  roots: BracketNode<M>[];
  /** Columns for drawing, earliest round first; within a round, nodes in the order of the tree. */
  rounds: BracketRound<M>[];
}

export interface BracketSelection {
  /** Team categories of the bracket: those with the chosen code (e.g. "A" boys and "A" girls) or one id. */
  teamCategoryIds: readonly number[];
  playoffCategory: number;
}

/** Groups that belong to the chosen bracket: bracket round level, one of the categories, the playoff. */
export function bracketGroups<G extends BracketGroupInput>(groups: readonly G[], roundLevels: readonly BracketRoundLevelInput[], selection: BracketSelection): G[] {
  const bracketLevels = new Set(roundLevels.filter((r) => r.isBracket).map((r) => r.id));
  const categories = new Set(selection.teamCategoryIds);
  return groups.filter((g) => bracketLevels.has(g.competitionRoundLevelId) && categories.has(g.teamCategoryId) && g.playoffCategory === selection.playoffCategory);
}

/** Plain union-find over match ids; merging keeps the smaller id as the representative. */
function unionFind(ids: readonly number[]) {
  const parent = new Map(ids.map((id) => [id, id]));
  const find = (id: number): number => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root) as number;
    parent.set(id, root);
    return root;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(Math.max(ra, rb), Math.min(ra, rb));
  };
  return { find, union };
}

export function buildBracket<M extends BracketMatchInput>(
  matches: readonly M[],
  groups: readonly BracketGroupInput[],
  roundLevels: readonly BracketRoundLevelInput[],
  selection: BracketSelection,
): Bracket<M> {
  const chosen = bracketGroups(groups, roundLevels, selection);
  const groupById = new Map(chosen.map((g) => [g.id, g]));
  const orderOf = new Map(roundLevels.map((r) => [r.id, r.order]));
  const inBracket = matches.filter((m) => groupById.has(m.competitionGroupId));
  const matchesOfGroup = new Map<number, M[]>();
  for (const m of inBracket) matchesOfGroup.set(m.competitionGroupId, [...(matchesOfGroup.get(m.competitionGroupId) ?? []), m]);

  // Feeding group → the bracket matches it feeds; only bracket groups become nodes, group-stage
  // feeders stay labels on the match ("winner of group A").
  const fedBy = (m: M) => [m.homeTeamCompetitionGroupId, m.awayTeamCompetitionGroupId].filter((g): g is number => g !== null && groupById.has(g) && g !== m.competitionGroupId);
  const parentsOfGroup = new Map<number, M[]>();
  for (const m of inBracket) for (const g of new Set(fedBy(m))) parentsOfGroup.set(g, [...(parentsOfGroup.get(g) ?? []), m]);

  const sets = unionFind(inBracket.map((m) => m.id));
  // The matches of one group are one node (e.g. two legs), and so are the parents of one feeder.
  for (const list of matchesOfGroup.values()) for (const m of list) sets.union(list[0].id, m.id);
  for (const parents of parentsOfGroup.values()) for (const p of parents) sets.union(parents[0].id, p.id);

  const nodes = new Map<number, BracketNode<M>>();
  for (const m of [...inBracket].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id)) {
    const key = sets.find(m.id);
    let node = nodes.get(key);
    if (!node) {
      const group = groupById.get(m.competitionGroupId) as BracketGroupInput;
      node = { key, matches: [], roundLevelId: group.competitionRoundLevelId, roundOrder: orderOf.get(group.competitionRoundLevelId) ?? 0, children: [] };
      nodes.set(key, node);
    }
    node.matches.push(m);
  }

  const hasParent = new Set<number>();
  for (const node of nodes.values()) {
    const childKeys: number[] = [];
    // Home side first, so the drawing keeps the order the organisers planned.
    for (const m of node.matches)
      for (const g of fedBy(m))
        for (const fed of matchesOfGroup.get(g) ?? []) {
          const childKey = sets.find(fed.id);
          if (childKey !== node.key && !childKeys.includes(childKey)) childKeys.push(childKey);
        }
    node.children = childKeys.map((k) => nodes.get(k) as BracketNode<M>);
    for (const k of childKeys) hasParent.add(k);
  }
  const roots = [...nodes.values()].filter((n) => !hasParent.has(n.key));

  return { roots, rounds: roundsOf(roots) };
}

/** Columns of the trees under `roots`: every node under its round level, in depth-first order. */
export function roundsOf<M extends BracketMatchInput>(roots: readonly BracketNode<M>[]): BracketRound<M>[] {
  const rounds = new Map<number, BracketRound<M>>();
  const seen = new Set<number>();
  const walk = (node: BracketNode<M>) => {
    if (seen.has(node.key)) return;
    seen.add(node.key);
    node.children.forEach(walk);
    const round = rounds.get(node.roundLevelId) ?? { roundLevelId: node.roundLevelId, order: node.roundOrder, nodes: [] };
    round.nodes.push(node);
    rounds.set(node.roundLevelId, round);
  };
  roots.forEach(walk);
  return [...rounds.values()].sort((a, b) => a.order - b.order);
}

/** One bracket per root (a code shared by boys and girls draws two trees side by side). */
export function splitByRoot<M extends BracketMatchInput>(bracket: Bracket<M>): Bracket<M>[] {
  return bracket.roots.map((root) => ({ roots: [root], rounds: roundsOf([root]) }));
}

/** Playoff letter of the static playoff groups (SPEC §3: A is 1, B is 2); other ids stay numbers. */
export function playoffLetter(playoffCategory: number): string {
  return playoffCategory === 1 ? 'A' : playoffCategory === 2 ? 'B' : String(playoffCategory);
}

/** `/brackets/A/1` and `/brackets/A/A` both mean Playoff A of category code A; null when unreadable. */
export function parsePlayoffCategory(segment: string | undefined): number | null {
  if (!segment) return 1;
  const upper = segment.toUpperCase();
  if (upper === 'A') return 1;
  if (upper === 'B') return 2;
  return /^\d{1,6}$/.test(segment) ? Number(segment) : null;
}
