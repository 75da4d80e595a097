import type { CSSProperties, ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button } from './button';
import { media } from './theme/media';

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: calc(200px + 100%) 0; }
`;

const StyledSkeleton = styled.span<{ $circle: boolean }>`
  display: block;
  border-radius: ${({ theme, $circle }) => ($circle ? '50%' : theme.radii.sm)};
  background-color: ${({ theme }) => theme.colors.surfaceAlt};
  background-image: linear-gradient(90deg, transparent, ${({ theme }) => theme.colors.surface}, transparent);
  background-repeat: no-repeat;
  background-size: 200px 100%;
  animation: ${shimmer} 1.2s ease-in-out infinite;
  ${media.reducedMotion} {
    animation: none;
  }
`;

const size = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

export type SkeletonProps = {
  /** Pixels or any CSS length; defaults to the full width. */
  width?: number | string;
  /** Pixels or any CSS length; defaults to one line of text. */
  height?: number | string;
  circle?: boolean;
  className?: string;
};

/** A placeholder in the shape of content that is loading; hidden from screen readers (announce loading elsewhere). */
export function Skeleton({ width = '100%', height = '1em', circle = false, className }: SkeletonProps) {
  const style: CSSProperties = { width: size(width), height: size(height) };
  return <StyledSkeleton aria-hidden="true" data-skeleton="" $circle={circle} style={style} className={className} />;
}

export type BadgeVariant = 'neutral' | 'primary' | 'success' | 'danger' | 'warning' | 'live';

const pulse = keyframes`50% { opacity: 0.35; }`;

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.1em ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-transform: uppercase;
  white-space: nowrap;
  ${({ theme, $variant }) =>
    ({
      neutral: css`
        background: ${theme.colors.surfaceAlt};
        color: ${theme.colors.text};
      `,
      primary: css`
        background: ${theme.colors.primary};
        color: ${theme.colors.onPrimary};
      `,
      success: css`
        background: ${theme.colors.success};
        color: ${theme.colors.onSuccess};
      `,
      danger: css`
        background: ${theme.colors.danger};
        color: ${theme.colors.onDanger};
      `,
      warning: css`
        background: ${theme.colors.warning};
        color: ${theme.colors.onDanger};
      `,
      live: css`
        background: ${theme.colors.live};
        color: ${theme.colors.onDanger};
        &::before {
          content: '';
          width: 0.5em;
          height: 0.5em;
          border-radius: 50%;
          background: currentColor;
          animation: ${pulse} 1.6s ease-in-out infinite;
        }
        ${media.reducedMotion} {
          &::before {
            animation: none;
          }
        }
      `,
    })[$variant]}
`;

export type BadgeProps = { variant?: BadgeVariant; children: ReactNode; className?: string; title?: string };

/** A short label; `live` pulses a dot for a match in progress. */
export function Badge({ variant = 'neutral', children, className, title }: BadgeProps) {
  return (
    <StyledBadge $variant={variant} className={className} title={title} data-variant={variant}>
      {children}
    </StyledBadge>
  );
}

const StyledState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h2,
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    max-width: 40rem;
  }
`;

type HeadingLevel = 2 | 3;

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** A button or link that gets the visitor going (e.g. "Přidat hráče"). */
  action?: ReactNode;
  headingLevel?: HeadingLevel;
};

export function EmptyState({ title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <StyledState>
      <Title>{title}</Title>
      {description && <p>{description}</p>}
      {action}
    </StyledState>
  );
}

export type ErrorStateProps = {
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a "Zkusit znovu" button when given. */
  onRetry?: () => void;
  headingLevel?: HeadingLevel;
};

export function ErrorState({ title, message, onRetry, headingLevel = 2 }: ErrorStateProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <StyledState role="alert">
      <Title>{title ?? <Trans>Něco se pokazilo</Trans>}</Title>
      <p>{message ?? <Trans>Data se nepodařilo načíst. Zkontrolujte připojení a zkuste to znovu.</Trans>}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Zkusit znovu</Trans>
        </Button>
      )}
    </StyledState>
  );
}

/**
 * A paragraph that warns about the page's state (a limit reached, details that disagree): a warning
 * bar on its left, the text in the page's colours. Give it `role="status"` when it appears as the
 * visitor works, so screen readers hear it.
 */
export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow-wrap: anywhere;
`;
