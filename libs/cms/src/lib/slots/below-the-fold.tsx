import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { lazyWithCatalog } from '@phc/i18n';
import { Container, Skeleton } from '@phc/ui';
import { cmsCatalog } from '../catalog';
import { usePreview } from '../logic/preview-store';
import { siteContentQueries } from '../queries/site-content';

// The partner strip and the footer's content sit below the fold and render nothing without content:
// their code (rich text, sanitizing, icons, logo grids) and the feature's catalog download only once
// there is something to show.
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

/** The layout's `partners` slot. */
export function PartnersSlotWhenContent() {
  const { data, isPending } = useQuery(siteContentQueries.chrome(usePreview()));
  if (isPending) return <PartnersPlaceholder />;
  if (!data?.partners?.length) return null;
  return (
    <Suspense fallback={<PartnersPlaceholder />}>
      <LazyPartnersSlot />
    </Suspense>
  );
}

/** The layout's `footer` slot. */
export function ContentFooterWhenContent() {
  const { data } = useQuery(siteContentQueries.chrome(usePreview()));
  if (!data?.settings && !data?.menus?.some((menu) => menu.position === 'footer')) return null;
  return (
    <Suspense fallback={null}>
      <LazyContentFooter />
    </Suspense>
  );
}
