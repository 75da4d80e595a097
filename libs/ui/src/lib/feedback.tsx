import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button } from './button';
import { VisuallyHidden } from './typography';

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: calc(200px + 100%) 0; }
`;

/** A grey placeholder in the shape of content that is loading (no spinners over empty pages). */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{ $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt} linear-gradient(90deg, transparent, rgba(255, 255, 255, 0.6), transparent) no-repeat;
  background-size: 200px 100%;
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSpinner = styled.span`
  display: inline-block;
  width: 1.25em;
  height: 1.25em;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ label }: { label: string }) {
  return (
    <span role="status">
      <StyledSpinner aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

const pulse = keyframes`50% { opacity: 0.45; }`;

export const Badge = styled.span<{ $tone?: 'neutral' | 'live' | 'success' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  color: ${({ theme, $tone = 'neutral' }) => ($tone === 'neutral' ? theme.colors.text : theme.colors.onDanger)};
  background: ${({ theme, $tone = 'neutral' }) => ({ neutral: theme.colors.surfaceAlt, live: theme.colors.live, success: theme.colors.success, danger: theme.colors.danger })[$tone]};
  ${({ $tone }) =>
    $tone === 'live' &&
    css`
      &::before {
        content: '';
        width: 0.5em;
        height: 0.5em;
        border-radius: 50%;
        background: currentColor;
        animation: ${pulse} 1.6s ease-in-out infinite;
      }
    `}
`;

const StyledState = styled.div`
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h2 {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
`;

export type EmptyStateProps = { title: ReactNode; description?: ReactNode; action?: ReactNode };

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <StyledState>
      <h2>{title}</h2>
      {description && <p>{description}</p>}
      {action}
    </StyledState>
  );
}

export type ErrorStateProps = { title?: ReactNode; message?: ReactNode; onRetry?: () => void };

export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <StyledState role="alert">
      <h2>{title ?? <Trans>Něco se pokazilo</Trans>}</h2>
      <p>{message ?? <Trans>Data se nepodařilo načíst. Zkontrolujte připojení a zkuste to znovu.</Trans>}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Zkusit znovu</Trans>
        </Button>
      )}
    </StyledState>
  );
}
