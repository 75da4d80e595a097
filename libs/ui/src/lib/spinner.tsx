import styled, { keyframes } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from './typography';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The ring alone, for places that announce the busy state themselves (a loading button). */
export const SpinnerIcon = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  flex: none;
  width: 1.1em;
  height: 1.1em;
  border: 0.18em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const StyledSpinner = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export type SpinnerProps = { /** Read by screen readers; defaults to "Načítá se…". */ label?: string; className?: string };

export function Spinner({ label, className }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <StyledSpinner role="status" className={className}>
      <SpinnerIcon />
      <VisuallyHidden>{label ?? t`Načítá se…`}</VisuallyHidden>
    </StyledSpinner>
  );
}
