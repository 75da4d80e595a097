import { cheapestAssignment } from './assignment';
import { type Id, idKey } from './ids';
import { seededRandom, shuffled } from './random';

/** A registered team of one category as the draw sees it. */
export interface DrawTeam {
  id: Id;
  clubId: Id;
  /** Country code (ISO 3166 alpha-2); teams of one country are kept apart where possible. */
  country: string;
  /** The organiser's seeding pot, 1 = strongest. Teams without one come after those with one. */
  pot?: number;
  /** Higher is stronger (e.g. last year's placing points); orders teams inside a pot. */
  strength?: number;
}

export interface DrawGroupPlan {
  key: Id;
  /** How many teams the group gets. */
  size: number;
}

export interface DrawInput {
  teams: readonly DrawTeam[];
  /** The groups in snake order (A, B, C…); the sizes must add up to the number of teams. */
  groups: readonly DrawGroupPlan[];
  /** The same seed gives the same draw. */
  seed: number;
}

export interface DrawGroup {
  key: Id;
  /** The planned size (a manual move may leave the group with more or fewer teams). */
  size: number;
  /** The teams in the order they were drawn (pot 1 first): the group's seed order. */
  teamIds: Id[];
}

/**
 * A rule of the draw a placement breaks. `sameClub` is hard (the draw breaks it only when the club
 * has more teams than there are groups); the others are soft.
 */
export type DrawConstraint = 'sameClub' | 'sameCountry' | 'samePot' | 'groupSize';

export interface ConstraintBreak {
  constraint: DrawConstraint;
  hard: boolean;
  groupKey: Id;
  /** The other teams involved (same club, same country, same pot); empty for `groupSize`. */
  teamIds: Id[];
}

/**
 * Why a team is in its group, in one structured line the UI translates:
 * - `snake`: the snake order of its pot put it there;
 * - `avoidClub` / `avoidCountry`: the snake order proposed `snakeGroupKey`, where a team of the same
 *   club / country already was (`avoided` names them), so it went to the nearest group without one;
 * - `displaced`: its snake group was taken by a team that had to avoid its own club or country;
 * - `manual`: an organiser moved it (from `fromGroupKey`).
 * `breaks` lists what the team still breaks where it is (e.g. a club with more teams than groups).
 */
export interface PlacementExplanation {
  teamId: Id;
  groupKey: Id;
  /** The draw pot (1 = first): the rank of its seeding, counted in whole rows of groups. */
  pot: number;
  rule: 'snake' | 'avoidClub' | 'avoidCountry' | 'displaced' | 'manual';
  snakeGroupKey?: Id;
  avoided?: ConstraintBreak[];
  fromGroupKey?: Id;
  breaks: ConstraintBreak[];
}

/** A draw: the teams, their groups and why each team is where it is. Plain data (storable as JSON). */
export interface DrawState {
  teams: DrawTeam[];
  groups: DrawGroup[];
  explanations: PlacementExplanation[];
}

// Costs of the draw: a club clash outweighs two teams of one pot in a group, which outweighs any number
// of country clashes, which outweigh any distance from the snake order.
const clubCost = 1_000_000;
const countryCost = 1_000;
const potCost = 100_000;

/**
 * Group sizes for `teamCount` teams in groups of about `preferredSize`: as many groups as the nearest
 * whole number, sizes differing by at most one, the bigger groups first.
 */
export function groupSizesFor(teamCount: number, preferredSize: number): number[] {
  if (teamCount <= 0) return [];
  const count = Math.max(1, Math.round(teamCount / Math.max(2, preferredSize)));
  const base = Math.floor(teamCount / count);
  return Array.from({ length: count }, (_, i) => base + (i < teamCount % count ? 1 : 0));
}

/** Teams in seeding order: organiser's pot, then strength, then the seeded lot. */
function seedingOrder(teams: readonly DrawTeam[], seed: number): DrawTeam[] {
  const lot = new Map(shuffled(teams, seededRandom(seed)).map((t, i) => [idKey(t.id), i]));
  return [...teams].sort(
    (a, b) =>
      (a.pot ?? Infinity) - (b.pot ?? Infinity) ||
      (b.strength ?? -Infinity) - (a.strength ?? -Infinity) ||
      (lot.get(idKey(a.id)) ?? 0) - (lot.get(idKey(b.id)) ?? 0),
  );
}

/** The draw pots: pot k goes to the groups planned with more than k teams, snake order alternating. */
function drawPots(input: DrawInput): { teams: DrawTeam[]; groupIndexes: number[] }[] {
  const ordered = seedingOrder(input.teams, input.seed);
  const largest = Math.max(0, ...input.groups.map((g) => g.size));
  const pots: { teams: DrawTeam[]; groupIndexes: number[] }[] = [];
  let next = 0;
  for (let k = 0; k < largest; k++) {
    const eligible = input.groups.map((g, i) => (g.size > k ? i : -1)).filter((i) => i >= 0);
    const groupIndexes = k % 2 === 0 ? eligible : [...eligible].reverse();
    pots.push({ teams: ordered.slice(next, next + groupIndexes.length), groupIndexes });
    next += groupIndexes.length;
  }
  return pots;
}

