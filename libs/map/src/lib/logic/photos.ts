import { imageUrl } from '@phc/api-contract';

/** The box a gallery photo fills in CSS pixels (the detail panel is at most ~24rem wide). */
export const photoBox = { w: 400, h: 300 } as const;

/**
 * The image proxy's addresses of an uploaded photo for the gallery box at 1x and 2x (phones are 2x or
 * more), cropped to fill it; a photo from elsewhere comes back as it is.
 */
export function photoSources(url: string, box: { w: number; h: number } = photoBox): { src: string; srcSet?: string } {
  const src = imageUrl(url, { ...box, fit: 'cover' });
  if (src === url) return { src };
  return { src, srcSet: `${src} 1x, ${imageUrl(url, { w: box.w * 2, h: box.h * 2, fit: 'cover' })} 2x` };
}

/** The photo index after a step, kept inside the gallery (no wrap-around: the ends are where a swipe stops too). */
export function stepPhoto(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + step));
}

/** Which photo a scrolled strip shows: the one whose slide starts nearest the scroll position. */
export function photoAtScroll(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0) return 0;
  return stepPhoto(0, Math.round(Math.abs(scrollLeft) / slideWidth), count);
}
