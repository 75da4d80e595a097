import { mapPin, markerPin } from './marker-pin';

/** The outline's outer edge: the path's circle and point, grown by half the stroke (round joins). */
function outlineExtent(pin: ReturnType<typeof markerPin>) {
  const half = pin.stroke / 2;
  return {
    left: pin.circle.cx - pin.circle.r - half,
    right: pin.circle.cx + pin.circle.r + half,
    top: pin.circle.cy - pin.circle.r - half,
    bottom: pin.tip.y,
  };
}

describe('the map pin', () => {
  it('fits its drawing inside its box, outline included, so nothing spills out of the marker', () => {
    const edge = outlineExtent(mapPin);
    expect(edge.left).toBeGreaterThanOrEqual(0);
    expect(edge.top).toBeGreaterThanOrEqual(0);
    expect(edge.right).toBeLessThanOrEqual(mapPin.width);
    expect(edge.bottom).toBeLessThanOrEqual(mapPin.height);
    // …and fills it: the box is no bigger than the pin either.
    expect([edge.left, edge.top, mapPin.width - edge.right, mapPin.height - edge.bottom]).toEqual([0, 0, 0, 0]);
  });

  it('puts its point at the bottom centre of the box, where the map anchors the marker on the place', () => {
    expect(mapPin.tip).toEqual({ x: mapPin.width / 2, y: mapPin.height });
    expect(mapPin.path.startsWith(`M${mapPin.width / 2} `)).toBe(true);
  });

  it('is 36 units wide and taller by its point: a touch target of at least 36 px', () => {
    expect(mapPin.width).toBe(36);
    expect(mapPin.height).toBeCloseTo(18 + 16.5 * Math.SQRT2 + 1.5, 2);
    expect(Math.min(mapPin.width, mapPin.height)).toBeGreaterThanOrEqual(36);
  });

  it('draws the point with sides touching the circle at 45° (the old pin’s shape)', () => {
    const pin = markerPin(40, 4);
    // r = 18, centre (20, 20): the sides touch at 20 ± 18/√2.
    const touch = 18 / Math.SQRT2;
    expect(pin.path).toBe(`M20 ${+(20 + 18 * Math.SQRT2).toFixed(3)} L${+(20 + touch).toFixed(3)} ${+(20 + touch).toFixed(3)} A18 18 0 1 0 ${+(20 - touch).toFixed(3)} ${+(20 + touch).toFixed(3)} Z`);
  });
});
