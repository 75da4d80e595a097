import type { EventType, Sport } from '@phc/tournaments';
import type { Random } from './random';

/** A plausible final score of a youth match in the sport; volleyball counts sets (best of three). */
export function finalScore(sport: Sport, random: Random): [number, number] {
  switch (sport) {
    case 'handball':
      return [random.int(6, 24), random.int(6, 24)];
    case 'basketball': {
      // Basketball has no draws: overtime settles a level score.
      const home = random.int(24, 72);
      const away = random.int(24, 72);
      return home === away ? [home + random.int(1, 6), away] : [home, away];
    }
    case 'volleyball': {
      const loserSets = random.int(0, 1);
      return random.chance(0.5) ? [2, loserSets] : [loserSets, 2];
    }
    case 'football':
      return [random.int(0, 5), random.int(0, 4)];
    default:
      return [random.int(0, 8), random.int(0, 7)];
  }
}

/**
 * Splits a team's score into scoring events of the sport whose deltas add up to it exactly: mostly
 * the first scoring type (a plain goal), some of the others (7 m goals, 3-pointers). Own goals are
 * left out: they count for the other team.
 */
export function splitScore(score: number, eventTypes: readonly EventType[], random: Random): EventType[] {
  const scoring = eventTypes.filter((e) => e.scoreDelta > 0 && !e.scoresForOpponent).sort((a, b) => a.scoreDelta - b.scoreDelta);
  if (scoring.length === 0 || score <= 0) return [];
  const unit = scoring[0];
  const out: EventType[] = [];
  let left = score;
  while (left > 0) {
    const bigger = scoring.filter((e) => e.scoreDelta > unit.scoreDelta && e.scoreDelta <= left);
    const sameAsUnit = scoring.filter((e) => e.scoreDelta === unit.scoreDelta);
    // Baskets of 2 and 3 half of the time; otherwise mostly the plain unit, now and then its variant (7 m goal).
    const pick = bigger.length > 0 && random.chance(0.6) ? random.pick(bigger) : random.chance(0.85) ? unit : random.pick(sameAsUnit);
    out.push(pick);
    left -= pick.scoreDelta;
  }
  return out;
}

/** Sets in playing order: shuffled, with one of the winner's sets moved last (it decides the match). */
export function orderSets<E extends { team: number }>(sets: readonly E[], winner: number, random: Random): E[] {
  const order = random.shuffle(sets);
  const last = order.map((e) => e.team).lastIndexOf(winner);
  if (last >= 0) order.push(...order.splice(last, 1));
  return order;
}

export type SetScore = { home: number; away: number };

/**
 * Rally-point scores of each set of a volleyball result in sets (best of three: 25 points a set, 15 in
 * the deciding third), in playing order with the match winner taking the last set.
 */
export function setScores([homeSets, awaySets]: readonly [number, number], random: Random): SetScore[] {
  const sets = [...Array.from({ length: homeSets }, () => ({ team: 0 })), ...Array.from({ length: awaySets }, () => ({ team: 1 }))];
  return orderSets(sets, homeSets > awaySets ? 0 : 1, random).map((set, k) => {
    const target = k === 2 ? 15 : 25;
    // No deuce: the loser stays two points short, so the set cannot have ended earlier.
    const loser = random.int(Math.floor(target * 0.4), target - 2);
    return set.team === 0 ? { home: target, away: loser } : { home: loser, away: target };
  });
}

/** The rallies of a set in playing order; the set's winner scores the last one. */
export function rallies(set: SetScore, random: Random): ('home' | 'away')[] {
  const winner = set.home > set.away ? 'home' : 'away';
  const before = [...Array.from({ length: set.home - (winner === 'home' ? 1 : 0) }, () => 'home' as const), ...Array.from({ length: set.away - (winner === 'away' ? 1 : 0) }, () => 'away' as const)];
  return [...random.shuffle(before), winner];
}
