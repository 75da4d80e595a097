import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

const visuallyHidden = css`
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

const sizes = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md' } as const;

const StyledHeading = styled.h1<{ $level: 1 | 2 | 3 | 4 }>`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme, $level }) => theme.fontSizes[sizes[$level]]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & { level?: 1 | 2 | 3 | 4; children: ReactNode };

export function Heading({ level = 2, ...rest }: HeadingProps) {
  return <StyledHeading as={`h${level}`} $level={level} {...rest} />;
}
