import type { PlaceType } from '@phc/api-contract';

/**
 * Line icons drawn with `currentColor`, so categories differ by shape as well as colour and render
 * the same everywhere (emoji fonts are missing on some systems).
 */
const paths: Record<PlaceType, string> = {
  // A ball.
  hall: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16 M4.5 9.5c4 1.5 11 1.5 15 0 M4.5 14.5c4-1.5 11-1.5 15 0 M12 4v16',
  // A bed.
  accommodation: 'M3 18V7 M3 14h18v4 M21 14v-2a3 3 0 0 0-3-3h-7v5 M7 12.5a1.5 1.5 0 1 0 0-3a1.5 1.5 0 1 0 0 3',
  // A fork and a knife.
  catering: 'M7 3v18 M4 3v5a3 3 0 0 0 6 0V3 M17 21V3c-2 1-3 4-3 8h3',
  // A tower with battlements.
  prague: 'M5 21V9h2V6h2v3h2V3h2v6h2V6h2v3h2v12z M10 21v-4h4v4',
  // A percent sign.
  ac_benefit: 'M19 5 5 19 M7.5 9a1.5 1.5 0 1 0 0-3a1.5 1.5 0 1 0 0 3 M16.5 18a1.5 1.5 0 1 0 0-3a1.5 1.5 0 1 0 0 3',
  // A card.
  activity_card: 'M3 6h18v12H3z M3 10h18 M6 14h4',
};

export type CategoryIconProps = { category: PlaceType; size?: number };

export function CategoryIcon({ category, size = 18 }: CategoryIconProps) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[category]} />
    </svg>
  );
}
