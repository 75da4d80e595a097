import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Place, PlaceType } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { placeName } from '../logic/places';
import { categoryColors, categoryItemLabels } from './categories';
import { FavouriteButton } from './favourite-button';

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledItem = styled.li<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceAlt : 'transparent')};
`;

const StyledOpen = styled.button<{ $category: PlaceType }>`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 0;
  border-left: 4px solid ${({ theme, $category }) => theme.colors[categoryColors[$category]]};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

export type PlaceListProps = {
  places: readonly Place[];
  favourites: ReadonlySet<number>;
  selectedId: number | null;
  onOpen: (id: number) => void;
  onToggleFavourite: (id: number) => void;
};

/** The places as a list: the whole screen without WebGL, beside the map otherwise. */
export function PlaceList({ places, favourites, selectedId, onOpen, onToggleFavourite }: PlaceListProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  return (
    <StyledList aria-label={t`Místa`}>
      {places.map((place) => {
        const name = placeName(place, locale);
        return (
          <StyledItem key={place.id} $selected={place.id === selectedId} data-place-id={place.id}>
            <StyledOpen type="button" $category={place.placeType.name} onClick={() => onOpen(place.id)} aria-current={place.id === selectedId ? 'true' : undefined}>
              <strong>{name}</strong>
              <span>
                {i18n._(categoryItemLabels[place.placeType.name])}
                {favourites.has(place.id) && (
                  <>
                    {' · '}
                    <Trans>oblíbené</Trans>
                  </>
                )}
              </span>
              <span>{place.address}</span>
            </StyledOpen>
            <FavouriteButton name={name} favourite={favourites.has(place.id)} onToggle={() => onToggleFavourite(place.id)} />
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
