import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledFilterGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
`;

export type FilterGridProps = {
  /** Names the search landmark, e.g. "Filtr uživatelů". */
  label: string;
  /** The filter fields: as many columns as fit, one under another on a phone. */
  children: ReactNode;
};

/** An admin list's filters above it: a search landmark, its fields aligned on their inputs. */
export function FilterGrid({ label, children }: FilterGridProps) {
  return (
    <StyledFilterGrid role="search" aria-label={label}>
      {children}
    </StyledFilterGrid>
  );
}
