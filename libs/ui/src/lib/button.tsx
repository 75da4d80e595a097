import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

const buttonStyle = css<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme, $size }) => ($size === 'sm' ? '36px' : theme.sizes.touchTarget)};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space[3] : theme.space[4])};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  text-decoration: none;
  cursor: pointer;
  transition: filter ${({ theme }) => theme.durations.fast}ms ease;
  ${({ theme, $variant }) =>
    ({
      primary: css`
        background: ${theme.colors.primary};
        color: ${theme.colors.onPrimary};
      `,
      secondary: css`
        background: ${theme.colors.surface};
        color: ${theme.colors.text};
        border-color: ${theme.colors.border};
      `,
      ghost: css`
        background: transparent;
        color: inherit;
      `,
      danger: css`
        background: ${theme.colors.danger};
        color: ${theme.colors.onDanger};
      `,
    })[$variant]}
  &:hover:not(:disabled) {
    filter: brightness(0.92);
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyle}
`;
const StyledButtonLink = styled(Link)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyle}
`;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize; loading?: boolean };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, type = 'button', disabled, children, ...rest },
  ref,
) {
  return (
    <StyledButton ref={ref} type={type} $variant={variant} $size={size} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {children}
    </StyledButton>
  );
});

export type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize };

export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink({ variant = 'primary', size = 'md', ...rest }, ref) {
  return <StyledButtonLink ref={ref} $variant={variant} $size={size} {...rest} />;
});

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  text-underline-offset: 2px;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;
