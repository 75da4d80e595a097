import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';

const StyledStar = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.warning};
    border-color: ${({ theme }) => theme.colors.warning};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export type FavouriteButtonProps = { name: string; favourite: boolean; onToggle: () => void };

/** A star that marks the place as a favourite in this browser; a toggle button for screen readers. */
export function FavouriteButton({ name, favourite, onToggle }: FavouriteButtonProps) {
  const { t } = useLingui();
  return (
    <StyledStar type="button" aria-pressed={favourite} aria-label={t`Oblíbené: ${name}`} title={favourite ? t`Odebrat z oblíbených` : t`Přidat do oblíbených`} onClick={onToggle}>
      <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
    </StyledStar>
  );
}
