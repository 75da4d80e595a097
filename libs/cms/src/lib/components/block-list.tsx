import type { ComponentType } from 'react';
import type { Block } from '@phc/api-contract';
import { planBlocks, rendererFor } from '../logic/block-plan';
import { blockRegistry } from './block-registry';
import type { BlockProps } from './blocks/block-props';

const warnUnknown = (type: string) => console.warn(`Unknown content block type "${type}"`);

/** A page's typed blocks in order, each through its registered component. */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {planBlocks(blocks, blockRegistry, warnUnknown).map((section) => {
        const Component = rendererFor(blockRegistry, section.type) as ComponentType<BlockProps>;
        return <Component key={section.key} blocks={section.blocks} />;
      })}
    </>
  );
}
