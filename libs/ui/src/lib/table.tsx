import styled from 'styled-components';

export type TableScrollProps = {
  /**
   * Names the box as a region a keyboard reaches (tab, then arrows). Give it to a table with nothing
   * focusable inside: once it scrolls sideways on a phone, a keyboard could not scroll it otherwise
   * (axe: scrollable-region-focusable).
   */
  $label?: string;
};

/** Lets a wide table scroll sideways inside itself on a phone instead of widening the page. */
export const TableScroll = styled.div.attrs<TableScrollProps>(({ $label }) => ($label ? { tabIndex: 0, role: 'region', 'aria-label': $label } : {}))`
  overflow-x: auto;
  /* The containing block of what is absolutely positioned inside (a visually hidden caption sits in
     the middle of a wide table): otherwise it escapes the scroll box and widens a phone's page. */
  position: relative;
`;

export type DataTableProps = { $align?: 'left' | 'center' | 'right' };

/** Rows of figures (standings, statistics, rosters): aligned digits, quiet rules between rows. */
export const DataTable = styled.table<DataTableProps>`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: ${({ $align = 'left' }) => $align};
  }
`;
