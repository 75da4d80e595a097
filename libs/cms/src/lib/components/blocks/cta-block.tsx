import styled from 'styled-components';
import type { Block } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { Container } from '@phc/ui';
import { localized } from '../../logic/localized';
import { ContentButton } from '../content-link';
import type { BlockProps } from './block-props';

const StyledCta = styled.section`
  margin-block: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
`;

export function CtaBlock({ blocks: [block] }: BlockProps<Extract<Block, { type: 'cta' }>>) {
  const locale = useLocale();
  return (
    <Container>
      <StyledCta data-block="cta">
        <h2>{localized(block.title, locale)}</h2>
        <p>{localized(block.text, locale)}</p>
        <ContentButton link={block.button.link} variant="secondary">
          {localized(block.button.label, locale)}
        </ContentButton>
      </StyledCta>
    </Container>
  );
}
