/** WCAG 2.x contrast of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The more readable of light and dark text on `background`. */
export function readableOn(background: string, light = '#ffffff', dark = '#1b1f24'): string {
  return contrastRatio(light, background) >= contrastRatio(dark, background) ? light : dark;
}

/** WCAG 1.4.11: a focus indicator needs 3:1 against the colours around it. */
export const focusContrast = 3;

/**
 * The first of `candidates` that stands out by `focusContrast` against every one of `surfaces`; if
 * none does, the candidate whose weakest contrast is highest. Lets a theme derive its focus ring per
 * surface instead of one fixed blue that vanishes on a blue header.
 */
export function focusColourOn(surfaces: readonly string[], candidates: readonly string[]): string {
  const weakest = (c: string) => Math.min(...surfaces.map((s) => contrastRatio(c, s)));
  return candidates.find((c) => weakest(c) >= focusContrast) ?? [...candidates].sort((a, b) => weakest(b) - weakest(a))[0];
}
