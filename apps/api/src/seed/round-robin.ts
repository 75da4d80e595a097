/** Round-robin rounds by the circle method: every team plays at most once a round. */
export function roundRobin<T>(teams: readonly T[]): [T, T][][] {
  const list: (T | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const rounds: [T, T][][] = [];
  for (let r = 0; r < list.length - 1; r++) {
    const round: [T, T][] = [];
    for (let i = 0; i < list.length / 2; i++) {
      const a = list[i];
      const b = list[list.length - 1 - i];
      if (a !== null && b !== null) round.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(round);
    list.splice(1, 0, list.pop() as T | null);
  }
  return rounds;
}
