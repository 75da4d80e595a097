import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { openingHoursText, type Place } from '@phc/api-contract';
import { LocaleLink, useLocale } from '@phc/i18n';
import { Button, Card, VisuallyHidden } from '@phc/ui';
import { hallMatchesPath, navigationUrl, placeDescription, placeName } from '../logic/places';
import { categoryItemLabels } from './categories';
import { FavouriteButton } from './favourite-button';
import { PhotoGallery } from './photo-gallery';

const StyledPanel = styled(Card)`
  /* Scrolled to below the sticky header, not under it. */
  scroll-margin-top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[2]});
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
    &:focus {
      outline: none;
    }
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  > div {
    flex: 1;
    min-width: 0;
  }
`;

const StyledKind = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The panel's links look like its buttons: a finger-sized target. */
const actionLink = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledNavigate = styled.a`
  ${actionLink}
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
`;

const StyledMatches = styled(LocaleLink)`
  ${actionLink}
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.text};
`;

export type PlaceDetailProps = {
  place: Place;
  /** Now, for the link to a hall's matches today; given by the page so tests can fix it. */
  now?: Date;
  /** Whether a hall links to its matches: not while results are off on the web (SPEC §9), the page would show none. */
  matchesLink?: boolean;
  favourite: boolean;
  onToggleFavourite: () => void;
  onClose: () => void;
};

/**
 * Everything a visitor needs at the door (SPEC §2): photos, description, address, opening hours,
 * hotel category, whether glue is allowed (halls), and a route in the phone's maps app.
 */
export function PlaceDetail({ place, now = new Date(), matchesLink = true, favourite, onToggleFavourite, onClose }: PlaceDetailProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const name = placeName(place, locale);
  const description = placeDescription(place, locale);
  // Each day in the page's language where the server gives the parts (`6 Apr` on English pages).
  const openingHours = place.openingDays ? openingHoursText(place.openingDays, place.openingNote ?? null, locale) : place.openingHours;
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);

  // A keyboard or screen-reader user lands on the place they opened. On a phone the panel is under
  // the map: the whole panel is brought up to the top, not just its heading to the screen's edge.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    panel.current?.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, [place.id]);

  return (
    <StyledPanel as="section" ref={panel} aria-labelledby={`misto-${place.id}`} data-testid="place-detail">
      <StyledHeader>
        <div>
          <h2 id={`misto-${place.id}`} ref={heading} tabIndex={-1}>
            {name}
          </h2>
          <StyledKind>{i18n._(categoryItemLabels[place.placeType.name])}</StyledKind>
        </div>
        <FavouriteButton name={name} favourite={favourite} onToggle={onToggleFavourite} />
      </StyledHeader>
      {place.files.length > 0 && <PhotoGallery key={place.id} photos={place.files} name={name} />}
      {description && <p>{description}</p>}
      <dl>
        <dt>
          <Trans>Adresa</Trans>
        </dt>
        <dd>{place.address}</dd>
        {openingHours && (
          <>
            <dt>
              <Trans>Otevírací doba</Trans>
            </dt>
            <dd>{openingHours}</dd>
          </>
        )}
        {place.hotelCategory != null && place.hotelCategory > 0 && (
          <>
            <dt>
              <Trans>Kategorie hotelu</Trans>
            </dt>
            <dd>
              <span aria-hidden="true">{'★'.repeat(Math.min(place.hotelCategory, 5))}</span>
              <VisuallyHidden>
                <Plural value={place.hotelCategory} one="# hvězdička" few="# hvězdičky" other="# hvězdiček" />
              </VisuallyHidden>
            </dd>
          </>
        )}
        {place.placeType.name === 'hall' && place.glueAllowed != null && (
          <>
            <dt>
              <Trans>Lepidlo</Trans>
            </dt>
            <dd>{place.glueAllowed ? <Trans>povoleno</Trans> : <Trans>zakázáno</Trans>}</dd>
          </>
        )}
      </dl>
      <StyledActions>
        {place.placeType.name === 'hall' && matchesLink && (
          <StyledMatches to={hallMatchesPath(place, now)}>
            <Trans>Dnešní zápasy v hale</Trans>
          </StyledMatches>
        )}
        <StyledNavigate href={navigationUrl(place)} target="_blank" rel="noopener noreferrer">
          <Trans>Navigovat</Trans>
          <VisuallyHidden>
            {' '}
            <Trans>(otevře mapovou aplikaci)</Trans>
          </VisuallyHidden>
        </StyledNavigate>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Zavřít detail</Trans>
        </Button>
      </StyledActions>
    </StyledPanel>
  );
}
