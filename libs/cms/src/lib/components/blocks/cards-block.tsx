import styled from 'styled-components';
import type { Block } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { Container, media } from '@phc/ui';
import { proxiedImage } from '../../logic/image-url';
import { localized } from '../../logic/localized';
import { ContentTextLink } from '../content-link';
import type { BlockProps } from './block-props';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[5]} 0;
  padding: 0;
  list-style: none;
  ${media.up('tablet')} {
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export function CardsBlock({ blocks: [block] }: BlockProps<Extract<Block, { type: 'cards' }>>) {
  const locale = useLocale();
  return (
    <Container data-block="cards">
      <StyledList>
        {block.items.map((item, index) => {
          const title = localized(item.title, locale);
          return (
            <StyledCard key={index}>
              {item.image && <img src={proxiedImage(item.image, 400, 200, { cover: true })} alt="" width={400} height={200} loading="lazy" />}
              <h2>{item.link ? <ContentTextLink link={item.link}>{title}</ContentTextLink> : title}</h2>
              <p>{localized(item.text, locale)}</p>
            </StyledCard>
          );
        })}
      </StyledList>
    </Container>
  );
}
