import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from './feedback';
import { VisuallyHidden } from './typography';

const StyledPageSkeleton = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  /* At least a screen tall: the footer stays below the fold until the content replacing this arrives,
     so nothing on screen moves when it does (the content is a screen or longer, or ends the page). */
  min-height: 100vh;
`;

export type PageSkeletonProps = {
  /** A bar in the place and size of the page's h1 (leave out when the real heading is already shown). */
  heading?: boolean;
  /** Placeholder rows in the shape of the page's list or blocks. */
  rows?: number;
  /** Each row's height in pixels. */
  rowHeight?: number;
  /** Placeholders above the rows in the shape of the page's own controls (filters, tabs). */
  children?: ReactNode;
};

/** A loading page: a screen-tall placeholder in the page's shape, announced once as loading. */
export function PageSkeleton({ heading = false, rows = 8, rowHeight = 56, children }: PageSkeletonProps) {
  const { t } = useLingui();
  return (
    <StyledPageSkeleton aria-busy="true" data-page-skeleton="">
      <VisuallyHidden role="status">{t`Načítá se…`}</VisuallyHidden>
      {heading && <Skeleton height="2.5rem" width="60%" />}
      {children}
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={rowHeight} />
      ))}
    </StyledPageSkeleton>
  );
}