function clashes(team: DrawTeam, others: readonly DrawTeam[]) {
  return {
    club: others.filter((o) => o.id !== team.id && idKey(o.clubId) === idKey(team.clubId)),
    country: others.filter((o) => o.id !== team.id && o.country === team.country),
  };
}

interface Drawn {
  team: DrawTeam;
  pot: number;
  /** Group indexes: where the snake order proposed, and where the team is. */
  snake: number;
  group: number;
}

/** One group's clashes, weighted: a club pair outweighs two teams of one pot, which outweighs a country pair. */
function groupCost(members: readonly Drawn[]): number {
  let cost = 0;
  for (let i = 0; i < members.length; i++)
    for (let j = i + 1; j < members.length; j++) {
      const [a, b] = [members[i], members[j]];
      if (idKey(a.team.clubId) === idKey(b.team.clubId)) cost += clubCost;
      if (a.pot === b.pot) cost += potCost;
      if (a.team.country === b.team.country) cost += countryCost;
    }
  return cost;
}

/**
 * Pot by pot, the cheapest assignment can still leave a clash that an earlier pot made unavoidable
 * (its club mate took the only free groups). Swapping two teams between groups (of one pot when that
 * is enough, of two pots only to part a club) while that lowers the clashes repairs it.
 */
function repairBySwaps(drawn: Drawn[], groupCount: number): void {
  const members = (g: number) => drawn.filter((d) => d.group === g);
  for (let pass = 0; pass < drawn.length; pass++) {
    let improved = false;
    for (const a of drawn) {
      const mates = members(a.group).filter((d) => d !== a);
      if (!mates.some((d) => idKey(d.team.clubId) === idKey(a.team.clubId) || d.team.country === a.team.country)) continue;
      let best: Drawn | null = null;
      let bestDelta = 0;
      for (let g = 0; g < groupCount; g++) {
        if (g === a.group) continue;
        const other = members(g);
        const before = groupCost([a, ...mates]) + groupCost(other);
        for (const b of other) {
          const delta = groupCost([b, ...mates]) + groupCost([a, ...other.filter((d) => d !== b)]) - before;
          if (delta < bestDelta) [best, bestDelta] = [b, delta];
        }
      }
      if (best) {
        [a.group, best.group] = [best.group, a.group];
        improved = true;
      }
    }
    if (!improved) return;
  }
}

/** Draws the teams into the planned groups: snake by pots, clubs apart, countries apart where possible. */
export function drawGroups(input: DrawInput): DrawState {
  const planned = input.groups.reduce((sum, g) => sum + g.size, 0);
  if (planned !== input.teams.length) throw new RangeError(`The group sizes hold ${planned} teams, not ${input.teams.length}`);
  const members: DrawTeam[][] = input.groups.map(() => []);
  const drawn: Drawn[] = [];
  drawPots(input).forEach((pot, potIndex) => {
    const cost = pot.teams.map((team, row) =>
      pot.groupIndexes.map((g, col) => {
        const c = clashes(team, members[g]);
        return c.club.length * clubCost + c.country.length * countryCost + Math.abs(row - col);
      }),
    );
    const columns = cheapestAssignment(cost);
    pot.teams.forEach((team, row) => {
      const group = pot.groupIndexes[columns[row]];
      drawn.push({ team, pot: potIndex + 1, snake: pot.groupIndexes[row], group });
      members[group].push(team);
    });
  });
  repairBySwaps(drawn, input.groups.length);
  const state: DrawState = {
    teams: [...input.teams],
    groups: input.groups.map((g, i) => ({ key: g.key, size: g.size, teamIds: drawn.filter((d) => d.group === i).map((d) => d.team.id) })),
    explanations: [],
  };
  // What the snake group held when the team's pot was drawn: the teams of the earlier pots there now.
  const explanations = drawn.map((d) => {
    const earlier = drawn.filter((o) => o.group === d.snake && o.pot < d.pot).map((o) => o.team);
    return explainDraw(d.team, d.pot, input.groups[d.group].key, input.groups[d.snake].key, earlier);
  });
  return { ...state, explanations: explanations.map((e) => ({ ...e, breaks: breaksOf({ ...state, explanations }, e.teamId, e.groupKey) })) };
}

function explainDraw(team: DrawTeam, pot: number, groupKey: Id, snakeGroupKey: Id, snakeMembers: readonly DrawTeam[]): PlacementExplanation {
  const base = { teamId: team.id, groupKey, pot, breaks: [] };
  if (idKey(groupKey) === idKey(snakeGroupKey)) return { ...base, rule: 'snake' };
  const c = clashes(team, snakeMembers);
  const avoided: ConstraintBreak[] = [];
  if (c.club.length) avoided.push({ constraint: 'sameClub', hard: true, groupKey: snakeGroupKey, teamIds: c.club.map((t) => t.id) });
  if (c.country.length) avoided.push({ constraint: 'sameCountry', hard: false, groupKey: snakeGroupKey, teamIds: c.country.map((t) => t.id) });
  const rule = c.club.length ? 'avoidClub' : c.country.length ? 'avoidCountry' : 'displaced';
  return { ...base, rule, snakeGroupKey, ...(avoided.length ? { avoided } : {}) };
}

