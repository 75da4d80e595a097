import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { useResultsOnWeb } from '@phc/auth';
import { lazyWithCatalog } from '@phc/i18n';
import { Container, media, Skeleton, useNearViewport } from '@phc/ui';
import { cmsLiveBlockCatalog } from '../../catalog';

// The block's reads and code load when the visitor scrolls towards it: it sits below the fold, and the
// home page's first load has a tight budget (tools/scripts/budgets.mjs).
const LazyLiveBlockContent = lazy(lazyWithCatalog(cmsLiveBlockCatalog, () => import('../../live-block/live-block-content').then((m) => m.LiveBlockContent)));

/**
 * The block's room, the same before its code comes, while it loads and once shown, so nothing below
 * it moves (a live list longer than the room still grows it).
 */
export const StyledLiveBlockRoom = styled.section`
  /* Four live rows and one followed team's match: stacked on a phone, side by side from a tablet up. */
  min-height: calc(${({ theme }) => theme.space[8]} * 8);
  margin-block: ${({ theme }) => theme.space[5]};
  ${media.up('tablet')} {
    min-height: calc(${({ theme }) => theme.space[8]} * 6);
  }
`;

function LiveBlockSkeleton() {
  return (
    <>
      <Skeleton height={28} width="60%" />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={56} />
      ))}
    </>
  );
}

/** The content block "Live & your teams" (block type `live`): live matches now and the followed teams' next matches. */
export function LiveBlock() {
  const [ref, near] = useNearViewport<HTMLElement>('200px');
  const headingId = useId();
  // Scores and live matches are results: with results off on the web (SPEC §9) the block is not there at all.
  if (!useResultsOnWeb()) return null;
  return (
    <Container>
      <StyledLiveBlockRoom ref={ref} data-block="live" aria-labelledby={headingId}>
        {near && (
          <Suspense fallback={<LiveBlockSkeleton />}>
            <LazyLiveBlockContent headingId={headingId} />
          </Suspense>
        )}
      </StyledLiveBlockRoom>
    </Container>
  );
}
