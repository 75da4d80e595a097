import { imageUrl } from '@phc/api-contract';

/**
 * An uploaded image through the server's image proxy at the size it is shown (SPEC §9), at double
 * density so it stays sharp on phones; other addresses come back as they are.
 */
export function proxiedImage(src: string, width: number, height?: number, options: { density?: number; cover?: boolean } = {}): string {
  const density = options.density ?? 2;
  return imageUrl(src, { w: width * density, h: height ? height * density : undefined, fit: options.cover ? 'cover' : undefined });
}

/**
 * A hero's picture: full width at density 1 (it sits under the caption's text). One function, so the
 * first-visit preload (routes/first-data.ts) asks for the very address the slider then shows.
 */
export function heroImage(src: string): string {
  return proxiedImage(src, 1200, 480, { density: 1, cover: true });
}
