import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlaceType } from '@phc/api-contract';
import { placeCategories } from '../logic/places';
import { categoryColors, categoryLabels } from './categories';
import { CategoryIcon } from './category-icon';

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledToggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledToggle = styled.button<{ $category: PlaceType }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme, $category }) => theme.colors[categoryColors[$category]]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &[aria-pressed='false'] {
    color: ${({ theme }) => theme.colors.textMuted};
    border-style: dashed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type CategoryTogglesProps = {
  active: ReadonlySet<PlaceType>;
  counts: Record<PlaceType, number>;
  onToggle: (category: PlaceType) => void;
};

/** One toggle button per category (pressed = its places are shown on the map and in the list). */
export function CategoryToggles({ active, counts, onToggle }: CategoryTogglesProps) {
  const { i18n } = useLingui();
  return (
    <StyledFieldset>
      <legend>
        <Trans>Kategorie</Trans>
      </legend>
      <StyledToggles>
        {placeCategories.map((category) => (
          <StyledToggle key={category} type="button" $category={category} aria-pressed={active.has(category)} onClick={() => onToggle(category)} data-category={category}>
            <CategoryIcon category={category} />
            {i18n._(categoryLabels[category])}
            <StyledCount>({counts[category]})</StyledCount>
          </StyledToggle>
        ))}
      </StyledToggles>
    </StyledFieldset>
  );
}
