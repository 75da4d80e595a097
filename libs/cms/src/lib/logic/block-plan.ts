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
