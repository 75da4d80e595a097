import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Container, EmptyState } from '@phc/ui';
import type { findPage, SiteData } from '../queries/site-content';
import { BlockList } from './block-list';
import { HeroSlider } from './blocks/hero-slider';
import { CustomBlocks } from './custom-blocks';

export type PageBodyProps = {
  page: ReturnType<typeof findPage>;
  layout: SiteData | undefined;
  customBlocksPosition?: string;
  after?: (layout: SiteData | undefined) => ReactNode;
};

/** A content page below its title: hero, custom blocks, typed blocks (or the empty state), `after`. */
export function PageBody({ page, layout, customBlocksPosition, after }: PageBodyProps) {
  return (
    <>
      {page?.hero && <HeroSlider slides={[page.hero]} />}
      {customBlocksPosition && <CustomBlocks blocks={layout?.customBlocks ?? []} position={customBlocksPosition} />}
      {page && page.blocks.length > 0 && <BlockList blocks={page.blocks} />}
      {(!page || page.blocks.length === 0) && !after && (
        <Container>
          <EmptyState title={<Trans>Tato stránka zatím nemá obsah.</Trans>} />
        </Container>
      )}
      {after?.(layout)}
    </>
  );
}
