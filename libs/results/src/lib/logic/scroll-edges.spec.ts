import { scrollEdges } from './scroll-edges';

describe('scrollEdges', () => {
  it('shows no hint when the table fits its box', () => {
    expect(scrollEdges(0, 360, 360)).toEqual({ before: false, after: false });
    expect(scrollEdges(0, 360, 360.5)).toEqual({ before: false, after: false });
  });

  it('hints at more to the right at the start of a wide table', () => {
    expect(scrollEdges(0, 360, 600)).toEqual({ before: false, after: true });
  });

  it('hints both ways in the middle and only to the left at the end', () => {
    expect(scrollEdges(100, 360, 600)).toEqual({ before: true, after: true });
    expect(scrollEdges(239.6, 360, 600)).toEqual({ before: true, after: false });
  });
});
