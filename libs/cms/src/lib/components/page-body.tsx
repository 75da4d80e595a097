import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Container, EmptyState } from '@phc/ui';
import type { findPage, SiteData } from '../queries/site-content';
import { leadingBlocks } from '../logic/block-plan';
import { BlockList } from './block-list';
import { HeroSlider } from './blocks/hero-slider';
import { CustomBlocks } from './custom-blocks';

export type PageBodyProps = {
  page: ReturnType<typeof findPage>;
  layout: SiteData | undefined;
  customBlocksPosition?: string;
  after?: (layout: SiteData | undefined) => ReactNode;
  /** The hero repeats the page's title and carries its h1 instead. */
  heroIsTitle?: boolean;
};

/**
 * A content page below its title: hero (the h1 when it repeats the title), a live block put first, custom blocks,
 * the other typed blocks (or the empty state), `after`.
 */
export function PageBody({ page, layout, customBlocksPosition, after, heroIsTitle = false }: PageBodyProps) {
  const { lead, rest } = customBlocksPosition ? leadingBlocks(page?.blocks ?? [], ['live']) : { lead: [], rest: page?.blocks ?? [] };
  return (
    <>
      {page?.hero && <HeroSlider slides={[page.hero]} headingLevel={heroIsTitle ? 1 : 2} />}
      {lead.length > 0 && <BlockList blocks={lead} />}
      {customBlocksPosition && <CustomBlocks blocks={layout?.customBlocks ?? []} position={customBlocksPosition} />}
      {rest.length > 0 && <BlockList blocks={rest} />}
      {(!page || page.blocks.length === 0) && !after && (
        <Container>
          <EmptyState title={<Trans>Tato stránka zatím nemá obsah.</Trans>} />
        </Container>
      )}
      {after?.(layout)}
    </>
  );
}
