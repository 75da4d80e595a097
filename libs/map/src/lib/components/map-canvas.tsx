import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled, { useTheme } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { Place, PlaceType } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { useTournament } from '@phc/ui';
import { loadMapEngine } from '../engine/load-engine';
import type { Basemap, MapHandle } from '../engine/map-handle';
import { boundsOf, placeName } from '../logic/places';
import { defaultCenter } from '../logic/engine-choice';
import { mapPin } from '../logic/marker-pin';
import { categoryColors } from './categories';
import { CategoryIcon } from './category-icon';

const StyledMap = styled.div`
  width: 100%;
  height: 100%;
  min-height: 16rem;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledMarker = styled.button<{ $category: PlaceType; $selected: boolean }>`
  position: relative;
  display: block;
  /* 36 px wide (44 px chosen), taller by the point: never under the 24 px of WCAG 2.5.8. */
  width: ${({ theme, $selected }) => ($selected ? theme.sizes.touchTarget : theme.sizes.controlSm)};
  aspect-ratio: ${mapPin.width} / ${mapPin.height};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  > svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    filter: drop-shadow(${({ theme }) => theme.shadows.raised});
  }
  > svg path {
    fill: ${({ theme, $category }) => theme.colors[categoryColors[$category]]};
    stroke: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.surface)};
  }
  /* The icon in the circle: the top square of the pin. */
  > span {
    position: absolute;
    inset: 0 0 auto;
    aspect-ratio: 1;
    display: flex;
    align-items: center;
    justify-content: center;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The pin's outline; the icon is drawn over it. */
function PinShape() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox={`0 0 ${mapPin.width} ${mapPin.height}`}>
      <path d={mapPin.path} strokeWidth={mapPin.stroke} strokeLinejoin="round" />
    </svg>
  );
}

export type MapCanvasProps = {
  places: readonly Place[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** WebGL missing or lost, or the library failed to load: the page shows only its list. */
  onUnavailable: (error: unknown) => void;
  /** The street basemap could not load: the page says the map shows only the places. */
  onBasemap: (basemap: Basemap) => void;
};

/**
 * The map itself: the library (Mapbox with a token, MapLibre otherwise) is fetched here, on the map
 * screen only. Markers are React buttons rendered into the library's marker elements, so they use
 * the theme and are reachable with the keyboard.
 */
export function MapCanvas({ places, selectedId, onSelect, onUnavailable, onBasemap }: MapCanvasProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const theme = useTheme();
  const tournament = useTournament();
  const container = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const [basemap, setBasemap] = useState<Basemap | 'loading'>('loading');
  const failed = useRef(onUnavailable);
  failed.current = onUnavailable;
  const basemapChanged = useRef(onBasemap);
  basemapChanged.current = onBasemap;
  const elements = useMemo(() => new Map<number, HTMLElement>(), []);
  const elementOf = (id: number) => {
    let element = elements.get(id);
    if (!element) {
      element = document.createElement('div');
      elements.set(id, element);
    }
    return element;
  };

  useEffect(() => {
    let cancelled = false;
    let created: MapHandle | null = null;
    loadMapEngine(tournament.mapboxToken)
      .then((createMap) => {
        if (cancelled || !container.current) return;
        created = createMap({
          container: container.current,
          center: defaultCenter,
          background: theme.colors.surfaceAlt,
          mapboxToken: tournament.mapboxToken,
          labels: { zoomIn: t`Přiblížit`, zoomOut: t`Oddálit` },
          onFailure: (e) => failed.current(e),
          onBasemap: (kind) => {
            if (cancelled) return;
            setBasemap(kind);
            basemapChanged.current(kind);
          },
        });
        setHandle(created);
      })
      .catch((error: unknown) => {
        if (!cancelled) failed.current(error);
      });
    return () => {
      cancelled = true;
      created?.destroy();
      setHandle(null);
    };
    // The map is made again in another language, so its own controls are labelled in it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tournament.mapboxToken, theme.colors.surfaceAlt, locale]);

  useEffect(() => {
    if (!handle) return;
    const removals = places.map((place) => handle.addMarker(elementOf(place.id), [place.lng, place.lat]));
    return () => removals.forEach((remove) => remove());
    // elementOf reads a stable map of elements.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle, places]);

  // Frame what is shown whenever the set of places changes (a category toggled, a search typed).
  const placesKey = places.map((p) => p.id).join(',');
  useEffect(() => {
    const bounds = boundsOf(places);
    if (handle && bounds) handle.fitBounds(bounds);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle, placesKey]);

  const selected = places.find((p) => p.id === selectedId);
  useEffect(() => {
    if (handle && selected) handle.easeTo([selected.lng, selected.lat]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle, selectedId]);

  return (
    <StyledMap ref={container} data-testid="map-canvas" data-ready={handle ? 'true' : 'false'} data-basemap={basemap}>
      {handle &&
        places.map((place) =>
          createPortal(
            <StyledMarker type="button" $category={place.placeType.name} $selected={place.id === selectedId} aria-label={t`Na mapě: ${placeName(place, locale)}`} onClick={() => onSelect(place.id)}>
              <PinShape />
              <span>
                <CategoryIcon category={place.placeType.name} />
              </span>
            </StyledMarker>,
            elementOf(place.id),
            String(place.id),
          ),
        )}
    </StyledMap>
  );
}
