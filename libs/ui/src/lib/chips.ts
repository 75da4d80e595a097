import { css } from 'styled-components';

/**
 * A row of choices shown as chips (days, sort orders, playoff trees): links or toggle buttons inside,
 * the chosen one marked by `aria-current="page"` or `aria-pressed="true"`, so the state assistive
 * technology reads is the state the eye sees.
 */
export const chipRowStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  a,
  button {
    flex: none;
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding-inline: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  a[aria-current='page'],
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.secondary};
    border-color: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
