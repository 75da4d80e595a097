/** One piece of a page as rendered: a block, or several hero blocks in a row shown as one slider. */
export interface BlockSection<B extends { type: string }> {
  key: string;
  type: B['type'];
  blocks: B[];
}

/** A registry maps a block type to what renders it; adding a block type is adding one entry. */
export type BlockRegistry<R> = Readonly<Record<string, R>>;

export function rendererFor<R>(registry: BlockRegistry<R>, type: string): R | null {
  return Object.prototype.hasOwnProperty.call(registry, type) ? registry[type] : null;
}

/**
 * Turns a page's blocks into sections: consecutive `hero` blocks merge into one slider, blocks of a
 * type the registry does not know are left out (a newer server may send types this build lacks)
 * and reported through `onUnknown`.
 */
export function planBlocks<B extends { type: string }>(blocks: readonly B[], registry: BlockRegistry<unknown>, onUnknown?: (type: string) => void): BlockSection<B>[] {
  const sections: BlockSection<B>[] = [];
  blocks.forEach((block, index) => {
    if (!rendererFor(registry, block.type)) {
      onUnknown?.(block.type);
      return;
    }
    const last = sections[sections.length - 1];
    if (block.type === 'hero' && last?.type === 'hero' && last.key === `hero-${index - last.blocks.length}`) {
      last.blocks.push(block);
      return;
    }
    sections.push({ key: `${block.type}-${index}`, type: block.type, blocks: [block] });
  });
  return sections;
}

/**
 * The blocks of `types` an editor put at the very start of a page, and the rest. The home page's live
 * scores put first open it right under the hero, above the custom blocks (an app advert, link cards):
 * on the day they are what a phone's visitor comes for (issue 24: they started 1,130 px down).
 */
export function leadingBlocks<B extends { type: string }>(blocks: readonly B[], types: readonly string[]): { lead: B[]; rest: B[] } {
  const first = blocks.findIndex((block) => !types.includes(block.type));
  const cut = first === -1 ? blocks.length : first;
  return { lead: blocks.slice(0, cut), rest: blocks.slice(cut) };
}

/**
 * The partner sizes a page's own `partners` blocks show (`all` for a block of every size): the layout's
 * strip leaves them out, so a page with a partners block lists each partner once (issue 24).
 */
export function partnerSizesShown<S extends string>(blocks: readonly { type: string; size?: S | null }[] | undefined): 'all' | S[] {
  const sizes: S[] = [];
  for (const block of blocks ?? []) {
    if (block.type !== 'partners') continue;
    if (!block.size) return 'all';
    sizes.push(block.size);
  }
  return sizes;
}

/**
 * Whether a page's hero repeats its title ("Prague Handball Cup 2026" under "Prague Handball Cup"): the
 * hero's title is then the page's h1 and no second heading says the same above it (issue 24). A hero
 * saying something else ("Informace" on "Informace o turnaji") leaves the page its own title.
 */
export function heroRepeatsTitle(title: string | null, heroTitle: string | null | undefined): boolean {
  const norm = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
  return Boolean(title && heroTitle && norm(heroTitle).includes(norm(title)));
}
