import { moveItem, shuffled } from './lots-order';

describe('moveItem', () => {
  it('moves an item one place up or down', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the order as it is at either end or for an index outside it', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 5, -1)).toEqual(['a', 'b']);
  });
});

describe('shuffled', () => {
  it('keeps every item once, in the order the random numbers give', () => {
    // random 0 always swaps with the first: [1,2,3] → i=2 swaps 0↔2 → [3,2,1] → i=1 swaps 0↔1 → [2,3,1].
    expect(shuffled([1, 2, 3], () => 0)).toEqual([2, 3, 1]);
    expect(shuffled([1, 2, 3], () => 0.99)).toEqual([1, 2, 3]);
  });
});
