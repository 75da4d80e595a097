import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router';
import styled, { css } from 'styled-components';
import { SpinnerIcon } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

type StyleProps = { $variant: ButtonVariant; $size: ButtonSize };

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  ghost: css`
    background: transparent;
    color: inherit;
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
  `,
};

const buttonStyle = css<StyleProps>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme, $size }) => ($size === 'sm' ? theme.sizes.controlSm : theme.sizes.touchTarget)};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space[3] : theme.space[4])};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-decoration: none;
  cursor: pointer;
  transition: filter ${({ theme }) => theme.durations.fast}ms ease;
  ${({ $variant }) => variants[$variant]}
  /* A small button still takes a finger: the hit area reaches the touch target around it. */
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: max(100%, ${({ theme }) => theme.sizes.touchTarget});
    height: max(100%, ${({ theme }) => theme.sizes.touchTarget});
    transform: translate(-50%, -50%);
  }
  &:hover:not(:disabled):not([aria-disabled='true']) {
    filter: brightness(0.92);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyle}
`;
const StyledButtonLink = styled(Link)<StyleProps>`
  ${buttonStyle}
`;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks; the button stays focusable so keyboard users keep their place. */
  loading?: boolean;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, type = 'button', children, onClick, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also stops a submit button from sending its form twice.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading && <SpinnerIcon />}
      {children}
    </StyledButton>
  );
});

export type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize };

/** A react-router link that looks like a button (navigation, not an action). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink({ variant = 'primary', size = 'md', ...rest }, ref) {
  return <StyledButtonLink ref={ref} $variant={variant} $size={size} {...rest} />;
});

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
