import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlaceType } from '@phc/api-contract';
import type { RouteDependencies } from '@phc/i18n';
import { useResultsOnWeb } from '@phc/auth';
import { Container, EmptyState, Field, Heading, Notice, QueryBoundary, Skeleton, Stack, TextInput, media, useTournament } from '@phc/ui';
import { CategoryToggles } from '../components/category-toggles';
import { MapCanvas } from '../components/map-canvas';
import type { Basemap } from '../engine/map-handle';
import { PlaceDetail } from '../components/place-detail';
import { PlaceList } from '../components/place-list';
import { supportsWebGL } from '../logic/engine-choice';
import { useFavouritesStore } from '../logic/favourites-store';
import { countByCategory, parsePlaceParam, placeCategories, visiblePlaces } from '../logic/places';
import { mapQueries } from '../queries/map-queries';

/**
 * Phones: the controls, the map, the open place, the list, one under another. Wider screens: the
 * controls, detail and list in a column beside a map that stays in view.
 */
const StyledLayout = styled.div<{ $withMap: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: ${({ $withMap }) => ($withMap ? `'controls' 'map' 'detail' 'list'` : `'controls' 'detail' 'list'`)};
  padding-block: ${({ theme }) => theme.space[3]};
  ${media.up('tablet')} {
    grid-template-columns: ${({ $withMap }) => ($withMap ? 'minmax(18rem, 24rem) minmax(0, 1fr)' : 'minmax(0, 40rem)')};
    grid-template-rows: auto auto 1fr;
    grid-template-areas: ${({ $withMap }) => ($withMap ? `'controls map' 'detail map' 'list map'` : `'controls' 'detail' 'list'`)};
  }
`;

const StyledControls = styled.div`
  grid-area: controls;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledTitle = styled(Heading)`
  margin: ${({ theme }) => theme.space[3]} 0 0;
`;

const StyledMapArea = styled.div`
  grid-area: map;
  height: 45vh;
  min-height: 16rem;
  ${media.up('tablet')} {
    position: sticky;
    top: ${({ theme }) => theme.space[3]};
    height: calc(100dvh - ${({ theme }) => theme.sizes.headerHeight} - 2 * ${({ theme }) => theme.space[3]});
  }
`;

const StyledDetailArea = styled.div`
  grid-area: detail;
  &:empty {
    display: none;
  }
`;

const StyledListArea = styled.div`
  grid-area: list;
  min-width: 0;
`;

const StyledSummary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function MapSkeleton() {
  return (
    <Stack $gap={2} aria-busy="true">
      <Skeleton height={44} />
      <Skeleton height={88} />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={56} />
      ))}
    </Stack>
  );
}

function MapScreen() {
  const { t } = useLingui();
  const tournament = useTournament();
  const resultsOnWeb = useResultsOnWeb();
  const { data: places } = useSuspenseQuery(mapQueries.places());
  const [searchParams, setSearchParams] = useSearchParams();
  const [categories, setCategories] = useState<ReadonlySet<PlaceType>>(() => new Set(placeCategories));
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  // Checked once: without WebGL (old phones, some locked-down browsers) the screen is its list.
  const [mapAvailable, setMapAvailable] = useState(() => supportsWebGL());
  const { ids: favouriteIds, loaded: favouritesLoaded, load: loadFavourites, toggle: toggleFavourite } = useFavouritesStore();

  useEffect(() => {
    void loadFavourites(tournament.id);
  }, [loadFavourites, tournament.id]);

  const favourites = useMemo(() => new Set(favouriteIds), [favouriteIds]);
  const shown = useMemo(() => visiblePlaces(places, { categories, query: deferredQuery }, favourites), [places, categories, deferredQuery, favourites]);
  const counts = useMemo(() => countByCategory(places), [places]);
  const selectedId = parsePlaceParam(searchParams.get('place'));
  // The deep link opens its place even when a category toggle or the search hides it from the list.
  const selected = selectedId === null ? undefined : places.find((p) => p.id === selectedId);

  const openPlace = useCallback(
    (id: number) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('place', String(id));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const closePlace = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('place');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const toggleCategory = (category: PlaceType) =>
    setCategories((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });
  const [plainBasemap, setPlainBasemap] = useState(false);
  const onBasemap = useCallback((basemap: Basemap) => setPlainBasemap(basemap === 'plain'), []);
  const onMapUnavailable = useCallback((error: unknown) => {
    console.warn('map: showing the list only', error);
    setMapAvailable(false);
  }, []);

  return (
    <StyledLayout $withMap={mapAvailable}>
      <StyledControls>
        <Field label={<Trans>Hledat podle názvu nebo adresy</Trans>}>
          <TextInput type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t`např. Slavia`} />
        </Field>
        <CategoryToggles active={categories} counts={counts} onToggle={toggleCategory} />
        {mapAvailable && plainBasemap && (
          <Notice role="status" data-testid="plain-basemap">
            <Trans>Mapové podklady se nepodařilo načíst, zobrazujeme jen místa.</Trans>
          </Notice>
        )}
        {!mapAvailable && (
          <Notice role="status" data-testid="list-only">
            <Trans>Mapu nelze na tomto zařízení zobrazit. Všechna místa najdete v seznamu níže.</Trans>
          </Notice>
        )}
      </StyledControls>
      {mapAvailable && (
        <StyledMapArea>
          <MapCanvas places={shown} selectedId={selectedId} onSelect={openPlace} onUnavailable={onMapUnavailable} onBasemap={onBasemap} />
        </StyledMapArea>
      )}
      <StyledDetailArea>
        {selected && <PlaceDetail place={selected} matchesLink={resultsOnWeb} favourite={favourites.has(selected.id)} onToggleFavourite={() => void toggleFavourite(selected.id)} onClose={closePlace} />}
        {selectedId !== null && !selected && (
          <Notice role="status">
            <Trans>Místo z odkazu už na mapě není.</Trans>
          </Notice>
        )}
      </StyledDetailArea>
      <StyledListArea>
        {!favouritesLoaded ? (
          <MapSkeleton />
        ) : shown.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title={categories.size === 0 ? <Trans>Vyberte aspoň jednu kategorii</Trans> : <Trans>Hledání neodpovídá žádné místo</Trans>}
            description={categories.size === 0 ? undefined : <Trans>Zkuste jiný název nebo adresu, nebo zapněte další kategorie.</Trans>}
          />
        ) : (
          <>
            <StyledSummary aria-live="polite">
              <Trans>Zobrazeno míst: {shown.length}</Trans>
            </StyledSummary>
            <PlaceList places={shown} favourites={favourites} selectedId={selectedId} onOpen={openPlace} onToggleFavourite={(id) => void toggleFavourite(id)} />
          </>
        )}
      </StyledListArea>
    </StyledLayout>
  );
}

export function Component() {
  return (
    <Container>
      <StyledTitle level={1}>
        <Trans>Mapa</Trans>
      </StyledTitle>
      <QueryBoundary fallback={<MapSkeleton />}>
        <MapScreen />
      </QueryBoundary>
    </Container>
  );
}

/** Starts the places read with the route's chunk; the screen shows its skeleton meanwhile. */
export function loader({ queryClient }: RouteDependencies) {
  return () => {
    void queryClient.ensureQueryData(mapQueries.places()).catch(() => undefined);
    return null;
  };
}
