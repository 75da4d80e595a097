import styled from 'styled-components';

/** Lets a wide table scroll sideways inside itself on a phone instead of widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
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
