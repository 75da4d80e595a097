export type PartnerSize = 'sm' | 'md' | 'lg';

/** Ordered by the `order` field (SPEC §2), ties by title so the order is stable. */
export function sortPartnerGroups<G extends { order: number; title: { cs: string } }>(groups: readonly G[]): G[] {
  return [...groups].sort((a, b) => a.order - b.order || a.title.cs.localeCompare(b.title.cs, 'cs'));
}

/**
 * Logo widths as columns of a 12-column grid, on phones and from tablets up: big partners get wide
 * columns, small suppliers narrow ones (SPEC §2 sizes sm, md, lg are column widths).
 */
export const partnerColumns: Record<PartnerSize, { phone: number; wide: number }> = {
  lg: { phone: 6, wide: 4 },
  md: { phone: 4, wide: 3 },
  sm: { phone: 3, wide: 2 },
};

/** The logo box in px at the widest layout, for the image proxy. */
export function partnerLogoBox(size: PartnerSize): { width: number; height: number } {
  const width = { lg: 240, md: 180, sm: 120 }[size];
  return { width, height: width / 2 };
}
