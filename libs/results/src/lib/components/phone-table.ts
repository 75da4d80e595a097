import { css } from 'styled-components';

/** A figures table on a phone: narrower cells and headers over two lines, so more figures fit 328 px. */
export const phoneTableCells = css`
  th,
  td {
    padding-inline: ${({ theme }) => theme.space[1]};
  }
  thead th {
    white-space: normal;
  }
`;
