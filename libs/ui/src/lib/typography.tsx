import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Hidden on screen, still read by screen readers; also for styled components that need it. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const sizes = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md', 5: 'md', 6: 'sm' } as const;

const StyledHeading = styled.h2<{ $size: HeadingLevel }>`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme, $size }) => theme.fontSizes[sizes[$size]]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
`;

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & {
  /** The document outline level (h1–h6). */
  level?: HeadingLevel;
  /** The look of another level, when the outline and the design disagree. */
  size?: HeadingLevel;
  children: ReactNode;
};

export function Heading({ level = 2, size, ...rest }: HeadingProps) {
  return <StyledHeading as={`h${level}`} $size={size ?? level} {...rest} />;
}
