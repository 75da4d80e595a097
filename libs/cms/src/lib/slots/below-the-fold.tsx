import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { lazyWithCatalog } from '@phc/i18n';
import styled from 'styled-components';
import { Container, Skeleton, useNearViewport } from '@phc/ui';
import { cmsCatalog } from '../catalog';
import { usePreview } from '../logic/preview-store';
import { siteContentQueries } from '../queries/site-content';

// The partner strip and the footer's content sit below the fold and render nothing without content:
// their code (rich text, sanitizing, icons, logo grids) and the feature's catalog download only once
// there is something to show and the visitor scrolls towards it.
const LazyContentFooter = lazy(lazyWithCatalog(cmsCatalog, () => import('./content-footer').then((m) => m.ContentFooter)));
const LazyPartnersSlot = lazy(lazyWithCatalog(cmsCatalog, () => import('./partners-slot').then((m) => m.PartnersSlot)));

/** Held while the partners load: the strip's own loading state, so the page does not jump. */
function PartnersPlaceholder() {
  return (
    <Container>
      <Skeleton height={80} />
    </Container>
  );
}

/** Keeps the partner strip's room until the visitor comes near it, so the page does not jump. */
const StyledPartnersRoom = styled.div`
  min-height: ${({ theme }) => theme.space[8]};
`;

/** Holds the footer content's place until it loads, so the observer has something to watch. */
const StyledFooterPlaceholder = styled.div`
  min-height: ${({ theme }) => theme.space[8]};
`;

/** The layout's `partners` slot. */
export function PartnersSlotWhenContent() {
  const { data, isPending } = useQuery(siteContentQueries.chrome(usePreview()));
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (!isPending && !data?.partners?.length) return null;
  // Not yet near: only the strip's room is kept (no skeleton: nothing is loading yet).
  if (isPending || !near) return <StyledPartnersRoom ref={ref} />;
  return (
    <Suspense fallback={<PartnersPlaceholder />}>
      <LazyPartnersSlot />
    </Suspense>
  );
}

/** The layout's `footer` slot. */
export function ContentFooterWhenContent() {
  const { data } = useQuery(siteContentQueries.chrome(usePreview()));
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (!data?.settings && !data?.menus?.some((menu) => menu.position === 'footer')) return null;
  if (!near) return <StyledFooterPlaceholder ref={ref} />;
  return (
    <Suspense fallback={null}>
      <LazyContentFooter />
    </Suspense>
  );
}
