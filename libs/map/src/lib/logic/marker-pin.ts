/**
 * A map marker's pin, drawn upright: a circle with a point straight below it. It used to be a square
 * turned 45° with CSS; a turned box keeps its unturned layout size, so its drawing (51 px across for a
 * 36 px pin) spilled out of the marker (scrollWidth 43 in a 36 px box) and its point stood 7 px below
 * the place it marks. Drawn as a path instead, the button's box is the pin's box: it holds the whole
 * drawing, the whole pin is the touch target, and the point is the box's bottom centre (the map
 * library anchors the marker there).
 */
export type MarkerPin = {
  /** The drawing's box, in the units of `path`: the button has this aspect ratio. */
  width: number;
  height: number;
  /** The outline, for an SVG viewBox of `0 0 width height`, drawn with `stroke` and round joins. */
  path: string;
  stroke: number;
  /** The circle the icon sits in: the top square of the box, as wide as the pin. */
  circle: { cx: number; cy: number; r: number };
  /** The point, which sits on the place. */
  tip: { x: number; y: number };
};

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * A pin as wide as `width` with an outline of `stroke` drawn inside that width. The point's two sides
 * touch the circle at 45° below its centre (the shape the turned square had), so the point is at √2 radii
 * below the centre.
 */
export function markerPin(width: number, stroke: number): MarkerPin {
  const r = (width - stroke) / 2;
  const cx = width / 2;
  const cy = width / 2;
  const tip = { x: cx, y: cy + r * Math.SQRT2 };
  const side = r / Math.SQRT2;
  // Round joins: the outline stays within stroke / 2 of the path, at the point too.
  const height = tip.y + stroke / 2;
  const path = [
    `M${round(tip.x)} ${round(tip.y)}`,
    `L${round(cx + side)} ${round(cy + side)}`,
    // The long way round, over the top, to the left side's touching point.
    `A${round(r)} ${round(r)} 0 1 0 ${round(cx - side)} ${round(cy + side)}`,
    'Z',
  ].join(' ');
  return { width: round(width), height: round(height), path, stroke, circle: { cx: round(cx), cy: round(cy), r: round(r) }, tip: { x: round(tip.x), y: round(height) } };
}

/** The pin the map draws: 36 units wide with a 3-unit outline; CSS scales it to the marker's width. */
export const mapPin = markerPin(36, 3);