const teamOf = (state: DrawState, teamId: Id): DrawTeam | undefined => state.teams.find((t) => idKey(t.id) === idKey(teamId));
const groupOf = (state: DrawState, groupKey: Id): DrawGroup | undefined => state.groups.find((g) => idKey(g.key) === idKey(groupKey));
const potOf = (state: DrawState, teamId: Id): number | undefined => state.explanations.find((e) => idKey(e.teamId) === idKey(teamId))?.pot;

/** What a team breaks as a member of `groupKey` (whether or not it is there now). */
function breaksOf(state: DrawState, teamId: Id, groupKey: Id, sizeDelta = 0): ConstraintBreak[] {
  const team = teamOf(state, teamId);
  const group = groupOf(state, groupKey);
  if (!team || !group) return [];
  const others = group.teamIds.filter((id) => idKey(id) !== idKey(teamId)).map((id) => teamOf(state, id)).filter((t): t is DrawTeam => !!t);
  const c = clashes(team, others);
  const pot = potOf(state, teamId);
  const samePot = pot === undefined ? [] : others.filter((o) => potOf(state, o.id) === pot);
  const out: ConstraintBreak[] = [];
  if (c.club.length) out.push({ constraint: 'sameClub', hard: true, groupKey, teamIds: c.club.map((t) => t.id) });
  if (c.country.length) out.push({ constraint: 'sameCountry', hard: false, groupKey, teamIds: c.country.map((t) => t.id) });
  if (samePot.length) out.push({ constraint: 'samePot', hard: false, groupKey, teamIds: samePot.map((t) => t.id) });
  if (group.teamIds.length + sizeDelta > group.size) out.push({ constraint: 'groupSize', hard: false, groupKey, teamIds: [] });
  return out;
}

/**
 * The constraints moving `teamId` into `toGroupKey` would break (empty: a clean move). Includes the
 * group it leaves falling below its planned size.
 */
export function checkMove(state: DrawState, teamId: Id, toGroupKey: Id): ConstraintBreak[] {
  const from = state.groups.find((g) => g.teamIds.some((id) => idKey(id) === idKey(teamId)));
  if (!from || idKey(from.key) === idKey(toGroupKey)) return [];
  const out = breaksOf(state, teamId, toGroupKey, 1);
  if (from.teamIds.length - 1 < from.size) out.push({ constraint: 'groupSize', hard: false, groupKey: from.key, teamIds: [] });
  return out;
}

/** The draw after an organiser moved a team; the moved team's explanation becomes `manual`. */
export function moveTeam(state: DrawState, teamId: Id, toGroupKey: Id): DrawState {
  const from = state.groups.find((g) => g.teamIds.some((id) => idKey(id) === idKey(teamId)));
  if (!from || !groupOf(state, toGroupKey)) throw new RangeError('Unknown team or group');
  if (idKey(from.key) === idKey(toGroupKey)) return state;
  const groups = state.groups.map((g) =>
    idKey(g.key) === idKey(from.key)
      ? { ...g, teamIds: g.teamIds.filter((id) => idKey(id) !== idKey(teamId)) }
      : idKey(g.key) === idKey(toGroupKey)
        ? { ...g, teamIds: [...g.teamIds, teamId] }
        : g,
  );
  const moved: DrawState = { ...state, groups };
  const explanations = state.explanations.map((e) =>
    idKey(e.teamId) === idKey(teamId) ? { teamId, groupKey: toGroupKey, pot: e.pot, rule: 'manual' as const, fromGroupKey: from.key, breaks: [] } : e,
  );
  return { ...moved, explanations: explanations.map((e) => ({ ...e, breaks: breaksOf(moved, e.teamId, e.groupKey) })) };
}

/** "Why is this team in this group": its explanation, or null for a team not in the draw. */
export function explainPlacement(state: DrawState, teamId: Id): PlacementExplanation | null {
  return state.explanations.find((e) => idKey(e.teamId) === idKey(teamId)) ?? null;
}

/** Every constraint the draw breaks, once per pair of teams (for a summary above the groups). */
export function drawViolations(state: DrawState): ConstraintBreak[] {
  const seen = new Set<string>();
  return state.explanations.flatMap((e) =>
    e.breaks.filter((b) => {
      // A group over its size is one break, however many of its teams report it.
      const teams = b.constraint === 'groupSize' ? '' : [e.teamId, ...b.teamIds].map(idKey).sort().join(',');
      const key = `${b.constraint}|${idKey(b.groupKey)}|${teams}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
}
