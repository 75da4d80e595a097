import styled from 'styled-components';
import type { Block } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { Container, media } from '@phc/ui';
import { proxiedImage } from '../../logic/image-url';
import { localized } from '../../logic/localized';
import type { BlockProps } from './block-props';

const StyledGallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[5]} 0;
  padding: 0;
  list-style: none;
  ${media.up('tablet')} {
    grid-template-columns: repeat(4, 1fr);
  }
  a {
    display: block;
    border-radius: ${({ theme }) => theme.radii.sm};
    overflow: hidden;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
`;

/** Thumbnails through the image proxy, each opening the full image. */
export function GalleryBlock({ blocks: [block] }: BlockProps<Extract<Block, { type: 'gallery' }>>) {
  const locale = useLocale();
  return (
    <Container as="section" data-block="gallery">
      <StyledGallery>
        {block.images.map((image, index) => {
          const alt = localized(image.alt, locale);
          return (
            <li key={index}>
              <a href={proxiedImage(image.url, 1600, undefined, { density: 1 })} target="_blank" rel="noopener noreferrer">
                <img src={proxiedImage(image.url, 300, 200, { cover: true })} alt={alt} width={300} height={200} loading="lazy" />
              </a>
            </li>
          );
        })}
      </StyledGallery>
    </Container>
  );
}
