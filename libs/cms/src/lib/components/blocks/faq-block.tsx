import styled from 'styled-components';
import type { Block } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { Container } from '@phc/ui';
import { localized } from '../../logic/localized';
import { RichText } from '../rich-text';
import type { BlockProps } from './block-props';

const StyledItem = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  summary {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding-block: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: pointer;
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  > div {
    padding-bottom: ${({ theme }) => theme.space[3]};
  }
`;

/** A FAQ accordion on native disclosure widgets: keyboard and screen readers work without script. */
export function FaqBlock({ blocks: [block] }: BlockProps<Extract<Block, { type: 'faq' }>>) {
  const locale = useLocale();
  return (
    <Container as="section" data-block="faq">
      {block.items.map((item, index) => (
        <StyledItem key={index}>
          <summary>{localized(item.question, locale)}</summary>
          <RichText html={localized(item.answer, locale)} />
        </StyledItem>
      ))}
    </Container>
  );
}
