import styled from 'styled-components';

/** Lets a wide table scroll sideways inside itself on a phone instead of widening the page. */
export const TableScroll = styled.div`
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
