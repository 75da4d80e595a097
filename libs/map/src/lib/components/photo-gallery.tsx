import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Button, VisuallyHidden } from '@phc/ui';
import { photoAtScroll, photoBox, photoSources, stepPhoto } from '../logic/photos';

const StyledGallery = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

// One photo per screen width with native scroll snapping: a finger swipes, the buttons and arrow keys step.
const StyledStrip = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  &::-webkit-scrollbar {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  li {
    flex: 0 0 100%;
    scroll-snap-align: start;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;

const StyledControls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type PhotoGalleryProps = {
  photos: { url: string }[];
  /** The place's name, for the photos' alternative text. */
  name: string;
};

const prefersReducedMotion = () => typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** The photos of a place, one at a time, through the image proxy at the size the detail panel shows them. */
export function PhotoGallery({ photos, name }: PhotoGalleryProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const strip = useRef<HTMLUListElement>(null);
  // The photo a button or key is scrolling to: the frames in between must not move the counter back.
  const scrollingTo = useRef<number | null>(null);
  const count = photos.length;

  const show = (target: number) => {
    const next = stepPhoto(target, 0, count);
    setIndex(next);
    scrollingTo.current = next;
    const element = strip.current;
    element?.scrollTo?.({ left: next * element.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };

  // A swipe moves the strip itself; the counter follows what is shown.
  const onScroll = () => {
    const element = strip.current;
    if (!element) return;
    const shown = photoAtScroll(element.scrollLeft, element.clientWidth, count);
    if (scrollingTo.current !== null) {
      if (shown !== scrollingTo.current || Math.abs(element.scrollLeft - shown * element.clientWidth) > 1) return;
      scrollingTo.current = null;
    }
    setIndex(shown);
  };
  const onUserScroll = () => {
    scrollingTo.current = null;
  };

  const position = index + 1;
  return (
    <StyledGallery data-testid="photo-gallery">
      <StyledStrip ref={strip} aria-label={t`Fotografie`} tabIndex={0} onKeyDown={onKeyDown} onScroll={onScroll} onPointerDown={onUserScroll} onTouchStart={onUserScroll} onWheel={onUserScroll}>
        {photos.map((photo, i) => (
          <li key={photo.url}>
            <img {...photoSources(photo.url)} alt={t`${name}, fotografie ${i + 1}`} loading="lazy" decoding="async" width={photoBox.w} height={photoBox.h} />
          </li>
        ))}
      </StyledStrip>
      {count > 1 && (
        <StyledControls>
          <Button variant="secondary" size="sm" aria-disabled={index === 0 || undefined} onClick={() => show(index - 1)}>
            <span aria-hidden="true">←</span>
            <VisuallyHidden>{t`Předchozí fotografie`}</VisuallyHidden>
          </Button>
          <span aria-live="polite">
            <span aria-hidden="true">
              {position} / {count}
            </span>
            <VisuallyHidden>{t`Fotografie ${position} z ${count}`}</VisuallyHidden>
          </span>
          <Button variant="secondary" size="sm" aria-disabled={index === count - 1 || undefined} onClick={() => show(index + 1)}>
            <span aria-hidden="true">→</span>
            <VisuallyHidden>{t`Další fotografie`}</VisuallyHidden>
          </Button>
        </StyledControls>
      )}
    </StyledGallery>
  );
}
