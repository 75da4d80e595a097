/** Which sides of a sideways-scrolling box hide content; drives the fade that tells a phone user the table scrolls. */
export interface ScrollEdges {
  /** Content is hidden to the left (the sticky team column then casts its shadow). */
  before: boolean;
  /** Content is hidden to the right (the fade and its hint show). */
  after: boolean;
}

/** A pixel of slack: browsers report fractional scroll positions at some zoom levels. */
const slack = 1;

export function scrollEdges(scrollLeft: number, clientWidth: number, scrollWidth: number): ScrollEdges {
  const hidden = scrollWidth - clientWidth;
  if (hidden <= slack) return { before: false, after: false };
  return { before: scrollLeft > slack, after: scrollLeft < hidden - slack };
}
