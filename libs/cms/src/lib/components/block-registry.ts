import type { ComponentType } from 'react';
import type { BlockType } from '@phc/api-contract';
import type { BlockProps } from './blocks/block-props';
import { CardsBlock } from './blocks/cards-block';
import { CtaBlock } from './blocks/cta-block';
import { FaqBlock } from './blocks/faq-block';
import { GalleryBlock } from './blocks/gallery-block';
import { HeroBlock } from './blocks/hero-block';
import { LiveBlock } from './blocks/live-block';
import { MapLinkBlock } from './blocks/map-link-block';
import { PartnersBlock } from './blocks/partners-block';
import { TextBlock } from './blocks/text-block';

/**
 * Which component renders each block type of the contract. A new block type is its component file
 * plus its line here; the type checker insists every contract type has one.
 */
export const blockRegistry: Record<BlockType, ComponentType<BlockProps<never>>> = {
  text: TextBlock,
  hero: HeroBlock,
  cards: CardsBlock,
  faq: FaqBlock,
  cta: CtaBlock,
  gallery: GalleryBlock,
  partners: PartnersBlock,
  map: MapLinkBlock,
  live: LiveBlock,
};
