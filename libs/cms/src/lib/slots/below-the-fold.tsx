import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { lazyWithCatalog } from '@phc/i18n';
import styled from 'styled-components';
import { Container, Skeleton, useNearViewport } from '@phc/ui';
import { cmsCatalog } from '../catalog';
import { usePreview } from '../logic/preview-store';
import { partnerSizesShown } from '../logic/block-plan';
import type { PartnerSize } from '../logic/partners';
import { findPage, siteContentQueries } from '../queries/site-content';

const partnerSizes: readonly PartnerSize[] = ['sm', 'md', 'lg'];
/** The fixed content pages' routes and the page each shows (routes/). */
const contentRouteSlugs: Partial<Record<string, string>> = { index: 'home', podminky: 'podminky', 'podminky-vyjimek': 'podminky-vyjimek' };

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

/** The content page's slug of the route shown, if it is one (its data is in the cache, its loader fetched it). */
function useShownPageSlug(): string | null {
  const match = useMatches().at(-1);
  const routeName = (match?.handle as { routeName?: string } | undefined)?.routeName;
  if (!match || !routeName) return null;
  return contentRouteSlugs[routeName] ?? (routeName === 'stranka' ? (match.params['slug'] ?? null) : null);
}

/** The layout's `partners` slot: the groups the page does not show itself. */
export function PartnersSlotWhenContent() {
  const preview = usePreview();
  const { data, isPending } = useQuery(siteContentQueries.chrome(preview));
  const slug = useShownPageSlug();
  // Only read from the cache here: the page's own loader fetches it.
  const { data: pageData } = useQuery({ ...siteContentQueries.page(slug ?? '', preview), enabled: false });
  const shown = partnerSizesShown(slug ? findPage(pageData, slug)?.blocks.filter((block) => block.type === 'partners') : undefined);
  const omitSizes = shown === 'all' ? partnerSizes : shown;
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (!isPending && !data?.partners?.some((group) => !omitSizes.includes(group.size))) return null;
  // Not yet near: only the strip's room is kept (no skeleton: nothing is loading yet).
  if (isPending || !near) return <StyledPartnersRoom ref={ref} />;
  return (
    <Suspense fallback={<PartnersPlaceholder />}>
      <LazyPartnersSlot omitSizes={omitSizes} />
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
