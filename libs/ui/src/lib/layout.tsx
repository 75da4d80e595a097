import styled from 'styled-components';
import { media } from './theme/media';

/** Page width of SPEC §9: 1240 px, 1600 px on large screens. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.container.maxWidth}px;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.container.gutter};
  ${media.up('large')} {
    max-width: ${({ theme }) => theme.container.maxWidthLarge}px;
  }
`;

export type StackProps = { $gap?: keyof import('./theme/base-theme').AppTheme['space']; $direction?: 'row' | 'column'; $wrap?: boolean; $align?: string };

export const Stack = styled.div<StackProps>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align = 'stretch' }) => $align};
  gap: ${({ theme, $gap = 3 }) => theme.space[$gap]};
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space[4]};
`;
