import type { Block } from '@phc/api-contract';
import type { BlockProps } from './block-props';
import { HeroSlider } from './hero-slider';

export function HeroBlock({ blocks }: BlockProps<Extract<Block, { type: 'hero' }>>) {
  return <HeroSlider slides={blocks} />;
}
