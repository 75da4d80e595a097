import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { localizeHref, useLocale } from '@phc/i18n';
import { proxiedImage } from '../logic/image-url';
import { sanitizeHtml } from '../logic/sanitize-html';

// Rich-text images are at most the text column wide.
const imageSrc = (src: string) => proxiedImage(src, 800);

export const StyledRichText = styled.div`
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[2]};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  .pt-big {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .pt-big-lean {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

export type RichTextProps = { html: string; className?: string };

/**
 * Content HTML, cleaned once more in the browser. Links to our own pages stay in the app (and in
 * the page's language) instead of reloading it.
 */
export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html, { imageSrc }), [html]);
  const navigate = useNavigate();
  const locale = useLocale();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target === '_blank') return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(localizeHref(href, locale));
  };
  return <StyledRichText className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
