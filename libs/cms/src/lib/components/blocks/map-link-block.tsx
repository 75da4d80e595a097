import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { Block } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { Container } from '@phc/ui';
import { localized } from '../../logic/localized';
import { ContentButton } from '../content-link';
import type { BlockProps } from './block-props';

const StyledMap = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-block: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * A map as a link, not an embedded map: the page stays light (no map library on content pages) and
 * the place opens on the map screen or in the visitor's map app.
 */
export function MapLinkBlock({ blocks: [block] }: BlockProps<Extract<Block, { type: 'map' }>>) {
  const locale = useLocale();
  return (
    <Container>
      <StyledMap data-block="map">
        <div>
          <h2>{localized(block.title, locale)}</h2>
          {block.text && <p>{localized(block.text, locale)}</p>}
        </div>
        <ContentButton link={block.link} variant="secondary">
          <Trans>Zobrazit na mapě</Trans>
        </ContentButton>
      </StyledMap>
    </Container>
  );
}
