import styled from 'styled-components';
import { media } from '@phc/ui';

/**
 * Phone: one column, the primary actions in a bar at the bottom (one thumb). Tablet in landscape:
 * clock, score and log side by side.
 */
export const StyledWorkspace = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'score' 'clock' 'log';
  padding-bottom: calc(${({ theme }) => theme.sizes.touchTarget} * 2);
  ${media.up('tablet')} and (orientation: landscape) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1fr);
    grid-template-areas: 'clock score log';
    align-items: start;
  }
  ${media.up('desktop')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1fr);
    grid-template-areas: 'clock score log';
    align-items: start;
  }
`;

export const StyledColumn = styled.section<{ $area: 'score' | 'clock' | 'log' }>`
  grid-area: ${({ $area }) => $area};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const StyledActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} 0;
  /* The shell's "back to top" floats at the bottom right once scrolled: it must not cover "add event". */
  padding-right: calc(${({ theme }) => theme.sizes.touchTarget} + ${({ theme }) => theme.space[4]});
  background: ${({ theme }) => theme.colors.background};
  button {
    min-height: calc(${({ theme }) => theme.sizes.touchTarget} * 1.3);
  }
`;

export const StyledTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledBanner = styled.div<{ $tone: 'danger' | 'info' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.focus)};
  p {
    margin: 0;
  }
`;
