import { useId, useState } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { Hero } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { Container, media } from '@phc/ui';
import { heroImage } from '../../logic/image-url';
import { localized } from '../../logic/localized';
import { ContentButton } from '../content-link';

const StyledHero = styled.section`
  position: relative;
  margin-bottom: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  overflow: hidden;
`;

const StyledSlide = styled.div`
  position: relative;
  display: grid;
  min-height: 14rem;
  ${media.up('tablet')} {
    min-height: 22rem;
  }
  > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0.45;
  }
`;

const StyledCaption = styled(Container)`
  position: relative;
  align-self: end;
  padding-block: ${({ theme }) => theme.space[6]};
  h1,
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    ${media.up('tablet')} {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledControls = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  button {
    min-width: ${({ theme }) => theme.sizes.touchTarget};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    border: 2px solid currentColor;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.secondary};
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    cursor: pointer;
  }
`;

export type HeroSlide = Pick<Hero, 'title' | 'subtitle' | 'image' | 'button'>;

export type HeroSliderProps = {
  slides: HeroSlide[];
  /** The page's own hero carries its main heading. */
  headingLevel?: 1 | 2;
};

/** SPEC: a hero slider without dots: previous/next buttons only, one slide shown at a time. */
export function HeroSlider({ slides, headingLevel = 2 }: HeroSliderProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const [index, setIndex] = useState(0);
  const id = useId();
  const count = slides.length;
  if (count === 0) return null;
  const current = slides[Math.min(index, count - 1)];
  const Title = `h${headingLevel}` as const;
  const title = localized(current.title, locale);
  return (
    <StyledHero aria-roledescription={count > 1 ? t`prezentace` : undefined} aria-label={title} data-block="hero">
      <StyledSlide id={id} aria-live={count > 1 ? 'polite' : undefined}>
        {current.image && <img src={heroImage(current.image)} alt="" width={1200} height={480} fetchPriority="high" />}
        <StyledCaption>
          <Title>{title}</Title>
          {current.subtitle && <p>{localized(current.subtitle, locale)}</p>}
          {current.button && <ContentButton link={current.button.link}>{localized(current.button.label, locale)}</ContentButton>}
        </StyledCaption>
      </StyledSlide>
      {count > 1 && (
        <StyledControls>
          <button type="button" aria-controls={id} aria-label={t`Předchozí snímek`} onClick={() => setIndex((index - 1 + count) % count)}>
            ‹
          </button>
          <button type="button" aria-controls={id} aria-label={t`Další snímek`} onClick={() => setIndex((index + 1) % count)}>
            ›
          </button>
        </StyledControls>
      )}
    </StyledHero>
  );
}
