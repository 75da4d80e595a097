import { PageSkeleton, Skeleton } from '@phc/ui';

/**
 * Rows in the shape of a match list or a table while it loads, a screen tall: the footer stays out
 * of view, so the content replacing it moves nothing on screen.
 */
export function RowsSkeleton({ rows = 8, height = 56 }: { rows?: number; height?: number }) {
  return <PageSkeleton rows={rows} rowHeight={height} />;
}

/** The draw by day while it loads: its filters, the day tabs, then match rows of their height. */
export function DrawSkeleton() {
  return (
    <PageSkeleton rows={8} rowHeight={84}>
      <Skeleton height={169} />
      <Skeleton height={44} />
    </PageSkeleton>
  );
}
