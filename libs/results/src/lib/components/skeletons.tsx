import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Skeleton, VisuallyHidden } from '@phc/ui';

const StyledRows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Rows in the shape of a match list or a table while it loads. */
export function RowsSkeleton({ rows = 8, height = 56 }: { rows?: number; height?: number }) {
  return (
    <StyledRows aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Načítá se…</Trans>
      </VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </StyledRows>
  );
}
