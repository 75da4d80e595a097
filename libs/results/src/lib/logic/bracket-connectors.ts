/** A drawn box, in the coordinates of the bracket's scrolling content. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The connector from an earlier round's node to the node its winner plays in: out of the right edge
 * of the child at its middle, across half the gap, up or down to the parent's middle, into the
 * parent's left edge. An SVG path (`d`), drawn in the gap between the columns.
 */
export function connectorPath(child: Box, parent: Box): string {
  const x1 = child.left + child.width;
  const y1 = child.top + child.height / 2;
  const x2 = parent.left;
  const y2 = parent.top + parent.height / 2;
  const mid = x1 + (x2 - x1) / 2;
  const r = (n: number) => Math.round(n * 10) / 10;
  return `M${r(x1)} ${r(y1)}H${r(mid)}V${r(y2)}H${r(x2)}`;
}

/** The parent-child pairs of a tree of nodes, by key: one connector each. */
export function connectorPairs<N extends { key: number; children: N[] }>(roots: readonly N[]): [child: number, parent: number][] {
  const pairs: [number, number][] = [];
  const walk = (node: N) => {
    for (const child of node.children) {
      pairs.push([child.key, node.key]);
      walk(child);
    }
  };
  roots.forEach(walk);
  return pairs;
}
