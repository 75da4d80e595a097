import styled from 'styled-components';
import type { CustomBlockContent } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { Container, media } from '@phc/ui';
import { proxiedImage } from '../logic/image-url';
import { localized } from '../logic/localized';
import { ContentButton } from './content-link';

const StyledBlocks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-block: ${({ theme }) => theme.space[5]};
  ${media.up('tablet')} {
    grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  }
`;

const StyledBlock = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  img {
    width: 8rem;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export type CustomBlocksProps = { blocks: readonly (CustomBlockContent & { id: number })[]; position: string };

/** Custom blocks placed at one position of a page (e.g. `home-top`). */
export function CustomBlocks({ blocks, position }: CustomBlocksProps) {
  const locale = useLocale();
  const here = blocks.filter((block) => block.position === position);
  if (here.length === 0) return null;
  return (
    <Container>
      <StyledBlocks data-custom-blocks={position}>
        {here.map((block) => (
          <StyledBlock key={block.id}>
            {block.images[0] && <img src={proxiedImage(block.images[0], 128, 64, { cover: true })} alt="" width={128} height={64} loading="lazy" />}
            <div>
              <h2>{localized(block.title, locale)}</h2>
              <p>{localized(block.text, locale)}</p>
              {block.buttonLabel && block.buttonLink && (
                <ContentButton link={block.buttonLink} variant="secondary">
                  {localized(block.buttonLabel, locale)}
                </ContentButton>
              )}
            </div>
          </StyledBlock>
        ))}
      </StyledBlocks>
    </Container>
  );
}
