import { cheapestAssignment } from './assignment';
import { seededRandom } from './random';

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

const total = (cost: number[][], columns: number[]) => columns.reduce((sum, c, row) => sum + cost[row][c], 0);

describe('cheapestAssignment', () => {
  it.each([1, 2, 3, 4, 5, 6])('finds the cheapest of all assignments of a random %i×%i matrix', (n) => {
    const random = seededRandom(n * 31);
    for (let round = 0; round < 20; round++) {
      const cost = Array.from({ length: n }, () => Array.from({ length: n }, () => Math.floor(random() * 20)));
      const columns = cheapestAssignment(cost);
      expect([...columns].sort()).toEqual(Array.from({ length: n }, (_, i) => i));
      const best = Math.min(...permutations(n).map((p) => total(cost, p)));
      expect(total(cost, columns)).toBe(best);
    }
  });
});
