import type { Block } from '@phc/api-contract';
import { PartnerGroups } from '../partner-groups';
import type { BlockProps } from './block-props';

/** The partner strip inside a page, optionally only one size of partners. */
export function PartnersBlock({ blocks: [block] }: BlockProps<Extract<Block, { type: 'partners' }>>) {
  return <PartnerGroups size={block.size} headingLevel={2} />;
}
