import styled from 'styled-components';
import type { Block } from '@phc/api-contract';
import { Container } from '@phc/ui';
import { useLocale } from '@phc/i18n';
import { localized } from '../../logic/localized';
import { RichText } from '../rich-text';
import type { BlockProps } from './block-props';

const StyledSection = styled.section`
  margin-block: ${({ theme }) => theme.space[5]};
`;

export function TextBlock({ blocks: [block] }: BlockProps<Extract<Block, { type: 'text' }>>) {
  const locale = useLocale();
  return (
    <StyledSection data-block="text">
      <Container>
        <RichText html={localized(block.body, locale)} />
      </Container>
    </StyledSection>
  );
}
