import styled, { createGlobalStyle } from 'styled-components';

export interface A4PageStyleProps {
  /** The sheet's margin; the browser's own would cut a QR code or a table on some printers. */
  $margin: string;
}

/**
 * Mounted by a page made to be printed, so no other page prints this way: A4 whatever the screen, and
 * ink on paper rather than the brand's colours (the one place black and white are meant literally).
 */
export const A4PageStyle = createGlobalStyle<A4PageStyleProps>`
  @page {
    size: A4;
    margin: ${({ $margin }) => $margin};
  }
  @media print {
    html,
    body {
      background: white;
      color: black;
    }
  }
`;

export interface PaperProps {
  /** How wide the sheet is on screen; printed, it is the paper's width. */
  $width: string;
}

/**
 * A page made to be printed (a match report, a printable schedule): on screen a sheet of the site's
 * colours, printed black on white at 10 pt without the parts marked `data-print="hide"`. Grid items
 * shrink to a phone's width, so wide tables scroll inside their TableScroll instead of the page.
 */
export const Paper = styled.main<PaperProps>`
  max-width: ${({ $width }) => $width};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  & > *,
  section {
    min-width: 0;
  }
  h1,
  h2,
  p {
    margin: 0;
  }
  @media print {
    max-width: none;
    padding: 0;
    color: black;
    background: white;
    font-size: 10pt;
    [data-print='hide'] {
      display: none;
    }
  }
`;
