import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { usePageTitle, useLocale } from '@phc/i18n';
import { Container, ErrorState, Heading, PageSkeleton, Skeleton } from '@phc/ui';
import { heroRepeatsTitle } from '../logic/block-plan';
import { localized } from '../logic/localized';
import { usePreview } from '../logic/preview-store';
import { findPage, siteContentQueries, type SiteData } from '../queries/site-content';
import { loadedPageBody, loadPageBody } from './page-body-loader';

// The blocks (hero slider, galleries, rich text…) come with the content: the route's loader fetches
// this chunk once the page's data is there, so it renders at once; a failed fetch never needs it.
const LazyPageBody = lazy(() => loadPageBody().then((m) => ({ default: m.PageBody })));

const StyledTitle = styled(Container)`
  padding-top: ${({ theme }) => theme.space[2]};
`;

/** The title, a hero-sized block and lines of text; a screen tall, so the footer stays out of view. */
function ContentSkeleton() {
  return (
    <Container>
      <PageSkeleton heading rows={6} rowHeight={24}>
        <Skeleton height={224} />
      </PageSkeleton>
    </Container>
  );
}

export type ContentPageViewProps = {
  slug: string;
  /** Where custom blocks of that position go (the home page's `home-top`). */
  customBlocksPosition?: string;
  /** The heading when the content has no such page (terms, exception conditions keep a page). */
  fallbackTitle?: string;
  /** Rendered after the blocks, with the layout's content (the terms page adds the settings' terms). */
  after?: (layout: SiteData | undefined) => ReactNode;
};

/**
 * A content page: its title, hero and typed blocks, with loading, error and empty states. The
 * route's loader already fetched it (and answered 404 for an unknown slug); a failed fetch shows
 * the error with a retry instead of the error page, since the rest of the site still works.
 */
export function ContentPageView({ slug, customBlocksPosition, fallbackTitle, after }: ContentPageViewProps) {
  const locale = useLocale();
  const preview = usePreview();
  const { data, isPending, isError, refetch } = useQuery(siteContentQueries.page(slug, preview));
  const { data: layout, isPending: layoutPending } = useQuery(siteContentQueries.chrome(preview));
  const page = findPage(data, slug);
  const title = page ? localized(page.title, locale) : (fallbackTitle ?? null);
  usePageTitle(title);

  // Custom blocks come with the layout's content: the page waits for it rather than have them push
  // its blocks down when they arrive (the loader fetched both in parallel).
  if (isPending || (customBlocksPosition && layoutPending)) return <ContentSkeleton />;
  if (isError) {
    return (
      <Container>
        {fallbackTitle && <Heading level={1}>{fallbackTitle}</Heading>}
        <ErrorState onRetry={() => void refetch()} />
      </Container>
    );
  }
  const Body = loadedPageBody() ?? LazyPageBody;
  // A hero repeating the title carries the page's h1: a second heading above it only said the same.
  const heroIsTitle = heroRepeatsTitle(title, page?.hero ? localized(page.hero.title, locale) : null);
  return (
    <article data-page-slug={slug}>
      {!heroIsTitle && (
        <StyledTitle>
          <Heading level={1}>{title}</Heading>
        </StyledTitle>
      )}
      <Suspense fallback={<ContentSkeleton />}>
        <Body page={page} layout={layout} customBlocksPosition={customBlocksPosition} after={after} heroIsTitle={heroIsTitle} />
      </Suspense>
    </article>
  );
}
